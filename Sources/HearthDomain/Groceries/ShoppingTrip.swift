/// A member's trip to the shop, from "I'm going shopping" on the shopping list until they purchase the
/// checked items, as the ShoppingList app's in-store timer kept it. The timer may pause while the
/// member's page is hidden (their choice when they start); what is recorded is the time shopped.
/// Times are milliseconds since 1970 on the host's clock.
public struct ShoppingTrip: Encodable, Sendable, Equatable {
    public var id: String
    public var memberID: HearthID
    public var started: Int64
    /// When a purchase ended it; nil while the member shops.
    public var ended: Int64?
    /// How long it was paused in all, not counting a pause still going on.
    public var pausedFor: Int64
    /// When the pause going on began; nil when the timer runs.
    public var pausedSince: Int64?
    /// The member asked for the timer to pause while their page is hidden.
    public var pausesWhenHidden: Bool
    /// The shop the member went to (`Shop`), when they said; nil for none said, or a shop since removed.
    public var shopID: String?

    public init(id: String, memberID: HearthID, started: Int64, ended: Int64? = nil, pausedFor: Int64 = 0, pausedSince: Int64? = nil,
                pausesWhenHidden: Bool, shopID: String? = nil) {
        self.shopID = shopID
        self.id = id
        self.memberID = memberID
        self.started = started
        self.ended = ended
        self.pausedFor = pausedFor
        self.pausedSince = pausedSince
        self.pausesWhenHidden = pausesWhenHidden
    }

    public var isOpen: Bool { ended == nil }

    /// The time shopped until `now` (or until the trip ended), pauses left out.
    public func shopped(at now: Int64) -> Int64 {
        let end = ended ?? now
        let pausing = pausedSince.map { max(0, end - $0) } ?? 0
        return max(0, end - started - pausedFor - pausing)
    }

    /// The trip paused at `now`; a paused trip stays as it is.
    public func paused(at now: Int64) -> ShoppingTrip {
        guard pausedSince == nil, isOpen else { return self }
        var trip = self
        trip.pausedSince = max(now, started)
        return trip
    }

    /// The trip going on again at `now`, the pause counted; a running trip stays as it is.
    public func resumed(at now: Int64) -> ShoppingTrip {
        guard let since = pausedSince, isOpen else { return self }
        var trip = self
        trip.pausedFor += max(0, now - since)
        trip.pausedSince = nil
        return trip
    }

    /// The trip ended at `now` (a pause going on ends with it).
    public func ended(at now: Int64) -> ShoppingTrip {
        guard isOpen else { return self }
        var trip = resumed(at: now)
        trip.ended = max(now, started)
        return trip
    }

    /// Whole minutes shopped, rounded to the nearest (a trip under half a minute is 0).
    public func minutes(at now: Int64) -> Int { Int((shopped(at: now) + 30_000) / 60_000) }
}
