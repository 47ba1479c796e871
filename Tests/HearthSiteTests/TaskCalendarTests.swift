import HearthDomain
@testable import HearthSite
import Testing

/// The to-dos of `hearth host`'s CalDAV lists (issue 71): written with the feeds' escaping and folding, and
/// read back from what task apps send (folded lines, escaped text, alarms inside, events refused).
@Suite struct TaskCalendarTests {
    @Test func hostileTextIsEscapedAndFoldedAndReadsBackTheSame() throws {
        let name = "Tom & Jerry's <cheese>, \"aged\"; 1\\2\nsecond line " + String(repeating: "é", count: 60)
        let task = TaskCalendar.Task(uid: "A1", summary: name, description: ["Location: Dairy, cold"], categories: ["Dairy, cold", "Eggs"],
                                     due: CalendarDay(iso: "2026-11-19"), completed: true, stamp: CalendarDay(iso: "2026-11-19")!)
        let text = TaskCalendar.ics(task)
        #expect(text.contains("SUMMARY:Tom & Jerry's <cheese>\\, \"aged\"\\; 1\\\\2\\nsecond line"))
        #expect(text.contains("CATEGORIES:Dairy\\, cold,Eggs") && text.contains("DUE;VALUE=DATE:20261119") && text.contains("STATUS:COMPLETED"))
        #expect(text.split(separator: "\r\n").allSatisfy { $0.utf8.count <= 75 }, "every line folded at 75 octets")
        let read = try TaskCalendar.read(text).get()
        #expect(read == TaskCalendar.Sent(uid: "A1", summary: name, completed: true))
    }

    @Test func whatTaskAppsSendIsReadAsTheyMeanIt() throws {
        // Thunderbird: LF line ends, a folded SUMMARY, an alarm with its own STATUS-less DESCRIPTION.
        let thunderbird = "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VTODO\nUID:x-1\nSUMMARY:Oat\n  milk 2 l\nCOMPLETED:20261119T101010Z\n"
            + "BEGIN:VALARM\nACTION:DISPLAY\nDESCRIPTION:Default Mozilla Description\nEND:VALARM\nEND:VTODO\nEND:VCALENDAR\n"
        #expect(try TaskCalendar.read(thunderbird).get() == TaskCalendar.Sent(uid: "x-1", summary: "Oat milk 2 l", completed: true))
        let undone = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID;X-PARAM=\"a:b\":u\r\nSUMMARY:Milk\r\nSTATUS:NEEDS-ACTION\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        #expect(try TaskCalendar.read(undone).get() == TaskCalendar.Sent(uid: "u", summary: "Milk", completed: false))
        let event = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:e\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        #expect(TaskCalendar.read(event) == .failure(.notAToDo("VEVENT")))
        for broken in ["hello", "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nUID:u\r\nEND:VCALENDAR\r\n", "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
                       "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:no uid\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"] {
            guard case .failure(.notOneToDo) = TaskCalendar.read(broken) else { Issue.record("read: \(broken)"); continue }
        }
    }

    /// Any title reads back as written (less the control characters iCalendar cannot carry), however it
    /// is escaped and folded: 2,000 random titles of commas, semicolons, backslashes, line breaks, CJK,
    /// combining marks and emoji.
    @Test func anyTitleReadsBackAsWritten() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces: [String] = [",", ";", "\\", "\n", "\r", ":", "\"", " ", "a", "Z", "7", "é", "e\u{301}", "購", "🧀", "👩‍👩‍👧", "\u{7}", "\t", "N", "\\n"]
        for _ in 0..<2_000 {
            let title = (0..<Int.random(in: 1...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let task = TaskCalendar.Task(uid: "u", summary: title, description: [title], categories: [title], due: nil, completed: false,
                                         stamp: CalendarDay(iso: "2026-11-19")!)
            let text = TaskCalendar.ics(task)
            let expected = String(String.UnicodeScalarView(title.unicodeScalars.filter { $0 == "\n" || $0.properties.generalCategory != .control }))
            let read = try TaskCalendar.read(text).get()
            #expect(read.summary == expected, "\(title.debugDescription)")
            #expect(text.split(separator: "\r\n", omittingEmptySubsequences: false).allSatisfy { $0.utf8.count <= 75 })
        }
    }
}

