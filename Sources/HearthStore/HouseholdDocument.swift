import HearthDomain

/// The export format: the whole store as one JSON document (docs/export-format.md describes it).
/// Version 1. Fields are added to version 1 only as optional ones; anything else is a new version.
struct HouseholdDocument: Codable, Equatable {
    static let formatName = "hearth-household"
    static let currentVersion = 1

    var format: String
    var version: Int
    var families: [FamilyEntry]
    var members: [MemberEntry]

    struct FamilyEntry: Codable, Equatable {
        var id: String
        var name: String
        var language: String
        var created: String
    }

    struct MemberEntry: Codable, Equatable {
        var id: String
        var displayName: String
        var family: String
        var originFamily: String
        var manager: Bool
        var created: String
    }
}
