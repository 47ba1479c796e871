import HearthDomain

/// Today (the build's date): what is to do and what is done, like the app's two columns.
struct ChoresTodayPage: ShowsFamilyData, PageWithRows {
    static let shows: Set<FamilyData> = [.chores, .choreRecords, .members]
    static let route = ChoresPage.route.below("today/", template: "chores-today")

    var dateText: String
    /// `date`: the day as YYYY-MM-DD, which the forms of a hosted build send with a chore done or undone.
    var date: String
    var toDo: [ChoreModel]
    var done: [ChoreModel]
    var hasChores: Bool
    var links: ChoreSubnavigation

    static func page(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> Page {
        let day = snapshot.week(containing: date).day(date)!
        let models = day.chores.map { chore in
            var model = ChoreModel(chore, record: day.done[chore.id], snapshot: snapshot, strings: strings, root: route.toRoot)
            // "Who did it?" on a kitchen screen allowed to mark chores done: the member it is planned for first.
            model.choices = snapshot.members.map { .init(id: $0.id.text, name: $0.displayName, selected: $0.id == chore.assignee) }
            return model
        }
        let model = ChoresTodayPage(dateText: strings.longDate(date), date: date.iso, toDo: models.filter { !$0.done }, done: models.filter(\.done),
                              hasChores: !models.isEmpty, links: ChoreSubnavigation(from: route))
        return Page(route: route, title: strings.text("today_title"),
                    model: model)
    }

    /// "Who did it?" is asked on a hosted page, in HTML, of the chores to do.
    mutating func renderRows(with rows: RowRenderer) throws {
        guard rows.format == "html", rows.hosted else { return }
        for index in toDo.indices { toDo[index].choiceRows = try rows.render(&toDo[index].choices, with: "rows/member-choice") }
    }
}
