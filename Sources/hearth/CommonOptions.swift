import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

// The options many commands share: the store, the family, the acting member.

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

/// `--family ID`: the family a command acts in, by ID or name; not needed when the store has one family,
/// nor when the member who acts belongs to one. `HEARTH_FAMILY` serves a shell that always speaks for one.
struct FamilyOption: ParsableArguments {
    @Option(name: .customLong("family"), help: ArgumentHelp("The family, by ID or name (default: $HEARTH_FAMILY; not needed when the store has one family, or when the member named belongs to one).", valueName: "family"))
    var given: String?

    var family: String? { given ?? Environment.value("HEARTH_FAMILY") }

    /// The family a command that names no member acts in: --family, HEARTH_FAMILY, else the family of
    /// the person HEARTH_MEMBER names, else the store's only family.
    func resolve(in store: HouseholdStore) throws -> Family {
        try store.family(matching: family, decidedBy: Environment.value("HEARTH_MEMBER"), option: "HEARTH_MEMBER")
    }
}

/// The environment's settings for a shell that always speaks for one family or one person.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[name], !value.trimmed.isEmpty else { return nil }
        return value
    }
}

/// `--templates DIR`: a folder that overrides the built-in theme file by file (`hearth build`, `serve`,
/// `recipe scale`).
struct TemplatesOption: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of templates, words (i18n/) and assets that override the built-in theme, file by file.", valueName: "folder"))
    var templates: String?

    var url: URL? { templates.map { URL(fileURLWithPath: $0) } }
}

/// `--as MEMBER`: who acts, by member ID or display name, where the rules depend on it; `HEARTH_MEMBER`
/// serves a shell that always speaks for one person.
struct ActingMemberOption: ParsableArguments {
    @Option(name: .customLong("as"), help: ArgumentHelp("The member who acts, by ID or name (default: $HEARTH_MEMBER).", valueName: "member"))
    var given: String?

    var member: String {
        get throws {
            guard let member = given ?? Environment.value("HEARTH_MEMBER") else {
                throw Failure(.usage, "say who acts with --as MEMBER (an ID or a name), or set HEARTH_MEMBER")
            }
            return member
        }
    }
}

/// `--family` and `--store`: the family a command acts in, and the store it is kept in.
struct HouseholdOptions: ParsableArguments {
    @OptionGroup var familyOption: FamilyOption
    @OptionGroup var storeOption: StoreOption

    /// The store, and the family in it (`FamilyOption.resolve`).
    func open() throws -> (store: HouseholdStore, family: Family) {
        let store = try storeOption.open()
        return (store, try familyOption.resolve(in: store))
    }

    /// The store, and the family: --family, else HEARTH_FAMILY, else the family of `member` (an ID or a
    /// name: the member a command is about, given as `option`), else the store's only family.
    func open(decidedBy member: String?, option: String = "--as") throws -> (store: HouseholdStore, family: Family) {
        let store = try storeOption.open()
        return (store, try store.family(matching: familyOption.family, decidedBy: member, option: option))
    }
}

/// `--as`, `--family` and `--store`: who acts, in which family, kept in which store.
struct ActingOptions: ParsableArguments {
    @OptionGroup var actingMember: ActingMemberOption
    @OptionGroup var household: HouseholdOptions

    /// The store, the family (--family, else the acting member's) and the member who acts in it (--as):
    /// what every command that changes the household on someone's behalf opens first.
    func open() throws -> (store: HouseholdStore, family: Family, member: Member) {
        let member = try actingMember.member
        let (store, family) = try household.open(decidedBy: member)
        return (store, family, try store.member(matching: member, in: family))
    }
}

extension CommandConfiguration {
    /// A subcommand's help: what it does, then how it is typed ("Example:", or "Examples:" one a line),
    /// which `--help` shows under the overview.
    init(abstract: String, examples first: String, _ more: String...) {
        let heading = more.isEmpty ? "Example:" : "Examples:"
        self.init(abstract: abstract, discussion: ([heading, first] + more).joined(separator: "\n  "))
    }
}
