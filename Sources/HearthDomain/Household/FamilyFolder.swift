/// The rule for the short name of a family's folder in the site (`hearth family set --folder riveras`):
/// what a person types in an address, so lowercase letters a to z, digits and "-", 1 to 40 of them, not
/// starting or ending with "-"; never the name of something at the site's root (assets) nor the shape of
/// a family ID, which names the folder of a family that chose none.
public enum FamilyFolder {
    public static let maximumLength = 40
    /// What the root of a site holds, or held when an older Hearth put one family's pages there: a family
    /// folder of one of these names would take in another family's redirect pages. And the addresses
    /// `hearth host` answers at the root: sign-in, join cards, device links.
    static let reserved: Set<String> = ["assets", "404", "index", "images", "qr", "groceries", "shopping", "chores", "recipes", "cars", "family",
                                        "sign-in", "join", "device"]

    /// The name lowercased, or why it cannot be one.
    public static func check(_ text: String, field: String = "--folder") -> Result<String, InvalidValue> {
        let name = text.trimmed.lowercased()
        let allowed = name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        guard !name.isEmpty, name.count <= maximumLength, allowed, !name.hasPrefix("-"), !name.hasSuffix("-") else {
            return .failure(InvalidValue(field: field, expected: "a folder name of 1 to \(maximumLength) letters a to z, digits and \"-\" (not first or last), such as riveras, found \"\(text)\""))
        }
        if reserved.contains(name) {
            return .failure(InvalidValue(field: field, expected: "a folder name other than \(reserved.sorted().joined(separator: ", ")), which the site's root uses"))
        }
        if HearthID(name.uppercased()) != nil && name.count == 12 {
            return .failure(InvalidValue(field: field, expected: "a folder name that is not shaped like a family ID (12 letters and digits), such as riveras"))
        }
        return .success(name)
    }
}
