/// One line of a recipe's ingredients, kept as written: the amount text ("1 1/2", "a pinch"), the unit
/// as written ("cups", "大匙"), the name and a note ("sifted", "to taste").
public struct Ingredient: Hashable, Sendable {
    public var amountText: String
    public var unit: String
    public var name: String
    public var note: String
    /// The heading the line is under ("Dough", "醬料"); "" for a recipe's lines without sections.
    public var section = ""
    /// Whether the writer put the amount after the name ("五花肉 600克", "Latte intero 200 ml"), where the
    /// line shows it at every number of servings.
    public var amountAfterName = false

    public init(amountText: String, unit: String, name: String, note: String) {
        self.amountText = amountText
        self.unit = unit
        self.name = name
        self.note = note
    }


    /// Reads a line as people write it: "1 1/2 cups flour, sifted", "3 eggs", "50mL milk", "1x onion",
    /// "2-3 cloves garlic", "a pinch of salt", "salt, to taste", "1又1/2杯 麵粉", "半 斤 豬肉" (`AmountSpellings`);
    /// and with the amount after the name, as many kitchens write: "醬油 2 大匙", "五花肉 600克", "Latte intero
    /// 200 ml", "Beurre - 20 grammes", "Knoblauch 2 Zehen".
    /// A line that starts like a number must be one: "1//2 cup" is an error, not a name.
    public static func parse(_ line: String, decimalComma: Bool = false) -> Result<Ingredient, InvalidValue> {
        let text = AmountSpellings.normalized(line.trimmed)
        guard !text.isEmpty else { return .failure(InvalidValue(field: "ingredient", expected: "an ingredient, such as \"1 1/2 cups flour\"")) }
        if let problem = NameRules.checkCharacters(text, field: "ingredient") { return .failure(problem) }
        let (head, note) = split(text)
        if let (_, rest) = Amount.parse(prefixOf: head, decimalComma: decimalComma) {
            let amountText = String(head[..<rest.startIndex]).trimmed
            let (unit, afterUnit) = readUnit(rest)
            var name = afterUnit.trimmed
            if name.lowercased().hasPrefix("of ") { name = String(name.dropFirst(3)).trimmed }
            // Punctuation alone is no name: "2:" was an egg count named ":".
            guard name.contains(where: { !$0.isPunctuation && !$0.isWhitespace }) else {
                return .failure(InvalidValue(field: "ingredient \"\(text)\"", expected: "a name after the amount, such as \"2 cups flour\""))
            }
            return .success(Ingredient(amountText: amountText, unit: unit, name: name, note: note))
        }
        if Amount.looksNumeric(head) {
            return .failure(InvalidValue(field: "ingredient \"\(text)\"", expected: "an amount such as 2, 1/2, 1 1/2, 1½, 0.75 or 2-3 at the start, each number of at most six digits"))
        }
        if let trailing = trailingAmount(head, decimalComma: decimalComma) {
            var ingredient = Ingredient(amountText: trailing.amount, unit: trailing.unit, name: trailing.name, note: note)
            ingredient.amountAfterName = true
            return .success(ingredient)
        }
        // No number: an amount that does not scale, as written.
        let lowered = head.lowercased()
        if (lowered.hasPrefix("a ") || lowered.hasPrefix("an ")), let of = head.firstRange(of: " of ") {
            return .success(Ingredient(amountText: String(head[..<of.lowerBound]), unit: "",
                                       name: String(head[of.upperBound...]).trimmed, note: note))
        }
        guard !head.isEmpty else {
            // "," or "，" alone: a note with nothing to note it on.
            return .failure(InvalidValue(field: "ingredient \"\(text)\"", expected: "a name, such as \"salt, to taste\""))
        }
        return .success(Ingredient(amountText: "", unit: "", name: head, note: note))
    }

