import Foundation
import HearthDomain

/// The archive ShoppingList16/17 writes: a JSON array of locations, each with its items
/// (DOMAIN.md describes it; a real one is shared/fixtures/shoppinglist17-archive.json).
struct ShoppingListArchive {
    struct Location: Decodable {
        var id: String
        var name: String
        var visitationOrder: Int
        var red: Double
        var green: Double
        var blue: Double
        var opacity: Double
        var items: [Item]
    }

    struct Item: Decodable {
        var id: String
        var name: String
        var onList: Bool
        var isAvailable: Bool
        var quantity: Int
        /// An ISO 8601 time, such as 2024-03-05T17:22:10Z.
        var dateLastPurchased: String?
    }

    var locations: [Location]

    static func decode(_ data: Data, source: String) throws -> ShoppingListArchive {
        let archive: ShoppingListArchive
        do {
            archive = ShoppingListArchive(locations: try JSONDecoder().decode([Location].self, from: data))
        } catch {
            throw Failure(.badData, "\(source): \(DocumentDecoder.describe(error, in: data))")
        }
        if let place = JSONDuplicateKey.find(in: data) {
            throw Failure(.badData, "\(source): \(place): this key is given twice in one object; keep one")
        }
        return archive
    }

    /// The day of an ISO 8601 time (in UTC), or of a plain YYYY-MM-DD date. The date as written must be
    /// a day of the calendar: Foundation's parser reads "2026-02-30T10:00:00Z" as 2 March.
    static func day(of text: String) -> CalendarDay? {
        if let day = CalendarDay(iso: text) { return day }
        guard CalendarDay(iso: String(text.prefix(10))) != nil else { return nil }
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) {
                let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
                return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
            }
        }
        return nil
    }
}

/// Which kind of file `hearth import` was given, told from its content, not its name.
public enum ImportFormat: Equatable, Sendable {
    /// Hearth's own export document (a JSON object).
    case hearthHousehold
    /// A ShoppingList16/17 archive (a JSON array of locations).
    case shoppingListArchive

    /// Looks at the first character that is not white space: `{` or `[`.
    public static func of(_ data: Data) -> ImportFormat? {
        var bytes = data.drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) })
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3).drop(while: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }) }
        switch bytes.first {
        case UInt8(ascii: "{"): return .hearthHousehold
        case UInt8(ascii: "["): return .shoppingListArchive
        default: return nil
        }
    }
}
