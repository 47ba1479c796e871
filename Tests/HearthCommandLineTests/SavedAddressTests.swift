import Foundation
import HearthTestSupport
import Testing

/// A family's saved address (`hearth family set --public-url`, or `hearth host --public-url`): the join
/// cards of a later `hearth build` and `hearth member qr` carry {address}/join/{member ID}; a family with
/// none carries the bare ID.
@Suite struct SavedAddressTests {
    static let ana = Demo.ana
    static let riveras = Demo.riveras
    static let brother = Demo.brother
    static let lins = Demo.lins

    /// What a phone's camera reads of the PNG at `path` (zbarimg).
    static func scan(_ path: String, in folder: URL) async throws -> String {
        let read = try await HearthProcess.run(["zbarimg", "--quiet", "--raw", path], in: folder, executable: URL(fileURLWithPath: "/usr/bin/env"))
        return read.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func joinCardsCarryTheFamilysSavedAddress() async throws {
        let folder = try TemporaryFolder()
        let store = ["--store", "household.sqlite"]
        #expect(try await HearthProcess.run(["init", "--demo"] + store, in: folder.url).status == 0)
        let bad = try await HearthProcess.run(["family", "set", "--public-url", "home.example", "--family", "The Riveras"] + store, in: folder.url)
        #expect(bad.status == 64 && bad.errors.contains("--public-url home.example: expected the site's address"), "\(bad.errors)")
        let set = try await HearthProcess.run(["family", "set", "--public-url", "https://home.example/", "--family", "The Riveras"] + store, in: folder.url)
        #expect(set.status == 0, "\(set.errors)")

        #expect(try await HearthProcess.run(["build", "--output", "site", "--date", "2026-11-19"] + store, in: folder.url).status == 0)
        #expect(try await Self.scan("site/\(Self.riveras)/qr/\(Self.ana).png", in: folder.url) == "https://home.example/join/\(Self.ana)")
        #expect(try await Self.scan("site/\(Self.lins)/qr/\(Self.brother).png", in: folder.url) == Self.brother, "林家 saved no address")

        let qr = try await HearthProcess.run(["member", "qr", "Ana", "--png", "ana.png"] + store, in: folder.url)
        #expect(qr.status == 0, "\(qr.errors)")
        #expect(try await Self.scan("ana.png", in: folder.url) == "https://home.example/join/\(Self.ana)")

        // Forgotten, the next build's cards carry the bare ID again.
        #expect(try await HearthProcess.run(["family", "set", "--public-url", "", "--family", "The Riveras"] + store, in: folder.url).status == 0)
        #expect(try await HearthProcess.run(["build", "--output", "site", "--date", "2026-11-19"] + store, in: folder.url).status == 0)
        #expect(try await Self.scan("site/\(Self.riveras)/qr/\(Self.ana).png", in: folder.url) == Self.ana)
    }
}