    /// The amount and its unit at the end of a line, after the name: "五花肉 600克" (a unit written onto the
    /// number), "Latte intero 200 ml", "Knoblauch 2 Zehen" (a word after the number, known or not: the
    /// line keeps it as written), "Eier 3" (a count). The name is what comes before, without a dash or colon
    /// between ("Beurre - 20 grammes"); it must hold a letter. Nil when the line does not end so.
    private static func trailingAmount(_ head: String, decimalComma: Bool) -> (name: String, amount: String, unit: String)? {
        var words = head.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        func isWholeAmount(_ word: String) -> Bool {
            Amount.parse(prefixOf: word, decimalComma: decimalComma).map { $0.rest.trimmed.isEmpty } ?? false
        }
        var amount = "", unit = ""
        let last = words[words.count - 1]
        if words.count >= 3, isWholeAmount(words[words.count - 2]), last.contains(where: \.isLetter), !Amount.looksNumeric(last) {
            unit = words.removeLast()
            amount = words.removeLast()
        } else if let (_, rest) = Amount.parse(prefixOf: last, decimalComma: decimalComma),
                  rest.isEmpty || MeasureUnit.named(String(rest)) != nil {
            amount = String(last[..<rest.startIndex])
            unit = String(rest)
            words.removeLast()
        } else {
            return nil
        }
        var name = Substring(words.joined(separator: " "))
        while let end = name.last, "-–—:： ".contains(end) { name = name.dropLast() }
        guard name.contains(where: \.isLetter) else { return nil }
        return (String(name).trimmed, amount, unit)
    }

    /// The unit after an amount: written onto the number ("50mL", "1x"), a Chinese measure word with or
    /// without a space ("300克", "2 大匙"), or the next one or two words ("cups", "fl oz"). A word is
    /// only taken as the unit when a name follows it.
    private static func readUnit(_ rest: Substring) -> (String, Substring) {
        let attached = rest.prefix { !$0.isWhitespace }
        if !attached.isEmpty, MeasureUnit.named(String(attached)) != nil, rest.count > attached.count {
            return (String(attached), rest.dropFirst(attached.count))
        }
        let trimmed = Substring(rest.trimmed)
        for (spelling, _) in MeasureUnit.spellingsWithoutSpaces where trimmed.hasPrefix(spelling) && trimmed.count > spelling.count {
            return (spelling, trimmed.dropFirst(spelling.count))
        }
        let words = trimmed.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
        if words.count == 3, MeasureUnit.named(words[0] + " " + words[1]) != nil {
            return (words[0] + " " + words[1], words[2])
        }
        if words.count >= 2, MeasureUnit.named(String(words[0])) != nil {
            return (String(words[0]), trimmed.dropFirst(words[0].count))
        }
        return ("", rest)
    }

    /// The name and the note, split at the first comma ("flour, sifted"), but not at a comma between
    /// digits, which belongs to a number ("1,5 l", "1,500 g").
    private static func split(_ text: String) -> (String, String) {
        let characters = Array(text)
        var position: Int?
        for (index, character) in characters.enumerated() where character == "," || character == "，" {
            let betweenDigits = index > 0 && index + 1 < characters.count && characters[index - 1].isNumber && characters[index + 1].isNumber
            if character == "," && betweenDigits { continue }
            position = index
            break
        }
        guard let position else { return (text, "") }
        let comma = text.index(text.startIndex, offsetBy: position)
        return (String(text[..<comma]).trimmed, String(text[text.index(after: comma)...]).trimmed)
    }

    /// The unit this ingredient is measured in, if Hearth knows it.
    public var measureUnit: MeasureUnit? { unit.isEmpty ? nil : MeasureUnit.named(unit) }

    /// Another unit of the same system, written in the script this line's unit is written in: "tsp" for
    /// "tbsp" or "tablespoons"; in Chinese the word of the same pair, 大匙 → 小匙, 湯匙 → 茶匙, 杯 → 大匙.
    /// (Spoons have no plural: "1 tsp", "2 tsp".)
    func spelling(of other: MeasureUnit) -> String {
        guard MeasureUnit.isChinese(unit), let own = measureUnit else { return other.singular }
        let ownWords = own.spellings.filter(MeasureUnit.isChinese), otherWords = other.spellings.filter(MeasureUnit.isChinese)
        guard let first = otherWords.first else { return other.singular }
        let position = ownWords.firstIndex(of: unit) ?? 0
        return position < otherWords.count ? otherWords[position] : first
    }

    /// Whether an amount as written takes a singular unit: "1", "½", "0.75", "< ⅛"; not "1½" or "2". The
    /// number as written decides, not the exact value: 1.2 cans are written "1 can". For a range ("½–1")
    /// that is its larger end, after the dash.
    static func takesSingular(_ written: String) -> Bool {
        let largest = written.lastIndex(of: "–").map { written[written.index(after: $0)...] } ?? Substring(written)
        guard let first = largest.first, first.isASCII, first.isNumber, first != "0" else { return true }
        return largest == "1"
    }

