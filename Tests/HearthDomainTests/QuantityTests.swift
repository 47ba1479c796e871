import Testing
@testable import HearthDomain

/// Parsing, scaling and formatting of recipe amounts, with the bugs other recipe tools shipped
/// (DOMAIN.md) as cases of their own.
@Suite struct QuantityTests {
    static func amount(_ text: String, decimalComma: Bool = false) -> Amount? {
        guard let (amount, rest) = Amount.parse(prefixOf: text, decimalComma: decimalComma), rest.trimmed.isEmpty else { return nil }
        return amount
    }

    @Test(arguments: [
        ("2", Amount.single(Rational(2))),
        ("1/2", .single(Rational(1, 2))),
        ("1 1/2", .single(Rational(3, 2))),
        ("1½", .single(Rational(3, 2))),
        ("½", .single(Rational(1, 2))),
        ("0.75", .single(Rational(3, 4))),
        ("2-3", .range(Rational(2), Rational(3))),
        ("2 – 3", .range(Rational(2), Rational(3))),
        ("1 to 2", .range(Rational(1), Rational(2))),
        ("1/3-1/2", .range(Rational(1, 3), Rational(1, 2))),
        ("1-1/2", .single(Rational(3, 2))),
        ("2-3/4", .single(Rational(11, 4))),
        ("1-2", .range(Rational(1), Rational(2))),
    ])
    func whatPeopleWriteIsReadExactly(text: String, expected: Amount) {
        #expect(Self.amount(text) == expected)
    }

    /// Either decimal mark is read, whichever the family writes: "1.5 kg" pasted into a family that writes
    /// decimal commas was read as 1 with a name ".5 kg flour", and a family that changed its mark saw its
    /// recipes stop scaling. Only the other mark before exactly three digits is ambiguous; there it groups
    /// thousands, as the people who write that mark read it.
    @Test(arguments: [
        ("1,5", false, Amount.single(Rational(3, 2))),
        ("1,5", true, .single(Rational(3, 2))),
        ("1.5", true, .single(Rational(3, 2))),
        ("0,125", false, .single(Rational(1, 8))),
        ("1,25", false, .single(Rational(5, 4))),
        ("1,500", false, .single(Rational(1500))),
        ("1.500", true, .single(Rational(1500))),
        ("1.500", false, .single(Rational(3, 2))),
        ("1,500", true, .single(Rational(3, 2))),
        ("1,5-2", false, .range(Rational(3, 2), Rational(2))),
        ("1,234.5", false, .single(Rational(2469, 2))),
        ("1.234,5", true, .single(Rational(2469, 2))),
        ("1,000.000", false, .single(Rational(1000))),
    ])
    func eitherDecimalMarkIsRead(text: String, decimalComma: Bool, expected: Amount) {
        #expect(Self.amount(text, decimalComma: decimalComma) == expected)
    }

    @Test func aFamilyThatChangesItsMarkKeepsItsRecipesScaling() throws {
        let written = try Ingredient.parse("1.5 kg flour, sifted").get()
        #expect(written.amountLine(scaledBy: Rational(1, 2), decimalComma: true) == "750 g")
        let pasted = try Ingredient.parse("1.5 kg flour, sifted", decimalComma: true).get()
        #expect(pasted == Ingredient(amountText: "1.5", unit: "kg", name: "flour", note: "sifted"))
        let european = try Ingredient.parse("1,5 l milk, cold").get()
        #expect(european == Ingredient(amountText: "1,5", unit: "l", name: "milk", note: "cold"))
        #expect(european.amountLine(scaledBy: Rational(2)) == "3 l")
        // More of a number after the number: refused, where it was read in part and scaled to "2 .000 g".
        for line in ["1.000.000 g sugar", "1,000,000 g sugar", "1.5.3 g sugar", "1,234.5.6 g sugar"] {
            #expect(throws: InvalidValue.self, "\(line)") { try Ingredient.parse(line).get() }
            #expect(throws: InvalidValue.self, "\(line)") { try Ingredient.parse(line, decimalComma: true).get() }
        }
    }

