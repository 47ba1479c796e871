import HearthDomain

/// The household's tasks as iCalendar to-dos (VTODO, RFC 5545 §3.6.2), for `hearth host`'s CalDAV task
/// lists (docs/caldav.md): written with the feeds' own escaping and folding (`ChoreCalendar.escape`,
/// `ChoreCalendar.fold`), and read back from what a task app sends (`read`).
public enum TaskCalendar {
    /// One to-do as a task list shows it.
    public struct Task: Sendable, Equatable {
        public var uid: String
        public var summary: String
        /// Lines a task app shows under the title.
        public var description: [String]
        public var categories: [String]
        /// The day it is due (a chore's day), all day.
        public var due: CalendarDay?
        public var completed: Bool
        /// The day of the object's DTSTAMP and of its COMPLETED time: a day the store knows (a chore's day,
        /// the family's first), so the same store gives the same text and ETag every time.
        public var stamp: CalendarDay

        public init(uid: String, summary: String, description: [String], categories: [String], due: CalendarDay?, completed: Bool, stamp: CalendarDay) {
            self.uid = uid
            self.summary = summary
            self.description = description
            self.categories = categories
            self.due = due
            self.completed = completed
            self.stamp = stamp
        }
    }

    /// The to-do as a calendar object resource: a VCALENDAR holding the one VTODO, its lines folded.
    public static func ics(_ task: Task) -> String {
        let stamp = compact(task.stamp) + "T120000Z"
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Hearth//Hearth household dashboard//EN", "BEGIN:VTODO",
                     "UID:" + ChoreCalendar.escape(task.uid), "DTSTAMP:" + stamp, "SUMMARY:" + ChoreCalendar.escape(task.summary)]
        if !task.description.isEmpty { lines.append("DESCRIPTION:" + ChoreCalendar.escape(task.description.joined(separator: "\n"))) }
        // Each category escaped on its own: a comma inside one is text, the commas between them are not.
        let categories = task.categories.filter { !$0.trimmed.isEmpty }
        if !categories.isEmpty { lines.append("CATEGORIES:" + categories.map(ChoreCalendar.escape).joined(separator: ",")) }
        if let due = task.due { lines.append("DUE;VALUE=DATE:" + compact(due)) }
        if task.completed {
            // Task apps take a to-do for done by its STATUS, some by COMPLETED (a UTC time) or PERCENT-COMPLETE.
            lines += ["STATUS:COMPLETED", "COMPLETED:" + stamp, "PERCENT-COMPLETE:100"]
        } else {
            lines.append("STATUS:NEEDS-ACTION")
        }
        lines += ["END:VTODO", "END:VCALENDAR"]
        return lines.map(ChoreCalendar.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// What a task app sent for one to-do: its UID, title and whether it is done.
    public struct Sent: Sendable, Equatable {
        public var uid: String
        public var summary: String
        public var completed: Bool
    }

    /// Why a body sent as a to-do cannot be read as one.
    public enum Unreadable: Error, Equatable {
        /// Not iCalendar, or not one VTODO: the reason, with the line it was found at.
        case notOneToDo(String)
        /// A calendar object of another kind (an event): a task list holds to-dos only.
        case notAToDo(String)
    }

    /// The one VTODO of an iCalendar object a task app sent (RFC 5545: lines unfolded, TEXT unescaped):
    /// its UID, SUMMARY and whether it is done (STATUS:COMPLETED, or a COMPLETED time without a STATUS).
    public static func read(_ text: String) -> Result<Sent, Unreadable> {
        let lines = unfolded(text)
        guard lines.first(where: { !$0.isEmpty })?.uppercased() == "BEGIN:VCALENDAR" else {
            return .failure(.notOneToDo("the body does not begin with BEGIN:VCALENDAR"))
        }
        var depth: [String] = []
        var todos = 0
        var uid: String?, summary: String?, status: String?, completedTime = false
        for (index, line) in lines.enumerated() where !line.isEmpty {
            guard let colon = valueStart(line) else { return .failure(.notOneToDo("line \(index + 1) has no \":\" before its value")) }
            let name = String(String.UnicodeScalarView(line.unicodeScalars[..<colon].prefix { $0 != ";" })).uppercased()
            let value = String(String.UnicodeScalarView(line.unicodeScalars[line.unicodeScalars.index(after: colon)...]))
            switch name {
            case "BEGIN":
                let component = value.uppercased()
                if ["VEVENT", "VJOURNAL", "VFREEBUSY"].contains(component) { return .failure(.notAToDo(component)) }
                if component == "VTODO" { todos += 1 }
                depth.append(component)
            case "END":
                guard depth.last == value.uppercased() else { return .failure(.notOneToDo("line \(index + 1): END:\(value) closes no BEGIN:\(value)")) }
                depth.removeLast()
            default:
                // The VTODO's own properties, not those of an alarm inside it.
                guard depth.last == "VTODO" else { continue }
                switch name {
                case "UID": uid = unescape(value)
                case "SUMMARY": summary = unescape(value)
                case "STATUS": status = value.uppercased()
                case "COMPLETED": completedTime = true
                default: break
                }
            }
        }
        guard depth.isEmpty else { return .failure(.notOneToDo("BEGIN:\(depth.last ?? "") has no END")) }
        guard todos == 1 else { return .failure(.notOneToDo("expected one VTODO, found \(todos)")) }
        guard let uid, !uid.trimmed.isEmpty else { return .failure(.notOneToDo("the VTODO has no UID")) }
        let completed = status.map { $0 == "COMPLETED" } ?? completedTime
        return .success(Sent(uid: uid, summary: summary ?? "", completed: completed))
    }

    /// The content lines, each folded line joined again (a line break followed by a space or a tab). By
    /// code point, as lines are folded: a fold may fall before a combining mark, which a `Character` would
    /// join to the space.
    static func unfolded(_ text: String) -> [String] {
        var lines: [String.UnicodeScalarView] = []
        var current = String.UnicodeScalarView()
        var atLineStart = true, started = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        while let scalar = pending ?? scalars.next() {
            pending = nil
            if scalar == "\r" {
                // CR LF, or a CR alone: one line break.
                let next = scalars.next()
                if next != "\n" { pending = next }
            }
            if scalar == "\r" || scalar == "\n" {
                atLineStart = true
                continue
            }
            if atLineStart {
                atLineStart = false
                if started && (scalar == " " || scalar == "\t") { continue }
                if started { lines.append(current) }
                current = String.UnicodeScalarView()
                started = true
            }
            current.append(scalar)
        }
        if started { lines.append(current) }
        return lines.map(String.init)
    }

    /// Where a content line's value begins: the first ":" outside a quoted parameter value.
    private static func valueStart(_ line: String) -> String.Index? {
        var quoted = false
        for index in line.unicodeScalars.indices {
            switch line.unicodeScalars[index] {
            case "\"": quoted.toggle()
            case ":" where !quoted: return index
            default: continue
            }
        }
        return nil
    }

    /// TEXT unescaped (RFC 5545 §3.3.11): "\\n" and "\\N" a line break, "\\," "\\;" "\\\\" the character.
    static func unescape(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var escaping = false
        for scalar in text.unicodeScalars {
            if escaping {
                result.append(scalar == "n" || scalar == "N" ? "\n" : scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    private static func compact(_ day: CalendarDay) -> String { day.iso.replacingOccurrences(of: "-", with: "") }
}
