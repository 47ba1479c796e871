import GRDB
import HearthDomain

/// A row of the shopping_trips table (v25): one member's trip to the shop (`ShoppingTrip`).
struct ShoppingTripRow: StoreRecord {
    static let databaseTableName = "shopping_trips"
    var id: String
    var familyId: String
    var memberId: String
    var started: Int64
    var ended: Int64?
    var pausedFor: Int64
    var pausedSince: Int64?
    var pausesWhenHidden: Bool
    var shopId: String?

    init(_ trip: ShoppingTrip, family: HearthID) {
        id = trip.id
        familyId = family.text
        memberId = trip.memberID.text
        started = trip.started
        ended = trip.ended
        pausedFor = trip.pausedFor
        pausedSince = trip.pausedSince
        pausesWhenHidden = trip.pausesWhenHidden
        shopId = trip.shopID
    }

    func trip() throws -> ShoppingTrip {
        guard let member = HearthID(memberId) else {
            throw StoredValueError("shopping_trips row \(id): member_id \"\(memberId)\" is not a Hearth ID")
        }
        return ShoppingTrip(id: id, memberID: member, started: started, ended: ended, pausedFor: pausedFor, pausedSince: pausedSince,
                            pausesWhenHidden: pausesWhenHidden, shopID: shopId)
    }
}
