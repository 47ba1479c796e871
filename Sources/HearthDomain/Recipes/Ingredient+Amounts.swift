/// How an ingredient's amount reads at other servings (`KitchenAmount` measures it).
extension Ingredient {
    /// The amount and unit for `factor` times the servings, as text: "½ cup + 2 tbsp", "145 ml", "1½",
    /// "a pinch" (never scaled). Empty when the line has no amount.
    public func amountLine(scaledBy factor: Rational, decimalComma: Bool = false) -> String {
        scaledAmounts(by: [factor], decimalComma: decimalComma)[0].text
    }

    /// The amount for each factor (a recipe's pages show it at several servings; the amount text is read
    /// once for all of them). The recipe's own servings (factor 1) show the amount the writer wrote,
    /// character for character ("4.5 EL", "½ dl"); other servings are measured as the writer's kitchen
    /// measures (`KitchenAmount`, `KitchenWords`), and say when rounding moved them by more than a tenth.
    /// Spoons step up to cups only where `spoonsMayBecomeCups` (`Recipe.spoonsMayBecomeCups`: a British recipe in grams and
    /// tablespoons keeps its tablespoons). `language` is the recipe's: English units get English plurals
    /// ("2 grams"), other languages' as their kitchens write them, and Japanese writes a unit onto its
    /// number ("300cc").
    /// With `units` other than as written, a weight or volume in a unit that kitchen does not measure
    /// with is converted, at the writer's own servings too (`KitchenAmount.converted`).
    public func scaledAmounts(by factors: [Rational], decimalComma: Bool = false, spoonsMayBecomeCups: Bool = true,
                              language: String = "en", units: RecipeUnits = .asWritten) -> [ScaledAmount] {
        guard let (amount, rest) = Amount.parse(prefixOf: amountText, decimalComma: decimalComma), rest.trimmed.isEmpty else {
            // "a pinch" was read from "a pinch of salt": it reads back the same way.
            let lowered = amountText.lowercased()
            let asWritten = unit.isEmpty && (lowered.hasPrefix("a ") || lowered.hasPrefix("an "))
                ? amountText + " of" : [amountText, unit].filter { !$0.isEmpty }.joined(separator: " ")
            return factors.map { _ in ScaledAmount(text: asWritten, isApproximate: false) }
        }
        // The seed app's "1x" is a count, not a unit: "½ cucumber", never "½x cucumber".
        let measure = isCountedTimes ? nil : measureUnit
        // A metric kitchen's spoons never step up to cups.
        let cups = spoonsMayBecomeCups && units != .metric && (KitchenWords.of(unit)?.hasCups ?? true)
        let english = Self.isEnglish(language)
        // Japanese writes a unit onto its number ("300cc", "3個"); a Chinese cook may too ("150克"), and then
        // so does the line at other servings. A line the writer spaced ("2 tbsp sugar" in a Japanese family's
        // recipe that names no language) stays spaced.
        let writerAttached = !amountWritten.isEmpty && !amountWritten.contains(" ")
        let attached = (RecipeLanguage.primary(language) == "ja" && (writerAttached || !unit.unicodeScalars.allSatisfy(\.isASCII)))
            || (MeasureUnit.isChinese(unit) && writerAttached)
        /// A number and its unit as the writer's kitchen writes them: "2 cups", "1½ TL", "大さじ1½"
        /// (Japanese spoons before their number, other Japanese units onto it: "300cc"), a count alone
        /// ("3"), and the x of packs ("2 x").
        func measured(_ number: String, unitWord: String) -> String {
            if KitchenWords.writesBeforeNumber(unitWord), !writerPutNumberFirst { return unitWord + number }
            return unitWord.isEmpty ? number : number + (attached ? "" : " ") + unitWord
        }
        /// Parts as text: "1 cup + 2 tbsp".
        func text(_ parts: [KitchenAmount.Part]) -> String {
            parts.map { part in
                let number = written(part, decimalComma)
                return measured(number, unitWord: unitText(part.unit, after: number, english: english))
            }.joined(separator: " + ")
        }
        return factors.map { factor in
            if units != .asWritten, !isSizedPack {
                switch amount.scaled(by: factor) {
                case .single(let value):
                    if let (parts, approximate) = KitchenAmount.converted(value, in: measure, to: units) {
                        return ScaledAmount(text: text(parts), isApproximate: approximate, isConverted: true)
                    }
                case .range(let low, let high):
                    if let lowEnd = KitchenAmount.converted(low, in: measure, to: units),
                       let highEnd = KitchenAmount.converted(high, in: measure, to: units) {
                        return ScaledAmount(text: text(lowEnd.parts) + " – " + text(highEnd.parts),
                                            isApproximate: lowEnd.approximate || highEnd.approximate, isConverted: true)
                    }
                }
            }
            guard factor != .one else {
                if !amountWritten.isEmpty { return ScaledAmount(text: amountWritten, isApproximate: false) }
                let asWritten = (isCountedTimes && !countsPacks) ? "" : unit
                return ScaledAmount(text: measured(amountText, unitWord: asWritten), isApproximate: false)
            }
            switch amount.scaled(by: factor) {
            case .single where isSizedPack:
                // "400 g tin beans" for 1½ times: 1½ tins of 400 g, not one tin of 600 g.
                let packs = KitchenAmount.counted(factor)
                let count = written(AmountFormatter.format(packs, system: .count), decimalComma)
                return ScaledAmount(text: count + " × " + measured(amountText, unitWord: unit),
                                    isApproximate: !KitchenAmount.isWithin(packs, of: factor, KitchenAmount.aboutBeyond))
            case .single(let value):
                let (parts, approximate) = KitchenAmount.measure(value, in: measure, cups: cups)
                return ScaledAmount(text: text(parts), isApproximate: approximate)
            case .range(let low, let high):
                let range = KitchenAmount.measureRange(low, high, in: measure, cups: cups)
                let (lowText, highText) = (written(range.low, decimalComma), written(range.high, decimalComma))
                let numbers = lowText == highText ? highText : lowText + "–" + highText
                return ScaledAmount(text: measured(numbers, unitWord: unitText(range.high.unit, after: numbers, english: english)), isApproximate: range.approximate)
            }
        }
    }