    @Test func ingredientLinesAreSplitIntoAmountUnitNameAndNote() throws {
        let flour = try Ingredient.parse("1 1/2 cups flour, sifted").get()
        #expect(flour == Ingredient(amountText: "1 1/2", unit: "cups", name: "flour", note: "sifted"))
        #expect(try Ingredient.parse("3 eggs").get() == Ingredient(amountText: "3", unit: "", name: "eggs", note: ""))
        // The writer's "50mL" is kept as written, for the recipe's own servings (issue 68: "400g tin").
        var milk = Ingredient(amountText: "50", unit: "mL", name: "milk", note: "")
        milk.amountWritten = "50mL"
        #expect(try Ingredient.parse("50mL milk").get() == milk)
        #expect(try Ingredient.parse("1x onion").get() == Ingredient(amountText: "1", unit: "x", name: "onion", note: ""))
        #expect(try Ingredient.parse("2-3 cloves garlic").get() == Ingredient(amountText: "2-3", unit: "cloves", name: "garlic", note: ""))
        #expect(try Ingredient.parse("2 cups of milk").get().name == "milk")
        #expect(try Ingredient.parse("4 fl oz cream").get().unit == "fl oz")
        #expect(try Ingredient.parse("a pinch of salt").get() == Ingredient(amountText: "a pinch", unit: "", name: "salt", note: ""))
        #expect(try Ingredient.parse("pepper, to taste").get() == Ingredient(amountText: "", unit: "", name: "pepper", note: "to taste"))
        var pork = Ingredient(amountText: "300", unit: "克", name: "豬絞肉", note: "")
        pork.amountWritten = "300克"
        #expect(try Ingredient.parse("300克豬絞肉").get() == pork)
        #expect(try Ingredient.parse("2 大匙 醬油").get() == Ingredient(amountText: "2", unit: "大匙", name: "醬油", note: ""))
        #expect(try Ingredient.parse("鹽 少許").get() == Ingredient(amountText: "", unit: "", name: "鹽 少許", note: ""), "as typed")
        #expect(try Ingredient.parse("2 cups").get().name == "cups", "a lone word after the number is the name, not a unit")
    }

    @Test func anAmountThatDoesNotParseWhereANumberIsRequiredIsAnError() {
        for line in ["1//2 cup sugar", "1/0 cup sugar", "3", "½", ",", "，", ", to taste"] {
            #expect(throws: InvalidValue.self, "\(line)") { try Ingredient.parse(line).get() }
        }
    }

    /// Numbers are bounded so that no amount can overflow while it is scaled and written: a line with
    /// a longer number is refused when it is added, rather than stopping every build later.
    @Test func anAmountTooLongToScaleSafelyIsRefused() throws {
        for line in ["999999999 999999998/999999999 cups flour", "1234567 g flour", "0.12345 l milk"] {
            #expect(throws: InvalidValue.self, "\(line)") { try Ingredient.parse(line).get() }
        }
        let largest = try Ingredient.parse("999999 999998/999999 cups flour").get()
        #expect(largest.scaledAmounts(by: [Rational(100), Rational(1, 100), Rational(99, 100)]).map(\.text) == ["100000000 cups", "10000 cups", "990000 cups"])
        #expect(try Ingredient.parse("9999.9999 l water").get().amountLine(scaledBy: Rational(100, 99)) == "10101 l")
    }

    /// "1-1/2 cups" is how many American recipes write 1½ cups: it scales as one number.
    @Test func anAmericanMixedNumberWithAHyphenIsOneNumber() throws {
        let flour = try Ingredient.parse("1-1/2 cups flour").get()
        #expect(flour.name == "flour")
        #expect(flour.amountLine(scaledBy: Rational(10, 4)) == "3¾ cups")
    }

    /// The factor is target / base, kept exact: one tool shipped 22.992 for a recipe of 24 scaled to 23.
    @Test func theFactorIsExact() throws {
        let factor = Rational(23, 24)
        #expect(try Ingredient.parse("24 cookies").get().amountLine(scaledBy: factor) == "23")
        #expect(try Ingredient.parse("1/3 cup sugar").get().amountLine(scaledBy: Rational(9, 3)) == "1 cup", "1/3 cup for 3 scaled to 9 is 1 cup")
    }

