/// A swap one member offers another (the hosted page /swap, issue 69): the asker's chore for the other
/// member's. Nothing changes hands until the other agrees (both pressed); then each does the other's chore
/// from then on, and the fair week counts it for who does it, as every chore.
public struct ChoreSwap: Equatable, Sendable {
    public var id: String
    /// The chore the asker gives (theirs when they asked).
    public var giving: String
    /// The chore the asker takes (the other member's when they asked).
    public var taking: String
    public var askedBy: HearthID
    /// Who may agree: the member `taking` was assigned to when asked.
    public var answeredBy: HearthID
    /// When it was offered, ms since 1970: the page lists the offers in that order.
    public var offered: Int64

    public init(id: String, giving: String, taking: String, askedBy: HearthID, answeredBy: HearthID, offered: Int64) {
        self.id = id
        self.giving = giving
        self.taking = taking
        self.askedBy = askedBy
        self.answeredBy = answeredBy
        self.offered = offered
    }

    /// Why `asker` may not offer `giving` for `taking`, or nil when they may: the first must be theirs and
    /// the second another member's; neither pinned to its member (`Chore.keepsAssignee`); and neither goes
    /// to a member who may not do it (`Chore.notFor`). `names` gives a member's name for the words.
    public static func refusal(giving: Chore, taking: Chore, asker: HearthID, names: (HearthID) -> String) -> Failure? {
        let title = { (chore: Chore) in "\(chore.title) on \(chore.weekday.rawValue)" }
        guard giving.assignee == asker else {
            return Failure(.notPermitted, "\(title(giving)) is not \(names(asker))'s to swap", wording: Wording(.swapNotYours, ["chore": giving.title]))
        }
        guard let other = taking.assignee, other != asker else {
            return Failure(.badData, "\(title(taking)) is no other member's chore", wording: Wording(.swapNoOther, ["chore": taking.title]))
        }
        for chore in [giving, taking] where chore.keepsAssignee {
            let member = chore.assignee.map(names) ?? "?"
            return Failure(.badData, "\(title(chore)) always goes to \(member) (pinned)", wording: Wording(.swapPinned, ["chore": chore.title, "member": member]))
        }
        for (chore, member) in [(giving, other), (taking, asker)] where chore.notFor.contains(member) {
            return Failure(.badData, "\(names(member)) may not do \(title(chore))",
                           wording: Wording(.swapMayNot, ["chore": chore.title, "member": names(member)]))
        }
        return nil
    }
}
