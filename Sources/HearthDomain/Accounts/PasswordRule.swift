/// What a member's password must be. bcrypt reads at most 72 bytes of a password, so a longer one
/// would be cut silently: refused instead, with the reason.
public enum PasswordRule {
    public static let minimumLength = 8
    public static let maximumBytes = 72

    public static func check(_ password: String, field: String = "password") -> Result<String, InvalidValue> {
        if password.count < minimumLength {
            return .failure(InvalidValue(field: field, expected: "at least \(minimumLength) characters, not \(password.count)",
                                         said: .passwordShort, ["count": String(minimumLength)]))
        }
        if password.utf8.count > maximumBytes {
            return .failure(InvalidValue(field: field, expected: "at most \(maximumBytes) bytes (bcrypt reads no more), not \(password.utf8.count)",
                                         said: .passwordLong, ["limit": String(maximumBytes)]))
        }
        if password.trimmed.isEmpty {
            return .failure(InvalidValue(field: field, expected: "a password that is not only spaces", said: .passwordSpaces))
        }
        if let control = password.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return .failure(InvalidValue(field: field, expected: "no control characters (found U+\(String(control.value, radix: 16, uppercase: true)))",
                                         said: .hiddenCharacter, ["code": String(control.value, radix: 16, uppercase: true)]))
        }
        return .success(password)
    }
}
