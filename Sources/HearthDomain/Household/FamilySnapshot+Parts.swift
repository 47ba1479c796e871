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
            case .locations: groceries.replaceWalkingOrders(from: fresh.groceries)
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
