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
            return FamilySnapshot(family: current, members: try Self.members(db, of: current.id), groceries: groceries,
                                  recipes: try Self.recipes(db, of: current.id, ids: Set(meals.map(\.recipeID))),
                                  chores: board.chores, choreRecords: board.records, wishes: board.wishes,
                                  formerMembers: try Self.formerMembers(db, of: current.id), meals: meals,
                                  mealShares: parts.contains(.meals) ? try Self.mealShares(db, of: current.id) : [],
                                  trips: parts.isDisjoint(with: [.shoppingList, .groceries]) ? [] : try Self.trips(db, of: current.id))
        }
    }
}
