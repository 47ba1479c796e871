import Testing
@testable import HearthDomain
@testable import HearthStore

/// Images are named by the SHA-256 of their bytes (swift-crypto), written in hexadecimal and cut short.
@Suite struct ContentHashTests {
    @Test func contentHashesAreSHA256() {
        #expect(ContentHash.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(ContentHash.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentHash.hex(Array(repeating: UInt8(ascii: "a"), count: 1000), length: 16) == "41edece42d63e8d9")
    }
}
