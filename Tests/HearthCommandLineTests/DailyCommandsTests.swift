import Foundation
import HearthTestSupport
import Testing

/// The commands a family runs every day, as they would type them: who speaks decides the family, several
/// items or chores at once, words for days, and a slip of the keyboard answered with what was meant.
@Suite struct DailyCommandsTests {
    /// Two families, as when a second family moves into the store: the Parkers (Peter, Polly) with Milk
    /// and Eggs on their list, and the Okafors (Ngozi).
    static func twoFamilies() async throws -> (TemporaryFolder, (([String], [String: String]) async throws -> CommandLineTests.Run)) {
        let folder = try TemporaryFolder()
        let run = { (arguments: [String], environment: [String: String]) async throws in
            try await CommandLineTests.hearth(arguments, in: folder.url, environment: environment)
        }
        for arguments in [["init"], ["family", "create", "The Parkers"], ["member", "add", "Peter", "--family", "The Parkers", "--manager"],
                          ["member", "add", "Polly", "--family", "The Parkers"], ["grocery", "add", "Milk", "--as", "Peter", "--family", "The Parkers"],
                          ["grocery", "add", "Eggs", "--as", "Peter", "--family", "The Parkers"],
                          ["family", "create", "The Okafors"], ["member", "add", "Ngozi", "--family", "The Okafors"]] {
            let result = try await run(arguments, [:])
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        return (folder, run)
    }

    @Test func theMemberWhoSpeaksDecidesTheFamily() async throws {
        let (_, hearth) = try await Self.twoFamilies()
        let checked = try await hearth(["grocery", "check", "Milk", "--as", "Polly"], [:])
        #expect(checked.status == 0, "\(checked.errors)")
        #expect(checked.errors.contains("Checked Milk."))
        // In any letter case, and by ID.
        #expect(try await hearth(["grocery", "uncheck", "milk", "--as", "polly"], [:]).status == 0)
        let members = try await hearth(["member", "list"], [:]).output
        let pollyID = try #require(members.split(separator: "\n").first { $0.contains("Polly") }?.split(separator: " ").first.map(String.init))
        #expect(try await hearth(["grocery", "check", "Milk", "--as", pollyID], [:]).status == 0)
        #expect(try await hearth(["grocery", "list", "--family", "the parkers"], [:]).output.contains("[x] Milk"))
        // A shell that always speaks for one person.
        #expect(try await hearth(["grocery", "uncheck", "Milk"], ["HEARTH_MEMBER": "Polly"]).status == 0)
        #expect(try await hearth(["grocery", "list"], ["HEARTH_FAMILY": "The Parkers"]).output.contains("[ ] Milk"))
        #expect(try await hearth(["grocery", "list"], ["HEARTH_MEMBER": "Polly"]).output.contains("[ ] Milk"), "who speaks decides the family of a read too")
        // Nobody named: the command says how to name them.
        let nobody = try await hearth(["grocery", "check", "Milk", "--family", "The Parkers"], [:])
        #expect(nobody.status == 64)
        #expect(nobody.errors.contains("say who acts with --as MEMBER (an ID or a name), or set HEARTH_MEMBER"), "\(nobody.errors)")
    }

    @Test func severalItemsAtOnceAllOrNone() async throws {
        let (_, hearth) = try await Self.twoFamilies()
        let refused = try await hearth(["grocery", "check", "Milk", "Bread", "--as", "Polly"], [:])
        #expect(refused.status == 65)
        #expect(refused.errors.contains("The Parkers has no item named \"Bread\""), "\(refused.errors)")
        #expect(try await hearth(["grocery", "list", "--family", "The Parkers"], [:]).output.contains("[ ] Milk"), "Milk stays unchecked")

        let both = try await hearth(["grocery", "check", "Milk", "Eggs", "--as", "Polly"], [:])
        #expect(both.errors.contains("Checked Milk.") && both.errors.contains("Checked Eggs."), "\(both.errors)")
        let trip = try await hearth(["grocery", "purchase", "--checked", "--as", "Polly", "--date", "yesterday"], [:])
        #expect(trip.status == 0, "\(trip.errors)")
        let yesterday = Self.isoDay(daysFromToday: -1)
        #expect(trip.errors.contains("Purchased Eggs on \(yesterday).") && trip.errors.contains("Purchased Milk on \(yesterday)."), "\(trip.errors)")
        let all = try await hearth(["grocery", "list", "--all", "--family", "The Parkers"], [:]).output
        #expect(!all.contains("[x]") && !all.contains("[ ]"), "both are off the list: \(all)")
    }

    @Test func anyoneMarksAnItemUnavailableAndOnlyItsOwnerRemovesIt() async throws {
        let (_, hearth) = try await Self.twoFamilies()
        #expect(try await hearth(["grocery", "unavailable", "Milk", "--as", "Polly"], [:]).status == 0)
        #expect(try await hearth(["grocery", "list", "--family", "The Parkers"], [:]).output.contains("Milk ×1 · Peter ~ not available"))
        #expect(try await hearth(["grocery", "available", "Milk", "--as", "Polly"], [:]).status == 0)
        let remove = try await hearth(["grocery", "remove", "Milk", "--as", "Polly"], [:])
        #expect(remove.status == 77)
        #expect(remove.errors.contains("only Peter, who added \"Milk\", may remove it"), "\(remove.errors)")
    }

    @Test func choresOfTodayAndSeveralDoneAtOnce() async throws {
        let (_, hearth) = try await Self.twoFamilies()
        let today = Self.isoDay(daysFromToday: 0)
        let weekday = try #require(CommandLineTests.weekdayName(today))
        for label in ["sweep", "dishes"] {
            #expect(try await hearth(["chore", "set", label, "--weekday", weekday, "--fatigue", "2", "--assignee", "Polly"], [:]).status == 0)
        }
        let done = try await hearth(["chore", "done", "sweep", "dishes", "--date", "today", "--as", "Peter"], [:])
        #expect(done.status == 0, "\(done.errors)")
        let list = try await hearth(["chore", "today", "--family", "The Parkers"], [:])
        #expect(list.errors.contains("2 of 2 done"), "\(list.errors)")
        #expect(list.output.contains("[x] 2  Sweep · Polly (done by Peter)"), "\(list.output)")
        #expect(try await hearth(["chore", "undo", "dishes", "--as", "Peter"], [:]).status == 0)
        let week = try await hearth(["chore", "list", "--family", "The Parkers"], [:]).output
        #expect(week.contains("[ ] \(weekday.padding(toLength: 9, withPad: " ", startingAt: 0))  2  dishes · Polly"), "\(week)")
        #expect(week.contains("[x] \(weekday.padding(toLength: 9, withPad: " ", startingAt: 0))  2  Sweep · Polly (done by Peter)"), "\(week)")
        let tomorrow = try await hearth(["chore", "done", "sweep", "--date", Self.isoDay(daysFromToday: 1), "--as", "Peter"], [:])
        #expect(tomorrow.status == 65)
    }

    @Test func slipsAreAnsweredWithWhatWasMeant() async throws {
        let (_, hearth) = try await Self.twoFamilies()
        let subcommand = try await hearth(["grocery", "chek", "Milk", "--as", "Polly"], [:])
        #expect(subcommand.status == 64)
        #expect(subcommand.errors.contains("`hearth grocery` has no command \"chek\". Did you mean `check`?"), "\(subcommand.errors)")
        let option = try await hearth(["grocery", "add", "Tea", "--quantiy", "2", "--as", "Polly"], [:])
        #expect(option.status == 64)
        #expect(option.errors.contains("--quantity"), "\(option.errors)")
        let help = try await hearth(["nosuch", "--help"], [:])
        #expect(help.status == 64)
        #expect(help.errors.contains("`hearth` has no command \"nosuch\""), "\(help.errors)")
        #expect(help.output.isEmpty, "no top-level help")
        let version = try await hearth(["--version"], [:])
        #expect(version.status == 0 && version.output.hasPrefix("hearth "), "\(version.output)")
    }

    @Test func quantitiesWithUnitsAreShownAndAnotherUnitIsSaid() async throws {
        let (folder, hearth) = try await Self.twoFamilies()
        #expect(try await hearth(["grocery", "add", "Flour", "--quantity", "1.5 kg", "--as", "Peter"], [:]).status == 0)
        #expect(try await hearth(["grocery", "add", "Milk", "--quantity", "2 l", "--as", "Peter"], [:]).status == 0)
        let again = try await hearth(["grocery", "add", "Milk", "--quantity", "½ gal", "--as", "Peter"], [:])
        #expect(again.errors.contains("Milk was already on the list: changed its quantity from 2 l to ½ gal (another unit)."), "\(again.errors)")
        let list = try await hearth(["grocery", "list", "--family", "The Parkers"], [:]).output
        #expect(list.contains("Flour 1.5 kg · Peter") && list.contains("Milk ½ gal · Peter") && list.contains("Eggs ×1 · Peter"), "\(list)")
        #expect(try await hearth(["build", "--date", "2026-11-21"], [:]).status == 0)
        let parkers = try await #require(try hearth(["family", "list"], [:]).output.split(separator: "\n").first { $0.contains("The Parkers") }?.prefix(12))
        let shopping = try String(contentsOf: folder.url.appending(path: "site/\(parkers)/shopping/index.html"), encoding: .utf8)
        #expect(shopping.contains("<span class=\"item__quantity\">1.5 kg</span>"), "the shopping list shows the unit")
        let bad = try await hearth(["grocery", "add", "Rice", "--quantity", "lots", "--as", "Peter"], [:])
        #expect(bad.status == 65 && bad.errors.contains("--quantity: expected a whole number from 1 to 99, or an amount and its unit"), "\(bad.errors)")
    }

    static func isoDay(daysFromToday days: Int) -> String {
        let date = Calendar.current.date(byAdding: .day, value: days, to: Date())!
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
    }
}

extension CommandLineTests {
    /// "monday" … "sunday" for a YYYY-MM-DD day, as `chore set --weekday` takes it.
    static func weekdayName(_ iso: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd"
        guard let date = formatter.date(from: iso) else { return nil }
        formatter.dateFormat = "EEEE"
        return formatter.string(from: date).lowercased()
    }
}
