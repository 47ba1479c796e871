import Testing
@testable import HearthDomain

/// Lines put together from the pieces kitchens write (issue 68): amounts in digits, full-width digits,
/// words and ranges, before or after a name with commas and dashes in it, with a second amount in
/// brackets. None crashes; each reads back as written at its own servings; and a line whose amount scales
/// scales its second amount too, never one and not the other.
@Suite struct KitchenLinesPropertyTests {
    /// A small generator with a seed, so that a failing line is the same on every run.
    struct Lines {
        var state: UInt64
        mutating func next(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(count))
        }
        mutating func pick(_ choices: [String]) -> String { choices[next(choices.count)] }
    }

    static let amounts = ["2", "1/2", "1 1/2", "½", "⅜–½", "3 - 4", "2 and 1/2", "1 y 1/2", "1と1/2", "３", "8 ～ 10", "0.75", "1,5", "2-3"]
    static let units = ["cups", "tbsp", "g", "ml", "EL", "c. à soupe", "cucharadas", "個", "大さじ", "kg", ""]
    static let names = ["flour", "wieprzowina, łopatka lub karkówka", "Schweinefleisch - Schulter", "豚肉", "pomodori maturi", "coconut milk"]
    static let seconds = ["(about 900g)", "(oder 400 ml)", "(circa 25 g)", "(1/2 cup + 2 tbsp)", "(2 sticks)", "(env. 7 oz)", ""]
    static let words = ["eine halbe", "un demi", "meia", "mezzo", "een halve", "One", "pół", "una", ""]

    @Test func linesOfEveryShapeReadScaleAndNeverCrash() {
        var lines = Lines(state: 68)
        var innerAmountsScaled = 0
        for _ in 0..<3000 {
            let amount = lines.pick(Self.amounts), unit = lines.pick(Self.units), name = lines.pick(Self.names)
            let second = lines.pick(Self.seconds), word = lines.pick(Self.words)
            let shapes = [[amount + (unit == "個" ? "" : " ") + unit, name, second], [name, amount + " " + unit], [word, name, second],
                          [amount, unit, name + ","] ]
            let line = shapes[lines.next(shapes.count)].filter { !$0.isEmpty }.joined(separator: " ")
            for comma in [false, true] {
                guard case .success(let ingredient) = Ingredient.parse(line, decimalComma: comma) else { continue }
                // A recipe's pages scale a name or note for all their servings at once: each as it alone at its own.
                let factors = [Rational.one, Rational(2), Rational(3, 2), Rational(1, 7), Rational(100)]
                for text in [ingredient.name, ingredient.note] {
                    let atOnce = ingredient.withInnerAmounts(text, scaledBy: factors, decimalComma: comma)
                    #expect(atOnce == factors.map { ingredient.withInnerAmounts(text, scaledBy: $0, decimalComma: comma) }, "\(line)")
                    #expect(atOnce[0] == text, "\(line)")
                    if atOnce[1] != text { innerAmountsScaled += 1 }
                }
                for factor in [Rational(2), Rational(3, 2), Rational(1, 7), Rational(100)] {
                    let amount = ingredient.amountLine(scaledBy: factor, decimalComma: comma)
                    let shown = ingredient.line(amountLine: amount,
                                                shownName: ingredient.withInnerAmounts(ingredient.name(after: amount), scaledBy: factor, decimalComma: comma),
                                                shownNote: ingredient.withInnerAmounts(ingredient.note, scaledBy: factor, decimalComma: comma))
                    #expect(!shown.isEmpty, "\(line)")
                    // A second amount of weight or volume after "about", "oder", "circa", "env." scales with the
                    // line's own weight or volume: never "4 cups flour (about 900g)".
                    let measured = ingredient.measureUnit.map { $0.system != .count } ?? false
                    if factor == Rational(2), measured, !ingredient.hasUnreadAmount, amount != ingredient.amountLine(scaledBy: .one, decimalComma: comma),
                       ["(about 900g)", "(oder 400 ml)", "(circa 25 g)", "(env. 7 oz)"].contains(second), line.hasSuffix(second) {
                        #expect(!shown.contains(second), "\(line) → \(shown)")
                    }
                }
            }
        }
        // The lines with a second amount were scaled: the comparison above compared something.
        #expect(innerAmountsScaled > 100)
    }

    /// At the writer's own servings every line of these shapes reads as it was written, character for
    /// character.
    @Test(arguments: ["じゃがいも ３個", "醤油 大さじ２", "水 1と1/2カップ", "雞翅 8 ～ 10 隻", "2 and 1/2 cups (285g) flour",
                      "eine halbe Zwiebel", "meia colher (sopa) de sal", "One (1-inch) piece ginger", "400g tin chopped tomatoes",
                      "wieprzowina, łopatka lub karkówka 1200 g", "1 Dose Kokosmilch (oder 400 ml)", "3 - 4 EL Olivenöl"])
    func aLineReadsAsWrittenAtItsOwnServings(_ line: String) throws {
        let ingredient = try Ingredient.parse(line).get()
        #expect(ingredient.line(scaledBy: .one) == line)
        #expect(!ingredient.hasUnreadAmount, "the amount is read")
    }
}
