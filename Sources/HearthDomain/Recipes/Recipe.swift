/// A recipe of the family's book (seed app 003): name unique in the family, a type, servings, prep time,
/// ordered ingredients and a method in Markdown.
public struct Recipe: Encodable, Hashable, Sendable {
    public static let servingsRange = 1...100
    public static let prepRange = 0...1440
    /// A whole time may be longer than its parts: a week, for a brine.
    public static let totalRange = 0...10_080

    public var id: String
    public var name: String
    public var type: RecipeType
    public var servings: Int
    public var prepMinutes: Int
    public var ingredients: [Ingredient]
    /// Markdown, rendered with libcmark in safe mode.
    public var method: String
    public var addedBy: HearthID?
    /// ISO 8601 UTC; the dashboard shows the newest recipes.
    public var created: String
    /// The content hash of its picture in the store (the pictures cars have too), if it has one.
    public var imageID: String?
    /// Minutes at the stove or in the oven; 0 when unknown.
    public var cookMinutes: Int = 0
    /// Minutes of waiting (rising, chilling, resting); 0 when unknown.
    public var waitMinutes: Int = 0
    /// The whole time as the writer gave it; 0 when they did not (`shownTotalMinutes` adds the others up).
    public var totalMinutes: Int = 0
    /// Where the recipe came from: an http or https address (an imported page's), or nil.
    public var source: String?
    /// The cuisine its writer names ("Italian", "台菜"); "" when none.
    public var cuisine = ""
    /// Tags as written ("vegetarian", "quick"), in the writer's order, each once (letter case aside).
    public var tags: [String] = []
    /// The nutrition its writer gave, per serving, in `NutritionFact.names`' order.
    public var nutrition: [NutritionFact] = []
    /// The language it is written in, a BCP 47 tag ("de", "pt-BR", "zh-Hant"); "" when it is the family's.
    /// Its lines are read and scaled in that language's words and grammar (only English gets plurals).
    public var language = ""

    public init(id: String, name: String, type: RecipeType, servings: Int, prepMinutes: Int, ingredients: [Ingredient],
                method: String, addedBy: HearthID?, created: String, imageID: String? = nil) {
        self.id = id
        self.name = name
        self.type = type
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.ingredients = ingredients
        self.method = method
        self.addedBy = addedBy
        self.created = created
        self.imageID = imageID
    }

    /// The servings the recipe's pages come at (besides the family's usual numbers): half the writer's,
    /// the writer's own, one and a half times and twice (24 cookies: 12, 24, 36 and 48), to the nearest
    /// whole serving, from 1 to 100.
    public var offeredServings: [Int] {
        let own = Rational(servings)
        let wanted = [own / Rational(2), own, own * Rational(3, 2), own * Rational(2)].map { ($0.numerator * 2 + $0.denominator) / ($0.denominator * 2) }
        return Array(Set(wanted.filter(Self.servingsRange.contains))).sorted()
    }

    /// The factor that turns this recipe into one for `servings`: exact.
    public func factor(for target: Int) -> Rational { Rational(target, servings) }

    /// Whether its spoons may step up to cups when it is scaled: when a line is measured in cups, or none
    /// in metric units. A recipe in grams and spoons keeps its spoons ("9 tbsp", not "½ cup + 1 tbsp").
    public var spoonsMayBecomeCups: Bool {
        let systems = ingredients.compactMap { $0.measureUnit }
        return systems.contains { $0.key == "cup" } || !systems.contains { $0.system == .metric }
    }

    /// prepTime as ISO 8601 (schema.org): "PT1H30M", "PT20M", "PT0M".
    public var isoPrepTime: String { Self.isoDuration(prepMinutes) }

    /// The whole time: the writer's own total, else prep, cook and waiting added up; 0 when no time is known.
    public var shownTotalMinutes: Int { totalMinutes > 0 ? totalMinutes : prepMinutes + cookMinutes + waitMinutes }

    /// Minutes as ISO 8601 (schema.org): "PT1H30M", "PT20M", "PT0M".
    public static func isoDuration(_ total: Int) -> String {
        let hours = total / 60, minutes = total % 60
        if hours == 0 { return "PT\(minutes)M" }
        return minutes == 0 ? "PT\(hours)H" : "PT\(hours)H\(minutes)M"
    }

