import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct ChorePagesTests {
    static func site(_ folder: TemporaryFolder, family: String) throws -> URL {
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID(family))
        return output
    }

    @Test(arguments: [
        ("UHRJRTN8ZW2A", ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]),
        ("MRGDW3AN3QQ7", ["星期一", "星期二", "星期三", "星期四", "星期五", "星期六", "星期日"]),
    ])
    func theWeekHasAColumnPerWeekdayFromMondayInTheFamilysLanguage(family: String, names: [String]) throws {
        let folder = try TemporaryFolder()
        let page = try SiteFiles.text(try Self.site(folder, family: family), "chores/index.html")
        let positions = names.map { page.range(of: "<span class=\"week__day\">\($0)</span>")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil } && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        // Today is marked for the eye (class) and for a screen reader (aria-current and a hidden word).
        let today = family == "UHRJRTN8ZW2A" ? "(today)" : "（今天）"
        #expect(page.contains("<th scope=\"col\" id=\"today\" class=\"week__today\" aria-current=\"date\">"), "today is marked")
        // A phone, where the days stand one under the other, has a link down to it.
        #expect(page.contains("<a href=\"#today\">"))
        #expect(page.contains("<span class=\"visually-hidden\">\(today)</span></th>"))
        #expect(page.components(separatedBy: "aria-current=\"date\"").count == 2, "one day is today")
    }

    /// Days away (`hearth member away`, the fair week of issue 69): the week's table names who is away on
    /// each of their days, in the family's words, on the page and its twin.
    @Test func theWeeksTableShowsWhoIsAway() throws {
        for snapshot in try DemoHousehold.store().snapshot() {
            var away = snapshot
            let member = snapshot.members[0]
            away.daysAway = [DaysAway(memberID: member.id, first: DemoHousehold.date, last: DemoHousehold.date.adding(days: 1))]
            let files = try PageInputsTests.files(of: away)
            let page = String(decoding: try #require(files["chores/index.html"]).data, as: UTF8.self)
            let twin = String(decoding: try #require(files["chores/index.md"]).data, as: UTF8.self)
            let words = snapshot.family.language == "en" ? "Away: " : "不在："
            #expect(page.components(separatedBy: "<p class=\"week__away\">\(words)\(member.displayName)</p>").count == 3, "Thursday and Friday: \(snapshot.family.name)")
            #expect(twin.components(separatedBy: "\n\(words)\(member.displayName)\n").count == 3, "\(twin)")
            let before = String(decoding: try #require(try PageInputsTests.files(of: snapshot)["chores/index.html"]).data, as: UTF8.self)
            #expect(!before.contains("week__away"), "no one away, nothing said")
        }
    }

    @Test func totalsPerDayAndPerMemberMatchTheStore() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(folder, family: "UHRJRTN8ZW2A")
        let twin = try SiteFiles.text(site, "chores/index.md")
        #expect(twin.contains("| Ana | 19 | 10 |"))
        #expect(twin.contains("| Sam | 22 | 7 |"))
        let totals = twin.split(separator: "\n").filter { $0.hasPrefix("Total: ") }.map { String($0.dropFirst(7)) }
        #expect(totals == ["8", "10", "11", "7", "6", "11", "7"])
        #expect(twin.contains("- [x] Take out garbage · fatigue 1 · for Leo · done by Leo"))
    }

    @Test func theChartIsDrawnByHearthWithTextEquivalents() throws {
        let folder = try TemporaryFolder()
        let page = try SiteFiles.text(try Self.site(folder, family: "UHRJRTN8ZW2A"), "chores/index.html")
        #expect(page.contains("role=\"img\" aria-labelledby=\"chart-title chart-desc\""))
        #expect(page.contains("<title id=\"chart-title\">Fatigue per member this week</title>"))
        #expect(page.contains(">19</text>") && page.contains(">10</text>"), "the numbers are written beside the bars")
        // The chart needs no script: the page's one script is the site's own, which notices a newer build.
        #expect(page.components(separatedBy: "<script").count == 2 && page.contains("<script src=\"../assets/hearth.js\" defer></script>"))
    }

    /// A phone draws the chart at about its own size, so its text stays as large as the page's (it was
    /// drawn 540 wide, and a phone shrank it to 9 px); a long name is cut rather than drawn off the edge.
    @Test func theChartIsNarrowEnoughForAPhoneAndCutsALongName() throws {
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let loads = [MemberLoadModel(name: "Ana", planned: 19, done: 10),
                     MemberLoadModel(name: "Maximiliane Wilhelmina von Hohenzollern-Sigmaringen", planned: 3, done: 0),
                     MemberLoadModel(name: "歐陽娜娜歐陽娜娜歐陽娜娜歐陽娜娜歐陽娜娜歐陽", planned: 1, done: 1)]
        let svg = FatigueChart.svg(loads, strings: strings)
        let width = try #require(svg.firstMatch(of: /viewBox="0 0 (\d+) \d+"/).flatMap { Int($0.1) })
        #expect(width <= 358, "a phone's 390-pixel screen less the page's margins")
        #expect(svg.contains(">Maximiliane Wilhelmina von Hohenzoller…</text>"))
        #expect(svg.contains(">歐陽娜娜歐陽娜娜歐陽娜娜歐陽娜娜歐陽娜…</text>"))
        #expect(svg.contains(">Ana</text>"))
    }

    @Test func todayHasTwoColumnsAndTheWishWallThreeSizes() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(folder, family: "MRGDW3AN3QQ7")
        let today = try SiteFiles.text(site, "chores/today/index.md")
        #expect(today.contains("## 待完成\n\n- [ ] 吸塵"))
        #expect(today.contains("## 完成了！\n\n- [x] 餵貓 · 疲勞值 1 · 妹妹 完成"))
        // Chinese punctuation after Chinese words: "合計：8", not "合計: 8".
        let week = try SiteFiles.text(site, "chores/index.html")
        #expect(week.contains("<td>合計：<strong>") && !week.contains("合計:"))
        let wall = try SiteFiles.text(site, "chores/wishes/index.html")
        for size in ["large", "medium"] { #expect(wall.contains("class=\"wish wish--\(size)\"")) }
        let englishFolder = try TemporaryFolder()
        let english = try SiteFiles.text(try Self.site(englishFolder, family: "UHRJRTN8ZW2A"), "chores/wishes/index.html")
        #expect(english.contains("class=\"wish wish--small\""), "a long wish is written small")
        let css = try SiteFiles.text(site, "assets/hearth.css")
        #expect(css.contains(".wish--small .wish__text"))
    }

    @Test func theCalendarFeedIsRFC5545() throws {
        let folder = try TemporaryFolder()
        let site = try Self.site(folder, family: "UHRJRTN8ZW2A")
        let ics = try SiteFiles.text(site, "chores.ics")
        #expect(ics.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(ics.hasSuffix("END:VCALENDAR\r\n"))
        #expect(ics.components(separatedBy: "BEGIN:VEVENT").count - 1 == 19)
        #expect(ics.contains("RRULE:FREQ=WEEKLY;BYDAY=MO\r\n"))
        // The series start in the week the family was made (Saturday 6 September 2025), on their weekday.
        #expect(ics.contains("DTSTART;VALUE=DATE:20250901\r\n"))
        #expect(ics.contains("DTEND;VALUE=DATE:20250902\r\n"))
        #expect(ics.contains("DESCRIPTION:Fatigue 4\\nAssigned to Sam\r\n"))
        for line in ics.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "every line ends with CRLF")
        // A rebuild on another day keeps every UID, so calendars update rather than duplicate.
        let other = folder.url.appending(path: "other")
        let options = BuildOptions(output: other, date: CalendarDay(iso: "2026-12-02")!, familyID: HearthID("UHRJRTN8ZW2A"))
        _ = try SiteBuilder().build(try DemoHousehold.store().snapshot(), options: options)
        let later = try SiteFiles.text(other, "chores.ics")
        func uids(_ text: String) -> [String] { text.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") } }
        #expect(uids(ics) == uids(later))
        // ... and every start: a calendar keeps the weeks before the rebuild.
        func starts(_ text: String) -> [String] { text.components(separatedBy: "\r\n").filter { $0.hasPrefix("DTSTART") } }
        #expect(starts(ics) == starts(later))
        #expect(starts(ics).count == 19)
    }

    /// The creation time is UTC, the build's day local: a family made on a Sunday evening in America
    /// (Monday in UTC) keeps one series start whether its builds fall on that Sunday or the Monday after.
    @Test func aSeriesStartStaysPutAcrossTheCreationDaysTimeZone() throws {
        var snapshot = try #require(try DemoHousehold.store().snapshot().first { $0.family.id.text == "UHRJRTN8ZW2A" })
        snapshot.family.created = "2026-11-23T01:00:00Z"
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        func starts(_ day: String) -> Set<String> {
            let ics = ChoreCalendar.ics(for: snapshot, date: CalendarDay(iso: day)!, strings: strings)
            return Set(ics.components(separatedBy: "\r\n").filter { $0.hasPrefix("DTSTART") })
        }
        #expect(starts("2026-11-22") == starts("2026-11-23"))
        #expect(starts("2026-11-23") == starts("2026-12-07"))
        #expect(starts("2026-11-22").contains("DTSTART;VALUE=DATE:20261116"), "the week before the UTC day, not after the build")
    }

    @Test func calendarTextIsEscapedAndFolded() {
        #expect(ChoreCalendar.escape("a;b,c\\d\ne\u{7}") == "a\\;b\\,c\\\\d\\ne")
        // Chinese, and a name of one character: "a" with 390 accents (782 octets), which a member may have.
        for long in ["SUMMARY:" + String(repeating: "掃", count: 40), "SUMMARY:a" + String(repeating: "\u{301}", count: 390)] {
            let folded = Array(ChoreCalendar.fold(long).utf8)
            // Lines are split, and unfolded, as a calendar app does: on the octets CR LF, and CR LF space.
            var lines: [[UInt8]] = [[]]
            var unfolded: [UInt8] = []
            var index = 0
            while index < folded.count {
                if folded[index] == 13, index + 1 < folded.count, folded[index + 1] == 10 {
                    #expect(index + 2 < folded.count && folded[index + 2] == 32, "every fold is followed by a space")
                    lines.append([32])  // the space counts in the line's 75 octets
                    index += 3
                    continue
                }
                lines[lines.count - 1].append(folded[index])
                unfolded.append(folded[index])
                index += 1
            }
            for line in lines {
                #expect(line.count <= 75, "a line of \(line.count) octets")
                #expect(String(validating: line, as: UTF8.self) != nil, "no line is cut inside a UTF-8 sequence")
            }
            #expect(unfolded == Array(long.utf8), "unfolding gives the line back whole")
        }
    }

    @Test func theDashboardTileShowsTodayAndTheWeeksFatigue() throws {
        let folder = try TemporaryFolder()
        let dashboard = try SiteFiles.text(try Self.site(folder, family: "UHRJRTN8ZW2A"), "index.md")
        #expect(dashboard.contains("2 to do · 1 done today"))
        #expect(dashboard.contains("Fatigue this week, done / planned: Ana 10/19 · Sam 7/22 · Leo 6/11 · Mia 3/8"))
    }

    /// A chore of a day gone by that nobody marked done says so; one of a day to come does not.
    @Test func aPastChoreNotDoneIsMarked() throws {
        let folder = try TemporaryFolder()
        let page = try SiteFiles.text(try Self.site(folder, family: "UHRJRTN8ZW2A"), "chores/index.html")
        let days = page.components(separatedBy: "<td").dropFirst()
        let today = try #require(days.firstIndex { $0.hasPrefix(" class=\"week__today\"") })
        #expect(days[..<today].contains { $0.contains("chore--missed") && $0.contains("<span class=\"chore__missed\">not done</span>") })
        #expect(!days[today...].contains { $0.contains("chore--missed") }, "today and the days to come are not missed yet")
    }

    /// Next week's proposal in a household of twelve: each row names the six others with the least so
    /// far and how many more (every member's figure stays in the figures under the rows), where naming
    /// all made a thousand members' week page megabytes (issue 65's chore done at N = 1000).
    @Test func aLargeHouseholdsProposalNamesTheLeastLoadedOthersAndHowManyMore() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try SyntheticHousehold.fill(store, scale: 12)
        let snapshot = try #require(try store.snapshotAndRevision().families.first)
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en")
        let model = WeekProposalModel(snapshot: snapshot, date: SyntheticHousehold.date, strings: strings)
        let proposal = FairWeek(week: SyntheticHousehold.date.adding(days: 7), startingOn: .monday, today: SyntheticHousehold.date, members: snapshot.members,
                                chores: snapshot.chores, records: snapshot.choreRecords, away: snapshot.daysAway)
        try #require(!model.rows.isEmpty && model.rows.count == proposal.choices.count)
        for (row, choice) in zip(model.rows, proposal.choices) {
            let others = snapshot.members.filter { $0.id != choice.member }
            #expect(row.why.hasSuffix("\(others.count - 6) more)"), "\(row.why)")
            let named = others.filter { row.why.contains("\($0.displayName) ") }
            #expect(named.count == 6, "\(row.why)")
            // Those named carry no more so far than any left out.
            let most = named.map { choice.soFar[$0.id] ?? 0 }.max() ?? 0
            for member in others where !named.contains(where: { $0.id == member.id }) {
                #expect((choice.soFar[member.id] ?? 0) >= most, "\(member.displayName) left out of \(row.why)")
            }
        }
        #expect(model.figures.count >= 12, "every member's figure: \(model.figures.map(\.text))")
    }

    /// A busy day does not stretch the dashboard: its tile lists six chores to do and says how many more.
    @Test func theDashboardTileListsSixChoresAndHowManyMore() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try SyntheticHousehold.fill(store, scale: 1)
        let (families, revision) = try store.snapshotAndRevision()
        let output = folder.url.appending(path: "site")
        try SiteBuilder().build(families, options: BuildOptions(output: output, date: SyntheticHousehold.date, familyID: families[0].family.id,
                                                                storeRevision: revision))
        let dashboard = try SiteFiles.text(output, "index.html")
        let tile = try #require(dashboard.components(separatedBy: "tile--chores").dropFirst().first?.components(separatedBy: "</article>").first)
        let toDo = try #require(tile.components(separatedBy: "<ul class=\"tile__list\">").dropFirst().first?.components(separatedBy: "</ul>").first)
        #expect(toDo.components(separatedBy: "<li>").count - 1 == 6, "\(toDo)")
        #expect(tile.contains("<li class=\"tile__more-items\"><a href=\"chores/today/index.html\">and 14 more</a></li>"), "\(tile)")
    }
}
