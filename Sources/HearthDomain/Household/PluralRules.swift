import Foundation

/// Which plural form a language writes a count in: CLDR's categories (zero, one, two, few, many,
/// other), by CLDR's rules, as the language files name their keys ("recipes_one", "recipes_few",
/// "recipes_other"; i18next's and Weblate's JSON do the same). The rules are CLDR's text, as data; only
/// whole counts are asked for, so of CLDR's operands n and i are the count and v, w, f, t, c, e are 0.
public enum PluralRules {
    /// The categories in the order CLDR lists them.
    public static let categories = ["zero", "one", "two", "few", "many", "other"]

    /// A category and the condition a count meets to be in it.
    typealias Rule = (category: String, condition: String)

    /// CLDR's plural rules (cldr/common/supplemental/plurals.xml, version 46), by language: each category
    /// but "other" with its condition; "other" is what none of them matches. A language not listed writes
    /// every count alike (CLDR's root: Japanese, Chinese, Korean).
    static let rules: [String: [Rule]] = {
        let millions = "e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5"
        let oneOfIntegers: [Rule] = [("one", "i = 1 and v = 0")]
        let slavicFew = "v = 0 and i % 10 = 2..4 and i % 100 != 12..14"
        return [
            "en": oneOfIntegers, "de": oneOfIntegers, "nl": oneOfIntegers, "sv": oneOfIntegers, "fi": oneOfIntegers,
            "et": oneOfIntegers, "ca": [("one", "i = 1 and v = 0"), ("many", millions)],
            "da": [("one", "n = 1 or t != 0 and i = 0,1")], "nb": [("one", "n = 1")], "no": [("one", "n = 1")],
            "el": [("one", "n = 1")], "hu": [("one", "n = 1")], "tr": [("one", "n = 1")],
            "it": [("one", "i = 1 and v = 0"), ("many", millions)],
            "es": [("one", "n = 1"), ("many", millions)],
            "fr": [("one", "i = 0,1"), ("many", millions)],
            "pt": [("one", "i = 0..1"), ("many", millions)],
            "pt-PT": [("one", "i = 1 and v = 0"), ("many", millions)],
            "ru": [("one", "v = 0 and i % 10 = 1 and i % 100 != 11"), ("few", slavicFew),
                   ("many", "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14")],
            "uk": [("one", "v = 0 and i % 10 = 1 and i % 100 != 11"), ("few", slavicFew),
                   ("many", "v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14")],
            "pl": [("one", "i = 1 and v = 0"), ("few", slavicFew),
                   ("many", "v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14")],
            "cs": [("one", "i = 1 and v = 0"), ("few", "i = 2..4 and v = 0"), ("many", "v != 0")],
            "sk": [("one", "i = 1 and v = 0"), ("few", "i = 2..4 and v = 0"), ("many", "v != 0")],
            "ar": [("zero", "n = 0"), ("one", "n = 1"), ("two", "n = 2"), ("few", "n % 100 = 3..10"), ("many", "n % 100 = 11..99")],
            "he": [("one", "i = 1 and v = 0 or i = 0 and v != 0"), ("two", "i = 2 and v = 0")],
        ]
    }()

    /// The rules of a tag: its own ("pt-PT"), else its language's ("pt" for "pt-BR"), else none.
    static func rules(for tag: String) -> [Rule] {
        let language = String(tag.split(separator: "-").first ?? "")
        return rules[tag] ?? rules[language] ?? []
    }

    /// The categories a language's file names its counts by: "one" and "other" in English, "other" alone
    /// in Chinese, "one", "few", "many" and "other" in Polish.
    public static func categories(of language: Language) -> [String] {
        let own = Set(rules(for: language.tag).map(\.category))
        return categories.filter { own.contains($0) || $0 == "other" }
    }

    /// The category of a count in a language: "one" for 1 in English, "few" for 3 in Polish.
    public static func category(of count: Int, in language: Language) -> String {
        rules(for: language.tag).first { holds($0.condition, for: count) }?.category ?? "other"
    }

    /// The category of a number as a recipe writes it ("2", "1½", "1,5", "3–5") in a language (a BCP 47
    /// tag): a whole number's by the rules, a range's by its larger end (CLDR's rule for Polish and
    /// Russian ranges), a fraction's "other" (as CLDR puts every number with decimals in Polish and Russian).
    public static func category(ofWritten number: String, language: String) -> String {
        let larger = number.split(whereSeparator: { "–-~～".contains($0) }).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? number
        guard let whole = Int(larger) else { return "other" }
        return rules(for: language).first { holds($0.condition, for: whole) }?.category ?? "other"
    }

    /// Whether a CLDR condition ("v = 0 and i % 10 = 2..4 and i % 100 != 12..14") holds for a whole count.
    static func holds(_ condition: String, for count: Int) -> Bool {
        let n = abs(count)
        return condition.components(separatedBy: " or ").contains { conjunction in
            conjunction.components(separatedBy: " and ").allSatisfy { relation($0, n) }
        }
    }

    /// One relation: "i % 100 != 12..14", "n = 1", "i = 0,1".
    private static func relation(_ text: String, _ n: Int) -> Bool {
        let negated = text.contains("!=")
        let sides = text.components(separatedBy: negated ? "!=" : "=").map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 2 else { return false }
        let expression = sides[0].components(separatedBy: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        // n and i are the count; every operand of a fraction or an exponent is 0 for a whole count.
        var value = ["n", "i"].contains(expression[0]) ? n : 0
        if expression.count == 2, let modulus = Int(expression[1]), modulus != 0 { value %= modulus }
        let matches = sides[1].split(separator: ",").contains { range in
            let bounds = range.components(separatedBy: "..").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard let low = bounds.first, let high = bounds.last else { return false }
            return (low...high).contains(value)
        }
        return matches != negated
    }
}