    /// A recipe's source address as kept: http or https, without spaces, control characters, quotes or angle brackets (so it stands in a Markdown link as it is), at most 2,000
    /// characters; nil for anything else (a page links to it).
    public static func checkedSource(_ text: String?) -> String? {
        guard let trimmed = text?.trimmed, !trimmed.isEmpty, trimmed.count <= 2000 else { return nil }
        let lowered = trimmed.lowercased()
        guard lowered.hasPrefix("https://") || lowered.hasPrefix("http://"),
              !trimmed.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control || "<>\"`".unicodeScalars.contains($0) })
        else { return nil }
        return trimmed
    }

    public static func checkServings(_ value: Int, field: String = "--servings") -> Result<Int, InvalidValue> {
        servingsRange.contains(value) ? .success(value)
            : .failure(InvalidValue(field: field, expected: "a whole number of servings from 1 to 100, not \(value)", said: .servings, ["text": String(value)]))
    }

    public static func checkTotal(_ value: Int, field: String = "--total") -> Result<Int, InvalidValue> {
        totalRange.contains(value) ? .success(value)
            : .failure(InvalidValue(field: field, expected: "minutes from 0 to 10080, not \(value)"))
    }

    public static func checkPrep(_ value: Int, field: String = "--prep") -> Result<Int, InvalidValue> {
        prepRange.contains(value) ? .success(value)
            : .failure(InvalidValue(field: field, expected: "minutes from 0 to 1440, not \(value)"))
    }

    /// The language its lines are in: its own, else the family's (`familyLanguage`).
    public func writtenIn(familyLanguage: String) -> String {
        language.isEmpty ? familyLanguage : language
    }

    /// Whether the recipe's lines are read and written with a decimal comma ("1,5 l"): as its own
    /// language writes them (a German recipe in an English family's book), else as the family does.
    public func writesDecimalComma(familyDoes: Bool) -> Bool {
        language.isEmpty ? familyDoes : RecipeLanguage.writesDecimalComma(language) ?? familyDoes
    }

    /// A language as kept: a BCP 47 tag of a language and optional script and region ("de", "pt-BR",
    /// "zh-Hant", "zh-Hant-TW"), written as the standard writes them; "" takes it away.
    public static func checkLanguage(_ text: String, field: String = "--language") -> Result<String, InvalidValue> {
        let trimmed = text.trimmed
        guard !trimmed.isEmpty else { return .success("") }
        let parts = trimmed.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        let expected = "a language tag such as de, pt-BR or zh-Hant (a language of two or three letters, then a script or a region), not \"\(trimmed.prefix(40))\""
        guard parts.count <= 3, (2...3).contains(parts[0].count), parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return .failure(InvalidValue(field: field, expected: expected))
        }
        var tag = [parts[0].lowercased()]
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy({ $0.isASCII && $0.isLetter }) {
                tag.append(part.prefix(1).uppercased() + part.dropFirst().lowercased())
            } else if (part.count == 2 && part.allSatisfy({ $0.isASCII && $0.isLetter })) || (part.count == 3 && part.allSatisfy({ $0.isASCII && $0.isNumber })) {
                tag.append(part.uppercased())
            } else {
                return .failure(InvalidValue(field: field, expected: expected))
            }
        }
        return .success(tag.joined(separator: "-"))
    }

    /// The most tags a recipe keeps, and the longest tag and cuisine.
    public static let maximumTags = 30
    public static let maximumTagLength = 50

    /// A cuisine as kept: a name of at most 50 characters, or "" (none).
    public static func checkCuisine(_ text: String, field: String = "--cuisine") -> Result<String, InvalidValue> {
        text.trimmed.isEmpty ? .success("") : NameRules.check(text, field: field, maximumLength: maximumTagLength)
    }

    /// Tags as kept: each a name (`NameRules`, at most `maximumTagLength` characters), once in any letter case, at most
    /// `maximumTags`; the first one that is not, with its place, as the error.
    public static func checkTags(_ tags: [String], field: String = "--tag") -> Result<[String], InvalidValue> {
        for (index, tag) in tags.enumerated() {
            let place = tags.count == 1 ? field : "\(field) \(index + 1)"
            if case .failure(let problem) = NameRules.check(tag, field: place, maximumLength: maximumTagLength) { return .failure(problem) }
        }
        let kept = onceEach(tags.map(\.trimmed))
        guard kept.count <= maximumTags else {
            return .failure(InvalidValue(field: field, expected: "at most \(maximumTags) tags, not \(kept.count)"))
        }
        return .success(kept)
    }

    /// Another app's tags as kept, for an import no one can retype: those that are names, once each, the
    /// first `maximumTags`.
    public static func keptTags(_ tags: [String]) -> [String] {
        Array(onceEach(tags.compactMap { try? NameRules.check($0, field: "tag", maximumLength: maximumTagLength).get() }).prefix(maximumTags))
    }

    /// Each tag once in any letter case, where it first comes.
    private static func onceEach(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.filter { seen.insert($0.lowercased()).inserted }
    }

    /// Recipes by name (ignoring case), then ID: the book's order and the order slugs are handed out in.
    /// Each name is lowercased once rather than at every comparison.
    public static func sortedByName(_ recipes: [Recipe]) -> [Recipe] {
        recipes.map { (NaturalOrder.key($0.name), $0) }.sorted { nameOrder($0.0, $0.1, $1.0, $1.1) }.map(\.1)
    }

    private static func nameOrder(_ leftKey: String, _ a: Recipe, _ rightKey: String, _ b: Recipe) -> Bool {
        if leftKey != rightKey { return leftKey < rightKey }
        return a.id < b.id
    }
}
