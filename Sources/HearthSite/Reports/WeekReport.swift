import HearthDomain

/// `hearth report week`: the week's chore plan for the fridge, as the week's page shows it: a column per
/// day (from the family's first weekday) with each chore, its fatigue, who it is for and a box to tick when done (those done
/// already say by whom), each day's total, then who carries how much.
public enum WeekReport {
    /// What it reads of the household: the chores and their records.
    public static let reads: FamilyParts = [.chores]

    public static func sheet(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> ReportSheet {
        let week = snapshot.week(containing: date)
        let columns = week.days.map { day in
            ReportSheet.Column(
                title: strings.weekday(day.date.weekday),
                subtitle: strings.shortDate(day.date),
                lines: day.chores.map { chore in
                    let model = ChoreModel(chore, record: day.done[chore.id], snapshot: snapshot, strings: strings, root: "")
                    let detail = [model.fatigueText, model.assigneeText] + (model.done ? [model.doneByText] : [])
                    return ReportSheet.Line(text: model.name, detail: detail.joined(separator: " · "), checked: model.done)
                },
                empty: strings.text("no_chores_day"),
                footer: strings.text("day_total") + strings.text("colon") + String(day.totalFatigue))
        }
        var blocks: [ReportSheet.Block] = [.columns(columns), .heading(strings.text("member_load_title"))]
        let loads = MemberLoadModel.loads(in: week, of: snapshot)
        if loads.isEmpty && week.unassignedFatigue == 0 {
            blocks.append(.text(strings.text(snapshot.members.isEmpty ? "no_members" : "no_chores_week")))
        } else {
            var rows = loads.map { [$0.name, String($0.planned), String($0.done)] }
            if week.unassignedFatigue > 0 { rows.append([strings.text("unassigned"), String(week.unassignedFatigue), ""]) }
            blocks.append(.table(header: [strings.text("column_member"), strings.text("column_planned"), strings.text("column_done")], rows: rows))
        }
        return ReportSheet(title: strings.text("week_title") + " · " + snapshot.family.name,
                           subtitle: strings.text("week_of", ["date": strings.longDate(week.start)]),
                           blocks: blocks, language: snapshot.family.language.tag, colon: strings.text("colon"))
    }

    /// Next week as the fair week proposes it (`hearth report week --proposed`, the Print of the hosted
    /// proposal): the week after `date` in the same layout, each chore with the member proposed (docs/chores.md),
    /// titled as proposed so it is not taken for the plan.
    public static func proposedSheet(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> ReportSheet {
        let proposal = FairWeek(week: date.adding(days: 7), startingOn: snapshot.family.firstWeekday, today: date, members: snapshot.members, chores: snapshot.chores,
                                records: snapshot.choreRecords, away: snapshot.daysAway)
        let proposed = Dictionary(proposal.choices.map { ($0.chore.id, $0.member) }) { first, _ in first }
        var next = snapshot
        next.chores = snapshot.chores.map { chore in
            var given = chore
            if let member = proposed[chore.id] { given.assignee = member }
            return given
        }
        var sheet = sheet(for: next, date: proposal.start, strings: strings)
        sheet.title = strings.text("week_proposed_title") + " · " + snapshot.family.name
        return sheet
    }
}
