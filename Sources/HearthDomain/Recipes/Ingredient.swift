/// One line of a recipe's ingredients, kept as written: the amount text ("1 1/2", "a pinch"), the unit
/// as written ("cups", "大匙"), the name and a note ("sifted", "to taste").
public struct Ingredient: Encodable, Hashable, Sendable {
    public var amountText: String
    public var unit: String
    public var name: String
    public var note: String
    /// The heading the line is under ("Dough", "醬料"); "" for a recipe's lines without sections.
    public var section = ""
    /// Whether the writer put the amount after the name ("五花肉 600克", "Latte intero 200 ml"), where the
    /// line shows it at every number of servings.
    public var amountAfterName = false
    /// The amount and its unit as the writer wrote them, where Hearth read them in other characters or a
    /// Chinese or Japanese unit sits on its number: "半个", "一个半", "150克", "１ 大匙", "1又1/2杯" (for
    /// `amountText` "1/2", "1½", "150", "1", "1 1/2"). The recipe's own servings show it as written; ""
    /// when `amountText` and `unit` are the writer's characters.
    public var amountWritten = ""

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
        let original = line.trimmed
        let text = AmountSpellings.normalized(original)
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
            var ingredient = Ingredient(amountText: amountText, unit: unit, name: name, note: note)
            // `AmountSpellings` rewrote only the amount at the start, so the writer's amount is the start
            // of the line up to where the name begins.
            let amountLength = head.count - afterUnit.count + (original.count - text.count)
            ingredient.keepWritten(String(original.prefix(amountLength)), rewritten: original != text)
            return .success(ingredient.joiningPlusPart(decimalComma: decimalComma) ?? ingredient)
        }
        if Amount.looksNumeric(head) {
            return .failure(InvalidValue(field: "ingredient \"\(text)\"", expected: "an amount such as 2, 1/2, 1 1/2, 1½, 0.75 or 2-3 at the start, each number of at most six digits"))
        }
        if let ingredient = amountAfterName(head, note: note, line: text, decimalComma: decimalComma) { return .success(ingredient) }
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

    /// A line whose amount comes after its name (`trailingAmount`), nil when it does not end so. The note
    /// is what followed a comma (`split`), or, for "masło 2 łyżki - około 30 g", the same amount measured
    /// again after a dash, which then scales with the first ("masło 4 łyżki, około 60 g"); or the comma
    /// is inside the name, the amount after it: "wieprzowina, łopatka lub karkówka 1200 g".
    private static func amountAfterName(_ head: String, note: String, line: String, decimalComma: Bool) -> Ingredient? {
        var found: (trailing: (name: String, amount: String, unit: String, written: String), note: String)?
        if let (measured, again) = againAfterDash(head), let trailing = trailingAmount(measured, decimalComma: decimalComma) {
            found = (trailing, note.isEmpty ? again : again + ", " + note)
        } else if let trailing = trailingAmount(head, decimalComma: decimalComma) {
            found = (trailing, note)
        } else if !note.isEmpty, let trailing = trailingAmount(line, decimalComma: decimalComma) {
            found = (trailing, "")
        }
        guard let (trailing, lineNote) = found else { return nil }
        var ingredient = Ingredient(amountText: trailing.amount, unit: trailing.unit, name: trailing.name, note: lineNote)
        ingredient.amountAfterName = true
        ingredient.keepWritten(trailing.written, rewritten: trailing.written != [trailing.amount, trailing.unit].joined())
        return ingredient
    }

    /// A line split at a dash after which it measures its amount again ("masło 2 łyżki - około 30 g": "masło
    /// 2 łyżki" and "około 30 g"); nil when no dash is followed by a word of `AmountWords.againByLanguage`
    /// and a number.
    private static func againAfterDash(_ head: String) -> (String, String)? {
        for dash in [" - ", " – ", " — "] {
            guard let found = head.range(of: dash, options: .backwards) else { continue }
            let after = head[found.upperBound...].trimmed
            guard let word = AmountWords.again(atStartOf: Substring(after)),
                  after.dropFirst(word.count).contains(where: \.isNumber) else { continue }
            return (String(head[..<found.lowerBound]).trimmed, after)
        }
        return nil
    }

    /// The amount and its unit at the end of a line, after the name: "五花肉 600克" (a unit written onto the
    /// number), "Latte intero 200 ml", "Sucre 2 c. à soupe", "Knoblauch 2 Zehen" (a word after the number,
    /// known or not: the line keeps it as written), "ミニトマト 5〜6個", "雞翅 8 ～ 10 隻", "Eier 3" (a count),
    /// a Japanese spoon before its number, "ポン酢 大さじ1", and full-width digits, "じゃがいも ３個"
    /// (`AmountSpellings.amountWord`). The name is what comes before, without a dash or colon between
    /// ("Beurre - 20 grammes", "豚肉：300g"); it must hold a letter. Nil when the line does not end so.
    private static func trailingAmount(_ head: String, decimalComma: Bool) -> (name: String, amount: String, unit: String, written: String)? {
        var words = head.split(whereSeparator: { $0 == " " || $0 == "\u{3000}" }).map(String.init)
        // "豚肉：300g": a colon sets the amount off as a space would.
        if let last = words.last, let colon = last.lastIndex(where: { $0 == ":" || $0 == "：" }), last.index(after: colon) < last.endIndex,
           last.startIndex < colon, Amount.looksNumeric(AmountSpellings.amountWord(String(last[last.index(after: colon)...]))) {
            words[words.count - 1] = String(last[...colon])
            words.append(String(last[last.index(after: colon)...]))
        }
        let allWords = words
        guard words.count >= 2 else { return nil }
        /// The word as an amount, when the whole word is one.
        func wholeAmount(_ word: String) -> String? {
            guard let (_, rest) = Amount.parse(prefixOf: AmountSpellings.amountWord(word), decimalComma: decimalComma), rest.trimmed.isEmpty else { return nil }
            return AmountSpellings.amountWord(word)
        }
        var amount = "", unit = ""
        let last = words[words.count - 1]
        let severalWords = MeasureUnit.spellingsWithSpaces.first { spelling, _ in
            let count = spelling.split(separator: " ").count
            return words.count >= count + 2 && words.suffix(count).joined(separator: " ").lowercased() == spelling
                && wholeAmount(words[words.count - count - 1]) != nil
        }
        if let (spelling, _) = severalWords {
            let count = spelling.split(separator: " ").count
            unit = words.suffix(count).joined(separator: " ")
            words.removeLast(count)
            amount = wholeAmount(words.removeLast())!
        } else if let (spelling, _) = MeasureUnit.spellingsWithoutSpaces.first(where: { last.hasPrefix($0.0) && KitchenWords.writesBeforeNumber($0.0) }),
                  let number = wholeAmount(String(last.dropFirst(spelling.count))) {
            // "大さじ1": the spoon, then its number.
            (amount, unit) = (number, spelling)
            words.removeLast()
        } else if words.count >= 3, KitchenWords.writesBeforeNumber(words[words.count - 2]), let number = wholeAmount(last) {
            (amount, unit) = (number, words[words.count - 2])
            words.removeLast(2)
        } else if words.count >= 3, let number = wholeAmount(words[words.count - 2]), last.contains(where: \.isLetter), !Amount.looksNumeric(last) {
            unit = words.removeLast()
            words.removeLast()
            amount = number
        } else if case let written = AmountSpellings.amountWord(last), let (_, rest) = Amount.parse(prefixOf: written, decimalComma: decimalComma),
                  rest.isEmpty || MeasureUnit.named(String(rest)) != nil {
            amount = String(written[..<rest.startIndex])
            unit = String(rest)
            words.removeLast()
        } else {
            return nil
        }
        // "雞翅 8 ～ 10 隻", "Öl 3 - 4 EL": a range whose dash stands apart.
        if words.count >= 3, AmountSpellings.isRangeDash(words[words.count - 1]), let low = wholeAmount(words[words.count - 2]),
           let range = wholeAmount(low + "-" + amount) {
            amount = range
            words.removeLast(2)
        }
        var name = Substring(words.joined(separator: " "))
        while let end = name.last, "-–—:：,， ".contains(end) { name = name.dropLast() }
        guard name.contains(where: \.isLetter) else { return nil }
        return (String(name).trimmed, amount, unit, allWords[words.count...].joined(separator: " "))
    }

    /// Keeps `written`, the writer's amount and unit, where it is not `amountText` and `unit` with a space
    /// between: Hearth `rewrote` it to read it, or the unit is on its number ("400g", "50mL", "150克"). The
    /// seed app's "1x" is a count, and shows as one.
    private mutating func keepWritten(_ written: String, rewritten: Bool) {
        let written = written.trimmed
        guard written != (unit.isEmpty ? amountText : amountText + " " + unit), rewritten || !isCountedTimes else { return }
        amountWritten = written
    }

    /// The unit after an amount: written onto the number ("50mL", "1x"), a Chinese measure word with or
    /// without a space ("300克", "2 大匙"), or the next words ("cups", "fl oz", "c. à soupe"). A word is
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
        for (spelling, _) in MeasureUnit.spellingsWithSpaces where trimmed.count > spelling.count + 1 {
            let written = trimmed.prefix(spelling.count)
            guard written.lowercased() == spelling, trimmed.dropFirst(spelling.count).first == " " else { continue }
            return (String(written), trimmed.dropFirst(spelling.count))
        }
        let words = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        if words.count >= 2, MeasureUnit.named(String(words[0])) != nil {
            return (String(words[0]), trimmed.dropFirst(words[0].count))
        }
        // "38 g/2½oz butter": the unit, then the same amount in another unit, which stays with the name.
        if words.count >= 2, let slash = words[0].firstIndex(of: "/"), MeasureUnit.named(String(words[0][..<slash])) != nil,
           Amount.looksNumeric(String(words[0][words[0].index(after: slash)...])) {
            return (String(words[0][..<slash]), trimmed[slash...])
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

    /// Another unit, in the words of the writer's kitchen (`KitchenWords`): "TL" beside "EL", 小さじ beside
    /// 大さじ, "c. à café" beside "c. à soupe"; in Chinese the word of the same script, 公斤 beside 克; else
    /// Hearth's English word ("tsp" beside "tablespoons"). Spoons have no English plural: "1 tsp", "2 tsp".
    func spelling(of other: MeasureUnit, after number: String) -> String {
        let singular = Self.takesSingular(number)
        if let word = KitchenWords.of(unit)?.word(for: other.key, after: number) { return word }
        guard MeasureUnit.isChinese(unit), let own = measureUnit else { return singular ? other.singular : other.plural }
        let ownWords = own.spellings.filter(MeasureUnit.isChinese), otherWords = other.spellings.filter(MeasureUnit.isChinese)
        guard let first = otherWords.first else { return other.singular }
        let position = ownWords.firstIndex(of: unit) ?? 0
        return position < otherWords.count ? otherWords[position] : first
    }

    /// Whether an amount as written takes a singular unit: "1", "½", "1/2", "0.75", "< ⅛"; not "1½" or "2". The
    /// number as written decides, not the exact value: 1.2 cans are written "1 can". For a range ("½–1")
    /// that is its larger end, after the dash; for packs ("1 × 400 g"), their count.
    static func takesSingular(_ written: String) -> Bool {
        let count = written.firstRange(of: " × ").map { written[..<$0.lowerBound] } ?? Substring(written)
        let largest = count.lastIndex(of: "–").map { count[count.index(after: $0)...] } ?? Substring(count)
        guard let first = largest.first, first.isASCII, first.isNumber, first != "0" else { return true }
        // As the writer wrote it: "1/2", "1", "1,0" are one or less; "1 1/2" and "1.5" are not.
        switch Amount.parse(prefixOf: String(largest))?.amount {
        case .single(let value): return value <= .one
        case .range(_, let high): return high <= .one
        case nil: return largest == "1"
        }
    }

    /// The unit as written, in the singular or plural the amount needs: "1 cup", "2 cups", and for a
    /// spelling of the user's own, "1 tablespoon", "2 tablespoons"; a kitchen's own words by its grammar
    /// ("1 Zehe", "2 Zehen"; "1 cucharada", "2 cucharadas"). Other words (大匙, "oz.") stay as written.
    func displayUnit(singular: Bool) -> String {
        Self.displayUnit(unit, singular: singular)
    }

    /// `unit` as `displayUnit(singular:)` writes it, for a unit word found inside a name too ("can").
    static func displayUnit(_ unit: String, singular: Bool) -> String {
        guard let measure = MeasureUnit.named(unit) else { return unit }
        if let kitchen = KitchenWords.of(unit), let word = kitchen.word(for: measure.key, singular: singular) { return word }
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
    public func name(after amount: String, language: String = "en") -> String {
        names(after: [amount], language: language)[0]
    }

    /// Whether a BCP 47 tag names English ("en", "en-GB").
    static func isEnglish(_ language: String) -> Bool {
        language.lowercased() == "en" || language.lowercased().hasPrefix("en-")
    }

    /// `name(after:)` for each of `amounts`, the line's amounts at several servings (a recipe's pages show
    /// it at four or five): the counted word is found, and the writer's amount read, once for all of them.
    /// Only an English name changes (`language` is the recipe's BCP 47 tag): Hearth knows no other
    /// language's plurals, and "2 TL Zuckers" is no German.
    public func names(after amounts: [String], language: String = "en") -> [String] {
        // A name before its amount is in the writer's language too ("Eier 3").
        guard Self.isEnglish(language), !amountAfterName, unit.isEmpty || isCountedTimes || isSizedPack else { return amounts.map { _ in name } }
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let counted = CountedNoun.index(in: words) else { return amounts.map { _ in name } }
        let word = words[counted], isUnit = MeasureUnit.named(word.lowercased()) != nil
        // A sized pack is one pack: "400 g tin beans".
        let ownIsOneOrLess = isSizedPack || writtenForOneOrLess
        return amounts.map { amount in
            guard Amount.looksNumeric(amount) || amount.hasPrefix("< ") else { return name }
            // A sized pack at the writer's servings is one pack: "400g tin tomatoes".
            let singular = (isSizedPack && !amount.contains(" × ")) || Self.takesSingular(amount)
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
    /// when the page has worked it out already, and `shownNote` the note with its amounts scaled.
    public func line(amountLine amount: String, shownName: String? = nil, shownNote: String? = nil) -> String {
        let parts = [amount, shownName ?? name(after: amount)]
        var text = (amountAfterName ? parts.reversed() : parts).filter { !$0.isEmpty }.joined(separator: " ")
        let note = shownNote ?? self.note
        if !note.isEmpty { text += noteSeparator + note }
        return text
    }

    /// What goes between the name and the note: a Chinese name takes a full-width comma, "蔥花，少許".
    public var noteSeparator: String {
        let chinese = name.unicodeScalars.last.map { $0.value >= 0x2E80 } ?? false
        return chinese ? "，" : ", "
    }
}