    /// A recipe's pages write each amount at four or five servings from one reading of it.
    @Test func amountsAtSeveralServingsAreEachTheAmountAtThatServings() throws {
        let factors = [Rational(1, 2), Rational(1), Rational(3, 2), Rational(2)]
        let lines: [(String, Bool, [String])] = [
            ("1 1/2 cups flour", false, ["¾ cup", "1 1/2 cups", "2¼ cups", "3 cups"]),
            ("a pinch of salt", false, ["a pinch of", "a pinch of", "a pinch of", "a pinch of"]),
            ("salt, to taste", false, ["", "", "", ""]),
            ("1,5 l Milch", true, ["750 ml", "1,5 l", "2,25 l", "3 l"]),
        ]
        for (line, decimalComma, expected) in lines {
            let ingredient = try Ingredient.parse(line, decimalComma: decimalComma).get()
            #expect(ingredient.scaledAmounts(by: factors, decimalComma: decimalComma).map(\.text) == expected, "\(line)")
            #expect(factors.map { ingredient.amountLine(scaledBy: $0, decimalComma: decimalComma) } == expected, "\(line)")
        }
    }

    /// "1 1/2 oz" is one number: a tool doubled it to "2 1 oz".
    @Test func aMixedNumberScalesAsOneNumber() throws {
        #expect(try Ingredient.parse("1 1/2 oz gin").get().amountLine(scaledBy: Rational(2)) == "3 oz")
        #expect(try Ingredient.parse("1 1/2 cups flour").get().amountLine(scaledBy: Rational(3, 2)) == "2¼ cups")
    }

    /// The seed app rounds to two decimals and floats print "0.600000000000001": neither here.
    @Test func noFloatingPointNoise() throws {
        #expect(try Ingredient.parse("0.1 l milk").get().amountLine(scaledBy: Rational(6)) == "600 ml")
        #expect(try Ingredient.parse("200 g butter").get().amountLine(scaledBy: Rational(1, 3)) == "65 g")
        #expect(try Ingredient.parse("1250 g flour").get().amountLine(scaledBy: Rational(3, 4)) == "940 g")
        #expect(try Ingredient.parse("2.5 ml vanilla").get().amountLine(scaledBy: Rational(1, 4)) == "0.6 ml")
    }

    /// Scaled below what a cup or a tablespoon measures, an amount is written in the next spoon down, as
    /// a cook measures it: a printed card read "0.19 cup flour" and "< ⅛ cup butter". A cup amount no
    /// measuring cup makes takes the tablespoons over it (docs/recipes.md).
    @Test func aSmallScaledVolumeIsWrittenInTheNextSpoonDown() throws {
        func scaled(_ line: String, _ factor: Rational) throws -> String { try Ingredient.parse(line).get().amountLine(scaledBy: factor) }
        #expect(try scaled("2 1/4 cups flour", Rational(1, 12)) == "3 tbsp")
        #expect(try scaled("1 cup butter", Rational(1, 12)) == "1 tbsp + 1 tsp")
        #expect(try scaled("1 cup milk", Rational(41, 100)) == "¼ cup + 2½ tbsp", "0.41 cup is no fraction a cup measures")
        #expect(try scaled("1 tablespoon oil", Rational(1, 6)) == "½ tsp")
        #expect(try scaled("1 cup sugar", Rational(1, 48)) == "1 tsp", "a cup to a teaspoon in two steps")
        #expect(try scaled("1-2 cups stock", Rational(1, 12)) == "1½–2½ tbsp", "a range moves whole, both ends in halves")
        #expect(try scaled("2 大匙 醬油", Rational(1, 6)) == "1 小匙", "in the script the line was written in")
        // What a cup or a spoon measures stays in it, and the recipe's own servings keep the writer's unit.
        #expect(try scaled("1 cup milk", Rational(1, 4)) == "¼ cup")
        #expect(try scaled("1 cup milk", Rational(1, 3)) == "⅓ cup")
        #expect(try scaled("1 tbsp oil", Rational(1, 2)) == "1½ tsp")
        #expect(try scaled("1/8 cup honey", Rational(1)) == "1/8 cup", "as written")
        #expect(try scaled("1/4 tsp salt", Rational(1, 8)) == "< ⅛ tsp", "no spoon below the teaspoon")
        #expect(try scaled("2 cups sugar", Rational(3, 25)) == "¼ cup", "0.24 cup is written ¼ cup, so it stays in cups")
        #expect(try scaled("1 1/3 cup cream", Rational(5, 12)) == "½ cup + 1 tbsp", "not 8⅞ tbsp")
        #expect(try scaled("1 杯 米", Rational(1, 12)) == "1 大匙 + 1 小匙", "杯 is a cup")
        #expect(try scaled("2 湯匙 糖", Rational(1, 8)) == "¾ 茶匙", "湯匙 pairs with 茶匙, 大匙 with 小匙")
        #expect(try scaled("2 eggs", Rational(1, 12)) == "⅛", "very little of a counted thing is an eighth")
        #expect(try scaled("2 eggs", Rational(1, 3)) == "⅔")
    }

