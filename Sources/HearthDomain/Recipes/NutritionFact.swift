/// One line of a recipe's nutrition as its writer gave it: a schema.org NutritionInformation property
/// and its text ("calories", "240 kcal"). Hearth does not compute nutrition; it keeps what a page or an
/// export says, per serving as schema.org means it.
public struct NutritionFact: Encodable, Hashable, Sendable {
    /// A schema.org property of NutritionInformation: "calories", "fatContent".
    public var name: String
    /// As written: "240 kcal", "12 g", "12".
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// The properties kept, in the order a page lists them (a food label's).
    public static let names = ["servingSize", "calories", "fatContent", "saturatedFatContent", "transFatContent", "unsaturatedFatContent",
                               "cholesterolContent", "sodiumContent", "carbohydrateContent", "fiberContent", "sugarContent", "proteinContent"]

    /// The longest value kept: a label's line, not a paragraph.
    public static let maximumLength = 40

    /// The schema.org property another app's key stands for: Mealie's "fat_content", Tandoor's "fats",
    /// "carbohydrates" and "proteins", schema.org's own; nil for a key that is none of them.
    public static func name(forKey key: String) -> String? {
        let camel = key.split(separator: "_").enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        if names.contains(camel) { return camel }
        return ["fats": "fatContent", "fat": "fatContent", "carbohydrates": "carbohydrateContent", "proteins": "proteinContent",
                "protein": "proteinContent", "sugar": "sugarContent", "fiber": "fiberContent", "sodium": "sodiumContent",
                "energy": "calories", "kcal": "calories"][camel.lowercased()]
    }

    /// Facts given by a person or a Hearth export, in `names`' order: an error names the first whose
    /// name is not kept, or whose value is empty, longer than `maximumLength` or holds a hidden character.
    public static func check(_ facts: [NutritionFact], field: String = "--nutrition") -> Result<[NutritionFact], InvalidValue> {
        for fact in facts {
            guard names.contains(fact.name) else {
                return .failure(InvalidValue(field: field, expected: "one of \(names.joined(separator: ", ")), not \"\(fact.name)\""))
            }
            if case .failure(let problem) = NameRules.check(fact.value, field: "\(field) \(fact.name)", maximumLength: maximumLength, noun: "value") {
                return .failure(problem)
            }
        }
        return .success(kept(facts))
    }

    /// "calories=240 kcal", as `--nutrition` takes one.
    public static func parse(_ text: String) -> Result<NutritionFact, InvalidValue> {
        guard let equals = text.firstIndex(of: "=") else {
            return .failure(InvalidValue(field: "--nutrition", expected: "NAME=VALUE, such as calories=240 kcal, not \"\(text)\""))
        }
        return .success(NutritionFact(name: String(text[..<equals]).trimmed, value: String(text[text.index(after: equals)...]).trimmed))
    }

    /// A bare number ("250", as Mealie and Tandoor keep them) with the unit those apps show it in: calories
    /// in kcal, sodium and cholesterol in mg, the rest in g; anything else as written.
    public static func withUnit(_ value: String, for name: String) -> String {
        let trimmed = value.trimmed
        guard !trimmed.isEmpty, name != "servingSize", trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }) else { return trimmed }
        switch name {
        case "calories": return trimmed + " kcal"
        case "sodiumContent", "cholesterolContent": return trimmed + " mg"
        default: return trimmed + " g"
        }
    }

    /// The facts in `names`' order, each value one line of at most `maximumLength` characters; others
    /// (empty, too long, a name not kept) left out.
    public static func kept(_ facts: [NutritionFact]) -> [NutritionFact] {
        let byName = Dictionary(facts.map { ($0.name, $0.value.trimmed) }, uniquingKeysWith: { first, _ in first })
        return names.compactMap { name in
            guard let value = byName[name], !value.isEmpty, value.count <= maximumLength,
                  NameRules.checkCharacters(value, field: name) == nil else { return nil }
            return NutritionFact(name: name, value: value)
        }
    }
}
