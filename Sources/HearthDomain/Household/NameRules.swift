/// What a name (of a family, a member, and later of items, labels, recipes) must be.
public enum NameRules {
    public static let maximumLength = 100

    /// The text trimmed, or why it cannot be one: not empty, at most `maximumLength` characters, no
    /// control characters, no characters that cannot be seen. Wishes and chore labels follow the same rules with their own lengths.
    /// `field` names what is checked, for the message ("family name").
    public static func check(_ name: String, field: String, maximumLength: Int = maximumLength,
                             noun: String = "name") -> Result<String, InvalidValue> {
        let trimmed = name.trimmed
        if trimmed.isEmpty {
            return .failure(InvalidValue(field: field, expected: "a \(noun) that is not empty", said: .empty))
        }
        if trimmed.count > maximumLength {
            return .failure(InvalidValue(field: field, expected: "at most \(maximumLength) characters, not \(trimmed.count)",
                                         said: .tooLong, ["limit": String(maximumLength), "count": String(trimmed.count)]))
        }
        // Marks piled onto one letter count as one character: the code points are limited too.
        if trimmed.unicodeScalars.count > 4 * maximumLength {
            return .failure(InvalidValue(field: field, expected: "at most \(4 * maximumLength) code points, not \(trimmed.unicodeScalars.count)",
                                         said: .tooManyCodePoints, ["limit": String(4 * maximumLength), "count": String(trimmed.unicodeScalars.count)]))
        }
        if let problem = checkCharacters(trimmed, field: field) { return .failure(problem) }
        // Zero-width spaces, joiners and other characters that draw nothing: a name made only of them
        // shows as a blank that no one can read or type.
        // U+2800, the Braille pattern with no dots, draws nothing either.
        if !trimmed.unicodeScalars.contains(where: { !$0.properties.isWhitespace && !$0.properties.isDefaultIgnorableCodePoint && $0 != "\u{2800}" }) {
            return .failure(InvalidValue(field: field, expected: "a \(noun) with a visible character, not only invisible ones", said: .invisible))
        }
        // One of them among visible ones makes a name look like another ("Oat\u{200B} Milk" and "Oat Milk");
        // the joiners of emoji and of scripts that need them stay (NameRules+Invisible.swift).
        if let hidden = invisibleCharacter(in: trimmed) {
            let code = String(hidden.value, radix: 16, uppercase: true)
            return .failure(InvalidValue(field: field, expected: "no characters that cannot be seen (found U+\(code))", said: .invisibleCharacter, ["code": code]))
        }
        return .success(trimmed)
    }

    /// The rules above but the lengths, as a regular expression for the API's document (ECMA-262,
    /// OpenAPI's `pattern`; the schema gives the lengths as maxLength): no character `checkCharacters`
    /// refuses, and one at least that draws something. Marks piled on one letter, and names of only
    /// invisible characters beyond U+FFFF, are refused but not described. A test holds it to `check` for
    /// every character of the Basic Multilingual Plane.
    public static let pattern: String = {
        // Control characters, the line and paragraph separators, the direction controls, and the
        // default-ignorable code points (`invisibleCharacter`: the joiners of emoji and of the scripts
        // that need them are taken by the rules, but not described).
        let refused = #"\x00-\x1F\x7F-\x9F\u2028\u2029\u202A-\u202E\u2066-\u2069"#
            + #"\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8"#
        // White space, and U+2800: characters that draw nothing, taken beside one that does.
        let invisible = #" \u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u2800"#
        return "^[^\(refused)]*[^\(refused)\(invisible)][^\(refused)]*$"
    }()