    /// "2 eggs" for four is "1 egg" for two, as a cook writes it, and a printed card read "1 eggs".
    @Test func anEnglishPluralAfterOneOrLessIsSingular() throws {
        func scaled(_ line: String, _ factor: Rational) throws -> String { try Ingredient.parse(line).get().line(scaledBy: factor) }
        #expect(try scaled("2 eggs", Rational(1, 2)) == "1 egg")
        #expect(try scaled("2 eggs", Rational(1, 4)) == "½ egg")
        #expect(try scaled("2 eggs", Rational(2)) == "4 eggs")
        #expect(try scaled("3 large eggs, beaten", Rational(1, 3)) == "1 large egg, beaten")
        #expect(try scaled("2 cherries", Rational(1, 2)) == "1 cherry")
        #expect(try scaled("2 pie crusts", Rational(1, 2)) == "1 pie crust")
        #expect(try scaled("2 pies", Rational(1, 2)) == "1 pie")
        #expect(try scaled("4 peaches", Rational(1, 4)) == "1 peach")
        #expect(try scaled("2 tomatoes", Rational(1, 2)) == "1 tomato")
        #expect(try scaled("2 bay leaves", Rational(1, 2)) == "1 bay leaf")
        #expect(try scaled("4 lemon slices, to serve", Rational(1, 4)) == "1 lemon slice, to serve")
        // A unit carries the plural; a word that only looks plural, or another language's, stays.
        #expect(try scaled("2 cans kidney beans", Rational(1, 2)) == "1 can kidney beans")
        #expect(try scaled("2 hummus", Rational(1, 2)) == "1 hummus")
        #expect(try scaled("2 molasses", Rational(1, 2)) == "1 molasses")
        #expect(try scaled("2 顆 雞蛋", Rational(1, 2)) == "1 顆 雞蛋")
        #expect(try scaled("2 Äpfel", Rational(1, 2)) == "1 Äpfel")
        #expect(try scaled("a pinch of chilies", Rational(1, 2)) == "a pinch of chilies")
    }

