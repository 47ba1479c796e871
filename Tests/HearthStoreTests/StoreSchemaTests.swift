import Testing
@testable import HearthStore

/// `StoreSchema`'s short way: the digest it keeps of what the migrations make is theirs.
@Suite struct StoreSchemaTests {
    @Test func theKeptDigestIsWhatTheMigrationsMake() throws {
        let digest = StoreSchema.digest(try StoreSchema.latest())
        #expect(StoreSchema.latestDigest == digest, "a migration changed the schema: set StoreSchema.latestDigest to \"\(digest)\"")
    }

    /// A store of the latest schema with one object more, or one of its own changed, is not taken the short way.
    @Test func anyOtherObjectChangesTheDigest() throws {
        var objects = try StoreSchema.latest()
        let own = StoreSchema.digest(objects)
        objects.insert(.init(type: "trigger", name: "keep_old_hash", sql: "CREATE TRIGGER keep_old_hash AFTER UPDATE ON members BEGIN SELECT 1; END"))
        #expect(StoreSchema.digest(objects) != own)
    }
}
