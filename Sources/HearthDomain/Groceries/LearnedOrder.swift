/// A shop's walking order as the family walks it, learned from the ticks of past trips there: on each trip
/// the locations come in the order their first item was ticked, and every trip votes, for each two
/// locations it ticked at, for the one it reached first. The order follows the votes (where they go round
/// in a circle, the location with the most votes over the rest first); locations no trip ticked at keep
/// their places of the shop's order after those learned.
public struct LearnedOrder: Equatable, Sendable {
    /// A tick on a trip: where the item was, and when (ms since 1970).
    public struct Tick: Equatable, Sendable {
        public var locationID: String
        public var time: Int64

        public init(locationID: String, time: Int64) {
            self.locationID = locationID
            self.time = time
        }
    }

    /// The order suggested: the locations ticked at, learned, then the shop's others in its order.
    public var locationIDs: [String]
    /// How many of those locations the trips ticked at (the first `learned` of `locationIDs`).
    public var learned: Int
    /// How many trips had ticks to learn from.
    public var trips: Int
    /// How many votes there were: each trip's pairs of locations, one each.
    public var votes: Int
    /// How many of the votes agree with the order suggested.
    public var agreeing: Int

    /// How sure it is: the share of votes that agree, as a whole percentage (rounded down); nil when no trip
    /// ticked at two locations.
    public var percentSure: Int? { votes == 0 ? nil : agreeing * 100 / votes }

    /// Learns the order from `trips` (each trip's ticks, in any order) for `shop`, whose own order breaks
    /// ties and places the locations no trip ticked at. Ticks at the Unknown Location say nothing of the
    /// shop and are left out.
    public static func learn(from trips: [[Tick]], for shop: Shop) -> LearnedOrder {
        // Each trip's locations, in the order it first ticked at them.
        let walks = trips.map { ticks -> [String] in
            var seen = Set<String>()
            return ticks.filter { $0.locationID != StoreLocation.unknownID }
                .sorted { ($0.time, $0.locationID) < ($1.time, $1.locationID) }
                .map(\.locationID)
                .filter { seen.insert($0).inserted }
        }.filter { !$0.isEmpty }
        var before: [String: [String: Int]] = [:]  // before[a][b]: the trips that reached a before b
        var votes = 0
        for walk in walks {
            for (index, first) in walk.enumerated() {
                for later in walk[(index + 1)...] {
                    before[first, default: [:]][later, default: 0] += 1
                    votes += 1
                }
            }
        }
        func margin(_ a: String, over b: String) -> Int { (before[a]?[b] ?? 0) - (before[b]?[a] ?? 0) }
        let shopPlace = Dictionary(shop.locationIDs.enumerated().map { ($1, $0) }) { first, _ in first }
        func tieOrder(_ a: String, _ b: String) -> Bool {
            (shopPlace[a] ?? Int.max, a) < (shopPlace[b] ?? Int.max, b)
        }
        // Each time, the location no other left beats by a majority of votes (the one with the most votes over
        // the rest among several, or when the votes go round in a circle).
        var left = Set(walks.joined())
        var order: [String] = []
        while !left.isEmpty {
            let score = Dictionary(left.map { a in (a, left.reduce(0) { $0 + ($1 == a ? 0 : margin(a, over: $1)) }) }) { first, _ in first }
            let unbeaten = left.filter { a in !left.contains { margin($0, over: a) > 0 } }
            let candidates = unbeaten.isEmpty ? left : unbeaten
            let next = candidates.sorted { score[$0]! != score[$1]! ? score[$0]! > score[$1]! : tieOrder($0, $1) }[0]
            order.append(next)
            left.remove(next)
        }
        let place = Dictionary(order.enumerated().map { ($1, $0) }) { first, _ in first }
        var agreeing = 0
        for (first, laters) in before {
            for (later, count) in laters where place[first]! < place[later]! { agreeing += count }
        }
        let rest = shop.locationIDs.filter { place[$0] == nil }
        return LearnedOrder(locationIDs: order + rest, learned: order.count, trips: walks.count, votes: votes, agreeing: agreeing)
    }
}
