import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// Staples, meals, their shares and the items' starts, checked and inserted inside the import's
    /// transaction (after recipes and groceries, which they name).
    func importMeals(_ document: HouseholdDocument, rows: inout ImportRows, into db: Database) throws {
        let source = rows.source
        for (index, entry) in document.families.enumerated() {
            guard let staples = entry.staples else { continue }
            let names = try staples.enumerated().map { try rows.name($1, at: "families[\(index)].staples[\($0)]") }
            let family = try FamilyRow.fetchOne(db, key: entry.id)!.family()
            try Self.setStaples(names, db, in: family)
        }
        for (index, entry) in (document.meals ?? []).enumerated() {
            let place = "meals[\(index)]"
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            try rows.externalID(entry.id, at: "\(place).id")
            try rows.claim("\(entry.family)/\(entry.id)", of: "meal", shown: "the meal \(entry.id)", at: "\(place).id",
                           inStore: try MealRow.exists(db, key: ["family_id": entry.family, "id": entry.id]))
            guard try RecipeRow.exists(db, key: ["family_id": entry.family, "id": entry.recipe]) else {
                throw rows.fail("\(place).recipe", "expected the ID of a recipe of the family, found \"\(entry.recipe)\"")
            }
            guard let day = CalendarDay(iso: entry.date) else { throw rows.fail("\(place).date", "expected a date as YYYY-MM-DD, found \"\(entry.date)\"") }
            let name = try Meal.checkName(entry.meal, field: "\(source): \(place).meal").mapError(\.failure).get()
            let servings = try Recipe.checkServings(entry.servings, field: "\(source): \(place).servings").mapError(\.failure).get()
            let addedBy = try entry.addedBy.map { try rows.member($0, at: "\(place).addedBy", db) }
            try MealRow(Meal(id: entry.id, recipeID: entry.recipe, day: day, name: name, servings: servings, addedBy: addedBy), family: familyID).insert(db)
            var ingredients = Set<String>()
            for (shareIndex, share) in entry.shares.enumerated() {
                let sharePlace = "\(place).shares[\(shareIndex)]"
                guard !share.ingredient.trimmed.isEmpty, ingredients.insert(share.ingredient).inserted else {
                    throw rows.fail("\(sharePlace).ingredient", "expected an ingredient's name, once a meal, found \"\(share.ingredient)\"")
                }
                try rows.externalID(share.item, at: "\(sharePlace).item")
                let amount = try share.amount.map { text in
                    guard let amount = ShoppingAmount(exactText: text) else {
                        throw rows.fail("\(sharePlace).amount", "expected an amount as Hearth exports it, such as \"500|grams|g\", found \"\(text)\"")
                    }
                    return amount
                }
                try MealShareRow(MealShare(mealID: entry.id, nameKey: share.ingredient, itemID: share.item, amount: amount, spent: share.spent),
                                 family: familyID).insert(db)
            }
        }
        for (index, entry) in (document.mealItemStarts ?? []).enumerated() {
            let place = "mealItemStarts[\(index)]"
            let familyID = try rows.family(entry.family, at: "\(place).family", db)
            guard try GroceryItemRow.exists(db, key: ["family_id": entry.family, "id": entry.item]) else {
                throw rows.fail("\(place).item", "expected the ID of a grocery item of the family, found \"\(entry.item)\"")
            }
            let before = try entry.before.map { try GroceryQuantity.parse($0, field: "\(source): \(place).before").mapError(\.failure).get() }
            try MealItemStartRow(MealItemStart(itemID: entry.item, before: before, madeByMeals: entry.madeByMeals), family: familyID).insert(db)
        }
    }
}
