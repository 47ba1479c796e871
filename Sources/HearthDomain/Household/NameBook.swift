/// The names of one scope that must differ: the families of a store, and the members, locations,
/// grocery items and recipes of a family. Commands find each of them by name in any letter case, so a
/// second "milk" beside "Milk" would make every command that names either ask for an ID instead.
///
/// Every way in — a command, a Hearth import, a ShoppingList archive — claims its names through a book,
/// so the rule and what counts as the same name live here only.
public struct NameBook: Sendable {
    /// Who holds each name (by `key`), and the name as they wrote it.
    private var holders: [String: (id: String, name: String)] = [:]

    public init() {}

    /// A book of the names already taken; of two holders of one name (another program wrote them),
    /// the first is kept.
    public init(_ taken: [(id: String, name: String)]) {
        for (id, name) in taken where holders[Self.key(name)] == nil { holders[Self.key(name)] = (id, name) }
    }

    /// Two names are the same when they differ only in letter case ("Milk", "milk"), as commands match.
    public static func key(_ name: String) -> String { name.lowercased() }

    public static func sameName(_ a: String, _ b: String) -> Bool { key(a) == key(b) }

    /// Who else holds `name`, if anyone; else notes it as `id`'s and returns nil. Claiming one's own
    /// name again (a rename to another letter case) is no clash.
    public mutating func claim(_ name: String, by id: String) -> (id: String, name: String)? {
        let key = Self.key(name)
        if let holder = holders[key], holder.id != id { return holder }
        holders[key] = (id, name)
        return nil
    }

    /// Gives up `id`'s hold on `name` (the name it had before a rename).
    public mutating func release(_ name: String, by id: String) {
        if holders[Self.key(name)]?.id == id { holders[Self.key(name)] = nil }
    }

    /// Who holds `name` other than `id`, without claiming it.
    public func holder(of name: String, except id: String? = nil) -> (id: String, name: String)? {
        guard let holder = holders[Self.key(name)], holder.id != id else { return nil }
        return holder
    }
}
