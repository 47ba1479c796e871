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

/// `--family ID`: the family a command acts in, by ID or name; not needed when the store has one family.
struct FamilyOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The family, by ID or name (not needed when the store has one family).", valueName: "family"))
    var family: String?
}

/// `--templates DIR`: a folder that overrides the built-in theme file by file (`hearth build`, `serve`,
/// `recipe scale`).
struct TemplatesOption: ParsableArguments {
    @Option(help: ArgumentHelp("A folder of templates, words (i18n/) and assets that override the built-in theme, file by file.", valueName: "folder"))
    var templates: String?

    var url: URL? { templates.map { URL(fileURLWithPath: $0) } }
}

/// `--as MEMBER`: who acts, by member ID or display name, where the rules depend on it.
struct ActingMemberOption: ParsableArguments {
    @Option(name: .customLong("as"), help: ArgumentHelp("The member who acts, by ID or name.", valueName: "member"))
    var member: String
}

extension ActingMemberOption {
    /// The store, the family (--family) and the member who acts in it (--as): what every command that
    /// changes the household on someone's behalf opens first.
    func open(_ storeOption: StoreOption, _ familyOption: FamilyOption) throws -> (store: HouseholdStore, family: Family, member: Member) {
        let store = try storeOption.open()
        let family = try store.family(matching: familyOption.family)
        return (store, family, try store.member(matching: member, in: family))
    }
}