    /// The unit as written, in the singular or plural the amount needs: "1 cup", "2 cups", and for a
    /// spelling of the user's own, "1 tablespoon", "2 tablespoons". Other words (大匙, "oz.") stay as written.
    func displayUnit(singular: Bool) -> String {
        Self.displayUnit(unit, singular: singular)
    }

    /// `unit` as `displayUnit(singular:)` writes it, for a unit word found inside a name too ("can").
    static func displayUnit(_ unit: String, singular: Bool) -> String {
        guard let measure = MeasureUnit.named(unit) else { return unit }
        let lowered = unit.lowercased()
        if [measure.singular, measure.plural].contains(lowered) { return singular ? measure.singular : measure.plural }
        if singular, lowered.hasSuffix("s"), MeasureUnit.named(String(lowered.dropLast())) == measure { return String(unit.dropLast()) }
        if !singular, !lowered.hasSuffix("s"), MeasureUnit.named(lowered + "s") == measure { return unit + "s" }
        return unit
    }

    /// The name as it reads after `amount`: with no unit between them, an English plural after one or
    /// less becomes singular ("1 egg", "½ egg", "1 large egg" from "2 large eggs"), and a singular the
    /// writer put after one or less becomes plural after more ("2 onions" from "1 onion"). The word that
    /// changes is the one counted (`CountedNoun`): "2 sprigs of rosemary", "1 large can tomatoes". After a
    /// unit ("1 can beans"), or in a name with a choice in it ("1 lime or lemon"), the name is as written.
    public func name(after amount: String) -> String {
        names(after: [amount])[0]
    }

    /// `name(after:)` for each of `amounts`, the line's amounts at several servings (a recipe's pages show
    /// it at four or five): the counted word is found, and the writer's amount read, once for all of them.
    public func names(after amounts: [String]) -> [String] {
        // A name before its amount is in the writer's language, whose plurals Hearth does not know.
        guard !amountAfterName, unit.isEmpty || isCountedTimes else { return amounts.map { _ in name } }
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let counted = CountedNoun.index(in: words) else { return amounts.map { _ in name } }
        let word = words[counted], isUnit = MeasureUnit.named(word.lowercased()) != nil
        let ownIsOneOrLess = writtenForOneOrLess
        return amounts.map { amount in
            guard Amount.looksNumeric(amount) || amount.hasPrefix("< ") else { return name }
            let singular = Self.takesSingular(amount)
            guard singular || ownIsOneOrLess else { return name }
            var changed = words
            if isUnit {
                changed[counted] = Self.displayUnit(word, singular: singular)
            } else {
                changed[counted] = singular ? EnglishPlural.singular(of: word) : EnglishPlural.plural(of: word)
            }
            return changed.joined(separator: " ")
        }
    }

    /// Whether the writer's own amount is one or less ("1", "1/2", "½–1"), so that the name after it is
    /// written in the singular.
    private var writtenForOneOrLess: Bool {
        switch Amount.parse(prefixOf: amountText)?.amount {
        case .single(let value): return value <= .one
        case .range(_, let high): return high <= .one
        case nil: return false
        }
    }

    /// The whole line for `factor`: "1½ cups flour, sifted".
    public func line(scaledBy factor: Rational, decimalComma: Bool = false) -> String {
        line(amountLine: amountLine(scaledBy: factor, decimalComma: decimalComma))
    }

    /// The whole line around an amount `amountLine(scaledBy:decimalComma:)` has already written, for a
    /// page that shows both and should not scale the amount twice; `shownName` is `name(after: amount)`
    /// when the page has worked it out already.
    public func line(amountLine amount: String, shownName: String? = nil) -> String {
        let parts = [amount, shownName ?? name(after: amount)]
        var text = (amountAfterName ? parts.reversed() : parts).filter { !$0.isEmpty }.joined(separator: " ")
        if !note.isEmpty { text += noteSeparator + note }
        return text
    }

    /// What goes between the name and the note: a Chinese name takes a full-width comma, "蔥花，少許".
    public var noteSeparator: String {
        let chinese = name.unicodeScalars.last.map { $0.value >= 0x2E80 } ?? false
        return chinese ? "，" : ", "
    }
}