    /// "1 onion" for two is "2 onions" for four: a card for more read "2 onion".
    @Test func anEnglishSingularAfterMoreThanOneIsPlural() throws {
        func scaled(_ line: String, _ factor: Rational) throws -> String { try Ingredient.parse(line).get().line(scaledBy: factor) }
        #expect(try scaled("1 onion, diced", Rational(2)) == "2 onions, diced")
        #expect(try scaled("1 egg", Rational(3, 2)) == "1½ eggs")
        #expect(try scaled("1/2 lemon", Rational(4)) == "2 lemons")
        #expect(try scaled("½ red bell pepper", Rational(3)) == "1½ red bell peppers")
        #expect(try scaled("1 cherry tomato", Rational(2)) == "2 cherry tomatoes")
        #expect(try scaled("1 bay leaf", Rational(2)) == "2 bay leaves")
        #expect(try scaled("1 peach", Rational(2)) == "2 peaches")
        #expect(try scaled("1 berry", Rational(2)) == "2 berries")
        #expect(try scaled("1 turkey", Rational(2)) == "2 turkeys")
        #expect(try scaled("1 egg", Rational(1)) == "1 egg", "the writer's own servings stay as written")
        // Written as a plural already, not counted, after a unit, or another language's: as written.
        #expect(try scaled("1 eggs", Rational(2)) == "2 eggs")
        #expect(try scaled("1 garlic", Rational(2)) == "2 garlic")
        #expect(try scaled("1 can chickpeas", Rational(2)) == "2 cans chickpeas")
        #expect(try scaled("1 clove garlic", Rational(2)) == "2 cloves garlic")
        #expect(try scaled("1 顆 蘋果", Rational(2)) == "2 顆 蘋果")
        #expect(try scaled("1 limón", Rational(2)) == "2 limón")
        #expect(try scaled("2 onions", Rational(2)) == "4 onions")
        // The counted word is not always the last: a measure word, the word before "of" or before a
        // parenthesis; a name with a choice in it stays as written.
        #expect(try scaled("1 box of pasta", Rational(2)) == "2 boxes of pasta")
        #expect(try scaled("1 sprig of rosemary", Rational(2)) == "2 sprigs of rosemary")
        #expect(try scaled("1 dash hot sauce", Rational(2)) == "2 dashes hot sauce")
        #expect(try scaled("1 small box raisins", Rational(2)) == "2 small boxes raisins")
        #expect(try scaled("1 sheet puff pastry", Rational(2)) == "2 sheets puff pastry")
        #expect(try scaled("1 onion (diced)", Rational(2)) == "2 onions (diced)")
        #expect(try scaled("1 lime or lemon", Rational(2)) == "2 lime or lemon")
        #expect(try scaled("1 vanilla", Rational(2)) == "2 vanilla")
        #expect(try scaled("1 egg yolk", Rational(2)) == "2 egg yolks")
        #expect(try scaled("2 large cans tomatoes", Rational(1, 2)) == "1 large can tomatoes")
        #expect(try scaled("1 large can tomatoes", Rational(1)) == "1 large can tomatoes")
        // A unit inside the name is what is counted: "¼ (400 g) can tomato" read as if the tomato were.
        #expect(try scaled("1 (400 g) can tomatoes", Rational(1, 4)) == "¼ (400 g) can tomatoes")
        #expect(try scaled("1 (400 g) can tomatoes", Rational(2)) == "2 (400 g) cans tomatoes")
        #expect(try scaled("2 (400 g) cans tomatoes", Rational(1, 2)) == "1 (400 g) can tomatoes")
    }

    /// Amounts as Chinese recipes write them scale like any other: "1又1/2杯" read as 1 and a unit
    /// "又1/2杯" printed "2 又1/2杯" for twice the servings (2½ cups, where 3 were needed).
    @Test func chineseWrittenAmountsScale() throws {
        func scaled(_ line: String, _ factor: Rational) throws -> String { try Ingredient.parse(line).get().line(scaledBy: factor) }
        #expect(try scaled("1又1/2杯 麵粉", Rational(2)) == "3杯 麵粉", "the unit on its number as the writer put it")
        #expect(try scaled("1又½杯 麵粉", Rational(2)) == "3杯 麵粉")
        #expect(try scaled("半 斤 豬肉", Rational(2)) == "1 斤 豬肉")
        #expect(try scaled("一 杯 醬油", Rational(2)) == "2 杯 醬油")
        #expect(try scaled("一杯 醬油", Rational(3)) == "3杯 醬油")
        #expect(try scaled("兩 顆 蛋", Rational(2)) == "4 顆 蛋")
        #expect(try scaled("十二 個 餃子", Rational(1, 2)) == "6 個 餃子")
        #expect(try scaled("１ 大匙 醋", Rational(2)) == "2 大匙 醋")
        #expect(try scaled("１．５ 大匙 醋", Rational(2)) == "3 大匙 醋")
        #expect(try scaled("２－３ 顆 蛋", Rational(2)) == "4–6 顆 蛋")
        #expect(try scaled("半斤 豬肉", Rational(3)) == "1.5斤 豬肉", "斤 is a unit, written in decimals like grams")
        // At the recipe's own servings the amount is the writer's, character for character (issue 46).
        for line in ["一个半 番茄", "半个 青椒", "１ 大匙 醋", "1又1/2杯 麵粉", "洋蔥 半顆", "水 300~500c.c", "半 斤 豬肉"] {
            #expect(try scaled(line, .one) == line)
        }
        #expect(try scaled("洋蔥 半顆", Rational(3)) == "洋蔥 1½顆", "a numeral after the name is read too")
        #expect(try scaled("水 300~500c.c", Rational(2)) == "水 0.6–1 l", "a range with a tilde, in the unit of its larger end")
        // A numeral that begins a name stays in it, and so does a range of numerals; an amount after the
        // name is the line's (issue 46: it was left unscaled).
        #expect(try scaled("八角 2 顆", Rational(2)) == "八角 4 顆")
        #expect(try Ingredient.parse("一小撮 鹽").get().amountText.isEmpty)
        let sauce = try Ingredient.parse("三杯雞醬 2 大匙").get()
        #expect((sauce.name, sauce.amountText, sauce.unit, sauce.amountAfterName) == ("三杯雞醬", "2", "大匙", true), "the line's own digits are its amount")
        #expect(try Ingredient.parse("兩三片 薑").get().amountText.isEmpty, "two or three: not read as 3")
        #expect(try Ingredient.parse("1 鹽／胡椒").get().name == "鹽／胡椒", "only the amount is made half-width")
    }

