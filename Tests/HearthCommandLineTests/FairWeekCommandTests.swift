import Foundation
import HearthTestSupport
import Testing

/// `hearth chore propose` (issue 69, docs/chores.md), days away, pinned chores and members who may not do
/// a chore, as a family types them: Peter cooked the last three Mondays; Polly is away next Tuesday; Pip
/// may not change the oil, and his room is his.
@Suite struct FairWeekCommandTests {
    static func parkers() async throws -> (TemporaryFolder, ([String]) async throws -> CommandLineTests.Run) {
        let folder = try TemporaryFolder()
        let run = { (arguments: [String]) async throws in try await CommandLineTests.hearth(arguments, in: folder.url) }
        let nextTuesday = nextWeek(day: 1)
        for arguments in [["init"], ["family", "create", "The Parkers"], ["member", "add", "Peter", "--family", "The Parkers", "--manager"],
                          ["member", "add", "Polly", "--family", "The Parkers"], ["member", "add", "Pip", "--family", "The Parkers"],
                          ["chore", "set", "cook", "--weekday", "monday", "--fatigue", "4", "--assignee", "Peter"],
                          ["chore", "set", "sweep", "--weekday", "tuesday", "--fatigue", "2", "--assignee", "Peter"],
                          ["chore", "set", "oil", "--weekday", "saturday", "--fatigue", "6", "--assignee", "Peter", "--not-for", "Pip"],
                          ["chore", "set", "room", "--weekday", "saturday", "--fatigue", "1", "--assignee", "Pip", "--keep-assignee"],
                          ["member", "away", "Polly", "--from", nextTuesday, "--to", nextTuesday]]
            + (0..<3).map { ["chore", "done", "cook", "--date", thisWeek(day: -7 * $0), "--as", "Peter"] } {
            let result = try await run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        return (folder, run)
    }

    /// A day of this week (0: its Monday; -7: last week's) as YYYY-MM-DD.
    static func thisWeek(day offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let today = calendar.startOfDay(for: Date())
        let sinceMonday = (calendar.component(.weekday, from: today) + 5) % 7
        let day = calendar.date(byAdding: .day, value: offset - sinceMonday, to: today)!
        let parts = calendar.dateComponents([.year, .month, .day], from: day)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }

    static func nextWeek(day offset: Int) -> String { thisWeek(day: 7 + offset) }

    static let proposal = [
        "Cook · Mon → Pip: 1 so far, the least (Peter 12, Polly 6)",
        "Sweep · Tue → Pip: 5 so far, the least (Peter 12, Polly 6, away)",
        "oil · Sat → Polly: 0 so far, the least (Peter 12, Pip 1, may not)",
        "room · Sat → Pip: pinned to them (Peter 12, Polly 0)",
    ]

    @Test func theProposalNamesEachChoreItsMemberAndWhyAndApplyAssignsIt() async throws {
        let (_, hearth) = try await Self.parkers()
        let first = try await hearth(["chore", "propose"])
        #expect(first.status == 0, "\(first.errors)")
        #expect(first.output.split(separator: "\n").map(String.init) == Self.proposal, "\(first.output)")
        #expect(first.errors.contains("Peter: 12 over four weeks + 0 this week = 12"), "\(first.errors)")
        #expect(first.errors.contains("Pip: 0 over four weeks + 7 this week = 7"))
        #expect(first.errors.contains("within 6 (the largest chore's fatigue) of every other: 6 apart at most"))
        #expect(try await hearth(["chore", "propose", "--week", Self.nextWeek(day: 4)]).output == first.output, "the same proposal twice, any day of the week")
        #expect(try await hearth(["chore", "list"]).output.contains("Cook · Peter"), "a proposal changes nothing")

        let applied = try await hearth(["chore", "propose", "--apply"])
        #expect(applied.status == 0 && applied.output == first.output, "\(applied.errors)")
        #expect(applied.errors.contains("Assigned the week: 3 chores change hands."), "\(applied.errors)")
        let list = try await hearth(["chore", "list", "--date", Self.nextWeek(day: 0)]).output
        for line in ["4  Cook · Pip", "2  Sweep · Pip", "6  oil · Polly", "1  room · Pip"] { #expect(list.contains(line), "\(list)") }
    }

    /// The proposal on paper, in the week's layout: next week, titled as proposed, each chore with the member
    /// proposed; the plan itself is not changed, and the week's own report still shows it.
    @Test func theProposalPrintsInTheWeeksLayout() async throws {
        let (folder, hearth) = try await Self.parkers()
        let printed = try await hearth(["report", "week", "--proposed", "--output", "proposed.pdf"])
        #expect(printed.status == 0 && printed.errors.contains("Wrote next week, proposed to proposed.pdf"), "\(printed.errors)")
        let text = try await HearthProcess.run([folder.url.appending(path: "proposed.pdf").path, "-"], in: folder.url,
                                         executable: URL(fileURLWithPath: "/usr/bin/pdftotext")).output
        #expect(text.contains("Next week, proposed · The Parkers"), "\(text)")
        #expect(text.contains("Week of Monday, " ) && text.contains(Self.longDate(Self.nextWeek(day: 0))), "next week's Monday: \(text)")
        let flat = text.components(separatedBy: .whitespacesAndNewlines).filter { !$0.isEmpty }.joined(separator: " ")
        #expect(flat.contains("fatigue 4 · for Pip") && !flat.contains("for Peter"), "Cook goes to Pip, Peter has nothing: \(flat)")
        #expect(flat.contains("Member Planned Done Peter Pip Polly 0 7 6"), "who carries how much, as proposed: \(flat)")
        #expect(flat.contains("fatigue 6 · for Polly"), "the oil to Polly: \(flat)")
        #expect(try await hearth(["chore", "list"]).output.contains("Cook · Peter"), "printing changes nothing")
        let plan = try await hearth(["report", "week", "--format", "txt"])
        #expect(plan.output.contains("This week · The Parkers") && plan.output.contains("Cook (fatigue 4 · for Peter"), "\(plan.output)")
    }

    /// "Monday, 7 December 2026" for a YYYY-MM-DD, as the reports write a long date in English.
    static func longDate(_ iso: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_GB")
        formatter.dateFormat = "yyyy-MM-dd"
        let date = formatter.date(from: iso)!
        formatter.dateFormat = "d MMMM yyyy"
        return formatter.string(from: date)
    }

    @Test func pinsExclusionsAndDaysAwayAreUndoneAndCarriedByExportAndImport() async throws {
        let (folder, hearth) = try await Self.parkers()
        let exported = try await hearth(["export", "--output", "household.json"])
        #expect(exported.status == 0, "\(exported.errors)")
        let text = try String(contentsOf: folder.url.appending(path: "household.json"), encoding: .utf8)
        #expect(text.contains("\"keepAssignee\"") && text.contains("\"notFor\"") && text.contains("\"daysAway\""))

        let other = try TemporaryFolder()
        #expect(try await CommandLineTests.hearth(["init"], in: other.url).status == 0)
        let imported = try await CommandLineTests.hearth(["import", folder.url.appending(path: "household.json").path], in: other.url)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(try await CommandLineTests.hearth(["chore", "propose"], in: other.url).output.split(separator: "\n").map(String.init) == Self.proposal,
                "the imported store proposes the same week")

        let unpinned = try await hearth(["chore", "set", "room", "--weekday", "saturday", "--fatigue", "1", "--no-keep-assignee", "--clear-not-for"])
        #expect(unpinned.errors.contains("room on Saturday: not pinned; every member may do it."), "\(unpinned.errors)")
        let oil = try await hearth(["chore", "set", "oil", "--weekday", "saturday", "--fatigue", "6", "--clear-not-for"])
        #expect(oil.errors.contains("oil on Saturday: not pinned; every member may do it."), "\(oil.errors)")
        let cleared = try await hearth(["member", "away", "Polly", "--clear"])
        #expect(cleared.status == 0 && cleared.errors.contains("Forgot Polly's days away."), "\(cleared.errors)")
        let free = try await hearth(["chore", "propose"]).output
        #expect(!free.contains("pinned") && !free.contains("away") && !free.contains("may not"), "\(free)")
    }

    @Test func badDaysAwayAndUnknownMembersAreRefusedByName() async throws {
        let (_, hearth) = try await Self.parkers()
        let backwards = try await hearth(["member", "away", "Pip", "--from", Self.nextWeek(day: 3), "--to", Self.nextWeek(day: 1)])
        #expect(backwards.status == 65 && backwards.errors.contains("--to: expected a last day on or after the first, \(Self.nextWeek(day: 3))"), "\(backwards.errors)")
        let nothing = try await hearth(["member", "away", "Pip"])
        #expect(nothing.status == 64 && nothing.errors.contains("--from DATE"), "\(nothing.errors)")
        let both = try await hearth(["member", "away", "Pip", "--clear", "--from", Self.nextWeek(day: 1)])
        #expect(both.status == 64, "\(both.errors)")
        let stranger = try await hearth(["chore", "set", "oil", "--weekday", "saturday", "--fatigue", "6", "--not-for", "Zed"])
        #expect(stranger.status != 0 && stranger.errors.contains("Zed"), "\(stranger.errors)")
        let badWeek = try await hearth(["chore", "propose", "--week", "next tuesday"])
        #expect(badWeek.status == 64 && badWeek.errors.contains("--week next tuesday: expected"), "\(badWeek.errors)")
    }

    @Test func aChineseFamilyReadsTheProposalInItsWords() async throws {
        let (_, hearth) = try await Self.parkers()
        #expect(try await hearth(["family", "set", "--language", "zh-Hant", "--family", "The Parkers"]).status == 0)
        let proposal = try await hearth(["chore", "propose"]).output
        #expect(proposal.contains("煮飯・週一 → Pip：目前 1，最少（Peter 12、Polly 6）"), "\(proposal)")
        #expect(proposal.contains("oil・週六 → Polly：目前 0，最少（Peter 12、Pip 1，不能做）"), "\(proposal)")
    }
}
