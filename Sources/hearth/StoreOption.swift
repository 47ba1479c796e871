import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

/// `--store PATH`, shared by every command that reads or writes the store.
struct StoreOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The store file (default: $HEARTH_STORE, else ./household.sqlite).", valueName: "path"))
    var store: String?

    /// The flag, else the environment variable HEARTH_STORE, else ./household.sqlite.
    var path: String {
        if let store { return store }
        if let fromEnvironment = ProcessInfo.processInfo.environment["HEARTH_STORE"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        return HouseholdStore.defaultPath
    }

    func open() throws -> HouseholdStore {
        try HouseholdStore.open(at: path)
    }
}

/// `--family ID`: the family a command acts in, by ID or name; not needed when the store has one family.
struct FamilyOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The family, by ID or name (not needed when the store has one family).", valueName: "family"))
    var family: String?
}

/// `--as MEMBER`: who acts, by member ID or display name, where the rules depend on it.
struct ActingMemberOption: ParsableArguments {
    @Option(name: .customLong("as"), help: ArgumentHelp("The member who acts, by ID or name.", valueName: "member"))
    var member: String
}

/// The local date, as the store's commands and the build see "today".
enum Today {
    static func local() -> CalendarDay {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: Date())
        return CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
    }

    /// `--date YYYY-MM-DD`, or today.
    static func parse(_ text: String?, option: String = "--date") throws -> CalendarDay {
        guard let text else { return local() }
        guard let day = CalendarDay(iso: text) else {
            throw Failure(.usage, "\(option) \(text): expected a date as YYYY-MM-DD, such as 2026-11-21")
        }
        return day
    }
}