    /// Whether the writer put the number before a unit Japanese often writes first: "1と1/2カップ", not
    /// "カップ1½"; the line keeps that order at every servings.
    private var writerPutNumberFirst: Bool {
        Amount.looksNumeric(AmountSpellings.amountWord(amountWritten.isEmpty ? amountText : amountWritten))
    }

    /// Whether the line holds a number Hearth did not read as an amount that scales: a word that starts
    /// with a digit or a fraction ("1, 14 oz can of milk", "盐 2-3克左右"), where the amount read is none
    /// or does not scale. A page at other servings shows such a line as written and says so. "Vitamin
    /// B12" and "salt, to taste" hold none.
    public var hasUnreadAmount: Bool {
        if let (_, rest) = Amount.parse(prefixOf: amountText), rest.trimmed.isEmpty { return false }
        let words = [amountText, unit, name, note].joined(separator: " ").split(whereSeparator: { $0 == " " || $0 == "\u{3000}" || $0 == "(" || $0 == "（" })
        return words.contains { Amount.looksNumeric(AmountSpellings.amountWord(String($0))) }
    }

    /// Whether the unit is the seed app's "x" ("1x onion"), which counts.
    var isCountedTimes: Bool { ["x", "×"].contains(unit.lowercased()) }

    /// Whether the line counts packs of a size: "2 x 400 g tins", where the x is kept.
    var countsPacks: Bool { isCountedTimes && Amount.looksNumeric(name) }

