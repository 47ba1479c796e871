/// Which word of an English ingredient name is the thing counted, so that the number before it can make
/// that word singular or plural: "onion" in "onion (diced)", "can" in "(400 g) can tomatoes" and in
/// "large can tomatoes", "sprig" in "sprig of rosemary", "yolk" in "egg yolk". A name that offers a
/// choice ("lime or lemon", "salt and pepper", "oil/butter") has no one counted word.
enum CountedNoun {
    /// The index of the counted word in `words`, or nil when the name is to stay as written.
    static func index(in words: [String]) -> Int? {
        let lowered = words.map { $0.lowercased() }
        if lowered.contains(where: { ["or", "and", "&"].contains($0) || $0.contains("/") }) { return nil }
        var start = 0
        // A size in parentheses first: "(400 g) can tomatoes".
        if lowered.first?.hasPrefix("(") == true, let close = lowered.firstIndex(where: { $0.hasSuffix(")") }) { start = close + 1 }
        while start < lowered.count - 1, sizes.contains(lowered[start]) { start += 1 }
        guard start < lowered.count else { return nil }
        if start < lowered.count - 1, isMeasure(lowered[start]) { return start }
        // "bar of chocolate": what comes before "of" is counted.
        if let of = lowered[start...].firstIndex(of: "of"), of > start { return of - 1 }
        // "onion (diced)": the last word before a closing parenthesis.
        var last = lowered.count - 1
        if lowered[last].hasSuffix(")"), let open = lowered[start...].lastIndex(where: { $0.hasPrefix("(") }), open > start { last = open - 1 }
        return last
    }

    /// A unit Hearth scales ("can", "slice") or a word for a container or a small measure ("sprig").
    static func isMeasure(_ word: String) -> Bool {
        MeasureUnit.named(word) != nil || measures.contains(word) || measures.contains(EnglishPlural.singular(of: word))
    }

    private static let sizes: Set<String> = ["small", "medium", "large", "big", "extra-large", "jumbo", "heaping", "level"]
    private static let measures: Set<String> = ["bag", "bar", "bottle", "box", "bunch", "cube", "dash", "drop", "ear", "envelope",
                                                "fillet", "glass", "handful", "head", "jar", "knob", "package", "packet", "pinch",
                                                "sachet", "sheet", "splash", "sprig", "stalk", "stick", "tin", "tub"]
    /// Words for a pack whose size is the amount before it: "400 g tin kidney beans", "1 lb bag carrots".
    static let packs: Set<String> = ["bag", "bottle", "box", "can", "carton", "jar", "pack", "package", "packet", "pot", "sachet",
                                     "tin", "tub"]
}
