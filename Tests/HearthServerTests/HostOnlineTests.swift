import Foundation
import HearthTestSupport
import Testing

/// Who is online: two phones of one family see each other in the header's count; a phone of another
/// family sees neither, only itself; a kitchen tablet counts as itself.
@Suite struct HostOnlineTests {
    struct OnlineNow: Decodable {
        var count: Int
        var text: String
        var names: [String]
    }

    static func online(_ phone: Phone) throws -> OnlineNow {
        let answer = try phone.get("/online.json")
        try #require(answer.status == 200, "\(answer.status) \(answer.body)")
        return try JSONDecoder().decode(OnlineNow.self, from: Data(answer.body.utf8))
    }

    @Test func twoPhonesOfOneFamilySeeEachOtherAndAnotherFamilySeesNeither() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        // Sam, of the Riveras, with a password of his own.
        let sam = Demo.sam
        let set = try await host.hearth(["member", "password", sam], input: HostServerTests.password + "\n")
        try #require(set.status == 0, "\(set.errors)")

        let ana = host.phone(), samsPhone = host.phone(), brother = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        try samsPhone.signIn(sam, HostServerTests.password)
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        _ = try ana.get("/\(HostServerTests.riveras)/groceries/")
        let page = try samsPhone.get("/\(HostServerTests.riveras)/chores/")
        #expect(page.body.contains("data-hearth-online hidden"), "the header has the place the count goes")
        _ = try brother.get("/\(HostServerTests.lins)/")

        let seenByAna = try Self.online(ana)
        #expect(seenByAna.count == 2 && seenByAna.text == "2 online", "\(seenByAna)")
        #expect(seenByAna.names.count == 2 && seenByAna.names.contains("Ana"), "\(seenByAna.names)")
        #expect(!seenByAna.names.contains("哥哥"))
        let seenBySam = try Self.online(samsPhone)
        #expect(seenBySam.names == seenByAna.names, "both see the same two")
        let seenByBrother = try Self.online(brother)
        #expect(seenByBrother.names == ["哥哥"] && seenByBrother.text == "1 人在線上", "another family sees neither: \(seenByBrother)")

        // A kitchen tablet of the Riveras counts as itself.
        let tablet = try await HostDeviceTests.device("Kitchen tablet", host)
        // The two phones' pages ask again, as they do every 15 seconds: making the tablet can take over the
        // minute a page counts for on a loaded machine.
        _ = try Self.online(ana)
        _ = try Self.online(samsPhone)
        let seenByTablet = try Self.online(tablet)
        #expect(seenByTablet.names.contains("Kitchen tablet") && seenByTablet.count == 3, "\(seenByTablet)")

        // Signed out, nothing is told.
        #expect(try host.phone().get("/online.json").status == 401)
    }
}
