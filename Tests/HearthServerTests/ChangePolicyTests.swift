import Foundation
import HearthDomain
@testable import HearthServer
import HearthTestSupport
import Testing

/// What the forms of one go touched together (`HostActions.Changed.combined`), which decides what the
/// site's change policy renders again (`SiteChange`): anything it cannot name is a full build.
@Suite struct ChangePolicyTests {
    static func item(_ id: String, checked: Bool) -> GroceryItem {
        GroceryItem(id: id, name: "Item " + id, quantity: 1, locationID: "", addedBy: nil, onList: true, completed: checked, available: true,
                    lastPurchased: nil)
    }

    @Test func ticksOfOneGoAreEachItemAsTheLastLeftIt() {
        let combined = HostActions.Changed.combined([.groceryItems([Self.item("a", checked: true)]), .groceryItems([Self.item("b", checked: true)]),
                                                     .groceryItems([Self.item("a", checked: false)])])
        let items = combined.groceryItems ?? []
        #expect(items.map(\.id) == ["a", "b"], "each item once, where it first came")
        #expect(items.map(\.completed) == [false, true], "as the last change left it")
    }

    @Test func choresTogetherAreChoresAndAnyMixIsAFullBuild() {
        #expect(Self.isChores(.combined([.choresOrWishes, .choresOrWishes])))
        #expect(Self.isOther(.combined([.groceryItems([Self.item("a", checked: true)]), .choresOrWishes])), "items and chores: every page may show one")
        #expect(Self.isOther(.combined([.groceryItems([]), .other])), "a change of another kind")
        #expect(Self.isOther(.combined([.other])))
    }

    /// An added table's forms together render its pages from memory; with anything else, a full build.
    @Test func rowsOfOneAddedTableTogetherAreThatTableAndAnyMixIsAFullBuild() throws {
        let notes = try AddedTable("fridge_notes", fields: ["text"]), tools = try AddedTable("shed_tools", fields: ["name"])
        if case .rows(let table) = HostActions.Changed.combined([.rows(notes), .rows(notes)]) {
            #expect(table == notes)
        } else {
            Issue.record("two notes added together are the notes' rows")
        }
        #expect(Self.isOther(.combined([.rows(notes), .rows(tools)])), "two tables")
        #expect(Self.isOther(.combined([.rows(notes), .choresOrWishes])), "a table and chores")
        #expect(Self.isOther(.combined([.groceryItems([Self.item("a", checked: true)]), .rows(notes)])), "items and a table")
    }

    static func isChores(_ changed: HostActions.Changed) -> Bool { if case .choresOrWishes = changed { true } else { false } }
    static func isOther(_ changed: HostActions.Changed) -> Bool { if case .other = changed { true } else { false } }
}
