/// What a member may choose to hear about (`hearth notify set KIND on|off`, or the notices page).
public enum NoticeKind: String, CaseIterable, Sendable {
    /// The member's chores of the day, at a time of day they pick (07:30 unless told).
    case morning
    /// The grocery list changed: at most one notice in ten minutes, with what changed meanwhile.
    case list
    /// Someone said "I'm going shopping".
    case shopping
    /// Someone did a chore.
    case choreDone = "chore-done"
    /// Someone added a wish.
    case wish
    /// Next week's chores are set (a manager accepted the fair week's proposal): the member's own.
    case week

    /// The morning notice's time of day unless the member picks one.
    public static let morningDefault = TimeOfDay(hour: 7, minute: 30)

    /// The kind named as the command and the page name it: "morning", "list", "shopping", "chore-done", "wish", "week".
    public static func named(_ text: String) throws -> NoticeKind {
        guard let kind = NoticeKind(rawValue: text.trimmed.lowercased()) else {
            throw Failure(.usage, "\"\(text)\" is no kind of notice: expected one of \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return kind
    }
}

/// A time of day as HH:MM, local to the host.
public struct TimeOfDay: Sendable, Equatable, CustomStringConvertible {
    public var hour: Int
    public var minute: Int

    public init(hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// "07:30"; `field` names where it came from in the error ("--at", "at").
    public static func parse(_ text: String, field: String) throws -> TimeOfDay {
        let parts = text.trimmed.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else {
            throw Failure(.usage, "\(field) \(text): expected a time of day as HH:MM, such as 07:30", wording: Wording(.timeOfDay, ["text": text]))
        }
        return TimeOfDay(hour: hour, minute: minute)
    }

    public var description: String {
        (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }

    /// Minutes since midnight, to compare two times.
    public var minutes: Int { hour * 60 + minute }
}