    /// An ID another program gave a location or an item (the ShoppingList apps use UUIDs): kept as it
    /// is, so it must be something a later import can read back.
    public static func checkExternalID(_ id: String, field: String) -> InvalidValue? {
        if id.isEmpty { return InvalidValue(field: field, expected: "an ID that is not empty") }
        if id.count > 100 { return InvalidValue(field: field, expected: "an ID of at most 100 characters, not \(id.count)") }
        if id.trimmed != id { return InvalidValue(field: field, expected: "an ID without spaces at its ends, found \"\(id)\"") }
        return checkCharacters(id, field: field)
    }

    /// Why a line of text (a name, an ingredient line) cannot be shown as typed: a control character,
    /// or one that turns the text's direction. Nil if it can.
    public static func checkCharacters(_ text: String, field: String) -> InvalidValue? {
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            return InvalidValue(field: field, expected: "no control characters (found U+\(code))", said: .hiddenCharacter, ["code": code])
        }
        // The line and paragraph separators break a line where no line may break (a table cell, a
        // calendar event, JSON-LD read by a JavaScript parser before 2019).
        if let separator = text.unicodeScalars.first(where: { $0 == "\u{2028}" || $0 == "\u{2029}" }) {
            let code = String(separator.value, radix: 16, uppercase: true)
            return InvalidValue(field: field, expected: "no line or paragraph separators (found U+\(code))", said: .hiddenCharacter, ["code": code])
        }
        if let override = text.unicodeScalars.first(where: isBidirectionalControl) {
            let code = String(override.value, radix: 16, uppercase: true)
            return InvalidValue(field: field, expected: "no characters that turn the text's direction (found U+\(code))", said: .hiddenCharacter, ["code": code])
        }
        if let piled = text.first(where: { marks(on: $0) > maximumMarksOnOneCharacter }) {
            return InvalidValue(field: field, expected: "at most \(maximumMarksOnOneCharacter) accents or other marks on one letter (found \(marks(on: piled)))",
                                said: .tooManyMarks, ["limit": String(maximumMarksOnOneCharacter), "count": String(marks(on: piled))])
        }
        return nil
    }

    /// Writing piles at most a few marks onto one letter (Vietnamese two, Hebrew with its points and
    /// cantillation four); hundreds of them draw a black column over the lines above and below: over
    /// the other members' join cards, where a printed QR code must stay clear.
    public static let maximumMarksOnOneCharacter = 8

    /// The marks that stack on a letter rather than standing beside it (Unicode's Mn and Me).
    private static func marks(on character: Character) -> Int {
        character.unicodeScalars.count(where: { scalar in
            let category = scalar.properties.generalCategory
            return category == .nonspacingMark || category == .enclosingMark
        })
    }

    /// A Markdown text (a recipe's method, a car's description) trimmed, or why it cannot be kept as
    /// typed: a control character other than tab and line breaks. NUL would also cut the text short
    /// where SQLite stores it.
    public static func checkMarkdown(_ text: String, field: String) -> Result<String, InvalidValue> {
        let allowed: Set<Unicode.Scalar> = ["\t", "\n", "\r"]
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control && !allowed.contains($0) }) {
            let code = String(control.value, radix: 16, uppercase: true)
            return .failure(InvalidValue(field: field, expected: "no control characters but tabs and line breaks (found U+\(code))"))
        }
        return .success(text.trimmed)
    }

    /// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name holding U+202E shows
    /// the text after it backwards on the page ("5 / 0" for "0 / 5").
    public static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

/// A value that breaks a rule: names the field and says what was expected.
public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    public var field: String
    public var expected: String
    /// The rule broken in the theme's words, for a page; nil for a value only a command or a file gives.
    public var wording: Wording?

    public init(field: String, expected: String, wording: Wording? = nil) {
        self.field = field
        self.expected = expected
        self.wording = wording
    }

    /// A refusal in the theme's words too, of the domain's field `field` names, if it names one (`Field`).
    public init(field: String, expected: String, said key: Wording.Key, _ values: [String: String] = [:]) {
        self.init(field: field, expected: expected, wording: Wording(key, values, field: field))
    }

    public var description: String { "\(field): expected \(expected)" }
}
