import Foundation
import HearthDomain
@testable import HearthStore
import Testing
@testable import HearthLive

/// Which notices a round sends (issue 63): each receiver's in the order they were made, none before an
/// older one that is backing off, and the other receivers' all the same.
@Suite struct NoticeCourierTests {
    static func notice(_ id: Int64, to target: String, due: Int64) -> HouseholdStore.WaitingNotice {
        HouseholdStore.WaitingNotice(id: id, event: "event:\(id)", kind: "wish", title: "A wish", body: "", created: 0, attempts: due > 0 ? 1 : 0,
                                     nextAttempt: due, channel: NoticeChannel(kind: .webhook, target: target), memberName: "Sam", familyName: "The Riveras")
    }

    @Test func aReceiverThatFailedWaitsAloneAndInOrder() {
        let hanging = "http://hangs.example/hook", working = "http://works.example/hook"
        let waiting = [Self.notice(1, to: hanging, due: 60_000), Self.notice(2, to: working, due: 0), Self.notice(3, to: hanging, due: 0),
                       Self.notice(4, to: working, due: 0), Self.notice(5, to: "http://other.example/hook", due: 0)]
        let batches = NoticeCourier.due(waiting, at: 1_000)
        #expect(batches.map { $0.map(\.id) } == [[2, 4], [5]], "the hanging receiver's 3 waits for its 1; the others go, in order")
        #expect(NoticeCourier.due(waiting, at: 60_000).map { $0.map(\.id) } == [[1, 3], [2, 4], [5]], "its time come, 1 then 3")
    }

    @Test func aFailureIsOneLine() {
        let curl = """
            curl: (60) SSL certificate problem: self-signed certificate
            More details here: https://curl.se/docs/sslcerts.html

            curl failed to verify the legitimacy of the server and therefore could not
            """
        #expect(NoticeCourier.firstLine(of: curl) == "curl: (60) SSL certificate problem: self-signed certificate")
        #expect(NoticeCourier.firstLine(of: "\n  127.0.0.1 answered 503\n") == "127.0.0.1 answered 503")
    }
}