    /// Whether the amount is the size of one pack named after it: "400 g tin kidney beans", "1 lb bag
    /// carrots". Such a line scales by its count of packs.
    var isSizedPack: Bool {
        guard let measure = measureUnit, measure.system != .count, let first = name.split(separator: " ").first else { return false }
        return CountedNoun.packs.contains(first.lowercased()) || CountedNoun.packs.contains(EnglishPlural.singular(of: first.lowercased()))
    }


    /// A part's number: decimals for metric units, fractions otherwise ("1½", "⅔").
    private func written(_ part: KitchenAmount.Part, _ decimalComma: Bool) -> String {
        (part.isBelow ? "< " : "") + written(AmountFormatter.format(part.value, system: part.unit?.system == .metric ? .metric : .customary), decimalComma)
    }

    private func written(_ number: String, _ decimalComma: Bool) -> String {
        decimalComma ? number.replacingOccurrences(of: ".", with: ",") : number
    }

    /// The unit after a number: the writer's own spelling in the singular or plural the number needs
    /// ("1 cup", "2 cups", "2 tablespoons", "1 Zehe"); another unit in the words of the writer's kitchen
    /// ("tbsp" beside "cups", "TL" beside "EL", 大匙 beside 杯). Nothing for a count (but the x of packs);
    /// a unit Hearth does not know ("bunch") as written.
    /// In a language other than English, the writer's own unit is as written unless its kitchen's words
    /// say its plural ("gram" stays "gram" in a Danish recipe; "Zehe" becomes "Zehen").
    private func unitText(_ part: MeasureUnit?, after number: String, english: Bool) -> String {
        guard let part else { return (isCountedTimes && !countsPacks) || unit.isEmpty ? "" : unit }
        if part == measureUnit {
            if !english, let kitchen = KitchenWords.of(unit), let word = kitchen.word(for: part.key, after: number) { return word }
            return english ? displayUnit(singular: Self.takesSingular(number)) : unit
        }
        return spelling(of: part, after: number)
    }

}

/// The amounts inside a line's name and note that measure the line again, in another unit or in another
/// way: "3 cups (12 fl oz/355 ml) milk", "30 ml (2 c. à soupe) de beurre", "38 g/2½oz butter", "2 pounds
/// shrimp (about 900g)", "1 cup (2 sticks) butter", "1 Tbsp. plus 1½ tsp. salt", "1 Dose Kokosmilch (oder
/// 400 ml)". They scale with the line's own, so that the line never contradicts itself.
extension Ingredient {
    /// `text` (the line's name or note) at `factor` times the servings: each amount after "(", "/" or "+",
    /// or after a word that sets off a second amount (`AmountWords.again`: "about", "ca.", "oder",
    /// "plus"), that is a number and a unit of weight or volume, scaled as the line's own amount is; in a
    /// line measured by weight or volume, a count in parentheses too ("(2 sticks)"). In a line that counts
    /// packs ("1 can (15 oz) beans", "400 g tin") the amount is the pack's size, and in a line that counts
    /// things it is each one's ("卵(60g 程度) 2個"): it stays, unless a word says it is another way to buy
    /// the line's amount ("(oder 400 ml)").
    public func withInnerAmounts(_ text: String, scaledBy factor: Rational, decimalComma: Bool = false, spoonsMayBecomeCups: Bool = true,
                                 language: String = "en") -> String {
        withInnerAmounts(text, scaledBy: [factor], decimalComma: decimalComma, spoonsMayBecomeCups: spoonsMayBecomeCups, language: language)[0]
    }