    /// The teaspoon is the smallest spoon: an amount no spoon fraction is close to is the nearest ⅛.
    @Test func aTeaspoonAmountIsAnEighthNotADecimal() throws {
        func scaled(_ line: String, _ factor: Rational) throws -> String { try Ingredient.parse(line).get().line(scaledBy: factor) }
        #expect(try scaled("1/3 tsp salt", Rational(1, 2)) == "⅛ tsp salt", "0.17 tsp")
        #expect(try scaled("1/3 小匙 鹽", Rational(1, 2)) == "⅛ 小匙 鹽")
        #expect(try scaled("1 tsp salt", Rational(3, 8)) == "⅜ tsp salt")
        #expect(try scaled("1 tsp salt", Rational(1, 20)) == "< ⅛ tsp salt")
        #expect(try scaled("1/6 tsp salt", Rational(1)) == "1/6 tsp salt", "the writer's own servings are as written, not rounded to a spoon")
        #expect(try scaled("1/4-1/2 tsp salt", Rational(1, 3)) == "⅛ tsp salt", "a range whose ends round alike is one amount")
    }

    /// A tiny amount never becomes 0 or a blank ("< 1/8 tsp" rather than " cup").
    @Test func aTinyAmountIsNeverZeroOrBlank() throws {
        #expect(try Ingredient.parse("1/4 tsp salt").get().amountLine(scaledBy: Rational(1, 8)) == "< ⅛ tsp")
        #expect(try Ingredient.parse("1 g saffron").get().amountLine(scaledBy: Rational(1, 200)) == "< 0.1 g")
        #expect(try Ingredient.parse("1 egg").get().amountLine(scaledBy: Rational(1, 4)) == "¼")
    }

    @Test func customaryUnitsGetSmallFractionsOnlyWhenClose() throws {
        #expect(AmountFormatter.format(Rational(1, 3), system: .customary) == "⅓")
        #expect(AmountFormatter.format(Rational(5, 3), system: .customary) == "1⅔")
        #expect(AmountFormatter.format(Rational(7, 12), system: .customary) == "⅝", "0.583 is within 8 % of ⅝")
        #expect(AmountFormatter.format(Rational(1, 10), system: .customary) == "< ⅛")
        #expect(AmountFormatter.format(Rational(1, 7), system: .customary) == "0.14", "⅛ is 12.5 % off")
        #expect(AmountFormatter.format(Rational(11, 100), system: .customary) == "< ⅛")
        #expect(AmountFormatter.format(Rational(41, 100), system: .customary) == "0.41", "⅜ is 8.5 % off 0.41")
        #expect(AmountFormatter.format(Rational(49, 100), system: .customary) == "½", "½ is 2 % off")
    }

    /// Counted things in halves, thirds and quarters up to three, halves up to ten, then whole (docs/recipes.md).
    @Test func countedThingsAreInHalvesThirdsAndQuarters() throws {
        #expect(try Ingredient.parse("3 eggs").get().amountLine(scaledBy: Rational(1, 2)) == "1½")
        #expect(try Ingredient.parse("3 eggs").get().amountLine(scaledBy: Rational(3, 4)) == "2¼", "2.25 eggs")
        #expect(try Ingredient.parse("1x onion").get().amountLine(scaledBy: Rational(2)) == "2", "the app's x is a count, not a unit")
        #expect(try Ingredient.parse("2-3 cloves garlic").get().amountLine(scaledBy: Rational(2)) == "4–6 cloves")
        #expect(try Ingredient.parse("3 瓣 蒜頭").get().amountLine(scaledBy: Rational(3, 2)) == "4½ 瓣", "4.5 cloves: in halves up to ten")
        #expect(try Ingredient.parse("3 eggs").get().amountLine(scaledBy: Rational(5)) == "15", "whole from ten")
    }

