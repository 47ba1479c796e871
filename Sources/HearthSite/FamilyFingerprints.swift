import HearthDomain

/// The digest of each part of a family's household (`FamilyData`), from its records whole
/// (`Fingerprint.of`): what a page's key is made of (`key(of:)`). Each part is digested once, by the first
/// page that asks, on whichever core it is rendered.
final class FamilyFingerprints: Sendable {
    private let parts: [FamilyData: MadeOnce<String>]
    /// Each recipe's text, in the snapshot's order: its own page's key and, joined, the recipes' part (a
    /// book of 10,000 recipes is encoded once, not twice).
    private let recipeTexts: MadeOnce<[String]>
    /// The recipes, for a recipe's text on its own.
    private let recipes: [Recipe]
    /// Whether the recipes' part is asked for too (pages keyed by parts, `SitePlan.keysPagesByParts`):
    /// then every recipe's text is made once, for both; else each recipe page asked for makes its own (a
    /// meal planned renders a recipe's pages, and encoded the whole book for its key).
    private let wholeBook: Bool

    init(_ snapshot: FamilySnapshot, wholeBook: Bool = true) {
        let recipeTexts = MadeOnce { snapshot.recipes.map { Fingerprint.of($0) } }
        var parts: [FamilyData: MadeOnce<String>] = [:]
        for part in FamilyData.allCases {
            parts[part] = MadeOnce { SitePlan.digest([try Self.text(of: part, in: snapshot, recipeTexts: recipeTexts)]) }
        }
        self.parts = parts
        self.recipeTexts = recipeTexts
        recipes = snapshot.recipes
        self.wholeBook = wholeBook
    }

    /// The text of the snapshot's recipe at `index` (`Fingerprint.of`).
    func recipeText(at index: Int) -> String {
        guard wholeBook else { return Fingerprint.of(recipes[index]) }
        return (try? recipeTexts.value()[index]) ?? ""
    }

    /// The key of a page that shows `shown`, and the family's own record, which every page shows.
    func key(of shown: Set<FamilyData>) -> String {
        Fingerprint.join(shown.union([.family]).sorted().map(digest))
    }

    /// The digest of one part's records.
    private func digest(of part: FamilyData) -> String {
        (try? parts[part]?.value()) ?? ""
    }

    /// Every record of `part`, as a fingerprint text.
    private static func text(of part: FamilyData, in snapshot: FamilySnapshot, recipeTexts: MadeOnce<[String]>) throws -> String {
        switch part {
        case .family: return Fingerprint.of(snapshot.family)
        case .members: return Fingerprint.of([snapshot.members, snapshot.formerMembers])
        case .invitations: return Fingerprint.of(snapshot.invitations)
        case .groceryCatalogue: return Fingerprint.of(snapshot.groceries.items.map(\.catalogue))
        case .groceryList: return Fingerprint.of(snapshot.groceries.items)
        case .locationNames: return Fingerprint.of(snapshot.groceries.locationNames)
        // The walking orders: the locations', and each shop's (none: the text it always was).
        case .locations:
            let shops = snapshot.groceries.shops
            return Fingerprint.of(snapshot.groceries.locations) + (shops.isEmpty ? "" : Fingerprint.of(shops))
        case .chores: return Fingerprint.of(snapshot.chores)
        case .choreRecords:
            var records: [UInt8] = []
            records.reserveCapacity(snapshot.choreRecords.count * 40)
            for record in snapshot.choreRecords { writeRecord(record, to: &records) }
            return String(decoding: records, as: UTF8.self)
        case .wishes: return Fingerprint.of(snapshot.wishes)
        case .recipes: return Fingerprint.join(try recipeTexts.value())
        case .meals: return Fingerprint.of(snapshot.meals)
        case .mealShares: return Fingerprint.of(snapshot.mealShares)
        case .staples: return Fingerprint.of(snapshot.staples)
        case .trips: return Fingerprint.of(snapshot.trips)
        case .daysAway: return Fingerprint.of(snapshot.daysAway)
        case .cars: return Fingerprint.of(snapshot.cars)
        case .carImages: return Fingerprint.of(snapshot.carImages.values.sorted { $0.id < $1.id })
        }
    }

    /// A chore record's fields, each framed as `Fingerprint.join` frames it, written as bytes: at N = 1000
    /// the records are 140,000, and encoding them as `Encodable` values for the manifest's keys after a
    /// chore done was a tenth of its samples. `ChoreRecordKeyTests` fails when `ChoreRecord` gains a field
    /// that is not here.
    static func writeRecord(_ record: ChoreRecord, to bytes: inout [UInt8]) {
        Fingerprint.write(record.date, to: &bytes)
        Fingerprint.write(record.choreID, to: &bytes)
        // An ID's text is never empty: "" is no one.
        Fingerprint.write(record.doneBy?.text ?? "", to: &bytes)
    }
}
