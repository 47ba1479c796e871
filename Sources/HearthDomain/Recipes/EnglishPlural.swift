/// The singular of an English plural noun, for an ingredient counted as one or less: "2 eggs" for four
/// servings is "1 egg" for two, not "1 eggs". Only regular plurals and a few common irregular ones are
/// changed; a word these rules do not know, or that only looks plural ("hummus", "molasses", "grits"),
/// stays as written.
enum EnglishPlural {
    static func singular(of word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 3, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return word }
        if let irregular = irregulars[lower] { return matchCase(irregular, of: word) }
        if unchanged.contains(lower) || ["ss", "us", "is"].contains(where: lower.hasSuffix) || !lower.hasSuffix("s") { return word }
        // "cherries" → "cherry", but "pies" → "pie".
        if lower.hasSuffix("ies"), lower.count > 4 { return String(word.dropLast(3)) + matchCase("y", of: word) }
        if ["oes", "ches", "shes", "sses", "xes", "zes"].contains(where: lower.hasSuffix) { return String(word.dropLast(2)) }
        return String(word.dropLast())
    }

    private static let irregulars = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
                                     "shelves": "shelf", "potatoes": "potato", "tomatoes": "tomato"]
    /// Words that end in "s" in the singular too, or are only used in the plural.
    private static let unchanged: Set<String> = ["grits", "oats", "molasses", "hummus", "asparagus", "couscous",
                                                 "series", "species", "swiss", "brussels", "chips", "greens",
                                                 "sprinkles", "noodles", "peas", "lentils"]

    private static func matchCase(_ text: String, of word: String) -> String {
        word.allSatisfy({ $0.isUppercase }) ? text.uppercased() : text
    }
}
