import Mustache

// The models of the chore pages, read by Mustache without reflection (as in TemplateModel+Pages.swift).
// Twenty chores of today, each offering every member ("who did it?"), are twenty thousand choices at
// N = 1000, which reflection made a third of a chore done's refresh; and the week's page, its hundred and
// more chores and the fair week's proposal, was a seventh of a chore done's at N = 10.

extension ChoresPage: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "weekOfText": return weekOfText
        case "days": return days.references
        case "hasChores": return hasChores
        case "loads": return loads.references
        case "hasMembers": return hasMembers
        case "showsLoadTable": return showsLoadTable
        case "hasNoLoad": return hasNoLoad
        case "unassignedFatigue": return unassignedFatigue
        case "hasUnassigned": return hasUnassigned
        case "totalFatigue": return totalFatigue
        case "chartSVG": return chartSVG
        case "links": return ModelReference(links)
        case "proposal": return ModelReference(proposal)
        case "hasProposal": return hasProposal
        default: return nil
        }
    }
}

extension ChoresPage.DayColumn: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "dateText": return dateText
        case "isToday": return isToday
        case "isPast": return isPast
        case "chores": return chores.references
        case "hasChores": return hasChores
        case "totalFatigue": return totalFatigue
        case "away": return away
        case "hasAway": return hasAway
        default: return nil
        }
    }
}

extension ChoreModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": return title
        case "name": return self.name
        case "iconSrc": return iconSrc
        case "fatigue": return fatigue
        case "fatigueText": return fatigueText
        case "assigneeText": return assigneeText
        case "hasAssignee": return hasAssignee
        case "done": return done
        case "doneByText": return doneByText
        case "doneByID": return doneByID
        case "choices": return choices.references
        case "choiceRows": return choiceRows
        default: return nil
        }
    }
}

extension ChoreModel.MemberChoice: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": return id
        case "name": return self.name
        case "selected": return selected
        default: return nil
        }
    }
}

extension MemberLoadModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": return self.name
        case "planned": return planned
        case "done": return done
        default: return nil
        }
    }
}

extension ChoreSubnavigation: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "weekHref": return weekHref
        case "todayHref": return todayHref
        case "wishesHref": return wishesHref
        case "calendarHref": return calendarHref
        case "weekCurrent": return weekCurrent
        case "todayCurrent": return todayCurrent
        case "wishesCurrent": return wishesCurrent
        default: return nil
        }
    }
}

extension WeekProposalModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": return title
        case "intro": return intro
        case "week": return week
        case "changes": return changes
        case "rows": return rows.references
        case "figures": return figures.references
        case "verdict": return verdict
        default: return nil
        }
    }
}

extension WeekProposalModel.Row: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "chore": return chore
        case "day": return day
        case "now": return now
        case "proposed": return proposed
        case "changes": return changes
        case "why": return why
        default: return nil
        }
    }
}

extension WeekProposalModel.Line: MustacheParent {
    func child(named name: String) -> Any? {
        name == "text" ? text : nil
    }
}
