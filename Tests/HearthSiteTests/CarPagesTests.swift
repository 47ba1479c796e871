import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct CarPagesTests {
    static func riverasSite(_ folder: TemporaryFolder) throws -> URL {
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID("UHRJRTN8ZW2A"))
        return output
    }

    @Test func theCatalogueIsAGridOfCardsByNameWithPricesInTheFamilysCurrency() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let page = try SiteFiles.text(site, "cars/index.html")
        let names = ["Family wagon", "Leo&#39;s first car", "Weekend roadster"].map { page.range(of: "<span class=\"car-card__name\">\($0)</span>")?.lowerBound }
        #expect(names.allSatisfy { $0 != nil } && names.compactMap { $0 } == names.compactMap { $0 }.sorted(), "sorted by name")
        #expect(page.contains("<span class=\"car-card__price\">$24,500.00</span>"))
        #expect(page.contains("<span class=\"car-card__price\">$6,800.50</span>"))
        #expect(page.contains("No picture yet"), "a car without an image gets a neat placeholder")
        #expect(page.contains("href=\"1HGFA1660BL004321/index.html\""))
        let twin = try SiteFiles.text(site, "cars/index.md")
        #expect(twin.contains("- [Family wagon](1HGFA1660BL004321/index.md) · Volvo V60 · 2019 · $24,500.00 · Silver"))
    }

    @Test func imagesAreWrittenOnceNamedByContentAndSizedInThePage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let files = try SiteFiles.read(site)
        let images = files.keys.filter { $0.hasPrefix("images/") }.sorted()
        // The Riveras' two cars' pictures and their pancakes': pictures of cars and recipes share images/.
        #expect(images.count == 3)
        for path in images {
            let bytes = [UInt8](files[path]!)
            #expect(path == "images/\(ContentHash.hex(bytes, length: 16)).png")
        }
        let page = try SiteFiles.text(site, "cars/index.html")
        #expect(images.contains { page.contains("<img class=\"car-card__picture\" src=\"../\($0)\"") })
        #expect(page.contains("width=\"320\" height=\"240\""), "width and height reserve the picture's room")
    }

    @Test func theSearchBoxOnlyImprovesThePage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let page = try SiteFiles.text(site, "cars/index.html")
        #expect(page.contains("<div class=\"car-search\" hidden>"), "without JavaScript the box stays hidden and every card shows")
        #expect(page.contains("<script src=\"../assets/cars-search.js\" defer></script>"))
        #expect(page.contains("data-search=\"family wagon volvo v60 silver 2019 1hgfa1660bl004321\""))
        let script = try SiteFiles.text(site, "assets/cars-search.js")
        #expect(script.contains("box.hidden = false"))
        #expect(!script.contains("innerHTML"), "the script never turns text into markup")
    }

    @Test func aCarsPageIsAddressedByItsVINWithItsDescriptionInSafeMode() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "F", language: "en")
        let ana = try store.addMember(name: "Ana", to: family, isManager: true)
        let description = "Fast **car**.\n\n<script>alert(1)</script>\n\n[click](javascript:alert(2)) <b onmouseover=x>hi</b>"
        try store.addCar(vin: "1HGCM82633A004352", .init(name: "Zoom", model: "M", colour: "Red", year: 2020, price: "10", description: description),
                         by: ana, in: family)
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-21")!, familyID: try store.families()[0].id))
        let page = try SiteFiles.text(output, "cars/1HGCM82633A004352/index.html")
        #expect(page.contains("<p>Fast <strong>car</strong>.</p>"))
        #expect(!page.contains("<script>alert"), "raw HTML is left out")
        #expect(!page.contains("javascript:"), "a javascript: link loses its address")
        #expect(!page.contains("onmouseover"))
        let twin = try SiteFiles.text(output, "cars/1HGCM82633A004352/index.md")
        #expect(twin.contains("Fast **car**."))
        #expect(!twin.contains("<script>") && !twin.contains("javascript:") && !twin.contains("onmouseover"))
    }

    @Test func withNoCarOneCardSaysTheInventoryIsEmpty() throws {
        let store = try HouseholdStore.inMemory()
        try store.createFamily(name: "F", language: "en")
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-21")!, familyID: try store.families()[0].id))
        let page = try SiteFiles.text(output, "cars/index.html")
        #expect(page.contains("There is no car in the inventory."))
        #expect(!page.contains("car-search"), "nothing to search")
        #expect(try SiteFiles.text(output, "index.html").contains("0 cars"))
    }

    /// The dashboard's car tile leads to each car's page, in HTML and in the Markdown twin.
    @Test func theDashboardLinksEachCarToItsPage() throws {
        let folder = try TemporaryFolder()
        let site = try Self.riverasSite(folder)
        let dashboard = try SiteFiles.text(site, "index.html")
        #expect(dashboard.contains("<li><a href=\"cars/1HGFA1660BL004321/index.html\">Family wagon · 2019</a></li>"), "\(dashboard)")
        #expect(try SiteFiles.text(site, "index.md").contains("- [Family wagon · 2019](cars/1HGFA1660BL004321/index.md)"))
        #expect(FileManager.default.fileExists(atPath: site.appending(path: "cars/1HGFA1660BL004321/index.html").path))
    }
}