    /// `text` at each of `factors` times the servings: the places to scale are found once for all of them
    /// (a recipe's pages show each line at several servings).
    public func withInnerAmounts(_ text: String, scaledBy factors: [Rational], decimalComma: Bool = false, spoonsMayBecomeCups: Bool = true,
                                 language: String = "en") -> [String] {
        guard factors.contains(where: { $0 != .one }), text.contains(where: { Amount.looksNumeric(String($0)) }) else {
            return factors.map { _ in text }
        }
        let countsPacks = isSizedPack || measureUnit?.key == "can" || self.countsPacks
            || name.lowercased().split(separator: " ").contains { CountedNoun.packs.contains(EnglishPlural.singular(of: String($0))) }
        let measuresAmounts = measureUnit.map { $0.system != .count } ?? false
        var results = factors.map { _ in "" }
        var rest = Substring(text)
        while let place = Self.nextPlace(in: rest) {
            for index in results.indices { results[index] += rest[..<place] }
            rest = rest[place...]
            var body = rest
            if "(/+".contains(body.first!) { body = body.dropFirst() }
            body = body.drop { $0 == " " }
            var alternative = false
            if let word = AmountWords.again(atStartOf: body) {
                alternative = AmountWords.alternatives.contains(word.lowercased())
                body = body.dropFirst(word.count).drop { $0 == " " }
            }
            let scales = (measuresAmounts && !countsPacks) || alternative
            guard scales, let inner = Self.innerSum(body, counts: measuresAmounts && !countsPacks, decimalComma: decimalComma) else {
                // Nothing to scale here: the mark or word stays as written.
                let word = rest.prefix { $0 != " " }
                for index in results.indices { results[index] += word }
                rest = rest.dropFirst(word.count)
                continue
            }
            let cups = spoonsMayBecomeCups || inner.inCups
            let after = body.dropFirst(inner.length)
            let scaled = inner.ingredient.scaledAmounts(by: factors, decimalComma: decimalComma, spoonsMayBecomeCups: cups, language: language)
            for (index, factor) in factors.enumerated() {
                // At the recipe's own servings the line reads as written.
                results[index] += factor == .one ? rest[..<after.startIndex]
                    : rest[..<body.startIndex] + inner.ingredient.line(amountLine: scaled[index].text,
                                                                         shownName: inner.ingredient.name(after: scaled[index].text, language: language))
            }
            rest = after
        }
        return results.map { $0 + rest }
    }

    /// "1 Tbsp. plus 1½ tsp. salt", "1 cup + 2 tablespoons flour": the line's amount in two parts, as one
    /// amount in the second part's unit (4½ tsp), which scales as one ("3 tbsp" for twice as many) and shows
    /// as the writer wrote it at the recipe's own servings. Nil when the name starts with no such part.
    func joiningPlusPart(decimalComma: Bool) -> Ingredient? {
        guard let own = measureUnit, case .single(let value)? = Amount.parse(prefixOf: amountText, decimalComma: decimalComma)?.amount,
              let word = ["plus ", "+ "].first(where: { name.lowercased().hasPrefix($0) }) else { return nil }
        let afterWord = Substring(name).dropFirst(word.count).drop { $0 == " " }
        guard let second = Self.innerAmount(afterWord, counts: false, decimalComma: decimalComma), let secondUnit = second.ingredient.measureUnit,
              case .single(let secondValue)? = Amount.parse(prefixOf: second.ingredient.amountText, decimalComma: decimalComma)?.amount,
              let total = KitchenAmount.sum(value, in: own, secondValue, in: secondUnit) else { return nil }
        let rest = afterWord.dropFirst(second.length).trimmed
        guard rest.contains(where: \.isLetter) else { return nil }
        var joined = self
        joined.amountWritten = (amountWritten.isEmpty ? amountText + " " + unit : amountWritten) + " " + name.prefix(name.count - afterWord.count + second.length)
        joined.amountText = Amount.single(total).plainText(decimalComma: decimalComma)
        joined.unit = second.ingredient.unit
        joined.name = rest
        return joined
    }

