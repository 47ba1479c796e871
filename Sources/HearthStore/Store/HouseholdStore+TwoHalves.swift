import Foundation
import GRDB
import HearthDomain
import Synchronization

extension HouseholdStore {
    /// The same snapshot and revision as `snapshotAndRevision()`, read in two halves at once on two of
    /// the pool's connections: a household of 100,000 items and 10,000 recipes takes most of a second to
    /// read on one core, while the other waits.
    ///
    /// Each half is its own read transaction, and each reads the store's revision. Every change to the
    /// store raises the revision (a trigger on each table), so two halves that read the same revision
    /// read the same state of the store. When a change came in between, the halves are read again; after
    /// three tries, everything is read in one transaction.
    ///
    /// Each half first has `StoredValueTypes` look through its own tables, unless the store is at the
    /// revision last found whole (the command's earlier reads, `family(matching:)` say, looked already).
    public func snapshotAndRevisionOnTwoConnections() throws -> (families: [FamilySnapshot], revision: Int) {
        for _ in 1...3 {
            // Each thread sets only its own result; concurrentPerform returns after both.
            let groceries = Mutex<Result<([GroceriesHalf], Int), Error>?>(nil), recipes = Mutex<Result<([RecipesHalf], Int), Error>?>(nil)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 {
                    let read = Result { try database.read { db in try readHalf(checking: StoredValueTypes.peopleGroceriesAndCars, db, Self.peopleGroceriesAndCars) } }
                    groceries.withLock { $0 = read }
                } else {
                    let read = Result { try database.read { db in try readHalf(checking: StoredValueTypes.recipesAndChores, db) { db in try Self.recipesAndChores(db) } } }
                    recipes.withLock { $0 = read }
                }
            }
            let groceriesHalf = try namingTheFile { try groceries.withLock { $0 }!.get() }, recipesHalf = try namingTheFile { try recipes.withLock { $0 }!.get() }
            guard groceriesHalf.1 == recipesHalf.1 else { continue }
            // Both halves' tables were found whole at this revision.
            noteCheckedRevision(groceriesHalf.1)
            return (zip(groceriesHalf.0, recipesHalf.0).map(Self.snapshot), groceriesHalf.1)
        }
        return try snapshotAndRevision()
    }

    /// One half: each family with its members, groceries, invitations and cars.
    struct GroceriesHalf: Sendable {
        var family: Family
        var members: [Member]
        var formerMembers: [Member]
        var groceries: GroceryList
        var invitations: [PendingInvitation]
        var cars: [Car]
        var carImages: [String: CarImage]
        var trips: [ShoppingTrip]
        var daysAway: [DaysAway]
    }

    /// The other half: each family's recipes and chores, in the same order of families.
    struct RecipesHalf: Sendable {
        var recipes: [Recipe]
        /// The pictures the recipes show, by ID (some may be cars' pictures too).
        var recipeImages: [String: CarImage]
        var chores: [Chore]
        var choreRecords: [ChoreRecord]
        var wishes: [Wish]
        var meals: [Meal]
        var mealShares: [MealShare]
        var staples: [String]
    }

    /// A family's snapshot from its two halves.
    static func snapshot(_ first: GroceriesHalf, _ second: RecipesHalf) -> FamilySnapshot {
        var snapshot = FamilySnapshot(family: first.family, members: first.members, groceries: first.groceries,
                       invitations: first.invitations, cars: first.cars,
                       carImages: first.carImages.merging(second.recipeImages) { car, _ in car },
                       recipes: second.recipes, chores: second.chores, choreRecords: second.choreRecords, wishes: second.wishes,
                       formerMembers: first.formerMembers, meals: second.meals, mealShares: second.mealShares, staples: second.staples,
                       trips: first.trips)
        snapshot.daysAway = first.daysAway
        return snapshot
    }

    /// One half's read, with the revision it read, after checking the half's `tables` when the store is
    /// not at the revision last found whole.
    private func readHalf<Half>(checking tables: [StoredValueTypes.Table], _ db: Database, _ read: (Database) throws -> Half) throws -> (Half, Int) {
        let revision = try Self.revision(db)
        if !isCheckedRevision(revision) { try StoredValueTypes.check(tables, db) }
        return (try read(db), revision)
    }

    static func peopleGroceriesAndCars(_ db: Database) throws -> [GroceriesHalf] {
        try families(db).map { family in
            let cars = try Self.cars(db, of: family.id)
            return GroceriesHalf(family: family, members: try members(db, of: family.id), formerMembers: try formerMembers(db, of: family.id),
                                 groceries: GroceryList(locations: try locations(db, of: family.id), items: try groceryItems(db, of: family.id),
                                                        shops: try shops(db, of: family.id)),
                                 invitations: try pendingInvitations(db, into: family.id), cars: cars, carImages: try carImages(db, for: cars),
                                 trips: try trips(db, of: family.id), daysAway: try daysAway(db, of: family.id))
        }
    }

    static func recipesAndChores(_ db: Database) throws -> [RecipesHalf] {
        try families(db).map { family in
            let recipes = try recipes(db, of: family.id)
            let board = try choreBoard(db, of: family.id)
            return RecipesHalf(recipes: recipes, recipeImages: try images(db, ids: Set(recipes.compactMap(\.imageID))), chores: board.chores,
                               choreRecords: board.records, wishes: board.wishes, meals: try meals(db, of: family.id),
                               mealShares: try mealShares(db, of: family.id), staples: try staples(db, of: family))
        }
    }
}

