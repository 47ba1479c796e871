import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct GroceryPagesTests {
    static let fixture = Fixtures.url("shoppinglist17-archive.json")

    /// A one-family store with the ShoppingList17 fixture imported, built into a folder.
    static func fixtureSite(_ folder: TemporaryFolder, completeEverything: Bool = false) throws -> URL {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "Fixture family", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        try store.importShoppingListArchive(try Data(contentsOf: fixture), source: "fixture", into: family, as: ana)
        if completeEverything {
            for item in try store.groceryItems(of: family) where item.onList {
                try store.setGroceryItem(item.id, completed: true, in: family)
            }
        } else {
            try store.setGroceryItem("Milk", completed: true, in: family)
            try store.editGroceryItem("Bread", changes: .init(available: false), by: ana, in: family)
        }
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-21")!, familyID: try store.families()[0].id))
        return output
    }

    @Test func theGroceryPageShowsProgressInWordsAndForScreenReaders() throws {
        let folder = try TemporaryFolder()
        let site = try Self.fixtureSite(folder)
        let page = try SiteFiles.text(site, "groceries/index.html")
        #expect(page.contains(#"role="progressbar" aria-label="Grocery list progress" aria-valuemin="0" aria-valuemax="12" aria-valuenow="1" aria-valuetext="1 of 12 done""#))
        #expect(page.contains(#"<div class="progress progress--going""#), "orange until everything is done")
        #expect(page.contains("<strong>1 of 12 done</strong>"))
        #expect(!page.contains("class=\"celebration\""))
        #expect(page.contains("Got it · added by Ana"))
        #expect(page.contains("To get · not available · added by Ana"))
        #expect(try SiteFiles.text(site, "groceries/index.md").contains("- [x] Milk · added by Ana"))
    }

    @Test func whenEverythingIsDoneTheBarIsGreenAndTheFamilyCelebrates() throws {
        let folder = try TemporaryFolder()
        let site = try Self.fixtureSite(folder, completeEverything: true)
        let page = try SiteFiles.text(site, "groceries/index.html")
        #expect(page.contains(#"<div class="progress progress--done""#))
        #expect(page.contains("<strong>12 of 12 done</strong> · Everything is done!"))
        #expect(page.contains(#"<div class="celebration" aria-hidden="true">"#))
        let css = try SiteFiles.text(site, "assets/hearth.css")
        #expect(css.contains("@media (prefers-reduced-motion: reduce)"))
        #expect(try SiteFiles.text(site, "shopping/index.html").contains("Nothing left to get."))
    }

    @Test func theShoppingListGroupsWhatIsLeftInWalkingOrder() throws {
        let folder = try TemporaryFolder()
        let site = try Self.fixtureSite(folder)
        let page = try SiteFiles.text(site, "shopping/index.html")
        let locations = ["Deli", "Beyond Deli", "Dairy (18)", "Laundry (11)", "Bread &amp; Salad Dressings (10)", "Baking Supplies (8)", "Beverages (5)"]
        let positions = locations.map { page.range(of: "<h2 class=\"shopping__location\">\($0)</h2>")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil }, "every location with something to get has a header")
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "in walking order")
        #expect(!page.contains(">Milk<"), "a checked item is in the basket, not on the list to print")
        // Each box says which item it ticks, for the ticks a phone keeps (assets/hearth.js).
        #expect(page.range(of: #"<li class="shopping__item item--unavailable"><label><input type="checkbox" data-hearth-local-tick="[^"]+"> <span class="item__name">Bread</span> <span class="item__note">\(not available\)</span></label></li>"#,
                           options: .regularExpression) != nil)
        // The quantity after the name, as on the grocery list.
        #expect(page.contains("<span class=\"item__name\">Skinny cow</span> <span class=\"item__quantity\">×2</span>"))
        #expect(page.contains("For Saturday, 21 November 2026 · 11 items to get"))
    }

    @Test func theShoppingListTwinIsShortGroupedAndHasCheckboxes() throws {
        let folder = try TemporaryFolder()
        let site = try Self.fixtureSite(folder)
        let twin = try SiteFiles.text(site, "shopping/index.md")
        #expect(twin.contains("""
            **Dairy (18)**
            - [ ] Dip for chips
            - [ ] Half \\& Half, 1 qt
            - [ ] Skinny cow ×2
            """))
        #expect(twin.contains("- [ ] ~~*Bread*~~ (not available)"))
        #expect(!twin.contains("<"), "no HTML in the text to paste into a message")
    }

    @Test func allItemsAreListedByNameAndByLastPurchase() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "F", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: false)
        for name in ["Cheese", "apples", "Bread"] { try store.addGroceryItem(name: name, quantity: 1, location: nil, by: ana, in: family) }
        try store.purchaseGroceryItem("Cheese", on: CalendarDay(iso: "2026-11-01")!, in: family)
        try store.purchaseGroceryItem("Bread", on: CalendarDay(iso: "2026-11-20")!, in: family)
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-21")!, familyID: try store.families()[0].id))
        let twin = try SiteFiles.text(output, "groceries/all/index.md")
        #expect(twin.contains("""
            | apples | Unknown location | never | ● |
            | Bread | Unknown location | Friday, 20 November 2026 |  |
            | Cheese | Unknown location | Sunday, 1 November 2026 |  |
            """))
        let byPurchase = try SiteFiles.text(output, "groceries/all/by-purchase/index.md")
        let sections = ["### Friday, 20 November 2026", "### Sunday, 1 November 2026", "### Never purchased"].map { byPurchase.range(of: $0)?.lowerBound }
        #expect(sections.allSatisfy { $0 != nil } && sections.compactMap { $0 } == sections.compactMap { $0 }.sorted())
        #expect(try SiteFiles.text(output, "groceries/all/index.html").contains("<td>apples</td><td>Unknown location</td><td>never</td><td><span class=\"mark\">● on the list</span></td>"))
    }

    @Test func aLargeListIsPagedAThousandItemsAPageInBothOrders() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "F", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: false)
        for number in 1...2001 {
            try store.addGroceryItem(name: "Item " + String(repeating: "0", count: 4 - String(number).count) + String(number),
                                     quantity: 1, location: nil, by: ana, in: family)
        }
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-21")!, familyID: try store.families()[0].id))

        let first = try SiteFiles.text(output, "groceries/all/index.html")
        #expect(first.contains("<td>Item 0001</td>") && first.contains("<td>Item 1000</td>") && !first.contains("<td>Item 1001</td>"))
        #expect(first.contains("Page 1 of 3"))
        #expect(first.contains("<a href=\"../all/page/2/index.html\" rel=\"next\">"))
        #expect(!first.contains("rel=\"prev\""))
        let last = try SiteFiles.text(output, "groceries/all/page/3/index.html")
        #expect(last.contains("<td>Item 2001</td>") && !last.contains("<td>Item 2000</td>"))
        #expect(last.contains("<a href=\"../../../all/page/2/index.html\" rel=\"prev\">") && !last.contains("rel=\"next\""))
        #expect(last.contains("<link rel=\"stylesheet\" href=\"../../../../assets/hearth.css\">"))
        #expect(try SiteFiles.text(output, "groceries/all/page/2/index.md").contains("[Next ›](../../../all/page/3/index.md)"))

        // Never purchased, so by purchase they come in name order too, three pages of them.
        let purchase = try SiteFiles.text(output, "groceries/all/by-purchase/page/3/index.html")
        #expect(purchase.contains("<li>Item 2001 <span class=\"mark\">") && !purchase.contains("<li>Item 2000 ") && purchase.contains("Page 3 of 3"))
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: "groceries/all/page/4").path))
    }

    @Test func theDashboardTileShowsTheProgressBar() throws {
        let folder = try TemporaryFolder()
        let site = try Self.fixtureSite(folder)
        let dashboard = try SiteFiles.text(site, "index.html")
        #expect(dashboard.contains("aria-valuetext=\"1 of 12 done\""))
        #expect(dashboard.contains("11 items to get"))
        #expect(dashboard.contains("href=\"shopping/index.html\""))
    }

    @Test func theChineseFamilysListIsInChinese() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID("MRGDW3AN3QQ7"))
        let page = try SiteFiles.text(output, "shopping/index.html")
        #expect(page.contains("<h2 class=\"shopping__location\">蔬果區</h2>"))
        #expect(page.contains("<h2 class=\"shopping__location\">未知位置</h2>"))
        #expect(page.contains("（缺貨）"), "full-width brackets around Chinese text")
        #expect(try SiteFiles.text(output, "groceries/index.html").contains("已完成 3 / 11"))
    }
}
