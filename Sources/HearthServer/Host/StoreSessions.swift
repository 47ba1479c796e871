import Foundation
import HearthDomain
import HearthStore
import Hummingbird

/// hummingbird-auth's session storage, in the store (its sessions table): a restart of `hearth host`
/// signs no one out. The store keeps each key's SHA-256, never the key.
struct StoreSessions: PersistDriver {
    let store: HouseholdStore

    func create<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        do {
            try store.saveSession(key: key, value: try JSONEncoder().encode(value), member: Self.member(value), expires: Self.date(expires), onlyIfNew: true)
        } catch is Failure {
            throw PersistError.duplicate
        }
    }

    func set<Object: Codable & Sendable>(key: String, value: Object, expires: Duration?) async throws {
        try store.saveSession(key: key, value: try JSONEncoder().encode(value), member: Self.member(value), expires: Self.date(expires))
    }

    func get<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> Object? {
        try await getWithTTL(key: key, as: type)?.object
    }

    func getWithTTL<Object: Codable & Sendable>(key: String, as type: Object.Type) async throws -> (object: Object, ttl: Duration?)? {
        guard let (data, expires) = try store.session(key: key) else { return nil }
        guard let object = try? JSONDecoder().decode(type, from: data) else { throw PersistError.invalidConversion }
        return (object, expires.map { .seconds($0.timeIntervalSinceNow) })
    }

    func remove(key: String) async throws {
        try store.removeSession(key: key)
    }

    /// The member a `HostSession` signs in, kept beside it so a new password can end it.
    private static func member(_ value: some Codable) -> String? {
        (value as? HostSession)?.member
    }

    private static func date(_ duration: Duration?) -> Date? {
        duration.map { Date().addingTimeInterval(TimeInterval($0.components.seconds)) }
    }
}
