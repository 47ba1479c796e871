import Testing
@testable import HearthDomain

@Suite struct HearthIDTests {
    @Test func generatedIDsAreTwelveCharactersWithoutLookAlikes() {
        for _ in 0..<500 {
            let id = HearthID.generate().text
            #expect(id.count == 12)
            #expect(!id.contains(where: { "01OIL".contains($0) }), "\(id) has a look-alike character")
            #expect(id.allSatisfy { HearthID.alphabet.contains($0) })
        }
    }

    @Test func generatedIDsDoNotRepeat() {
        let ids = Set((0..<10_000).map { _ in HearthID.generate() })
        #expect(ids.count == 10_000)
    }

    @Test func typedOrScannedIDsAreForgiven() {
        #expect(HearthID("  uhrjrtn8zw2a ")?.text == "UHRJRTN8ZW2A")
        #expect(HearthID("UHRJRTN8ZW2") == nil, "too short")
        #expect(HearthID("UHRJRTN8ZW2O") == nil, "O is not in the alphabet")
        #expect(HearthID("UHRJRTN8ZW2A1") == nil, "too long")
    }

    /// Cards and the family page print an ID in groups of four; typed back as printed, it is the same ID.
    @Test func anIDIsPrintedInGroupsOfFourAndTypedBackWithThem() throws {
        let id = try #require(HearthID("UHRJRTN8ZW2A"))
        #expect(id.grouped == "UHRJ RTN8 ZW2A")
        #expect(HearthID(id.grouped) == id)
        #expect(HearthID(" uhrj rtn8  zw2a\n") == id)
        #expect(HearthID("UHRJ RTN8 ZW2") == nil, "still too short with its spaces")
    }
}
