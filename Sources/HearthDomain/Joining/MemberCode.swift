/// What a member's QR code carries, and how the ID is read back from whatever a phone's scanner read.
public enum MemberCode {
    /// The placeholder a join URL template holds: `https://home.example/join?member={id}`.
    public static let placeholder = "{id}"

    /// Checks a join URL template given to `--join-url`.
    public static func checkTemplate(_ template: String) -> Result<String, InvalidValue> {
        let field = "--join-url"
        guard template.contains(placeholder) else {
            return .failure(InvalidValue(field: field, expected: "a URL with \(placeholder) where the member ID goes, such as https://home.example/join?member=\(placeholder)"))
        }
        guard let colon = template.firstIndex(of: ":"), template[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
              template.first?.isLetter == true else {
            return .failure(InvalidValue(field: field, expected: "a URL that starts with its scheme, such as https://"))
        }
        if template.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.properties.generalCategory == .control }) {
            return .failure(InvalidValue(field: field, expected: "a URL without spaces or control characters"))
        }
        return .success(template)
    }

    /// The text a member's code carries: the bare ID, or the join URL with the ID filled in.
    public static func payload(for id: HearthID, joinURL template: String?) -> String {
        guard let template else { return id.text }
        return template.replacingOccurrences(of: placeholder, with: id.text.percentEncoded)
    }

    /// The member ID inside a scanned code: the bare ID (any letter case, spaces around it), the ID as
    /// a join card prints it for typing ("FUVG WN9J B3SQ", or with hyphens), or a URL that holds it (as
    /// `member=` or as the last ID-shaped part of the path).
    public static func memberID(in code: String) -> HearthID? {
        if let id = HearthID(code) { return id }
        let ungrouped = code.trimmed.filter { $0 != " " && $0 != "-" && $0 != "\u{00A0}" }
        if ungrouped.count == HearthID.length, !code.contains("/"), let id = HearthID(ungrouped) { return id }
        var tokens: [String] = []
        var current = ""
        for character in code {
            if character.isASCII && (character.isLetter || character.isNumber) {
                current.append(character)
            } else {
                tokens.append(current)
                current = ""
            }
        }
        tokens.append(current)
        if let index = tokens.firstIndex(where: { $0.lowercased() == "member" }), index + 1 < tokens.count,
           let id = HearthID(tokens[index + 1]) {
            return id
        }
        return tokens.reversed().lazy.compactMap { token in token.count == HearthID.length ? HearthID(token) : nil }.first
    }
}
