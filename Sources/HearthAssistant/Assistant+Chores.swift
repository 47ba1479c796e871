import Foundation
import HearthDomain
import HearthSite
import HearthStore
import MCP

/// The chores' tools: a day's chores, a chore done, next week's fair proposal.
extension Assistant {
    struct ChoreJSON: Encodable {
        var chore: String
        var date: String
        var fatigue: Int
        var assignee: String?
        /// Assigned to the member who asks.
        var yours: Bool
        var done: Bool
        var doneBy: String?
    }

    struct DayJSON: Encodable {
        var date: String
        var chores: [ChoreJSON]
    }

    /// `chores_today`: the day's chores as `hearth chore today` prints them, the member's and the family's.
    func choresToday(_ arguments: AssistantArguments, as caller: AssistantCaller) throws -> CallTool.Result {
        let date = try day(arguments) ?? today()
        let family = caller.family
        let members = try store.members()  // of the store: one who did a chore may have moved since
        guard let day = try store.week(containing: date, of: family).day(date), !day.chores.isEmpty else {
            return try result("Nothing planned on \(date.weekday.rawValue.capitalized) \(date) for \(family.name).", json: DayJSON(date: date.iso, chores: []))
        }
        let lines = [ChoreLines.heading(of: day, in: family)] + day.chores.map { ChoreLines.line($0, on: day, in: family, members: members, showingDay: false) }
        return try result(lines.joined(separator: "\n"), json: DayJSON(date: date.iso, chores: day.chores.map { json($0, on: day, in: family, caller: caller, members: members) }))
    }

    func json(_ chore: Chore, on day: WeekPlan.Day, in family: Family, caller: AssistantCaller, members: [Member]) -> ChoreJSON {
        let record = day.done[chore.id]
        return ChoreJSON(chore: chore.label.name(in: family.language), date: day.date.iso, fatigue: chore.fatigue,
                         assignee: members.first { $0.id == chore.assignee }?.displayName, yours: chore.assignee == caller.member.id,
                         done: record != nil, doneBy: record.flatMap { record in members.first { $0.id == record.doneBy }?.displayName })
    }

    /// `mark_chore_done`: as the chores page's button and `hearth chore done`, on a day up to today.
    func markChoreDone(_ arguments: AssistantArguments, as caller: AssistantCaller, words: ThemeStrings) async throws -> CallTool.Result {
        let title = try arguments.requiredText("chore")
        let date = try day(arguments) ?? today()
        guard date <= today() else {
            throw AssistantRefusal("server_day_to_come", ["day": words.longDate(date), "today": words.longDate(today())])
        }
        let store = self.store
        let chore = try await changes.apply("chore/done", by: caller.member, in: caller.family) {
            try store.recordChores([title], on: date, done: true, by: caller.member, in: caller.family)[0]
        }
        let members = try store.members()
        guard let day = try store.week(containing: date, of: caller.family).day(date) else { throw AssistantRefusal.missing("date") }
        return try result(ChoreLines.line(chore, on: day, in: caller.family, members: members, showingDay: false),
                          json: json(chore, on: day, in: caller.family, caller: caller, members: members))
    }

    struct ProposalJSON: Encodable {
        struct Choice: Encodable {
            var chore: String
            var date: String
            var fatigue: Int
            var member: String?
            var why: String
        }

        var week: String
        var choices: [Choice]
    }

    /// `propose_week`: the fair week as `hearth chore propose` says it, in the member's words; nothing is assigned.
    func proposeWeek(_ arguments: AssistantArguments, as caller: AssistantCaller, words: ThemeStrings) throws -> CallTool.Result {
        let date = try day(arguments, "week") ?? today().adding(days: 7)
        let members = try store.members(of: caller.family.id)
        let proposal = try store.proposeWeek(containing: date, today: today(), of: caller.family)
        let fair = FairWeekWords(strings: words, members: members)
        guard !proposal.choices.isEmpty else {
            return try result("\(caller.family.name) has no chores to propose.", json: ProposalJSON(week: date.startOfWeek(caller.family.firstWeekday).iso, choices: []))
        }
        let lines = [fair.intro(proposal)] + proposal.choices.map { fair.line($0, in: proposal) } + fair.figures(proposal) + [fair.verdict(proposal)]
        let choices = proposal.choices.map { choice in
            ProposalJSON.Choice(chore: choice.chore.label.name(in: caller.family.language), date: choice.date.iso,
                                fatigue: choice.chore.fatigue, member: members.first { $0.id == choice.member }?.displayName,
                                why: fair.why(choice, in: proposal))
        }
        return try result(lines.joined(separator: "\n"), json: ProposalJSON(week: proposal.start.iso, choices: choices))
    }
}
