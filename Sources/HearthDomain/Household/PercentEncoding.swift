extension String {
    /// The text with every byte but RFC 3986's unreserved characters (ASCII letters and digits, "-", ".",
    /// "_", "~") percent-encoded: safe as a path's segment or a query's value, whatever the store held.
    public var percentEncoded: String {
        var result = ""
        for byte in utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80 && (character.isLetter || character.isNumber || "-._~".contains(character)) {
                result.append(character)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
