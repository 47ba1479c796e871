import HearthDomain

/// `hearth report household`: the household report page (`HouseholdReportPage`) on paper: the same
/// sentences, chart and table, then the grocery list's progress and what was bought.
public enum HouseholdReport {
    /// What it reads of the household: every item (what was bought this week), and the chores.
    public static let reads: FamilyParts = [.groceries, .chores]

    public static func sheet(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> ReportSheet {
        let page = HouseholdReportPage.model(for: snapshot, date: date, strings: strings)
        var blocks: [ReportSheet.Block] = [.heading(strings.text("report_chores_heading"))]
        if page.chores.hasMembers {
            blocks += page.chores.sentences.map { .text($0) }
            blocks.append(.bars(page.chores.bars, legend: (strings.text("chart_planned"), strings.text("chart_done"))))
            blocks.append(.table(header: [strings.text("column_member"), strings.text("column_this_week"), strings.text("column_share"),
                                          strings.text("column_four_weeks"), strings.text("column_share")],
                                 rows: page.chores.rows.map { [$0.name, $0.thisWeek, $0.share, $0.fourWeeks, $0.fourWeeksShare] }))
        } else {
            blocks.append(.text(strings.text("no_members")))
        }
        blocks += [.heading(strings.text("report_groceries_heading")), .text(page.basketText), .text(page.boughtText), .text(page.tripsText)]
        return ReportSheet(title: strings.text("report_household_title") + " · " + snapshot.family.name, subtitle: page.chores.weekOfText,
                           blocks: blocks, language: snapshot.family.language.tag, colon: strings.text("colon"))
    }
}
