/// What the house always has (Mealie #8439, Tandoor #3518 ask for it): `meal shop` puts no staple on
/// the list, and the menu lists the week's staples as "check you have". Each family starts with its
/// language's defaults and adds or removes its own (`hearth staple`).
public enum Staples {
    /// Salt, oil and water, in the family's language (its file's "staple_salt", …).
    public static func defaults(for language: Language) -> [String] {
        ["staple_salt", "staple_oil", "staple_water"].map { language.builtInWords[$0] ?? Language.base.builtInWords[$0] ?? $0 }
    }

    /// The family's staples: its language's defaults without those it removed, and those it added.
    public static func list(language: Language, added: [String], removed: [String]) -> [String] {
        let removedKeys = Set(removed.map(ShoppingName.key))
        var list = defaults(for: language).filter { !removedKeys.contains(ShoppingName.key($0)) }
        for name in added where !list.contains(where: { ShoppingName.same($0, name) }) { list.append(name) }
        return list
    }

    /// Whether an ingredient is one of the staples, given by their keys (`ShoppingName.key`, worked out once
    /// for every ingredient of the week's meals): the same name ("Salt", "salts"), or in English a name
    /// that ends with one as its own word ("sea salt", "olive oil").
    public static func covers(keys stapleKeys: [String], ingredient name: String) -> Bool {
        let key = ShoppingName.key(name)
        return stapleKeys.contains { stapleKey in
            key == stapleKey || (stapleKey.allSatisfy(\.isASCII) && key.hasSuffix(" " + stapleKey))
        }
    }
}

/// When two names are one thing to buy: letter case aside, and an English plural the same as its
/// singular ("Eggs", "egg"), as the grocery list matches names.
public enum ShoppingName {
    /// The name lower-cased, with its last word in the singular.
    public static func key(_ name: String) -> String {
        var words = name.trimmed.lowercased().split(separator: " ").map(String.init)
        guard let last = words.last else { return "" }
        words[words.count - 1] = EnglishPlural.singular(of: last)
        return words.joined(separator: " ")
    }

    public static func same(_ a: String, _ b: String) -> Bool { key(a) == key(b) }
}