    @Test func unitsAreSingularOrPluralAsTheAmountNeeds() throws {
        #expect(try Ingredient.parse("2 cups flour").get().amountLine(scaledBy: Rational(1, 2)) == "1 cup")
        #expect(try Ingredient.parse("1 cup flour").get().amountLine(scaledBy: Rational(3, 2)) == "1½ cups")
        #expect(try Ingredient.parse("1 clove garlic").get().amountLine(scaledBy: Rational(3)) == "3 cloves")
        #expect(try Ingredient.parse("2 大匙 醬油").get().amountLine(scaledBy: Rational(3, 2)) == "3 大匙", "Chinese measure words stay as written")
    }

    /// The number as shown decides: the demo's chili for 8 had "1 cans kidney beans" (1.2 cans, written 1).
    @Test func theUnitAgreesWithTheNumberAsWritten() throws {
        #expect(try Ingredient.parse("1 can kidney beans").get().amountLine(scaledBy: Rational(6, 5)) == "1¼ cans")
        #expect(try Ingredient.parse("1 clove garlic").get().amountLine(scaledBy: Rational(5, 4)) == "1¼ cloves")
        #expect(try Ingredient.parse("1 can kidney beans").get().amountLine(scaledBy: Rational(21, 20)) == "1 can", "1.05 cans, written 1")
        #expect(try Ingredient.parse("1 teaspoon salt").get().amountLine(scaledBy: Rational(2)) == "2 teaspoons", "the user's own spelling")
        #expect(try Ingredient.parse("2 tablespoons butter").get().amountLine(scaledBy: Rational(1, 2)) == "1 tablespoon")
        #expect(try Ingredient.parse("2 pounds beef").get().amountLine(scaledBy: Rational(1, 2)) == "1 pound")
        #expect(try Ingredient.parse("2 lbs beef").get().amountLine(scaledBy: Rational(1, 2)) == "1 lb")
        #expect(try Ingredient.parse("2 cups milk").get().amountLine(scaledBy: Rational(3, 8)) == "¾ cup")
        #expect(try Ingredient.parse("1 cup milk").get().amountLine(scaledBy: Rational(3, 2)) == "1½ cups")
        #expect(try Ingredient.parse("2-3 cans tomatoes").get().amountLine(scaledBy: Rational(1, 3)) == "⅔–1 can")
    }

    @Test func amountsThatDoNotScaleStayAsWritten() throws {
        #expect(try Ingredient.parse("a pinch of salt").get().line(scaledBy: Rational(3)) == "a pinch of salt")
        #expect(try Ingredient.parse("pepper, to taste").get().line(scaledBy: Rational(3)) == "pepper, to taste")
    }

    @Test func aDecimalCommaFamilyReadsAndWritesCommas() throws {
        let milk = try Ingredient.parse("1,5 l milk", decimalComma: true).get()
        #expect(milk.amountLine(scaledBy: Rational(1, 2), decimalComma: true) == "750 ml")
    }

    @Test func rationalArithmeticStaysReduced() {
        #expect(Rational(2, 4) == Rational(1, 2))
        #expect(Rational(1, 3) + Rational(1, 6) == Rational(1, 2))
        #expect(Rational(3, -6) == Rational(-1, 2))
        #expect(Rational(1, 3) * Rational(9) == Rational(3))
        #expect(Rational(1, 3) < Rational(1, 2))
    }

    /// What is over whole tablespoons is said in teaspoons: the demo's lemonade for 3 said "2 tbsp + ½ tbsp
    /// sugar" (halves had already been found not to measure 2⅔ tbsp), and `meal shop` wrote "1 tbsp + ½ tbsp".
    @Test func whatIsOverWholeTablespoonsIsInTeaspoons() {
        func text(_ teaspoons: Rational) -> String {
            KitchenAmount.spoonsAndCups(teaspoons).map { "\($0.value) \($0.unit?.key ?? "")" }.joined(separator: " + ")
        }
        #expect(text(Rational(8)) == "2 tbsp + 2 tsp")
        #expect(text(Rational(21, 4)) == "1 tbsp + 9/4 tsp")
        #expect(text(Rational(9, 2)) == "3/2 tbsp", "halves, where they measure it")
    }
}
