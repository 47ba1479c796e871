/// Reading the fields the recipe formats share, each error naming its field:
/// `recipeIngredient[2]: expected text, found a number`.
enum RecipeJSONFields {
    /// Plain text on one line; nil when absent, null or empty. A list gives its first text (schema.org
    /// allows several descriptions).
    static func line(_ value: JSONValue?, at field: String) throws -> String? {
        switch value {
        case nil, .null?: return nil
        case .text(let text)?:
            let line = PlainText.line(text)
            return line.isEmpty ? nil : line
        case .list(let items)? where items.allSatisfy({ $0.text != nil }):
            return try line(items.first, at: "\(field)[0]")
        case let other?: throw other.mismatch(at: field, expected: "text")
        }
    }

    /// The recipe's name, which every format has.
    static func name(_ recipe: JSONValue) throws -> String {
        guard let name = try line(recipe["name"], at: "name") else { throw InvalidValue(field: "name", expected: "the recipe's name") }
        return name
    }

    /// Ingredient lines written as text: one text, or a list of them (lists in it flattened), each with
    /// its place. A text of several lines is several ingredients, as sites write a whole list into one
    /// ("1½ pounds eggplant\n¾ pound zucchini\n…"). Empty lines are left out.
    static func textLines(_ value: JSONValue?, at field: String) throws -> [(line: String, field: String)] {
        switch value {
        case nil, .null?: return []
        case .text(let text)?:
            return PlainText.lines(text).map { ($0, field) }
        case .list(let items)?:
            return try items.enumerated().flatMap { index, item in try textLines(item, at: "\(field)[\(index)]") }
        case let other?: throw other.mismatch(at: field, expected: "text")
        }
    }

    /// Category or keyword names: text (split at commas), or a list of texts or of objects with a name.
    static func names(_ value: JSONValue?, at field: String) throws -> [String] {
        switch value {
        case nil, .null?: return []
        case .text(let text)?: return text.split(separator: ",").map { PlainText.line(String($0)) }.filter { !$0.isEmpty }
        case .object?:
            return try line(value?["name"], at: "\(field).name").map { [$0] } ?? []
        case .list(let items)?:
            return try items.enumerated().flatMap { index, item in try names(item, at: "\(field)[\(index)]") }
        case let other?: throw other.mismatch(at: field, expected: "text or a list of names")
        }
    }

    /// A NutritionInformation (schema.org), or Mealie's or Tandoor's nutrition object: each key that names
    /// a kept property (`NutritionFact.name(forKey:)`) with its text as written, a bare number with its unit
    /// (`NutritionFact.withUnit`); the rest left out.
    static func nutrition(_ value: JSONValue?, at field: String) throws -> [NutritionFact] {
        switch value {
        case nil, .null?: return []
        case .object(let members)?:
            let facts = try members.sorted { $0.key < $1.key }.compactMap { key, value -> NutritionFact? in
                guard let name = NutritionFact.name(forKey: key) else { return nil }
                switch value {
                case .number: return value.numberText.map { NutritionFact(name: name, value: NutritionFact.withUnit($0, for: name)) }
                case .text(let text): return NutritionFact(name: name, value: NutritionFact.withUnit(PlainText.line(text), for: name))
                case .null: return nil
                default: throw value.mismatch(at: "\(field).\(key)", expected: "text or a number")
                }
            }
            return NutritionFact.kept(facts)
        // An empty list says none; a list of them, as some sites write one, gives its first.
        case .list(let items)? where items.isEmpty: return []
        case .list(let items)? where items[0].isObject: return try nutrition(items[0], at: "\(field)[0]")
        case let other?: throw other.mismatch(at: field, expected: "a NutritionInformation object")
        }
    }

    /// The first whole number in a yield, in every form schema.org gives it: 4, "4 servings", "Serves 6 to
    /// 8" (6), ["4", "12 muffins"] (4), a QuantitativeValue `{"value": 6}` (or its "minValue"). Nil when
    /// there is none, or it is 0.
    static func servings(_ value: JSONValue?) -> Int? {
        switch value {
        case .number(let number)?: return number >= 1 && number < 1e6 ? Int(number) : nil
        case let node? where node.isObject: return servings(node["value"] ?? node["minValue"] ?? node["maxValue"])
        case .text(let text)?:
            let digits = text.drop { !($0.isASCII && $0.isNumber) }.prefix { $0.isASCII && $0.isNumber }
            return Int(digits.prefix(6)).flatMap { $0 > 0 ? $0 : nil }
        case .list(let items)?: return items.lazy.compactMap { servings($0) }.first
        default: return nil
        }
    }

    /// A number of an ingredient as a cook writes it: 2, 0.5; nil for none (0 or absent).
    static func amount(_ value: JSONValue?, at field: String) throws -> String? {
        switch value {
        case nil, .null?: return nil
        case .number(let number)?: return number > 0 ? value?.numberText : nil
        case .text(let text)?: return text.trimmed.isEmpty ? nil : text.trimmed
        case let other?: throw other.mismatch(at: field, expected: "a number")
        }
    }

    /// "1.5 cup flour, sifted": the parts a structured ingredient is made of, as one line.
    static func ingredientLine(amount: String?, unit: String?, food: String?, note: String?) -> String {
        let head = [amount, unit, food].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        guard let note, !note.isEmpty else { return head }
        return head.isEmpty ? note : head + ", " + note
    }
}
