import Foundation
import HearthDomain
@testable import HearthLive
import HearthSite
import HearthStore
import HearthTestSupport
import Testing

/// Issue 66: a member who chose a language of their own hears of the household in it; the rest of the
/// family, in the family's.
@Suite struct NoticeLanguageTests {
    @Test func aMembersNoticesAreInTheirOwnLanguage() throws {
        let store = try DemoHousehold.store()
        let lins = try store.family(matching: Demo.lins)
        let brother = try #require(try store.member(id: HearthID(Demo.brother)!))
        let grandma = try #require(try store.member(id: HearthID(Demo.grandma)!))
        try store.setLanguage(of: brother, to: "en")
        for member in [brother, grandma] {
            _ = try store.saveNotices(kinds: [.wish: NoticeKind.morningDefault], channels: [.ntfy: "https://ntfy.sh/hearth-\(member.id.text)"], for: member)
        }
        let dad = try #require(try store.members(of: lins.id).first { $0.displayName == "老爸" })
        _ = try store.addWish("新拖鞋", by: dad, in: lins)

        let theme = try Theme(userFolder: nil)
        let planner = NoticePlanner(store: store, words: { try! ThemeStrings(theme: theme, language: $0) }, today: { CalendarDay.localToday() },
                                    isLooking: { _ in false })
        try planner.plan(at: Date())
        let titles = Dictionary(grouping: try store.waitingNotices(), by: \.memberName).mapValues { $0.map(\.title) }
        #expect(titles["哥哥"] == ["老爸 made a wish"], "\(titles)")
        #expect(titles["阿嬤"] == ["老爸許了一個願望"], "\(titles)")
    }
}
