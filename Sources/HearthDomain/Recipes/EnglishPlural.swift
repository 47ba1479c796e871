/// The singular and plural of an English noun, for an ingredient counted with no unit: "2 eggs" for four
/// servings is "1 egg" for two, not "1 eggs", and "1 onion" for two is "2 onions" for four. Only regular
/// plurals and a few common irregular ones are changed; a word these rules do not know, that only looks
/// plural ("hummus", "molasses", "grits") or that is not counted ("garlic", "rice") stays as written.
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

    /// The plural of a singular noun: "onion" → "onions", "cherry" → "cherries", "peach" → "peaches",
    /// "leaf" → "leaves". A word that already reads as a plural, or is not counted, stays as written.
    static func plural(of word: String) -> String {
        let lower = word.lowercased()
        guard lower.count > 1, lower.allSatisfy({ $0.isASCII && $0.isLetter }) else { return word }
        if let irregular = irregularPlurals[lower] { return matchCase(irregular, of: word) }
        if unchanged.contains(lower) || uncounted.contains(lower) || singular(of: word) != word { return word }
        let ending: String
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return String(word.dropLast()) + matchCase("ies", of: word)
        } else if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) {
            ending = "es"
        } else {
            ending = "s"
        }
        return word + matchCase(ending, of: word)
    }

    private static let irregulars = ["leaves": "leaf", "halves": "half", "loaves": "loaf", "knives": "knife",
                                     "shelves": "shelf", "potatoes": "potato", "tomatoes": "tomato"]
    /// Words that end in "s" in the singular too, or are only used in the plural.
    private static let unchanged: Set<String> = ["grits", "oats", "molasses", "hummus", "asparagus", "couscous",
                                                 "series", "species", "swiss", "brussels", "chips", "greens",
                                                 "sprinkles", "noodles", "peas", "lentils"]

    private static let irregularPlurals = Dictionary(uniqueKeysWithValues: irregulars.map { ($0.value, $0.key) })
    /// Words for what is measured rather than counted: "1 garlic" is a head of it, and "2 garlics" is not
    /// how a cook writes two.
    private static let uncounted: Set<String> = ["garlic", "rice", "bread", "celery", "parsley", "cilantro", "ginger",
                                                 "salt", "butter", "flour", "sugar", "water", "milk", "cream", "cheese",
                                                 "yogurt", "honey", "oil", "dough", "tofu", "spinach", "kale", "broccoli",
                                                 "fish", "ice", "zest", "juice", "dill", "basil", "thyme",
                                                 "pasta", "rosemary", "wine", "vanilla", "cinnamon", "nutmeg", "oregano",
                                                 "paprika", "cumin", "mint", "sage", "chocolate", "yeast", "vinegar", "stock",
                                                 "broth", "mustard", "ketchup", "mayonnaise", "jam", "syrup", "cocoa", "coffee",
                                                 "tea", "bacon", "beef", "pork", "lamb", "mince", "sauce", "salsa", "pesto",
                                                 "soup", "spaghetti", "quinoa", "oatmeal", "granola", "corn", "lettuce"]

    private static func matchCase(_ text: String, of word: String) -> String {
        word.allSatisfy({ $0.isUppercase }) ? text.uppercased() : text
    }
}
