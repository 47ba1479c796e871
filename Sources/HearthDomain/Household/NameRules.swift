/// What a name (of a family, a member, and later of items, labels, recipes) must be.
public enum NameRules {
    public static let maximumLength = 100

    /// The text trimmed, or why it cannot be one: not empty, at most `maximumLength` characters, no
    /// control characters. Wishes and chore labels follow the same rules with their own lengths.
    /// `field` names what is checked, for the message ("family name").
    public static func check(_ name: String, field: String, maximumLength: Int = maximumLength,
                             noun: String = "name") -> Result<String, InvalidValue> {
        let trimmed = name.trimmed
        if trimmed.isEmpty {
            return .failure(InvalidValue(field: field, expected: "a \(noun) that is not empty"))
        }
        if trimmed.count > maximumLength {
            return .failure(InvalidValue(field: field, expected: "at most \(maximumLength) characters, not \(trimmed.count)"))
        }
        if let control = trimmed.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let code = String(control.value, radix: 16, uppercase: true)
            return .failure(InvalidValue(field: field, expected: "no control characters (found U+\(code))"))
        }
        return .success(trimmed)
    }
}

/// A value that breaks a rule: names the field and says what was expected.
public struct InvalidValue: Error, Equatable, Sendable, CustomStringConvertible {
    public var field: String
    public var expected: String

    public init(field: String, expected: String) {
        self.field = field
        self.expected = expected
    }

    public var description: String { "\(field): expected \(expected)" }
}
