import Foundation
import GRDB
import HearthDomain

/// A deterministic household at scale N, for benchmarks (`hearth init --synthetic N`): one family with
/// 100·N grocery items in 20 locations, 10·N recipes of 8 ingredients with a Markdown method, 21 meals a week for max(1, N/100) weeks, 5·N cars,
/// max(2, N) members, 20 chores per weekday and N weeks of daily records. The same N always gives the
/// same store.
public enum SyntheticHousehold {
    /// SplitMix64: a small generator whose sequence depends only on its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The week the records end in: the synthetic household's "today" is 2026-11-19.
    public static let date = CalendarDay(year: 2026, month: 11, day: 19)!

    public static func fill(_ store: HouseholdStore, scale: Int) throws {
        guard (1...100_000).contains(scale) else { throw Failure(.usage, "--synthetic \(scale): expected a scale from 1 to 100000") }
        var random = Generator(state: UInt64(scale))
        let created = "2026-01-01T00:00:00Z"
        let familyID = HearthID.generate(using: &random)
        try store.database.write { db in
            try FamilyRow(Family(id: familyID, name: "Synthetic household \(scale)", language: .base, created: created)).insert(db)
            try LocationRow(.unknown(), family: familyID).insert(db)

            let members = (0..<max(2, scale)).map { index in
                Member(id: HearthID.generate(using: &random), displayName: "Member \(index + 1)", familyID: familyID,
                       originFamilyID: familyID, isManager: index < 2, created: created)
            }
            for member in members { try MemberRow(member).insert(db) }

            var locations: [StoreLocation] = []
            for index in 0..<19 {
                let colour = Colour(red: Double(index % 5) / 4.0, green: 0.5, blue: Double(index % 3) / 2.0, opacity: 0.8)
                let number = index + 1
                locations.append(StoreLocation(id: "location-\(number)", name: "Aisle \(number)", position: number * 10, colour: colour))
            }
            for location in locations { try LocationRow(location, family: familyID).insert(db) }

            let item = try db.makeStatement(sql: """
                INSERT INTO grocery_items (family_id, id, name, quantity, location_id, added_by, on_list, completed, available, last_purchased)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for index in 0..<(100 * scale) {
                let location = index % 20 == 19 ? StoreLocation.unknownID : locations[index % 20].id
                let onList = index % 10 == 0
                let purchased = index % 3 == 0 ? date.adding(days: -(index % 60)).iso : nil
                try item.execute(arguments: [familyID.text, String(format: "item-%07d", index), "Item \(index + 1)", 1 + index % 6, location,
                                             members[index % members.count].id.text, onList, onList && index % 20 == 0, index % 17 != 0, purchased])
            }

            let recipe = try db.makeStatement(sql: """
                INSERT INTO recipes (family_id, id, name, type, servings, prep_minutes, method, added_by, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let ingredient = try db.makeStatement(sql: """
                INSERT INTO recipe_ingredients (family_id, recipe_id, position, amount_text, unit, name, note) VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
            let amounts = [("1 1/2", "cups"), ("2", ""), ("1/3", "cup"), ("250", "g"), ("2-3", "cloves"), ("1", "tbsp"), ("a pinch", ""), ("0.5", "l")]
            for index in 0..<(10 * scale) {
                let id = String(format: "recipe-%06d", index)
                let type = RecipeType.defaults[index % RecipeType.defaults.count].rawValue
                let method = "1. Mix the *dry* ingredients.\n2. Add the **wet** ones and stir for \(index % 10) minutes.\n3. Bake at 180 °C."
                let minute = String(format: "%02d", index % 60)
                try recipe.execute(arguments: [familyID.text, id, "Recipe \(index + 1)", type, 1 + index % 8, 5 * (1 + index % 20), method,
                                               members[index % members.count].id.text, "2026-01-01T00:\(minute):00Z"])
                for (position, (amount, unit)) in amounts.enumerated() {
                    try ingredient.execute(arguments: [familyID.text, id, position, amount, unit, "ingredient \(position + 1)", position == 0 ? "sifted" : ""])
                }
            }

            let images = try syntheticImages()
            for image in images { try CarImageRow(image).insert(db) }
            let car = try db.makeStatement(sql: """
                INSERT INTO cars (vin, family_id, name, model, colour, year, price_cents, image_id, description, added_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for index in 0..<(5 * scale) {
                let vin = "SYN" + String(format: "%014d", index)
                try car.execute(arguments: [vin, familyID.text, "Car \(index + 1)", "Model \(index % 40)", ["Red", "Blue", "Silver", "Black"][index % 4],
                                            1990 + index % 35, 500_000 + (index * 7919) % 5_000_000, images[index % images.count].id,
                                            "A **fine** car, number \(index + 1).", members[0].id.text])
            }

            let customLabels = (1...12).map { String(format: "Job %02d", $0) }
            for label in customLabels { try ChoreLabelRow(familyId: familyID.text, name: label).insert(db) }
            let titles = ChoreLabel.defaults.map(\.title) + customLabels
            var chores: [Chore] = []
            for weekday in Weekday.allCases {
                for (index, title) in titles.enumerated() {
                    let chore = Chore(id: "chore-\(weekday.rawValue)-\(index)", title: title, weekday: weekday, fatigue: index % 10,
                                      assignee: members[index % members.count].id)
                    try ChoreRow(chore, family: familyID).insert(db)
                    chores.append(chore)
                }
            }
            // A meal plan: breakfast, lunch and dinner on every day of the week of `date`, and of the N/100
            // weeks before it, each a recipe of the first hundred at 2 to 8 servings.
            let weeks = max(1, scale / 100)
            for offset in 0..<(7 * weeks) {
                let day = date.mondayOfWeek.adding(days: -7 * (weeks - 1) + offset)
                for (slot, name) in Meal.standardNames.enumerated() {
                    let index = offset * 3 + slot
                    let meal = Meal(id: String(format: "meal-%06d", index), recipeID: String(format: "recipe-%06d", index % min(100, 10 * scale)),
                                    day: day, name: name, servings: 2 + index % 7, addedBy: members[index % members.count].id)
                    try MealRow(meal, family: familyID).insert(db)
                }
            }

            let record = try db.makeStatement(sql: "INSERT INTO chore_records (family_id, date, chore_id, done_by) VALUES (?, ?, ?, ?)")
            let firstDay = date.mondayOfWeek.adding(days: -7 * (scale - 1))
            for offset in 0..<(7 * scale) {
                let day = firstDay.adding(days: offset)
                guard day < date else { break }
                for chore in chores where chore.weekday == day.weekday && (offset + chore.fatigue) % 3 != 0 {
                    try record.execute(arguments: [familyID.text, day.iso, chore.id, members[(offset + chore.fatigue) % members.count].id.text])
                }
            }
        }
    }

    /// The demo household's car pictures, shared by the synthetic cars.
    static func syntheticImages() throws -> [CarImage] {
        let document = try DocumentDecoder.decode(DemoHousehold.document, source: "demo/household.json")
        return (document.carImages ?? []).compactMap { try? CarImage.named([UInt8]($0.data), field: "synthetic").get() }
    }
}
