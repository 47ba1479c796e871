import Testing
@testable import HearthDomain

@Suite struct MemberCodeTests {
    static let id = HearthID("RKWG6BN3JNFX")!

    @Test func aCodeCarriesTheBareIDOrTheJoinURL() {
        #expect(MemberCode.payload(for: Self.id, joinURL: nil) == "RKWG6BN3JNFX")
        #expect(MemberCode.payload(for: Self.id, joinURL: "https://home.example/join?member={id}") == "https://home.example/join?member=RKWG6BN3JNFX")
        #expect(MemberCode.payload(for: Self.id, joinURL: "https://home.example/m/{id}/join") == "https://home.example/m/RKWG6BN3JNFX/join")
    }

    @Test func theIDIsTakenOutOfWhateverTheScannerRead() {
        #expect(MemberCode.memberID(in: "RKWG6BN3JNFX") == Self.id)
        #expect(MemberCode.memberID(in: "  rkwg6bn3jnfx\n") == Self.id, "typed in lower case, with spaces")
        #expect(MemberCode.memberID(in: "https://home.example/join?member=RKWG6BN3JNFX") == Self.id)
        #expect(MemberCode.memberID(in: "https://HOMESERVER22.example/join?member=RKWG6BN3JNFX&x=1") == Self.id, "member= wins over an ID-shaped host")
        #expect(MemberCode.memberID(in: "https://home.example/m/RKWG6BN3JNFX") == Self.id)
        #expect(MemberCode.memberID(in: "https://home.example/join") == nil)
        #expect(MemberCode.memberID(in: "RKWG6BN3JNF0") == nil, "0 is not in the alphabet")
        #expect(MemberCode.memberID(in: "") == nil)
    }

    /// A join card prints the ID in groups of four for typing; typed back that way it must work.
    @Test func theIDAsACardPrintsItCanBeTypedBack() {
        #expect(MemberCode.memberID(in: "RKWG 6BN3 JNFX") == Self.id)
        #expect(MemberCode.memberID(in: " rkwg-6bn3-jnfx ") == Self.id)
        #expect(MemberCode.memberID(in: "RKWG 6BN3 JNF") == nil, "one letter short")
    }

    @Test func aJoinURLTemplateMustSayWhereTheIDGoes() {
        #expect((try? MemberCode.checkTemplate("https://home.example/join?member={id}").get()) != nil)
        #expect((try? MemberCode.checkTemplate("https://home.example/join").get()) == nil)
        #expect((try? MemberCode.checkTemplate("home.example/{id}").get()) == nil, "no scheme")
        #expect((try? MemberCode.checkTemplate("https://home.example/ join/{id}").get()) == nil, "a space")
    }
}
