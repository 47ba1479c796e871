/// The languages Hearth reads recipe lines in, by their own names, and how a recipe's language is told
/// when its file does not say: from its words.
public enum RecipeLanguage {
    /// Each language's name in itself, by BCP 47 primary tag, as a recipe's page shows it ("Deutsch").
    public static let names: [String: String] = [
        "en": "English", "de": "Deutsch", "fr": "Français", "it": "Italiano", "es": "Español", "pt": "Português",
        "nl": "Nederlands", "sv": "Svenska", "no": "Norsk", "nb": "Norsk bokmål", "nn": "Norsk nynorsk", "da": "Dansk",
        "ja": "日本語", "zh": "中文", "zh-Hant": "繁體中文", "zh-Hans": "简体中文",
        "pl": "Polski", "ru": "Русский",
    ]

    /// Whether a language writes a decimal comma ("1,5 kg") or a point ("1.5 kg"); nil for one not here.
    public static func writesDecimalComma(_ tag: String) -> Bool? {
        let language = primary(tag)
        if ["de", "fr", "es", "it", "pt", "nl", "sv", "no", "nb", "nn", "da", "pl", "cs", "fi", "ru"].contains(language) { return true }
        if ["en", "ja", "zh"].contains(language) { return false }
        return nil
    }

    /// A tag's language by its own name ("pt-BR" → "Português"); the tag itself for a language not named here.
    public static func name(of tag: String) -> String {
        if let script = names[scriptTag(tag)] { return script }
        return names[primary(tag)] ?? tag
    }

    /// "pt" of "pt-BR".
    public static func primary(_ tag: String) -> String {
        String(tag.split(separator: "-").first ?? "").lowercased()
    }

    /// Whether two tags name one language ("zh-Hant" and "zh-TW" do not say alike, but both are Chinese).
    public static func same(_ first: String, _ second: String) -> Bool {
        primary(first) == primary(second)
    }

    /// "zh-Hant" of "zh-Hant-TW"; the language alone for others.
    private static func scriptTag(_ tag: String) -> String {
        let parts = tag.split(separator: "-")
        guard parts.count >= 2, parts[1].count == 4 else { return primary(tag) }
        return primary(tag) + "-" + parts[1]
    }

    /// The language a web page's `<html lang="…">` names, as a kept tag; nil when it names none.
    public static func declared(inPage page: String) -> String? {
        // Lower-cased to search: a tag's letter case is mended by `checkLanguage`.
        let head = String(page.prefix(16_384)).lowercased()
        guard let html = head.firstRange(of: "<html") else { return nil }
        var rest = head[html.upperBound...].prefix { $0 != ">" }
        while let attribute = rest.firstRange(of: "lang=") {
            let before = rest[..<attribute.lowerBound].last
            rest = rest[attribute.upperBound...]
            // "xml:lang=" or "data-lang=" is another attribute.
            guard let before, before.isWhitespace else { continue }
            var value = rest
            if let quote = value.first, quote == "\"" || quote == "'" {
                value = value.dropFirst().prefix { $0 != quote }
            } else {
                value = value.prefix { !$0.isWhitespace }
            }
            guard let checked = try? Recipe.checkLanguage(String(value)).get(), !checked.isEmpty else { return nil }
            return checked
        }
        return nil
    }

    /// The language a recipe's words show, or nil when they show none clearly: Japanese by its kana,
    /// Chinese by its characters (Traditional or Simplified by the characters only one of them writes),
    /// the others by their common small words and kitchen words ("und", "EL"; "de", "c. à soupe").
    public static func guess(from texts: [String]) -> String? {
        var kana = 0, han = 0, traditional = 0, simplified = 0
        var scores: [String: Int] = [:]
        for text in texts {
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x3040...0x30FF: kana += 1
                case 0x4E00...0x9FFF:
                    han += 1
                    let character = Character(scalar)
                    if traditionalOnly.contains(character) { traditional += 1 }
                    if simplifiedOnly.contains(character) { simplified += 1 }
                default: break
                }
            }
            let lowered = text.lowercased()
            let words = lowered.split { !$0.isLetter && $0 != "." && $0 != "'" }.map { $0.hasSuffix(".") ? String($0.dropLast()) : String($0) }
            for word in words {
                for (language, markers) in markerWords where markers.contains(word) { scores[language, default: 0] += 1 }
            }
        }
        if kana >= 2 { return "ja" }
        if han >= 2 { return simplified > traditional ? "zh-Hans" : "zh-Hant" }
        let ranked = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        guard let best = ranked.first, best.value >= 3 else { return nil }
        // Clearly ahead of the next: Danish and Norwegian share many words.
        if ranked.count > 1, ranked[1].value * 5 > best.value * 4 { return nil }
        return best.key
    }

    /// Small words each language writes often and the others rarely, and its kitchen's abbreviations.
    private static let markerWords: [String: Set<String>] = [
        "en": ["the", "and", "with", "until", "into", "cup", "cups", "tbsp", "tsp", "of", "minutes", "add", "stir"],
        "de": ["und", "der", "die", "das", "mit", "den", "el", "tl", "für", "auf", "eine", "einen", "minuten", "zugeben", "prise"],
        "fr": ["et", "le", "la", "les", "des", "du", "une", "avec", "dans", "pour", "sur", "à", "cuillère", "pincée", "faire"],
        "it": ["e", "il", "di", "della", "con", "per", "una", "nel", "cucchiaio", "cucchiaini", "q.b", "qb", "aggiungere", "sale"],
        "es": ["y", "el", "los", "las", "con", "para", "una", "del", "cucharada", "cucharadita", "añadir", "pizca", "sal"],
        "pt": ["e", "o", "os", "com", "para", "uma", "em", "colher", "colheres", "xícara", "gosto", "sal", "até"],
        "nl": ["en", "het", "een", "van", "met", "voor", "op", "naar", "eetlepel", "theelepel", "snufje", "zout", "minuten"],
        "sv": ["och", "med", "till", "på", "en", "ett", "msk", "tsk", "krm", "i", "av", "salt", "minuter"],
        "no": ["og", "med", "til", "på", "en", "ss", "ts", "av", "i", "stk", "minutter", "salt"],
        "da": ["og", "med", "til", "på", "en", "spsk", "tsk", "af", "i", "stk", "minutter", "salt"],
    ]

    /// Characters only Traditional Chinese writes, and their Simplified forms: enough to tell a page.
    private static let traditionalOnly: Set<Character> = Set("個們這來時說為麼東車馬雞魚豬醬鹽蔥薑蘿蔔湯鍋燒麵餅條塊顆兩")
    private static let simplifiedOnly: Set<Character> = Set("个们这来时说为么东车马鸡鱼猪酱盐葱姜萝汤锅烧饼条块颗两")
}
