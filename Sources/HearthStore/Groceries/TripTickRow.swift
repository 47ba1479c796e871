import GRDB

/// A row of the trip_ticks table (v28): an item ticked on a shopping trip, where it was and when, kept
/// when the trip ends with its purchase; `hearth shop learn` reads the walking order from them.
struct TripTickRow: StoreRecord {
    static let databaseTableName = "trip_ticks"
    var tripId: String
    var itemId: String
    var locationId: String
    /// Milliseconds since 1970 on the host's clock.
    var ticked: Int64
}
