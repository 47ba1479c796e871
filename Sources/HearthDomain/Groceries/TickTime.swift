/// When a tick on the list happened, and whether it still counts: the rule that lets a phone that shopped
/// with no signal send its ticks later without undoing what others did meanwhile.
///
/// Every change to an item's place on the list (checked, unchecked, bought, put back) is stamped with the
/// time it was made. A tick sent late carries the time it was made on the phone; it applies only when no
/// change to that item was made after it (the last writer by time wins, per item), and is dropped
/// otherwise, so a queued "got it" never undoes a later purchase or a later untick by someone else.
public enum TickTime {
    /// A phone's tick moved onto the server's clock, in milliseconds since 1970: the phone says when the
    /// tick was made (`tickedAt`) and when it sent it (`sentAt`), both on its own clock, and the
    /// difference between its clock and the server's is what separates `sentAt` from `receivedAt`.
    /// Never later than the moment it arrived.
    public static func onServerClock(tickedAt: Int64, sentAt: Int64, receivedAt: Int64) -> Int64 {
        let tickedBeforeSending = max(0, sentAt - tickedAt)
        return receivedAt - tickedBeforeSending
    }

    /// Whether a change made at `time` applies to an item whose last change was at `lastChange` (nil:
    /// none recorded). A change made at the same moment as the last one applies: it arrived later.
    public static func applies(_ time: Int64, after lastChange: Int64?) -> Bool {
        guard let lastChange else { return true }
        return time >= lastChange
    }
}
