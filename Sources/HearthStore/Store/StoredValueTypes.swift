import GRDB
import HearthDomain

/// The number and yes-or-no columns, checked for values of another type before a household is read.
///
/// SQLite keeps a value of any type in any column of an ordinary table: a store another program wrote
/// (or a person edited) can hold the text "abc" as a car's year. Read as a number, that text is 0, and
/// the site would show a car made in the year 0 without a word. So each table is asked, in one query,
/// for a row where such a column holds anything else, and the first one found is an error naming the
/// table, the row and the column. Text columns need no check: a number written into one reads back as
/// its digits.
enum StoredValueTypes {
    enum Kind {
        case integer, boolean, real

        /// The condition, in SQL, that a value of `column` is of this kind.
        func holds(_ column: String) -> String {
            switch self {
            case .integer: "typeof(\(column)) = 'integer'"
            case .boolean: "(typeof(\(column)) = 'integer' AND \(column) IN (0, 1))"
            case .real: "typeof(\(column)) IN ('real', 'integer')"
            }
        }

        var expected: String {
            switch self {
            case .integer: "a whole number"
            case .boolean: "0 or 1 (no or yes)"
            case .real: "a number"
            }
        }
    }

    struct Table {
        var name: String
        /// The columns that name a row in an error, joined with "/".
        var key: [String]
        /// The column a person knows the row by ("Milk"), shown beside the key.
        var label: String? = nil
        var columns: [(name: String, kind: Kind)]
    }

    /// The tables the groceries half of a read takes (people, groceries, cars).
    static let peopleGroceriesAndCars = [
        Table(name: "families", key: ["id"], label: "name", columns: [("decimal_comma", .boolean)]),
        Table(name: "members", key: ["id"], label: "display_name", columns: [("is_manager", .boolean)]),
        Table(name: "locations", key: ["family_id", "id"], label: "name",
              columns: [("position", .integer), ("red", .real), ("green", .real), ("blue", .real), ("opacity", .real)]),
        Table(name: "grocery_items", key: ["family_id", "id"], label: "name",
              columns: [("quantity", .integer), ("on_list", .boolean), ("completed", .boolean), ("available", .boolean)]),
        Table(name: "shop_locations", key: ["family_id", "shop_id", "location_id"], columns: [("place", .integer)]),
        Table(name: "cars", key: ["vin"], columns: [("year", .integer), ("price_cents", .integer)]),
        Table(name: "car_images", key: ["id"], columns: [("width", .integer), ("height", .integer)]),
    ]

    /// The tables the other half takes (recipes and chores).
    static let recipesAndChores = [
        Table(name: "recipes", key: ["family_id", "id"], label: "name", columns: [("servings", .integer), ("prep_minutes", .integer), ("cook_minutes", .integer),
                                                                                          ("wait_minutes", .integer), ("total_minutes", .integer)]),
        Table(name: "recipe_ingredients", key: ["family_id", "recipe_id"], columns: [("position", .integer)]),
        Table(name: "chores", key: ["family_id", "id"], label: "title", columns: [("fatigue", .integer), ("keep_assignee", .boolean)]),
        Table(name: "meals", key: ["family_id", "id"], label: "name", columns: [("servings", .integer)]),
        Table(name: "meal_shares", key: ["family_id", "meal_id", "name_key"], columns: [("spent", .boolean)]),
        Table(name: "staples", key: ["family_id", "name"], columns: [("kept", .boolean)]),
    ]

    static let all = peopleGroceriesAndCars + recipesAndChores

    /// Throws for the first row of `tables` with a value of the wrong type.
    static func check(_ tables: [Table], _ db: Database) throws {
        for table in tables {
            // The row's key as text, then for each column: whether it holds its kind, its type, and
            // the start of its value written as an SQL literal ('abc', X'00', 2.5).
            let selected = ["(" + table.key.joined(separator: " || '/' || ") + ")", table.label ?? "NULL"] + table.columns.flatMap { column in
                [column.kind.holds(column.name), "typeof(\(column.name))", "substr(quote(\(column.name)), 1, 40)"]
            }
            let wrong = table.columns.map { "NOT " + $0.kind.holds($0.name) }.joined(separator: " OR ")
            let sql = "SELECT \(selected.joined(separator: ", ")) FROM \(table.name) WHERE \(wrong) LIMIT 1"
            guard let row = try Row.fetchOne(db, sql: sql) else { continue }
            let key: String = row[0] ?? "?"
            let label: String? = row[1]
            for (index, column) in table.columns.enumerated() where (row[2 + 3 * index] as Bool?) != true {
                let type: String = row[3 + 3 * index] ?? "?"
                let value: String = row[4 + 3 * index] ?? "?"
                let found = type == "null" ? "is empty (NULL)" : "holds the \(type) \(value)"
                throw StoredValueError(table: table.name, key: key, name: label, "\(column.name) \(found); expected \(column.kind.expected)")
            }
        }
    }
}
