import Foundation
import HearthDomain
import HearthStore
import Testing

/// Invitations made on a phone for someone new (`PhoneInvitation`): once, for a day, in one transaction.
@Suite struct PhoneInvitationTests {
    /// A clock the test moves.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_795_000_000)
    }

    /// Passwords kept in a form of the test's own (the server keeps bcrypt hashes, `BcryptPasswords`; the
    /// store keeps whatever its hasher makes, and asks it at sign-in).
    struct ReversedPasswords: PasswordHasher {
        func hash(_ password: String) -> String { "kept:" + String(password.reversed()) }
        func verify(_ password: String, hash: String) -> Bool { self.hash(password) == hash }
        var unusedHash: String { "kept:" }
    }
    static let passwords = ReversedPasswords()

    static func household(_ clock: Clock) throws -> (HouseholdStore, Family, Member) {
        let store = try HouseholdStore.inMemory(clock: { clock.now })
        let family = try store.createFamily(name: "The Riveras", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        return (store, family, ana)
    }

    @Test func aNewcomerJoinsOnceWithTheNameAndPasswordTheyChose() throws {
        let clock = Clock()
        let (store, family, ana) = try Self.household(clock)
        let (invitation, secret) = try store.makePhoneInvitation(into: family, by: ana)
        #expect(secret.count == 43 && invitation.createdBy == ana.id)
        #expect(try store.phoneInvitation(secret: secret)?.family.id == family.id, "opening it changes nothing")
        let grace = try store.joinWithPhoneInvitation(secret: secret, name: "Grace", password: "a password of my own", hasher: Self.passwords)
        #expect(grace.familyID == family.id && !grace.isManager)
        #expect(try store.signIn(code: grace.id.text, password: "a password of my own", hasher: Self.passwords)?.id == grace.id)
        #expect(try store.phoneInvitations(of: family).first?.usedBy == grace.id)
        #expect(throws: Failure.self) { try store.joinWithPhoneInvitation(secret: secret, name: "Mallory", password: "another password", hasher: Self.passwords) }
        #expect(try store.members(of: family.id).map(\.displayName).sorted() == ["Ana", "Grace"])
    }

    @Test func anInvitationExpiresAfterADay() throws {
        let clock = Clock()
        let (store, family, ana) = try Self.household(clock)
        let (_, secret) = try store.makePhoneInvitation(into: family, by: ana)
        clock.now += 24 * 3600 + 1
        let error = #expect(throws: Failure.self) { try store.joinWithPhoneInvitation(secret: secret, name: "Grace", password: "a password of my own", hasher: Self.passwords) }
        #expect(error?.message.contains("expired") == true)
        #expect(try store.members(of: family.id).count == 1)
    }

    @Test func aRefusedNameChangesNothingAndTheInvitationStillWorks() throws {
        let clock = Clock()
        let (store, family, ana) = try Self.household(clock)
        let (_, secret) = try store.makePhoneInvitation(into: family, by: ana)
        let taken = #expect(throws: Failure.self) { try store.joinWithPhoneInvitation(secret: secret, name: "ana", password: "a password of my own", hasher: Self.passwords) }
        #expect(taken?.message.contains("Ana") == true, "\(taken?.message ?? "")")
        #expect(throws: Failure.self) { try store.joinWithPhoneInvitation(secret: secret, name: "Grace", password: "short", hasher: Self.passwords) }
        #expect(try store.members(of: family.id).count == 1)
        #expect(try store.joinWithPhoneInvitation(secret: secret, name: "Grace", password: "a password of my own", hasher: Self.passwords).displayName == "Grace")
    }

    @Test func revokedOrTurnedOffInvitationsNoLongerWork() throws {
        let clock = Clock()
        let (store, family, ana) = try Self.household(clock)
        let (first, revokedSecret) = try store.makePhoneInvitation(into: family, by: ana)
        try store.revokePhoneInvitation(first.id.text, of: family)
        #expect(try store.phoneInvitation(secret: revokedSecret) == nil)
        let (_, openSecret) = try store.makePhoneInvitation(into: family, by: ana)
        try store.allowPhoneInvitations(false, in: family)
        #expect(try store.phoneInvitation(secret: openSecret) == nil, "turned off, the open ones stop working")
        let refused = #expect(throws: Failure.self) { try store.makePhoneInvitation(into: family, by: ana) }
        #expect(refused?.kind == .notPermitted)
        try store.allowPhoneInvitations(true, in: family)
        #expect(try store.makePhoneInvitation(into: family, by: ana).secret.count == 43)
    }
}
