/// What a family's chore pages show: its weekly chores, the records of what was done, and its wishes.
/// `hearth host` and the watchers read it again after a change to any of them and render the family's
/// week, today, wish wall, calendar and dashboard from memory (`ResidentSite.refreshChores`).
public struct ChoreBoard: Equatable, Sendable {
    public var chores: [Chore]
    public var records: [ChoreRecord]
    public var wishes: [Wish]

    public init(chores: [Chore], records: [ChoreRecord], wishes: [Wish]) {
        self.chores = chores
        self.records = records
        self.wishes = wishes
    }
}
