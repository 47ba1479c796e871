import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

/// The week's chores and the family's members through the API.
extension APIController {
    /// listChores: the chores of the week containing `?date=` (default today), each on its day, with
    /// whether it was done and by whom.
    func listChores(_ request: Request, _ caller: HouseholdStore.APICaller) throws -> Response {
        let date = try day(request.uri.queryParameters.get("date"), caller) ?? handlers.actions.today()
        let snapshot = try store.snapshot(of: caller.family, reading: [.chores])
        let week = snapshot.week(containing: date)
        let language = caller.family.language
        let items = week.days.flatMap { day in
            day.chores.map { chore in
                let doneBy = day.done[chore.id]?.doneBy
                return APIModels.Chore(id: chore.id, title: chore.label.name(in: language), date: day.date.iso, weekday: chore.weekday.rawValue,
                                       fatigue: chore.fatigue, assignee: snapshot.member(chore.assignee)?.displayName, assigneeId: chore.assignee?.text,
                                       done: day.done[chore.id] != nil, doneBy: snapshot.member(doneBy)?.displayName)
            }
        }
        return APIJSON.response(APIModels.ChoreList(week: week.start.iso, items: items))
    }

    /// markChoreDone, undoChoreDone: what the chores page's buttons do, on the chore's day of the week
    /// containing the body's `date` (default today); a day to come is refused, as on the page.
    func recordChore(done: Bool, _ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        let asked = try decode(try await bytes(request, context), as: APIModels.ChoreDay.self)
        let board = try store.choreBoard(of: caller.family.id).board
        guard let id = context.parameters.get("id"), let chore = board.chores.first(where: { $0.id == id }) else {
            throw APIProblem(.notFound, problemWords().text("api_no_chore", ["id": context.parameters.get("id") ?? ""]), field: "id")
        }
        let day = try self.day(asked.date, caller) ?? handlers.actions.today().startOfWeek(caller.family.firstWeekday).adding(days: chore.weekday.days(since: caller.family.firstWeekday))
        guard day.weekday == chore.weekday else {
            throw APIProblem(.unprocessableContent, problemWords().text("api_wrong_weekday", ["date": day.iso, "weekday": problemWords().weekday(chore.weekday)]),
                             field: "date")
        }
        let form = ChoreForm(chore: chore.title, date: day.iso)
        _ = try await change(done ? "chore/done" : "chore/undo", caller) { actions, _ in
            try actions.recordChore(form, done: done, by: caller.member, in: caller.family)
        }
        let snapshot = try store.snapshot(of: caller.family, reading: [.chores])
        let record = snapshot.choreRecords.first { $0.choreID == chore.id && $0.date == day }
        return APIJSON.response(APIModels.Chore(id: chore.id, title: chore.label.name(in: caller.family.language), date: day.iso,
                                                weekday: chore.weekday.rawValue, fatigue: chore.fatigue,
                                                assignee: snapshot.member(chore.assignee)?.displayName, assigneeId: chore.assignee?.text,
                                                done: record != nil, doneBy: snapshot.member(record?.doneBy)?.displayName))
    }

    /// listMembers: the family's members, managers first.
    func listMembers(_ caller: HouseholdStore.APICaller) throws -> Response {
        let members = try store.members(of: caller.family.id)
        return APIJSON.response(APIModels.MemberList(items: members.map { APIModels.Member(id: $0.id.text, name: $0.displayName, manager: $0.isManager) }))
    }

    /// A YYYY-MM-DD date from the request, nil when none was given.
    func day(_ text: String?, _ caller: HouseholdStore.APICaller) throws -> CalendarDay? {
        guard let text else { return nil }
        guard let day = CalendarDay(iso: text.trimmed) else {
            throw APIProblem(.unprocessableContent, problemWords().text("api_not_a_date", ["text": text]), field: "date")
        }
        return day
    }
}