    /// `innerAmount`, or two of them added up as one ("½ cup + 2 tbsp" is 10 tbsp, which scales to "1¼
    /// cups" rather than "1 cup + 4 tbsp"); and whether it was written in cups, which it may stay in.
    private static func innerSum(_ text: Substring, counts: Bool, decimalComma: Bool) -> (ingredient: Ingredient, length: Int, inCups: Bool)? {
        guard let first = innerAmount(text, counts: counts, decimalComma: decimalComma) else { return nil }
        let inCups = first.ingredient.measureUnit?.key == "cup"
        let afterFirst = text.dropFirst(first.length)
        let plus = afterFirst.prefix { $0 == " " || $0 == "+" }
        guard plus.filter({ $0 == "+" }).count == 1, let second = innerAmount(afterFirst.dropFirst(plus.count), counts: false, decimalComma: decimalComma),
              let firstUnit = first.ingredient.measureUnit, let secondUnit = second.ingredient.measureUnit,
              case .single(let firstValue)? = Amount.parse(prefixOf: first.ingredient.amountText, decimalComma: decimalComma)?.amount,
              case .single(let secondValue)? = Amount.parse(prefixOf: second.ingredient.amountText, decimalComma: decimalComma)?.amount,
              let total = KitchenAmount.sum(firstValue, in: firstUnit, secondValue, in: secondUnit) else { return (first.ingredient, first.length, inCups) }
        var sum = second.ingredient
        sum.amountText = Amount.single(total).plainText(decimalComma: decimalComma)
        return (sum, first.length + plus.count + second.length, inCups)
    }

    /// Where the next amount inside `text` may start: at "(", "/" or "+", or at a word that sets off a
    /// second amount ("about 900 g", "około 30 g"); nil when there is none.
    private static func nextPlace(in text: Substring) -> Substring.Index? {
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            if "(/+".contains(character) { return index }
            if previous == " " || previous == "-", AmountWords.again(atStartOf: text[index...]) != nil { return index }
            previous = character
        }
        return nil
    }

    /// Every spelling of a unit, the longest first, so that the one that ends where a word does is found:
    /// "fl oz" before "oz", "c. à soupe" before "c".
    private static let innerSpellings = MeasureUnit.all.flatMap(\.spellings).sorted { $0.count > $1.count }

    /// The amount at the start of `text` when it is a number and a unit of weight or volume ("355 ml",
    /// "2½oz", "2 c. à soupe"), or where `counts`, a number and the word it counts ("2 sticks"), as a line
    /// of its own, and how many characters it takes.
    private static func innerAmount(_ text: Substring, counts: Bool, decimalComma: Bool) -> (ingredient: Ingredient, length: Int)? {
        guard Amount.looksNumeric(String(text.prefix(1))), let (_, afterNumber) = Amount.parse(prefixOf: String(text), decimalComma: decimalComma) else { return nil }
        let numberLength = text.count - afterNumber.count
        let gap = afterNumber.prefix { $0 == " " }.count
        let unitStart = afterNumber.dropFirst(gap)
        let lowered = unitStart.lowercased()
        for spelling in innerSpellings where lowered.hasPrefix(spelling) {
            let after = lowered.dropFirst(spelling.count).first
            guard after.map({ !$0.isLetter }) ?? true, let unit = MeasureUnit.named(spelling), unit.system != .count else { continue }
            let written = String(unitStart.prefix(spelling.count))
            let amount = String(text.prefix(numberLength)).trimmed
            return (Ingredient(amountText: amount, unit: written, name: "", note: ""), numberLength + gap + spelling.count)
        }
        // "(2 sticks)", "(about 6 medium)": a count and the word it counts, never a size ("(1-inch)", "(70%)").
        let word = unitStart.prefix { $0.isLetter }
        guard counts, gap > 0, !word.isEmpty, MeasureUnit.named(String(word)) == nil else { return nil }
        return (Ingredient(amountText: String(text.prefix(numberLength)).trimmed, unit: "", name: String(word), note: ""), numberLength + gap + word.count)
    }

    /// A name that starts with the line's amount in another unit ("/2½oz butter" of "38 g/2½oz butter"):
    /// that amount, which a page shows with the line's own ("38 g/2½oz"), and the name after it.
    public static func splitAlternative(_ name: String) -> (alternative: String, name: String)? {
        guard name.hasPrefix("/"), let space = name.firstIndex(of: " ") else { return nil }
        return (String(name[..<space]), String(name[name.index(after: space)...]))
    }
}
