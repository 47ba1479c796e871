import HearthDomain

/// The weekly chores as an iCalendar feed (RFC 5545) that calendar apps subscribe to: one weekly
/// recurring all-day event per chore, with the fatigue value and the assignee in its description.
/// UIDs are the chores' own IDs, so a rebuild updates events rather than adding them again.
public enum ChoreCalendar: ShowsFamilyData {
    /// The feed's file in the family's folder.
    public static let fileName = "chores.ics"
    static let shows: Set<FamilyData> = [.chores, .members]

    /// The family's chores, or only those of `member` (a member's own feed, `hearth host`'s mine.ics).
    public static func ics(for snapshot: FamilySnapshot, only member: HearthID? = nil, date: CalendarDay, strings: ThemeStrings) -> String {
        let family = snapshot.family
        var lines: [String] = []
        // Each series starts in the week the family was made, on its weekday, and stays there: a start
        // that moved with every build's week took the weeks before out of subscribed calendars, and a
        // changed DTSTART needs a new SEQUENCE (RFC 5546 §2.1.4). The creation time is UTC and the build's
        // day local: the day before it is taken, so that a family made late on a Sunday west of UTC does
        // not start in a week after its first build's (a start a week early is harmless). A creation date
        // that cannot be read, or lies after the build's day, starts the series in the build's week.
        // DTSTAMP is the build's day, so the same store and date always give the same feed.
        let created = CalendarDay(iso: String(family.created.prefix(10)))?.adding(days: -1)
        let first = family.firstWeekday
        let firstWeek = min(created ?? date, date).startOfWeek(first)
        let stamp = compact(date) + "T000000Z"
        let chores = snapshot.chores.filter { member == nil || $0.assignee == member }.sorted { ($0.weekday.days(since: first), $0.title, $0.id) < ($1.weekday.days(since: first), $1.title, $1.id) }
        for chore in chores {
            let day = firstWeek.adding(days: chore.weekday.days(since: first))
            var description = strings.text("calendar_description", ["fatigue": String(chore.fatigue)])
            if let assignee = snapshot.member(chore.assignee) {
                description += "\n" + strings.text("calendar_assignee", ["name": assignee.displayName])
            }
            var summary = chore.label.name(in: family.language)
            if let assignee = snapshot.member(chore.assignee) { summary += " · " + assignee.displayName }
            lines += [
                "BEGIN:VEVENT",
                "UID:" + escape("chore-\(chore.id)-\(family.id.text)@hearth"),
                "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + compact(day),
                "DTEND;VALUE=DATE:" + compact(day.adding(days: 1)),
                "RRULE:FREQ=WEEKLY;BYDAY=" + byDay(chore.weekday),
                "SUMMARY:" + escape(summary),
                "DESCRIPTION:" + escape(description),
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
            ]
        }
        return feed(named: strings.text("calendar_name", ["family": family.name]) + (member.flatMap(snapshot.member).map { " · " + $0.displayName } ?? ""),
                    events: lines)
    }

    /// A whole feed named `name` around the lines of its events, each line folded (also `MealCalendar`'s).
    static func feed(named name: String, events: [String]) -> String {
        let lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//Hearth household dashboard//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH",
                     "X-WR-CALNAME:" + escape(name)] + events + ["END:VCALENDAR"]
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// TEXT escaping of RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks; other control
    /// characters are not allowed and are left out.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n": result += "\\n"
            case "\r": continue
            default:
                if scalar.properties.generalCategory == .control { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 sequence: the next line
    /// starts with one space. It goes by code point, not by `Character`: one character (a letter with
    /// hundreds of marks) can be hundreds of octets, longer than a line may be. RFC 5545 allows a fold
    /// between any two code points; a reader joins the lines again before it reads the text.
    static func fold(_ line: String) -> String {
        var folded = String.UnicodeScalarView()
        var octets = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if octets + size > 75 {
                folded.append(contentsOf: "\r\n ".unicodeScalars)
                octets = 1
            }
            folded.append(scalar)
            octets += size
        }
        return String(folded)
    }

    private static func compact(_ day: CalendarDay) -> String { day.iso.replacingOccurrences(of: "-", with: "") }

    private static func byDay(_ weekday: Weekday) -> String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][weekday.index]
    }
}
