import ArgumentParser
import HearthDomain
import HearthSite
import HearthStore

struct ChoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chore",
        abstract: "The weekly chore plan, with fatigue values, and what was done each day.",
        subcommands: [Set.self, Remove.self, List.self, TodaysChores.self, Done.self, Undo.self, Propose.self]
    )

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Sets a chore on a weekday; a chore already there gets the new fatigue value.",
            discussion: """
                A chore already on that day keeps its assignee, unless --assignee names another
                or --no-assignee takes it away. For `hearth chore propose` (docs/chores.md):
                --keep-assignee pins it to its assignee (--no-keep-assignee unpins it), --not-for
                names a member who may not do it (again for another; --clear-not-for lets everyone).
                Examples:
                  hearth chore set sweep --weekday monday --fatigue 3 --assignee Leo
                  hearth chore set "Mia's room" --weekday saturday --fatigue 2 --assignee Mia --keep-assignee
                  hearth chore set oil --weekday sunday --fatigue 6 --not-for Mia
                """
        )
        @Argument(help: "The chore's label: a default (sweep, mop, vacuum, garbage, laundry, cook, groceries, toilet) or the family's own.")
        var title: String
        @Option(help: "monday to sunday.") var weekday: String
        @Option(parsing: .unconditional, help: "How tiring it is, 0 to 9.") var fatigue: Int
        @Option(help: ArgumentHelp("The member it is assigned to.", valueName: "member")) var assignee: String?
        @Flag(help: "Assign the chore to no one.") var noAssignee = false
        @Flag(inversion: .prefixedNo, exclusivity: .exclusive, help: "Pin the chore to its assignee, or not: hearth chore propose leaves it as it is.")
        var keepAssignee: Bool?
        @Option(help: ArgumentHelp("A member who may not do the chore (again for another).", valueName: "member")) var notFor: [String] = []
        @Flag(help: "Let every member do the chore again (before any --not-for).") var clearNotFor = false
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            if noAssignee, assignee != nil { throw Failure(.usage, "--assignee and --no-assignee: give one of them, not both") }
            let day = try ChoreCommand.weekday(self.weekday)
            let (store, family) = try household.open(decidedBy: assignee, option: "--assignee")
            let member = try assignee.map { try store.member(matching: $0, in: family, option: "--assignee") }
            let excluded = try notFor.map { try store.member(matching: $0, in: family, option: "--not-for") }
            let result = try store.setChore(title, weekday: day, fatigue: fatigue, assignee: member, unassign: noAssignee,
                                            keepAssignee: keepAssignee, notFor: excluded, clearNotFor: clearNotFor, in: family)
            let name = result.chore.label.name(in: family.language)
            if keepAssignee != nil || !notFor.isEmpty || clearNotFor {
                let members = try store.members(of: family.id)
                let names = result.chore.notFor.map { id in members.first { $0.id == id }?.displayName ?? id.text }
                Console.message("\(name) on \(day.rawValue.capitalized): " + (result.chore.keepsAssignee ? "pinned to its assignee" : "not pinned")
                                + (names.isEmpty ? "; every member may do it." : "; not for \(names.joined(separator: ", "))."))
            }
            if result.updated {
                let previous = result.previousFatigue ?? fatigue
                var said = "\(name) was already on \(day.rawValue.capitalized): "
                    + (previous == fatigue ? "its fatigue value stays \(fatigue)" : "its fatigue value is now \(fatigue) (was \(previous))")
                if result.chore.assignee != result.previousAssignee {
                    // Who carries a chore is what its table shows: a change of hands is said, never silent.
                    let members = try store.members(of: family.id)
                    func who(_ id: HearthID?) -> String { members.first { $0.id == id }?.displayName ?? "no one" }
                    said += "; it is now assigned to \(who(result.chore.assignee)) (was \(who(result.previousAssignee)))"
                }
                Console.message(said + ".")
            } else {
                Console.result(result.chore.id)
                Console.message("Set \(name) on \(day.rawValue.capitalized), fatigue \(fatigue).")
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Removes a chore from a weekday, with its record of the days it was done.",
                                                        examples: "hearth chore remove sweep --weekday monday")
        @Argument(help: "The chore's label.") var title: String
        @Option(help: "monday to sunday.") var weekday: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let removed = try store.removeChore(title, weekday: try ChoreCommand.weekday(self.weekday), in: family)
            let records = removed.records == 0 ? "" : ", and the \(Counted.text(removed.records, "day", "days")) it was marked done"
            Console.message("Removed \(removed.chore.label.name(in: family.language)) from \(removed.chore.weekday.rawValue.capitalized)\(records).")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists this week's chores: [x] done (by whom), weekday, fatigue, label, assignee.",
                                                        examples: "hearth chore list", "hearth chore list --date 2026-11-16   # the week of that day")
        @Option(help: ArgumentHelp("A day of the week to list: today (the default), yesterday or a date.", valueName: "YYYY-MM-DD")) var date: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let members = try store.members()  // of the store: one who did a chore may have moved since
            let week = try store.week(containing: try Today.parse(date), of: family)
            for day in week.days {
                for chore in day.chores {
                    Console.result(ChoreLines.line(chore, on: day, in: family, members: members, showingDay: true))
                }
            }
        }
    }

    struct TodaysChores: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "today", abstract: "Lists today's chores: [x] done (by whom) or [ ] to do.",
                                                        discussion: "Example:\n  hearth chore today")
        @Option(help: ArgumentHelp("Another day: yesterday or a date.", valueName: "YYYY-MM-DD")) var date: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            let members = try store.members()  // of the store: one who did a chore may have moved since
            let date = try Today.parse(date)
            guard let day = try store.week(containing: date, of: family).day(date), !day.chores.isEmpty else {
                Console.message("Nothing planned on \(date.weekday.rawValue.capitalized) \(date) for \(family.name).")
                return
            }
            Console.message(ChoreLines.heading(of: day, in: family))
            for chore in day.chores {
                Console.result(ChoreLines.line(chore, on: day, in: family, members: members, showingDay: false))
            }
        }
    }

    struct Done: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Marks chores done on a date, by a member (all of them or none).",
                                                        examples: "hearth chore done sweep --date 2026-11-16 --as Leo", "hearth chore done sweep dishes --date yesterday --as Leo")
        @Argument(help: "The chores' labels.") var titles: [String]
        @Option(help: ArgumentHelp("The day: today (the default), yesterday or a date before.", valueName: "YYYY-MM-DD")) var date: String?
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let day = try Today.parsePast(date, doing: "a chore is marked done")
            let (store, family, member) = try acting.open()
            for chore in try store.recordChores(titles, on: day, done: true, by: member, in: family) {
                Console.message("\(chore.label.name(in: family.language)) on \(day) is done, by \(member.displayName).")
            }
        }
    }

    struct Undo: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Puts chores of a date back to do.",
                                                        examples: "hearth chore undo sweep --date 2026-11-16 --as Leo")
        @Argument(help: "The chores' labels.") var titles: [String]
        @Option(help: ArgumentHelp("The day: today (the default), yesterday or a date.", valueName: "YYYY-MM-DD")) var date: String?
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let day = try Today.parse(date)
            let (store, family, member) = try acting.open()
            for chore in try store.recordChores(titles, on: day, done: false, by: member, in: family) {
                Console.message("\(chore.label.name(in: family.language)) on \(day) is to do again.")
            }
        }
    }

    struct Propose: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Proposes who does each chore of a week, from the fatigue each member carried over the four weeks before.",
            discussion: """
                One line per chore: the chore, the member chosen and why, in the family's words. The rule
                (docs/chores.md): every member's five-week total within the largest chore's fatigue of every
                other, whenever the days away (hearth member away) and the chores allow it. --apply assigns
                the proposal, changing only assignees, all of them or none.
                Examples:
                  hearth chore propose
                  hearth chore propose --week 2026-11-30 --apply
                """
        )
        @Option(help: ArgumentHelp("A day of the week to propose (default: next week).", valueName: "YYYY-MM-DD")) var week: String?
        @Flag(help: "Assign the chores as proposed.") var apply = false
        @OptionGroup var templatesOption: TemplatesOption
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let today = try Today.parse(nil)
            let date = try week.map { try Today.parse($0, option: "--week") } ?? today.adding(days: 7)
            let (store, family) = try household.open()
            let strings = try ThemeStrings(theme: try Theme(userFolder: templatesOption.url), language: family.language)
            let proposal = apply ? try store.applyFairWeek(containing: date, today: today, in: family)
                : try store.proposeWeek(containing: date, today: today, of: family)
            let words = FairWeekWords(strings: strings, members: try store.members(of: family.id))
            guard !proposal.choices.isEmpty else {
                Console.message("\(family.name) has no chores to propose (see `hearth chore set`).")
                return
            }
            Console.message(words.intro(proposal))
            for choice in proposal.choices { Console.result(words.line(choice, in: proposal)) }
            for line in words.figures(proposal) { Console.message(line) }
            Console.message(words.verdict(proposal))
            if apply { Console.message(strings.count("propose_applied", proposal.choices.filter(\.changes).count)) }
        }
    }

    static func weekday(_ text: String) throws -> Weekday {
        guard let day = Weekday(text: text) else { throw Failure(.usage, "--weekday \(text): expected monday to sunday (or mon, 1-7, 星期一)") }
        return day
    }
}
