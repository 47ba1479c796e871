import ArgumentParser
import Foundation
import HearthDomain
import HearthStore

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Reads a Hearth export or a ShoppingList16/17 archive into the store, in one transaction.",
        discussion: """
            The kind of file is told from its content. Everything in the file is added, or nothing is:
            a bad file changes nothing. A ShoppingList archive goes into one family (--family); importing
            it again updates and never duplicates; its new items belong to --as, or to no one.
            Examples:
              hearth init --store copy.sqlite && hearth import household.json --store copy.sqlite
              hearth import shoppinglist17-archive.json --family "The Riveras" --as Ana
            """
    )

    @Argument(help: "The JSON file to read.")
    var file: String

    @OptionGroup var familyOption: FamilyOption

    @Option(name: .customLong("as"), help: ArgumentHelp("For a ShoppingList archive: the member its new items belong to.", valueName: "member"))
    var member: String?

    @OptionGroup var storeOption: StoreOption

    func run() throws {
        let data = try InputFile.data(file)
        let store = try storeOption.open()
        switch ImportFormat.of(data) {
        case .hearthHousehold?:
            let summary = try store.importJSON(data, source: file)
            let parts = [Counted.text(summary.families, "family", "families"), Counted.text(summary.members, "member", "members"),
                         Counted.text(summary.locations, "location", "locations"), Counted.text(summary.groceryItems, "grocery item", "grocery items"),
                         Counted.text(summary.recipes, "recipe", "recipes"), Counted.text(summary.cars, "car", "cars"),
                         Counted.text(summary.chores, "chore", "chores"), Counted.text(summary.choreRecords, "chore done", "chores done"),
                         Counted.text(summary.wishes, "wish", "wishes")] + (summary.meals > 0 ? [Counted.text(summary.meals, "meal", "meals")] : [])
            Console.message("Imported \(parts.dropLast().joined(separator: ", ")) and \(parts.last!) from \(file).")
            if !summary.released.isEmpty { Console.message(Self.describe(summary.released)) }
        case .shoppingListArchive?:
            let family = try store.family(matching: familyOption.family, decidedBy: member)
            let owner = try member.map { try store.member(matching: $0, in: family) }
            let summary = try store.importShoppingListArchive(data, source: file, into: family, as: owner)
            Console.message("Imported the ShoppingList archive \(file) into \(family.name): \(summary.description).")
        case nil:
            throw Failure(.badData, "\(file): expected a Hearth export (a JSON object) or a ShoppingList16/17 archive (a JSON array)")
        }
    }

    /// Says what an import released, naming only what it changed.
    static func describe(_ released: HouseholdStore.MovedMembersRelease) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String? { number == 0 ? nil : Counted.text(number, one, many) }
        let parts = [count(released.chores, "chore unassigned", "chores unassigned"),
                     count(released.wishes, "wish removed", "wishes removed"),
                     count(released.groceryItems, "grocery item made anyone's to change", "grocery items made anyone's to change")]
        return "Released what the file gave to members of other families, as moving does: " + parts.compactMap { $0 }.joined(separator: ", ") + "."
    }
}
