/// The list's merge rule: what wins when a change a phone made with no signal meets the changes made
/// meanwhile (docs/offline.md says it in words, and `MergeRuleTests` asserts the same sentences).
///
/// Per item, each field is stamped with the time of its last change: its place on the list (checked,
/// unchecked, bought, put back: `TickTime`), whether it is to be had, and its quantity. A change a phone
/// sends late carries the time it was made; it applies only when the field it writes was not changed after
/// it (the last change by time wins, per item and per field), so it never undoes a later change by
/// someone else. A removal writes every field, so it yields to any later change of the item, and beats
/// every earlier one. A step of the count ("one more", "one less") writes nothing another change could
/// undo: steps add up, in any order. An add of a name the list has is that item (one item, as adding it
/// online is). A change to an item removed meanwhile is refused, naming who removed it.
public enum MergeRule {
    /// A change to the list a phone can make with no signal, by the name the phone's queue gives it.
    public enum Change: String, Sendable, CaseIterable {
        case add, check, uncheck, unavailable, available, more, less, remove
    }

    /// The parts of an item a change writes, each stamped with the time of its last change.
    public enum Field: String, Sendable, CaseIterable {
        /// On the list or not, and checked or not.
        case place
        /// Whether the shop has it.
        case availability
        /// The count or amount.
        case quantity
    }

    /// What becomes of a change sent late.
    public enum Verdict: Equatable, Sendable {
        case applies
        /// Not applied: a field it writes changed after it, at `lastChange` (ms since 1970).
        case outdone(lastChange: Int64)
    }

    /// The fields `change` writes and may not write over a later change of: a step of the count writes
    /// none (steps add up), an add of an item on the list none but the quantity it gives (`givesQuantity`),
    /// a removal all of them.
    public static func fields(of change: Change, itemOnList: Bool, givesQuantity: Bool) -> [Field] {
        switch change {
        case .check, .uncheck: [.place]
        case .unavailable, .available: [.availability]
        case .more, .less: []
        case .remove: Field.allCases
        case .add: (itemOnList ? [] : [.place]) + (givesQuantity ? [.quantity] : [])
        }
    }

    /// Whether `change`, made at `time` (ms since 1970 on the server's clock, `TickTime.onServerClock`),
    /// applies to an item whose fields last changed at `stamps` (a field never stamped: no change recorded).
    public static func verdict(_ change: Change, madeAt time: Int64, itemOnList: Bool = true, givesQuantity: Bool = false,
                               stamps: [Field: Int64]) -> Verdict {
        let later = fields(of: change, itemOnList: itemOnList, givesQuantity: givesQuantity)
            .compactMap { stamps[$0] }.filter { !TickTime.applies(time, after: $0) }
        guard let lastChange = later.max() else { return .applies }
        return .outdone(lastChange: lastChange)
    }

    /// Whether a change made at `time` meets an item removed at `removedAt` as a removal that beats it
    /// (made after it: the change is refused, "… was removed by Ana"). An add made after the removal of
    /// its name puts the item on the list again.
    public static func removalBeats(_ change: Change, madeAt time: Int64, removedAt: Int64) -> Bool {
        change != .add || time < removedAt
    }
}
