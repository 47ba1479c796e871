import Testing
@testable import HearthDomain

@Suite struct NameRulesTests {
    @Test func namesAreTrimmed() throws {
        #expect(try NameRules.check("  林家 ", field: "family name").get() == "林家")
    }

    @Test func emptyLongAndControlNamesAreRefusedWithTheField() {
        let empty = NameRules.check("   ", field: "family name")
        #expect(throws: InvalidValue(field: "family name", expected: "a name that is not empty", said: .empty)) { try empty.get() }

        let long = NameRules.check(String(repeating: "a", count: 101), field: "member name")
        #expect(throws: InvalidValue(field: "member name", expected: "at most 100 characters, not 101", said: .tooLong, ["limit": "100", "count": "101"])) { try long.get() }

        let control = NameRules.check("Ana\u{0}Bob", field: "member name")
        #expect(throws: InvalidValue(field: "member name", expected: "no control characters (found U+0)", said: .hiddenCharacter, ["code": "0"])) { try control.get() }
    }

    /// A name that draws nothing, or breaks a line where none may break, cannot be read or typed back.
    @Test func invisibleNamesAndLineSeparatorsAreRefused() throws {
        for invisible in ["\u{200B}", "\u{200B}\u{200D}\u{FEFF}", "\u{2060}", "\u{2800}"] {
            #expect(throws: InvalidValue(field: "member name", expected: "a name with a visible character, not only invisible ones", said: .invisible)) {
                try NameRules.check(invisible, field: "member name").get()
            }
        }
        #expect(throws: InvalidValue(field: "item", expected: "no line or paragraph separators (found U+2029)", said: .hiddenCharacter, ["code": "2029"])) {
            try NameRules.check("Mi\u{2029}lk", field: "item").get()
        }
        // Joiners inside a name that has letters stay: emoji sequences and Persian need them.
        #expect(try NameRules.check("👨\u{200D}👩\u{200D}👧 family", field: "family name").get() == "👨\u{200D}👩\u{200D}👧 family")
    }

    /// Issue 63: a character that draws nothing inside a visible name made three "Oat Milk" items that
    /// looked the same. Every default-ignorable code point is refused, in names of every kind, naming it;
    /// the joiner and U+FE0F of emoji, and the joiners of scripts that need them, stay.
    @Test func invisibleCharactersInsideANameAreRefusedButEmojiAndScriptsKeepTheirJoiners() throws {
        let hidden: [(String, String)] = [("Oat\u{FEFF} Milk", "FEFF"), ("Oat\u{2060}Milk", "2060"), ("Oa\u{200B}t Milk", "200B"),
                                         ("Oat Mi\u{AD}lk", "AD"), ("Oat\u{FE0F} Milk", "FE0F"), ("Oat\u{200D}Milk", "200D"),
                                         ("Oat\u{200C}Milk", "200C"), ("\u{200E}Oat Milk", "200E"), ("Oat Milk\u{E0041}", "E0041"),
                                         ("牛\u{200D}奶", "200D"), ("Oat\u{FE00} Milk", "FE00"), ("\u{3164}Ana", "3164"), ("1\u{200D}2", "200D"), ("👋🏽\u{200D}", "200D")]
        for (name, code) in hidden {
            #expect(throws: InvalidValue(field: "item name", expected: "no characters that cannot be seen (found U+\(code))",
                                         said: .invisibleCharacter, ["code": code]), "\(name.unicodeScalars.map { String($0.value, radix: 16) })") {
                try NameRules.check(name, field: "item name").get()
            }
        }
        // Every kind of name goes through the same rule.
        #expect(throws: InvalidValue.self) { try Wish.check("Kite\u{200B}").get() }
        #expect(throws: InvalidValue.self) { try ChoreLabel.checkCustom("Dishes\u{2060}", existing: []).get() }
        #expect(throws: InvalidValue.self) { try RecipeType.checkOwn("Soup\u{AD}s", existing: []).get() }
        for kept in ["❤\u{FE0F}", "👨\u{200D}👩\u{200D}👧 snacks", "❤\u{FE0F}\u{200D}🔥", "🏳\u{FE0F}\u{200D}🌈 flags", "1\u{FE0F}\u{20E3} shelf",
                     "🏃\u{200D}♀\u{FE0F}", "👋🏽 hi", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F} tea",
                     "می\u{200C}خواهم", "क्\u{200D}ष"] {
            #expect(try NameRules.check(kept, field: "item name").get() == kept, "\(kept.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func idsFromOtherProgramsMustReadBack() {
        #expect(NameRules.checkExternalID("", field: "[0].id")?.expected == "an ID that is not empty")
        #expect(NameRules.checkExternalID(" A1", field: "[0].id")?.expected == "an ID without spaces at its ends, found \" A1\"")
        #expect(NameRules.checkExternalID(String(repeating: "i", count: 101), field: "[0].id")?.expected == "an ID of at most 100 characters, not 101")
        #expect(NameRules.checkExternalID("9E051B8F-635A-4071-A0D4-0D2E8B701491", field: "[0].id") == nil)
    }

    @Test func aNameBookFindsNamesThatDifferOnlyInLetterCase() {
        var book = NameBook([("1", "Milk")])
        #expect(book.claim("MILK", by: "2")?.id == "1")
        #expect(book.claim("milk", by: "1") == nil, "one's own name in another case")
        #expect(book.claim("Eggs", by: "2") == nil)
        #expect(book.holder(of: "eggs")?.id == "2")
        #expect(book.holder(of: "eggs", except: "2") == nil)
    }

    /// What the eye sees as one character can hold hundreds of code points: 200 Hangul jamo make one.
    /// A name like that made a slug longer than a file name may be, and every build failed.
    @Test func pilesOfCodePointsAreRefusedAndNeverMakeALongSlug() throws {
        let piled = "a" + String(repeating: "\u{345}", count: 5000)
        #expect(piled.count == 1)
        #expect(throws: InvalidValue(field: "label", expected: "at most 400 code points, not 5001", said: .tooManyCodePoints, ["limit": "400", "count": "5001"])) { try NameRules.check(piled, field: "label").get() }
        let jamo = String(repeating: "\u{1100}", count: 200)
        #expect(try NameRules.check(jamo, field: "recipe name").get() == jamo, "200 code points are allowed")
        let slug = Slug.make(jamo)
        #expect(slug.unicodeScalars.count == Slug.maximumLength && slug.utf8.count <= Slug.maximumBytes)
        #expect(Slug.make(String(repeating: "中", count: 80)).utf8.count == 180, "60 code points of 3 bytes")
        #expect(Slug.make("Buttermilk pancakes") == "buttermilk-pancakes")
    }

    /// A letter under hundreds of accents draws a black column over the lines around it (over the next
    /// member's join card and QR code); writing needs a few.
    @Test func aLetterTakesAFewMarksNotAPile() throws {
        let piled = "e" + String(repeating: "\u{301}", count: 9)
        #expect(throws: InvalidValue(field: "member name", expected: "at most 8 accents or other marks on one letter (found 9)", said: .tooManyMarks, ["limit": "8", "count": "9"])) {
            try NameRules.check("Zoe " + piled, field: "member name").get()
        }
        #expect(NameRules.checkCharacters("1 cup " + piled, field: "ingredient") != nil, "ingredient lines too")
        for written in ["Nguyễn Thị Ánh", "e" + String(repeating: "\u{301}", count: 8), "שָׁלוֹם", "བཀྲ་ཤིས་", "क्षत्रिय"] {
            #expect(try NameRules.check(written, field: "member name").get() == written)
        }
    }

    /// A recipe keeps the address its own name makes: a duplicate or a name of symbols is numbered
    /// around it. Two names one file name on a case-insensitive file system (a site copied to a Mac or
    /// a Windows share) never get one folder between them.
    @Test func slugsGoToTheNameThatMakesThemAndNeverClashOnACaseInsensitiveDisk() throws {
        #expect(Slug.unique(["Soup", "Soup", "Soup 2"], fallback: "recipe") == ["soup", "soup-3", "soup-2"])
        #expect(Slug.unique(["???", "Recipe", "!!!"], fallback: "recipe") == ["recipe-2", "recipe", "recipe-3"])
        #expect(Slug.unique(["ſoup", "Soup"], fallback: "recipe") == ["ſoup", "soup-2"])
        #expect(Slug.unique(["ΟΔΟΣ", "οδος", "Οδός"], fallback: "recipe") == ["οδοσ", "οδος-2", "οδός"])
        #expect(Slug.unique(["Tea", "Coffee", "Tea"], fallback: "recipe") == ["tea", "coffee", "tea-2"], "same names, same order: same slugs")
    }

    /// U+202E shows the text after it backwards: "0 / 5" read "5 / 0" beside such a name.
    @Test func bidirectionalOverridesAreRefused() throws {
        for scalar in ["\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}"] {
            #expect(throws: InvalidValue.self, "\(scalar.unicodeScalars.first!.value)") { try NameRules.check("evil\(scalar)name", field: "member name").get() }
        }
        #expect(try NameRules.check("שלום Ana", field: "member name").get() == "שלום Ana", "right-to-left text itself is fine")
    }
}

/// Lists read as people read them: numbers by value, letter case aside.
@Suite struct NaturalOrderTests {
    @Test func numbersSortByValueAndCaseDoesNotMatter() {
        let names = ["Car 10", "car 2", "Car 1", "Car 02b", "Apple", "banana"]
        #expect(names.sorted { NaturalOrder.key($0) < NaturalOrder.key($1) } == ["Apple", "banana", "Car 1", "car 2", "Car 02b", "Car 10"])
        let items = ["Item 10", "Item 9", "Item 100"].map {
            GroceryItem(id: $0, name: $0, quantity: 1, locationID: "unknown", addedBy: nil, onList: true, completed: false, available: true, lastPurchased: nil)
        }
        #expect(GroceryItem.sortedByName(items).map(\.name) == ["Item 9", "Item 10", "Item 100"])
    }
}
