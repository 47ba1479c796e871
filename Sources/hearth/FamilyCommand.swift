import ArgumentParser
import Foundation
import HearthDomain
import HearthReport
import HearthSite
import HearthStore

struct FamilyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "family",
        abstract: "Makes and lists families; invites members into them.",
        subcommands: [Create.self, List.self, Rename.self, Set.self, Invite.self, Accept.self, Decline.self, Leave.self, Invitations.self]
    )

    struct Create: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Makes a family and prints its new ID.",
            discussion: """
                The family's week starts on the day its language's locale starts it (CLDR's), and amounts take
                that locale's decimal mark, unless --week-starts or --decimal-mark says otherwise; hearth family
                set changes either later (hearth family list shows the day).
                Example:
                  hearth family create "The Riveras" --language en
                  hearth family create 林家 --language zh-Hant --week-starts monday
                """
        )

        @Argument(help: "The family's name.")
        var name: String

        @Option(help: ArgumentHelp("The dashboard's language, a file of the theme's i18n folder: \(Language.allTags)."))
        var language: String = Language.base.tag

        @Option(help: ArgumentHelp("The day the family's week starts on: monday to sunday (default: the language's).", valueName: "day"))
        var weekStarts: String?

        @Option(help: ArgumentHelp("How amounts are written: \".\" (1.5) or \",\" (1,5) (default: the language's).", valueName: "mark"))
        var decimalMark: String?

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let chosen = try Language.option(language)
            let words = try ThemeStrings(theme: try Theme(userFolder: nil), language: chosen)
            let firstWeekday = try weekStarts.map(Weekday.option) ?? words.firstWeekday
            let decimalComma = try decimalMark.map(FamilyCommand.decimalComma) ?? words.writesDecimalComma
            let family = try storeOption.open().createFamily(name: name, language: chosen, firstWeekday: firstWeekday, decimalComma: decimalComma)
            Console.result(family.id.text)
            Console.message("Made the family \(family.name); its week starts on \(firstWeekday.rawValue). Add a member: hearth member add NAME --family \(family.id) --manager")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Lists the families: ID, language, the day its week starts, members, name.",
                                                        examples: "hearth family list")

        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let store = try storeOption.open()
            for family in try store.families() {
                let count = try store.members(of: family.id).count
                let language = family.language.tag.padding(toLength: Language.all.map(\.tag.count).max() ?? 0, withPad: " ", startingAt: 0)
                let week = family.firstWeekday.rawValue.prefix(3)
                Console.result("\(family.id)  \(language)  \(week)  \(Counted.text(count, "member ", "members"))  \(family.name) · site/\(family.folderName)/")
            }
        }
    }

    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Renames a family.",
                                                        examples: "hearth family rename \"The Rivera-Lins\" --family \"The Riveras\"")
        @Argument(help: "The family's new name.") var name: String
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            let (store, family) = try household.open()
            try store.renameFamily(family, to: name)
            Console.message("Renamed \(family.name) to \(name.trimmed).")
        }
    }

    struct Invite: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Invites a member into a family, by the code their QR card carries.",
            discussion: """
                CODE is what a phone's scanner read from the member's card: the bare member ID, or the join
                URL (hearth build --join-url); Hearth takes the ID out of either.
                Examples:
                  hearth family invite RKWG6BN3JNFX --family "The Riveras" --as Ana
                  hearth family invite "https://home.example/join?member=RKWG6BN3JNFX" --as Ana
                """
        )
        @Argument(help: "The member ID, or the join URL that holds it.") var code: String
        @OptionGroup var acting: ActingOptions

        func run() throws {
            let (store, family, inviter) = try acting.open()
            let invitee = try store.invite(code: code, into: family, by: inviter)
            Console.message("Invited \(invitee.displayName) (\(invitee.id)) into \(family.name). They accept with: hearth family accept --member \(invitee.id)")
        }
    }

    struct Accept: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The invited member accepts and joins the family.",
                                                        examples: "hearth family accept --member RKWG6BN3JNFX")
        @Option(help: ArgumentHelp("The invited member's ID.", valueName: "id")) var member: String
        @Option(help: ArgumentHelp("The family, when the member is invited into several.", valueName: "family")) var family: String?
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let move = try storeOption.open().accept(member: member, family: self.family)
            Console.message("\(move.member.displayName) joined \(move.family.name)" + FamilyCommand.released(move) + ".")
        }
    }

    struct Decline: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The invited member declines the invitation.",
                                                        examples: "hearth family decline --member RKWG6BN3JNFX")
        @Option(help: ArgumentHelp("The invited member's ID.", valueName: "id")) var member: String
        @Option(help: ArgumentHelp("The family, when the member is invited into several.", valueName: "family")) var family: String?
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let (declined, family) = try storeOption.open().decline(member: member, family: self.family)
            Console.message("\(declined.displayName) declined the invitation into \(family.name).")
        }
    }

    struct Leave: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "A member leaves the family they joined and returns to their origin family.",
                                                        examples: "hearth family leave --member RKWG6BN3JNFX")
        @Option(help: ArgumentHelp("The member's ID.", valueName: "id")) var member: String
        @OptionGroup var storeOption: StoreOption

        func run() throws {
            let move = try storeOption.open().leave(member: member)
            Console.message("\(move.member.displayName) is back in \(move.family.name)" + FamilyCommand.released(move) + ".")
        }
    }

    /// "; their 7 chores in The Okafors are now not assigned, …": what a move released in the family left.
    static func released(_ move: HouseholdStore.Move) -> String {
        let released = move.released
        var parts: [String] = []
        if released.chores > 0 { parts.append("their \(Counted.text(released.chores, "chore", "chores")) in \(move.left.name) \(released.chores == 1 ? "is" : "are") now not assigned") }
        if released.wishes > 0 { parts.append("their \(Counted.text(released.wishes, "wish", "wishes")) in \(move.left.name) \(released.wishes == 1 ? "was" : "were") removed") }
        if released.groceryItems > 0 { parts.append("anyone in \(move.left.name) may now change the \(Counted.text(released.groceryItems, "item", "items")) they added there") }
        return parts.isEmpty ? "" : "; " + parts.joined(separator: ", ")
    }

    struct Set: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Changes a family's settings: the dashboard's language, the currency of car prices, the decimal mark, the day its week starts, the units of its recipes, its folder in the site.",
            discussion: """
                Examples:
                  hearth family set --currency TWD --language zh-Hant --family 林家
                  hearth family set --folder riveras --family "The Riveras"   # its pages at site/riveras/
                  hearth family set --recipe-units metric --family "The Riveras"   # recipes in grams and millilitres
                """
        )
        @Option(help: ArgumentHelp("The family's folder in the site: letters a to z, digits and -; \"\" gives back the ID. The next build leaves redirect pages at the old addresses.", valueName: "name")) var folder: String?
        @Option(help: ArgumentHelp("The dashboard's language, a file of the theme's i18n folder: \(Language.allTags).")) var language: String?
        @Option(help: "The ISO 4217 currency of car prices, such as USD or TWD.") var currency: String?
        @Option(help: ArgumentHelp("How amounts are written: \".\" (1.5) or \",\" (1,5).", valueName: "mark")) var decimalMark: String?
        @Option(help: ArgumentHelp("The day the family's week starts on, monday to sunday: the week page, the fair week, meals and reports.", valueName: "day"))
        var weekStarts: String?
        @Option(help: ArgumentHelp("The units recipes' amounts are shown in: as-written (each writer's own), metric (grams and millilitres) or us (cups, spoons, ounces and pounds); volumes convert to volumes and weights to weights, and a page says once that it converted.", valueName: "units"))
        var recipeUnits: String?
        @Option(help: ArgumentHelp("Where the family opens the hosted site, such as https://home.example: join cards and hearth member qr carry {url}/join/{member ID}; \"\" forgets it. hearth host --public-url saves it too.", valueName: "url"))
        var publicURL: String?
        @Option(help: ArgumentHelp("Where hearth host's Print buttons send the shopping list, the week and the household report: lp, lp:QUEUE, tcp://HOST[:PORT] (a receipt printer, 80 mm) or a device such as /dev/usb/lp0; \"\" forgets it.", valueName: "printer"))
        var printer: String?
        @OptionGroup var household: HouseholdOptions

        func run() throws {
            guard language != nil || currency != nil || decimalMark != nil || weekStarts != nil || recipeUnits != nil || folder != nil || publicURL != nil
                    || printer != nil else {
                throw Failure(.usage, "say what to set: --language, --currency, --decimal-mark, --week-starts, --recipe-units, --folder, --public-url or --printer")
            }
            // Every value is checked before anything is saved, and all are saved in one transaction.
            var settings = HouseholdStore.FamilySettings()
            settings.folder = folder
            settings.publicURL = try publicURL.map { $0.isEmpty ? "" : try PublicURL.check($0) }
            settings.printer = try printer.map { $0.isEmpty ? "" : try PrinterDestination.parse($0, option: "--printer").name }
            settings.language = try language.map(Language.option)
            if let recipeUnits {
                guard let chosen = RecipeUnits(rawValue: recipeUnits.lowercased()) else {
                    throw Failure(.usage, "--recipe-units \(recipeUnits): expected one of \(RecipeUnits.allNames)")
                }
                settings.recipeUnits = chosen
            }
            settings.decimalComma = try decimalMark.map(FamilyCommand.decimalComma)
            settings.firstWeekday = try weekStarts.map(Weekday.option)
            if let currency {
                let checked = try Currency.check(currency).mapError(\.failure).get()
                // Three letters could be a typo ("EUT"): only a code ISO 4217 lists (as the system's
                // locale data knows it) is taken. A store written elsewhere keeps whatever code it has.
                guard Locale.Currency.isoCurrencies.contains(where: { $0.identifier == checked.code }) else {
                    throw Failure(.badData, "--currency \(currency): expected a currency code ISO 4217 lists, such as USD, EUR or TWD")
                }
                settings.currency = checked
            }
            let (store, family) = try household.open()
            try store.changeSettings(settings, of: family)
            Console.message("Updated the settings of \(family.name).")
        }
    }
}

extension FamilyCommand {
    /// `--decimal-mark`'s value: whether it is the comma.
    static func decimalComma(_ mark: String) throws -> Bool {
        guard mark == "." || mark == "," else { throw Failure(.usage, "--decimal-mark \(mark): expected . or ,") }
        return mark == ","
    }
}

extension Weekday {
    /// `--week-starts`'s value: a day as `--weekday` takes it (monday, mon, 1-7, 星期一).
    static func option(_ text: String) throws -> Weekday {
        guard let day = Weekday(text: text) else { throw Failure(.usage, "--week-starts \(text): expected monday to sunday") }
        return day
    }
}

extension Language {
    /// `--language`'s value: the tag of one of the theme's language files, in any letter case.
    static func option(_ text: String) throws -> Language {
        guard let language = Language(tag: text) else { throw Failure(.usage, "--language \(text): expected one of \(Language.allTags)") }
        return language
    }
}
