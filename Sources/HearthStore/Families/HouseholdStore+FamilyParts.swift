import GRDB
import HearthDomain

extension HouseholdStore {
    /// The family's household as `snapshot()` reads it, with only `parts` read (and the members, always):
    /// the parts not asked for are empty. One read transaction.
    public func snapshot(of family: Family, reading parts: FamilyParts) throws -> FamilySnapshot {
        try checkedRead { db in
            guard let current = try FamilyRow.fetchOne(db, key: family.id.text)?.family() else {
                throw Failure(.missingInput, "the family \(family.name) is no longer in the store")
            }
            var groceries = GroceryList(locations: [], items: [])
            if parts.contains(.groceries) {
                groceries = GroceryList(locations: try Self.locations(db, of: current.id), items: try Self.groceryItems(db, of: current.id),
                                        shops: try Self.shops(db, of: current.id))
            } else if parts.contains(.shoppingList) {
                let onList = GroceryItemRow.filter(Column("family_id") == current.id.text && Column("on_list") == true)
                groceries = GroceryList(locations: try Self.locations(db, of: current.id), items: try onList.fetchAll(db).map { try $0.item() },
                                        shops: try Self.shops(db, of: current.id))
            }
            let board = parts.contains(.chores) ? try Self.choreBoard(db, of: current.id) : ChoreBoard(chores: [], records: [], wishes: [])
            let meals = parts.contains(.meals) ? try Self.meals(db, of: current.id) : []
            var snapshot = FamilySnapshot(family: current, members: try Self.members(db, of: current.id), groceries: groceries,
                                  recipes: try Self.recipes(db, of: current.id, ids: Set(meals.map(\.recipeID))),
                                  chores: board.chores, choreRecords: board.records, wishes: board.wishes,
                                  formerMembers: try Self.formerMembers(db, of: current.id), meals: meals,
                                  mealShares: parts.contains(.meals) ? try Self.mealShares(db, of: current.id) : [],
                                  trips: parts.isDisjoint(with: [.shoppingList, .groceries]) ? [] : try Self.trips(db, of: current.id))
            if parts.contains(.chores) { snapshot.daysAway = try Self.daysAway(db, of: current.id) }
            return snapshot
        }
    }
}

extension HouseholdStore {
    /// Every family with `parts` of its household read anew (and its own record), in one transaction with
    /// the store's revision: what a change touched (`StoreChanges.parts`), to put into the households a
    /// program keeps in memory (`FamilySnapshot.take`). The parts not asked for are empty.
    public func families(reading parts: Set<FamilyData>) throws -> (families: [HearthID: FamilySnapshot], revision: Int) {
        try checkedRead { db in
            var read: [HearthID: FamilySnapshot] = [:]
            for family in try Self.families(db) {
                read[family.id] = try Self.snapshot(db, of: family, reading: parts)
            }
            return (read, try Self.revision(db))
        }
    }

    /// One family's whole household, as a build reads it, in one read transaction: what its pages show
    /// (an assistant reads a page's Markdown twin from it when asked, `MarkdownTwins`).
    public func wholeSnapshot(of family: Family) throws -> FamilySnapshot {
        try checkedRead { db in
            guard let current = try FamilyRow.fetchOne(db, key: family.id.text)?.family() else {
                throw Failure(.missingInput, "the family \(family.name) is no longer in the store")
            }
            return try Self.snapshot(db, of: current, reading: Set(FamilyData.allCases))
        }
    }

    static func snapshot(_ db: Database, of family: Family, reading parts: Set<FamilyData>) throws -> FamilySnapshot {
        func reads(_ wanted: FamilyData...) -> Bool { !parts.isDisjoint(with: wanted) }
        let id = family.id
        // The pictures are the cars' and the recipes': both are read for them.
        let recipes = reads(.recipes, .carImages) ? try Self.recipes(db, of: id) : []
        let cars = reads(.cars, .carImages) ? try Self.cars(db, of: id) : []
        let images = reads(.carImages)
            ? try carImages(db, for: cars).merging(try Self.images(db, ids: Set(recipes.compactMap(\.imageID)))) { car, _ in car } : [:]
        let groceries = GroceryList(locations: reads(.locationNames, .locations) ? try locations(db, of: id) : [],
                                    items: reads(.groceryCatalogue, .groceryList) ? try groceryItems(db, of: id) : [],
                                    shops: reads(.locationNames, .locations) ? try Self.shops(db, of: id) : [])
        var snapshot = FamilySnapshot(family: family, members: reads(.members) ? try members(db, of: id) : [], groceries: groceries,
                              invitations: reads(.invitations) ? try pendingInvitations(db, into: id) : [], cars: cars, carImages: images,
                              recipes: recipes, chores: reads(.chores) ? try chores(db, of: id) : [],
                              choreRecords: reads(.choreRecords) ? try choreRecords(db, of: id) : [],
                              wishes: reads(.wishes) ? try wishes(db, of: id) : [],
                              formerMembers: reads(.members) ? try formerMembers(db, of: id) : [],
                              meals: reads(.meals) ? try meals(db, of: id) : [], mealShares: reads(.mealShares) ? try mealShares(db, of: id) : [],
                              staples: reads(.staples) ? try staples(db, of: family) : [], trips: reads(.trips) ? try trips(db, of: id) : [])
        snapshot.daysAway = reads(.daysAway) ? try Self.daysAway(db, of: id) : []
        return snapshot
    }
}
