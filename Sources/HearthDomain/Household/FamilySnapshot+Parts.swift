extension FamilySnapshot {
    /// Puts `parts` of `fresh` (the same family read again with those parts) in place of this snapshot's:
    /// what a change touched, put into the household a program keeps in memory (`hearth host`), the rest
    /// kept as it is.
    public mutating func take(_ parts: Set<FamilyData>, from fresh: FamilySnapshot) {
        for part in parts.sorted() {
            switch part {
            case .family: family = fresh.family
            case .members:
                let daysAway = daysAway
                self = FamilySnapshot(family: family, members: fresh.members, groceries: groceries, invitations: invitations, cars: cars,
                                      carImages: carImages, recipes: recipes, chores: chores, choreRecords: choreRecords, wishes: wishes,
                                      formerMembers: fresh.formerMembers, meals: meals, mealShares: mealShares, staples: staples, trips: trips)
                self.daysAway = daysAway
            case .invitations: invitations = fresh.invitations
            case .groceryCatalogue, .groceryList: groceries.replaceItems(with: fresh.groceries.items)
            case .locationNames, .locations: groceries.replaceWalkingOrders(from: fresh.groceries)
            case .chores: chores = fresh.chores
            case .choreRecords: choreRecords = fresh.choreRecords
            case .wishes: wishes = fresh.wishes
            case .recipes: recipes = fresh.recipes
            case .meals: meals = fresh.meals
            case .mealShares: mealShares = fresh.mealShares
            case .staples: staples = fresh.staples
            case .trips: trips = fresh.trips
            case .daysAway: daysAway = fresh.daysAway
            case .cars: cars = fresh.cars
            case .carImages: carImages = fresh.carImages
            }
        }
    }
}

extension FamilySnapshot {
    /// Whether `part`'s records differ between this snapshot and `other` (the same family read again): what
    /// a change to the store touched, compared record by record (digesting a week of chores at N = 1000,
    /// 140,000 records each side, was half of a chore done's refresh).
    public func differs(in part: FamilyData, from other: FamilySnapshot) -> Bool {
        switch part {
        case .family: family != other.family
        case .members: members != other.members || formerMembers != other.formerMembers
        case .invitations: invitations != other.invitations
        case .groceryCatalogue: !groceries.items.elementsEqual(other.groceries.items) { $0.catalogue == $1.catalogue }
        case .groceryList: groceries.items != other.groceries.items
        case .locationNames: groceries.locationNames != other.groceries.locationNames
        case .locations: groceries.locations != other.groceries.locations || groceries.shops != other.groceries.shops
        case .chores: chores != other.chores
        case .choreRecords: choreRecords != other.choreRecords
        case .wishes: wishes != other.wishes
        case .recipes: recipes != other.recipes
        case .meals: meals != other.meals
        case .mealShares: mealShares != other.mealShares
        case .staples: staples != other.staples
        case .trips: trips != other.trips
        case .daysAway: daysAway != other.daysAway
        case .cars: cars != other.cars
        case .carImages: carImages != other.carImages
        }
    }
}
