/// A recipe's type: one of the seed app's five (named in the theme's words of each language), or one
/// of the family's own, named by its own words ("Soups", "湯品"), as chore labels are.
public struct RecipeType: Hashable, Sendable {
    /// What the store and the export keep: a default's English label ("Breakfast/Brunch"), or the
    /// family's own words.
    public let rawValue: String
    /// The key of a default's name in the theme's strings; nil for a family's own type.
    public let stringKey: String?

    public var isDefault: Bool { stringKey != nil }

    public static let desserts = RecipeType(rawValue: "Desserts", stringKey: "type_desserts")
    public static let drinks = RecipeType(rawValue: "Drinks", stringKey: "type_drinks")
    public static let breakfastBrunch = RecipeType(rawValue: "Breakfast/Brunch", stringKey: "type_breakfast")
    public static let dinner = RecipeType(rawValue: "Dinner", stringKey: "type_dinner")
    public static let other = RecipeType(rawValue: "Other", stringKey: "type_other")

    /// The types of the seed app, in its order: every family has them.
    public static let defaults = [desserts, drinks, breakfastBrunch, dinner, other]

    /// A default type by its label in any letter case, its name in any language's file (so that a recipe
    /// written in Chinese finds its type), or "breakfast" or "brunch" alone.
    public init?(label: String) {
        let lowered = label.trimmed.lowercased()
        if lowered == "breakfast" || lowered == "brunch" { self = .breakfastBrunch; return }
        guard let match = Self.defaults.first(where: { $0.rawValue.lowercased() == lowered || $0.isNamed(lowered) }) else { return nil }
        self = match
    }

    private init(rawValue: String, stringKey: String?) {
        self.rawValue = rawValue
        self.stringKey = stringKey
    }

    /// Whether a default's name in one of the language files is `lowered`.
    private func isNamed(_ lowered: String) -> Bool {
        guard let stringKey else { return false }
        return Language.all.contains { $0.builtInWords[stringKey]?.lowercased() == lowered }
    }

    /// A family's own type, as its words are kept.
    public static func own(_ name: String) -> RecipeType {
        RecipeType(rawValue: name, stringKey: nil)
    }

    /// The type a stored text names: a default (as `init(label:)` reads it), else the family's own.
    public static func stored(_ text: String) -> RecipeType {
        RecipeType(label: text) ?? own(text)
    }

    /// A default by its label, or one of `familyTypes` in any letter case (in the family's spelling);
    /// then the same in the singular or plural ("Dessert" is Desserts, "Soup" a family's "Soups"), so an
    /// import does not make a type beside one the family has.
    public static func named(_ text: String, familyTypes: [String]) -> RecipeType? {
        if let type = RecipeType(label: text) { return type }
        let wanted = text.trimmed.lowercased()
        if let own = familyTypes.first(where: { $0.lowercased() == wanted }) { return .own(own) }
        let key = ShoppingName.key(text)
        if let type = defaults.first(where: { ShoppingName.key($0.rawValue) == key }) { return type }
        return familyTypes.first { ShoppingName.key($0) == key }.map(own)
    }

    /// A default type as recipe sites of each language name it ("Main course", "Nachtisch", "Postres",
    /// "デザート"), for an import: a category so named is that type rather than a new type of the family's.
    /// Only an import reads these; a family's own type of the same name stays its own.
    public static func namedInOtherWords(_ text: String) -> RecipeType? {
        otherWords[text.trimmed.lowercased()]
    }

    private static let otherWords: [String: RecipeType] = {
        let words: [RecipeType: [String]] = [
            .desserts: ["dessert", "sweets", "nachtisch", "nachspeise", "nachspeisen", "desserts sucrés", "postre", "postres", "dolce", "dolci",
                        "toetje", "toetjes", "nagerecht", "nagerechten", "sobremesa", "sobremesas", "デザート", "スイーツ", "甜点", "甜品"],
            .drinks: ["drink", "beverage", "beverages", "getränk", "getränke", "boisson", "boissons", "bebida", "bebidas", "bevanda", "bevande",
                      "drank", "dranken", "飲み物", "ドリンク", "饮品", "饮料", "飲料"],
            .breakfastBrunch: ["frühstück", "petit-déjeuner", "petit déjeuner", "desayuno", "desayunos", "colazione", "ontbijt",
                               "café da manhã", "朝食", "早餐", "早午餐"],
            .dinner: ["main course", "main courses", "main dish", "main dishes", "mains", "hauptgericht", "hauptgerichte", "hauptspeise",
                      "abendessen", "plat principal", "plats principaux", "plato principal", "platos principales", "secondo", "secondi",
                      "secondi piatti", "piatto principale", "hoofdgerecht", "hoofdgerechten", "prato principal", "pratos principais",
                      "主菜", "メイン", "夕食", "晚饭", "主食"],
        ]
        var index: [String: RecipeType] = [:]
        for (type, names) in words { for name in names { index[name] = type } }
        return index
    }()

    public static var labels: String { defaults.map(\.rawValue).joined(separator: ", ") }

    /// What `named` accepts, for a message: the defaults, then the family's own.
    public static func choices(familyTypes: [String]) -> String {
        familyTypes.isEmpty ? labels : labels + ", or the family's own: " + familyTypes.joined(separator: ", ")
    }

    public static let maximumLength = 40

    /// A new type of the family's own, trimmed, or why it cannot be one.
    public static func checkOwn(_ text: String, existing: [String], field: String = "type") -> Result<String, InvalidValue> {
        let trimmed: String
        switch NameRules.check(text, field: field, maximumLength: maximumLength, noun: "type") {
        case .success(let checked): trimmed = checked
        case .failure(let error): return .failure(error)
        }
        if let clash = RecipeType(label: trimmed) {
            return .failure(InvalidValue(field: field, expected: "a new type: \"\(trimmed)\" is the default type \(clash.rawValue)"))
        }
        if existing.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
            return .failure(InvalidValue(field: field, expected: "a new type: the family already has \"\(trimmed)\""))
        }
        return .success(trimmed)
    }
}
