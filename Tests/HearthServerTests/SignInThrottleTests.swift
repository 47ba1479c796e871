import Foundation
@testable import HearthServer
import Testing

/// The sign-in throttle with a clock the test moves: its waits wear off.
@Suite struct SignInThrottleTests {
    /// A clock that stands still until moved.
    final class Clock: @unchecked Sendable {
        var now = Date(timeIntervalSince1970: 1_800_000_000)
    }

    static func keys(_ member: String) -> [String] { ["member:\(member) from 10.0.0.7", "address:10.0.0.7"] }

    @Test func aRightPasswordAfterTheWaitDoesNotHoldTheNextMemberOfTheAddress() {
        let clock = Clock()
        let throttle = SignInThrottle(now: { clock.now })
        for _ in 1...5 { #expect(throttle.begin(Self.keys("guessed")).counted != nil) }
        #expect(throttle.begin(Self.keys("ana")).wait == 30, "the address waits 30 s after 5 failures")
        clock.now += 31
        // Ana signs in with the right password, and Sam at once, three times in a row: none waits.
        for round in 1...3 {
            for member in ["ana", "sam"] {
                let (wait, begun) = throttle.begin(Self.keys(member))
                #expect(wait == 0, "\(member), round \(round)")
                if let begun { throttle.succeeded(begun) }
            }
            clock.now += 1
        }
    }

    @Test func aTryRefusedWithAWaitDoesNotMakeTheWaitLonger() {
        let clock = Clock()
        let throttle = SignInThrottle(now: { clock.now })
        for _ in 1...5 { _ = throttle.begin(Self.keys("guessed")) }
        for second in 0..<29 {
            #expect(throttle.begin(Self.keys("guessed")).wait == 30 - second)
            clock.now += 1
        }
        clock.now += 1
        #expect(throttle.begin(Self.keys("guessed")).wait == 0, "the wait wore off after 30 s")
        // That try failed too: the next wait is 60 s.
        #expect(throttle.begin(Self.keys("guessed")).wait == 60)
    }

    @Test func aRightPasswordClearsTheMembersOwnCount() throws {
        let throttle = SignInThrottle(now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let ana = ["member:ana from 10.0.0.7"]
        for _ in 1...4 { _ = throttle.begin(ana) }
        throttle.succeeded(try #require(throttle.begin(ana).counted))
        for _ in 1...5 { #expect(throttle.begin(ana).wait == 0, "five free tries again") }
        #expect(throttle.begin(ana).wait == 30)
    }
}
