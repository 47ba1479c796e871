/// What a family's chore pages show: its weekly chores, the records of what was done, and its wishes
/// (the API answers with it).
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
