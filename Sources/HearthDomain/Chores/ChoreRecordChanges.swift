/// The chore records a change to the store added, changed or removed in one family, as the store has
/// them now (v36's `chore_record_revisions`): put into the family's records kept in memory without reading
/// the rest again (a chore done at N = 1000, among 140,000 records).
public struct ChoreRecordChanges: Sendable, Equatable {
    /// A record's place: a chore on a day (the store's key within a family).
    public struct Key: Hashable, Sendable {
        public var date: CalendarDay
        public var choreID: String

        public init(date: CalendarDay, choreID: String) {
            self.date = date
            self.choreID = choreID
        }
    }

    /// Every key the change noted.
    public var keys: Set<Key>
    /// The records at those keys now; a key with none here lost its record.
    public var records: [ChoreRecord]

    public init(keys: Set<Key> = [], records: [ChoreRecord] = []) {
        self.keys = keys
        self.records = records
    }

    /// Puts the changes into `records` (in the store's order: by day, then by the chore's ID as bytes, as
    /// SQLite compares text); returns whether any record there changed.
    public func apply(to records: inout [ChoreRecord]) -> Bool {
        let now = Dictionary(self.records.map { (Key(date: $0.date, choreID: $0.choreID), $0) }, uniquingKeysWith: { $1 })
        var changed = false
        for key in keys.sorted(by: Self.precedes) {
            let place = Self.place(of: key, in: records)
            let there = place < records.count && Self.key(of: records[place]) == key
            switch (there, now[key]) {
            case (true, let record?):
                guard records[place] != record else { continue }
                records[place] = record
            case (true, nil):
                records.remove(at: place)
            case (false, let record?):
                records.insert(record, at: place)
            case (false, nil):
                continue
            }
            changed = true
        }
        return changed
    }

    static func key(of record: ChoreRecord) -> Key {
        Key(date: record.date, choreID: record.choreID)
    }

    /// Whether `first` comes before `second` in the store's order.
    public static func precedes(_ first: Key, _ second: Key) -> Bool {
        if first.date != second.date { return first.date < second.date }
        return first.choreID.utf8.lexicographicallyPrecedes(second.choreID.utf8)
    }

    /// The first place in `records` (in the store's order) whose key is not before `key`.
    static func place(of key: Key, in records: [ChoreRecord]) -> Int {
        var low = 0, high = records.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(Self.key(of: records[middle]), key) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
