/// Amounts written in words at the start of a line ("eine halbe Zwiebel", "meia colher de sal", "One
/// (1-inch) piece ginger", "un demi citron"), rewritten into the digits `Amount` reads so that they scale;
/// the recipe's own servings still show the writer's words (`Ingredient.amountWritten`). Chinese and
/// Japanese numerals (一, 两, 半) are `AmountSpellings.chineseNumeral`'s.
enum AmountWords {
    /// The words of each language, and the amount each spells. Several words are read as one ("eine
    /// halbe" is ½, not 1 and then ½). English "a" and "an" are not here: "a pinch of salt" stays as written.
    static let byLanguage: [String: [String: String]] = [
        "en": ["one": "1", "two": "2", "three": "3", "half": "1/2", "half a": "1/2", "half an": "1/2", "one and a half": "1 1/2"],
        "de": ["ein": "1", "eine": "1", "einen": "1", "zwei": "2", "drei": "3", "halbe": "1/2", "eine halbe": "1/2", "ein halber": "1/2",
               "ein halbes": "1/2", "einen halben": "1/2", "anderthalb": "1 1/2", "eineinhalb": "1 1/2"],
        "fr": ["un": "1", "une": "1", "deux": "2", "trois": "3", "un demi": "1/2", "une demie": "1/2", "une demi": "1/2"],
        "es": ["un": "1", "uno": "1", "una": "1", "dos": "2", "tres": "3", "medio": "1/2", "media": "1/2"],
        "it": ["un": "1", "uno": "1", "una": "1", "due": "2", "tre": "3", "mezzo": "1/2", "mezza": "1/2", "un mezzo": "1/2"],
        "nl": ["een": "1", "één": "1", "twee": "2", "drie": "3", "half": "1/2", "halve": "1/2", "een halve": "1/2", "anderhalf": "1 1/2",
               "anderhalve": "1 1/2"],
        "pt": ["um": "1", "uma": "1", "dois": "2", "duas": "2", "três": "3", "meio": "1/2", "meia": "1/2"],
        "pl": ["jeden": "1", "jedna": "1", "jedno": "1", "dwa": "2", "dwie": "2", "trzy": "3", "pół": "1/2", "półtora": "1 1/2",
               "półtorej": "1 1/2"],
    ]

    /// The word between a whole number and its fraction, in each language: "2 and 1/2 cups", "1 e 1/2
    /// xícara", "1 y 1/2 tazas", "1 und 1/2 EL", "1 et 1/2 c. à soupe", "1 en 1/2 el", "1 i 1/2 łyżki".
    static let and = ["and", "und", "et", "e", "y", "en", "i"]

    /// Words that set off a second amount on a line, by language: the same amount about ("2 pounds shrimp
    /// (about 900g)", "masło 2 łyżki - około 30 g"), another way to measure it (`alternatives`: "1 Dose
    /// Kokosmilch (oder 400 ml)") or more of it ("1 Tbsp. plus 1½ tsp."). Every amount on a line scales.
    static let againByLanguage: [String: [String]] = [
        "en": ["about", "approx.", "approximately", "around", "or", "plus"],
        "de": ["ca.", "etwa", "ungefähr", "oder", "plus"],
        "fr": ["env.", "environ", "ou", "soit", "plus"],
        "es": ["aprox.", "aproximadamente", "unos", "unas", "o", "más"],
        "it": ["circa", "ca.", "o", "oppure", "più"],
        "nl": ["ca.", "ongeveer", "of", "plus"],
        "pt": ["aprox.", "aproximadamente", "cerca de", "ou", "mais"],
        "pl": ["około", "ok.", "lub", "albo", "plus"],
        "ru": ["около", "примерно", "или", "плюс"],
        "ja": ["約"], "zh": ["約", "约"],
    ]

    /// The words of `againByLanguage` that name another way to measure, which scales even where the first
    /// amount is a pack's ("1 can (15 oz)" keeps the can's size).
    static let alternatives: Set<String> = ["or", "oder", "ou", "o", "oppure", "of", "lub", "albo", "или"]

    /// Every word of `againByLanguage`, lower-cased, the longest first.
    private static let againWords = Set(againByLanguage.values.joined()).sorted { ($0.count, $0) > ($1.count, $1) }

    /// The word of `againByLanguage` that `text` starts with, followed by a space (or a number, for 約),
    /// as written; nil when it starts with none.
    static func again(atStartOf text: Substring) -> Substring? {
        // The longest word and what follows it: read for every word of every line of every page.
        let lowered = text.prefix(24).lowercased()
        for word in againWords where lowered.hasPrefix(word) {
            let next = lowered.dropFirst(word.count).first
            guard next == " " || (word.unicodeScalars.first!.value > 0x2E7F && next.map { Amount.looksNumeric(String($0)) } == true) else { continue }
            return text.prefix(word.count)
        }
        return nil
    }

    /// Words after which a number word is no amount: "un peu de sel", "una pizca de sal", "ein bisschen
    /// Salz", "een snufje zout" stay as written, as "a pinch of salt" does; so does "half and half".
    static let vague: Set<String> = ["and", "&", "of", "peu", "poco", "pouco", "po'", "bisschen", "wenig", "paar", "beetje", "snufje", "trochę", "pizca",
                                     "pizzico", "pincée", "prise", "pitada", "szczypta", "filo", "fio", "chorrito", "goccio", "trait",
                                     "schuss", "scheutje", "handvoll", "poignée", "puñado", "manciata", "punhado", "handvol"]

    /// Every phrase, lower-cased, with its amount, the longest first: "eine halbe" before "eine".
    private static let phrases: [(String, String)] = {
        var amounts: [String: String] = [:]
        for words in byLanguage.values { for (phrase, amount) in words { amounts[phrase] = amount } }
        return amounts.sorted { ($0.key.count, $0.key) > ($1.key.count, $1.key) }.map { ($0.key, $0.value) }
    }()

    /// `line` with a number word at its start in digits, when a name follows it: "eine halbe Zwiebel" →
    /// "1/2 Zwiebel", "One (1-inch) piece" → "1 (1-inch) piece". Else the line as it is.
    static func inDigits(_ line: String) -> String {
        let lowered = line.lowercased()
        for (phrase, amount) in phrases where lowered.hasPrefix(phrase + " ") {
            let rest = line.dropFirst(phrase.count + 1)
            let next = rest.split(separator: " ").first.map { $0.lowercased() } ?? ""
            guard rest.contains(where: \.isLetter), !vague.contains(next), !Amount.looksNumeric(String(rest)) else { return line }
            return amount + " " + rest
        }
        return line
    }
}
