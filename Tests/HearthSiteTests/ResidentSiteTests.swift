import Foundation
import HearthTestSupport
import Synchronization
import Testing
@testable import HearthDomain
import HearthLive
@testable import HearthSite
@testable import HearthStore

/// `hearth host`'s site kept in memory: every change to the store is rendered from memory by one path
/// (`ResidentSite.refresh(fromChangesIn:)`: the tables it wrote, the parts they hold read again), and the
/// site it leaves is exactly the one a full build gives, file for file, manifest included.
@Suite struct ResidentSiteTests {
    /// Every family in its folder (as `hearth host` builds), hosted, with a live address.
    static func options(_ output: URL) -> BuildOptions {
        var options = BuildOptions(output: output, date: DemoHousehold.date)
        options.hosted = true
        options.liveAddress = "https://home.example"
        return options
    }

    static func site(_ store: HouseholdStore, _ output: URL) -> ResidentSite {
        ResidentSite(options: { options(output) }) { try store.snapshotAndRevision() }
    }

    /// The demo household's hosted site, built and kept in memory.
    static func built() throws -> (folder: TemporaryFolder, store: HouseholdStore, output: URL, site: ResidentSite, riveras: Family) {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site-hosted")
        let site = Self.site(store, output)
        try site.build()
        return (folder, store, output, site, try store.family(matching: "The Riveras"))
    }

    /// A table the pages show outside any family's snapshot (`StoreTables.wholeSite`: the address the site
    /// is served at) is not rendered from memory: the caller builds in full, so no page is left stale.
    @Test func aChangeOfTheWholeSiteIsAFullBuild() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let before = try IncrementalBuildTests.identities(output)
        let revision = try #require(site.revision)
        try store.savePublicURL("https://home.example/hearth", for: [riveras])
        #expect(try site.refresh(fromChangesIn: store) == nil, "nothing rendered from memory")
        #expect(try IncrementalBuildTests.identities(output) == before, "no file written")
        #expect(site.revision == revision, "the kept site still shows the revision before")
        withExtendedLifetime(folder) {}
    }

    /// Every kind of change a phone or a command makes besides ticks (a trip, a meal, a location moved,
    /// a wish, a chore done, a member renamed, an item removed), rendered from memory in turn: the site
    /// is the one a full build writes, byte for byte.
    @Test func everyKindOfChangeLeavesTheSiteAFullBuildWouldWrite() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let ana = try #require(try store.member(id: HearthID("SB2NHJCBUKK8")!))
        let recipe = try #require(try store.recipes(of: riveras).first)
        let location = try #require(try store.locations(of: riveras).first)
        let chore = try #require(try store.chores(of: riveras).first)
        let item = try #require(try store.groceryItems(of: riveras).first)
        let changes: [(String, () throws -> Void)] = [
            ("trip start", { _ = try store.startTrip(pausesWhenHidden: true, by: ana, in: riveras) }),
            ("trip pause", { _ = try store.pauseTrip(by: ana, in: riveras) }),
            ("trip stop", { _ = try store.stopTrip(by: ana, in: riveras) }),
            ("meal planned", { _ = try store.addMeal(recipe: recipe.id, on: DemoHousehold.date, name: nil, servings: nil, by: ana, in: riveras) }),
            // At servings the recipe had no page for: that page is added (the refresh plans this recipe's pages alone).
            ("meal planned for 7", { _ = try store.addMeal(recipe: recipe.id, on: DemoHousehold.date.adding(days: 1), name: nil, servings: 7, by: ana, in: riveras) }),
            ("location moved", { _ = try store.stepLocation(location.id, by: 1, by: ana, in: riveras) }),
            ("wish", { _ = try store.addWish("A picnic", by: ana, in: riveras) }),
            ("chore done", { _ = try store.recordChore(chore.title, on: DemoHousehold.date, done: true, by: ana, in: riveras) }),
            ("item removed", { _ = try store.removeGroceryItem(item.id, by: ana, in: riveras) }),
        ]
        for (name, change) in changes {
            try change()
            let report = try site.refresh(fromChangesIn: store)
            #expect(report != nil && report!.renderedFiles > 0, "\(name): rendered from memory")
        }
        #expect(site.revision == (try store.revision()))
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// A location moved down the walking order re-renders the pages that show that order (the family
    /// page, the lists) but not the list of every item, which shows only the locations' names; renamed, it
    /// re-renders that list too. Either way the site is the one a full build writes.
    @Test func aLocationMovedLeavesTheListOfEveryItemAsItWas() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let ana = try #require(try store.member(id: HearthID("SB2NHJCBUKK8")!))
        let location = try #require(try store.locations(of: riveras).first { !$0.isUnknown })
        let all = "UHRJRTN8ZW2A/groceries/all/index.html", family = "UHRJRTN8ZW2A/family/index.html"
        let before = try IncrementalBuildTests.identities(output)
        _ = try store.stepLocation(location.name, by: 1, by: ana, in: riveras)
        #expect(try site.refresh(fromChangesIn: store) != nil)
        let moved = try IncrementalBuildTests.identities(output)
        #expect(moved[family] != before[family], "the family page shows the walking order")
        #expect(moved[all] == before[all], "the list of every item was not written again")
        #expect(moved[all] != nil)

        try store.renameLocation(location.name, to: location.name + " Z", in: riveras)
        #expect(try site.refresh(fromChangesIn: store) != nil)
        let renamed = try IncrementalBuildTests.identities(output)
        #expect(renamed[all] != moved[all], "renamed, the location's items show the new name")
        #expect(try String(contentsOf: output.appending(path: all), encoding: .utf8).contains(location.name + " Z"))
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// The list's pages show the meals only as the meals their items are for ("for Thu Pancakes"): a meal
    /// planned that no item is for leaves them as they were, while one shopped for, its recipe renamed, the
    /// meal moved and removed, write them again. Either way the site is the one a full build writes.
    @Test func aMealNoItemIsForLeavesTheListAsItWas() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let ana = try #require(try store.member(id: HearthID("SB2NHJCBUKK8")!))
        // Two recipes the demo's week does not cook: the list names neither.
        let planned = Set(try store.meals(of: riveras).map(\.recipeID))
        let recipes = try store.recipes(of: riveras).filter { !planned.contains($0.id) }
        let (shopped, other) = (recipes[0], recipes[1])
        let list = ["UHRJRTN8ZW2A/groceries/index.html", "UHRJRTN8ZW2A/shopping/index.html"], menu = "UHRJRTN8ZW2A/menu/index.html"
        func refreshed() throws -> [String: String] {
            #expect(try site.refresh(fromChangesIn: store) != nil, "rendered from memory")
            return try IncrementalBuildTests.identities(output)
        }
        func groceries() throws -> String { try String(contentsOf: output.appending(path: list[0]), encoding: .utf8) }
        let before = try IncrementalBuildTests.identities(output)
        let meal = try store.addMeal(recipe: shopped.id, on: DemoHousehold.date, name: nil, servings: nil, by: ana, in: riveras)
        let added = try refreshed()
        #expect(added[menu] != before[menu], "the menu shows the meal")
        for path in list { #expect(added[path] == before[path] && added[path] != nil, "\(path) not written again") }

        _ = try store.shopMeals(weekOf: DemoHousehold.date, by: ana, in: riveras)
        let shoppedFor = try refreshed()
        for path in list { #expect(shoppedFor[path] != added[path], "\(path) shows what the meal put on it") }
        #expect(try groceries().contains("item__meals"))
        #expect(try groceries().contains(shopped.name))

        // Renamed, the recipe the list names is named anew there (its pages move to the new name's folder).
        _ = try store.editRecipe(shopped.id, HouseholdStore.RecipeInput(name: shopped.name + " deluxe"), by: ana, in: riveras)
        let renamed = try refreshed()
        for path in list { #expect(renamed[path] != shoppedFor[path], "\(path) shows the recipe's new name") }
        #expect(try groceries().contains(shopped.name + " deluxe"))

        _ = try store.addMeal(recipe: other.id, on: DemoHousehold.date.adding(days: 1), name: nil, servings: nil, by: ana, in: riveras)
        let another = try refreshed()
        for path in list { #expect(another[path] == renamed[path], "\(path) not written again for a meal no item is for") }

        // Moved, the meal writes only its own table: the list says its new day all the same.
        let moved = try store.moveMeal(meal.meal.id, to: DemoHousehold.date.adding(days: 2), by: ana, in: riveras)
        let movedTo = try refreshed()
        for path in list { #expect(movedTo[path] != another[path], "\(path) shows the meal's new day") }
        let weekday = try ThemeStrings(theme: try Theme(userFolder: nil), language: "en").text("weekday_short_\(moved.day.weekday.rawValue)")
        #expect(try groceries().contains("for \(weekday) \(shopped.name)"))

        _ = try store.removeMeal(meal.meal.id, by: ana, in: riveras)
        let removed = try refreshed()
        for path in list { #expect(removed[path] != movedTo[path], "\(path) no longer shows the meal") }
        #expect(try !groceries().contains(shopped.name))
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// What a family no longer has leaves the site with the refresh that took it away, as a full build
    /// would leave it out: a recipe renamed (its pages move to the new name's folder) or removed, a car
    /// sold, a picture taken away, a shop closed, a member who joined another family (their code), a recipe's page at servings
    /// no meal is planned at any more, and a page of the list of every item that an item removed made one too many.
    @Test func filesAFamilyNoLongerHasAreRemoved() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let ana = try #require(try store.member(id: HearthID("SB2NHJCBUKK8")!))
        let chens = try store.family(matching: "MRGDW3AN3QQ7")
        let recipes = try store.recipes(of: riveras)
        let car = try #require(try store.cars(of: riveras).first)
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: output.appending(path: path).path) }
        func refresh() throws { #expect(try site.refresh(fromChangesIn: store) != nil, "rendered from memory") }
        let riverasFolder = "UHRJRTN8ZW2A/"
        let renamed = riverasFolder + "recipes/" + RecipeLinks(recipes).slug(recipes[0]) + "/index.html"
        let removed = riverasFolder + "recipes/" + RecipeLinks(recipes).slug(recipes[1]) + "/index.html"
        let sold = riverasFolder + "cars/" + car.vin.text + "/index.html"
        let moving = "NTW9D24Y5G7F", code = "MRGDW3AN3QQ7/qr/NTW9D24Y5G7F.png"
        for path in [renamed, removed, sold, code] { #expect(exists(path), "\(path) there before") }

        _ = try store.editRecipe(recipes[0].id, HouseholdStore.RecipeInput(name: recipes[0].name + " deluxe"), by: ana, in: riveras)
        try refresh()
        #expect(!exists(renamed), "the old name's page is gone")
        _ = try store.removeRecipe(recipes[1].id, by: ana, in: riveras)
        try refresh()
        #expect(!exists(removed))
        _ = try store.removeCar(vin: car.vin.text, by: ana, in: riveras)
        try refresh()
        #expect(!exists(sold))
        // A recipe's picture taken away: its file, named by its content, goes too.
        let pictured = try #require(try store.recipes(of: riveras).first { $0.imageID != nil })
        let pictures = try FileManager.default.contentsOfDirectory(atPath: output.appending(path: riverasFolder + "images").path)
        _ = try store.editRecipe(pictured.id, HouseholdStore.RecipeInput(removeImage: true), by: ana, in: riveras)
        try refresh()
        let picturesLeft = try FileManager.default.contentsOfDirectory(atPath: output.appending(path: riverasFolder + "images").path)
        #expect(picturesLeft.count == pictures.count - 1, "\(pictures) → \(picturesLeft)")

        let shop = try store.addShop(name: "Corner shop", in: riveras)
        try refresh()
        let shopPage = riverasFolder + ShoppingPage.shopRoute(for: shop, among: [shop]).folder + "index.html"
        #expect(exists(shopPage))
        _ = try store.removeShop(shop.name, in: riveras)
        try refresh()
        #expect(!exists(shopPage))
        _ = try store.invite(code: moving, into: riveras, by: ana)
        _ = try store.accept(member: moving, family: riveras.id.text)
        try refresh()
        #expect(!exists(code), "the Chens' page no longer holds the code of a member who left them")
        #expect(exists(riverasFolder + "qr/\(moving).png"))

        // A meal at servings no other meal of its recipe is planned at: its recipe's page at those servings.
        let cooked = recipes[2]
        let meal = try store.addMeal(recipe: cooked.id, on: DemoHousehold.date, name: nil, servings: 7, by: ana, in: riveras)
        try refresh()
        let atSeven = riverasFolder + "recipes/" + RecipeLinks(recipes).folder(cooked, servings: 7) + "index.html"
        #expect(exists(atSeven))
        _ = try store.removeMeal(meal.meal.id, by: ana, in: riveras)
        try refresh()
        #expect(!exists(atSeven), "no meal cooks it at 7 any more")

        // The list of every item a page longer, then shorter again.
        let count = try store.groceryItems(of: riveras).count
        let added = try store.addGroceryItems((count...AllItemsPage.pageSize).map { ("Item \($0)", nil) }, by: ana, in: riveras)
        try refresh()
        let second = riverasFolder + GroceriesPage.route.folder + Pagination.folder(AllItemsPage.Order.name.folderInGroceries, number: 2) + "index.html"
        #expect(exists(second))
        _ = try store.removeGroceryItem(added[0].item.id, by: ana, in: riveras)
        try refresh()
        #expect(!exists(second), "a thousand items fit on one page again")
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// The site in `output` is the one a full build of `store` writes in another folder, byte for byte.
    static func expectFullBuildsSite(_ store: HouseholdStore, _ output: URL, in folder: TemporaryFolder,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = folder.url.appending(path: "fresh")
        var options = Self.options(fresh)
        options.storeRevision = try store.revision()
        _ = try SiteBuilder().build(try store.snapshotAndRevision().families, options: options)
        let kept = try SiteFiles.read(output), built = try SiteFiles.read(fresh)
        #expect(Set(kept.keys) == Set(built.keys), sourceLocation: sourceLocation)
        for (path, data) in built where kept[path] != data {
            let a = Set(String(decoding: data, as: UTF8.self).split(separator: "\n")), b = Set(String(decoding: kept[path] ?? Data(), as: UTF8.self).split(separator: "\n"))
            Issue.record("\(path) differs from a full build's \(a.subtracting(b).sorted().prefix(5)) vs \(b.subtracting(a).sorted().prefix(5))", sourceLocation: sourceLocation)
        }
    }

    @Test func aRefreshLeavesTheSiteAFullBuildWouldWrite() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let before = try IncrementalBuildTests.identities(output)

        // A tick, an item marked unavailable, a new item, and the checked items purchased.
        let changes: [() throws -> Void] = [
            { _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras) },
            { _ = try store.apply(.markAvailable(false), to: ["Lemons"], by: nil, in: riveras) },
            { _ = try store.addGroceryItem(name: "Zucchini", quantity: 3, location: nil, by: try store.member(id: HearthID("SB2NHJCBUKK8")!)!, in: riveras) },
            { _ = try store.purchaseCheckedItems(on: DemoHousehold.date, by: nil, in: riveras) },
        ]
        var rendered = 0
        let twin = "UHRJRTN8ZW2A/groceries/index.md"
        let twinBefore = try Data(contentsOf: output.appending(path: twin))
        for change in changes {
            try change()
            // The page the form returns to is put in place before the rest: the form is answered then.
            let answered = Answered()
            let report = try #require(try site.refresh(fromChangesIn: store, first: "UHRJRTN8ZW2A/groceries/index.html") { answered.page = true })
            #expect(answered.page, "the page the form returns to was written")
            rendered += report.renderedFiles
        }
        #expect(site.revision == (try store.revision()))
        #expect(try Data(contentsOf: output.appending(path: twin)) == twinBefore, "the Markdown twins wait for a quiet moment")
        let after = try IncrementalBuildTests.identities(output)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // Only the Riveras' grocery pages, their dashboard and household report, the version files and the list of them were written.
        #expect(changed.allSatisfy { $0.hasPrefix("UHRJRTN8ZW2A/groceries/") || $0.hasPrefix("UHRJRTN8ZW2A/shopping/")
            || $0.hasPrefix("UHRJRTN8ZW2A/household-report/")
            || $0.hasPrefix("UHRJRTN8ZW2A/index.") || $0.hasSuffix("hearth-version.txt") || $0 == BuildManifest.touchedFileName }, "\(changed.sorted())")
        #expect(changed.contains("MRGDW3AN3QQ7/hearth-version.txt"), "the other family's open pages hear of the new build too")
        #expect(rendered > 0)
        // The manifest waits for a quiet moment; until then the list names what it does not describe.
        let touched = try String(contentsOf: output.appending(path: BuildManifest.touchedFileName), encoding: .utf8)
        #expect(touched.contains("UHRJRTN8ZW2A/groceries/index.html\n"))
        #expect(touched.contains(twin + "\n"), "a twin put off is listed too")
        #expect(try site.finishWhenIdle(quiet: 60) == false, "ticks came within the last minute")
        // Twins that waited long enough are written while ticks go on; the manifest still waits.
        #expect(try site.finishWhenIdle(quiet: 60, atMost: 0))
        #expect(try Data(contentsOf: output.appending(path: twin)) != twinBefore)
        #expect(FileManager.default.fileExists(atPath: output.appending(path: BuildManifest.touchedFileName).path))
        #expect(try site.finishWhenIdle(quiet: 0))
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: BuildManifest.touchedFileName).path))
        let last = try site.refresh(fromChangesIn: store)

        // The same store built from nothing, in another folder: the same files, byte for byte.
        let fresh = folder.url.appending(path: "fresh")
        var options = Self.options(fresh)
        options.storeRevision = try store.revision()
        let full = try SiteBuilder().build(try store.snapshotAndRevision().families, options: options)
        // The refresh's report counts what the site holds, as the full build's does.
        #expect(last?.pages == full.pages && last?.bytes == full.bytes && last?.files == full.files)
        let kept = try SiteFiles.read(output), built = try SiteFiles.read(fresh)
        #expect(Set(kept.keys) == Set(built.keys))
        for (path, data) in built where kept[path] != data {
            let a = Set(String(decoding: data, as: UTF8.self).split(separator: "\n")), b = Set(String(decoding: kept[path] ?? Data(), as: UTF8.self).split(separator: "\n"))
            Issue.record("\(path) differs from a full build's \(a.subtracting(b).sorted().prefix(5)) vs \(b.subtracting(a).sorted().prefix(5))")
        }
    }

    /// The Markdown twins written while a refresh waits let it go first once they have had their share of
    /// time: those not yet written are written the next time, and the manifest after them.
    @Test func twinsLetAWaitingRefreshGoFirst() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let twin = "UHRJRTN8ZW2A/groceries/index.md", touchedList = output.appending(path: BuildManifest.touchedFileName).path
        let twinBefore = try Data(contentsOf: output.appending(path: twin))
        _ = try store.addGroceryItem(name: "Zucchini", quantity: 3, location: nil, by: try store.member(id: HearthID("SB2NHJCBUKK8")!)!, in: riveras)
        _ = try #require(try site.refresh(fromChangesIn: store))

        #expect(try site.finishWhenIdle(quiet: 0, writesAtLeast: 0, putOff: { true }) == false, "a refresh waited from the first twin on")
        #expect(try Data(contentsOf: output.appending(path: twin)) == twinBefore)
        #expect(FileManager.default.fileExists(atPath: touchedList), "the manifest waits for the twins")
        // Half of them, then a refresh waits.
        let asked = Mutex(0)
        #expect(try site.finishWhenIdle(quiet: 0, writesAtLeast: 0, putOff: { asked.withLock { $0 += 1; return $0 > 3 } }))
        #expect(asked.withLock { $0 } > 4, "more twins than were written")
        #expect(FileManager.default.fileExists(atPath: touchedList), "the manifest waits for the rest")
        // While changes keep coming, the rest wait another `atMost`.
        #expect(try site.finishWhenIdle(quiet: 60, atMost: 30, writesAtLeast: 60, putOff: { true }) == false)
        // The rest within their share of time (a minute), whatever waits.
        #expect(try site.finishWhenIdle(quiet: 0, writesAtLeast: 60, putOff: { true }))
        #expect(try Data(contentsOf: output.appending(path: twin)) != twinBefore)
        #expect(!FileManager.default.fileExists(atPath: touchedList))
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// Whether a refresh said it wrote the page a form returns to.
    final class Answered: @unchecked Sendable {
        var page = false
    }

    /// A tick answered while another change waits: its page is written, the rest put off to the next
    /// refresh, which writes them after its own; the manifest waits for them.
    @Test func pagesPutOffForAWaitingChangeAreWrittenByTheNextRefresh() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let list = "UHRJRTN8ZW2A/groceries/index.html", dashboard = "UHRJRTN8ZW2A/index.html"
        let listBefore = try Data(contentsOf: output.appending(path: list)), dashboardBefore = try Data(contentsOf: output.appending(path: dashboard))
        _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras)
        let asked = Answered()
        let first = try #require(try site.refresh(fromChangesIn: store, first: list, putOff: { ownPage in
            asked.page = asked.page || ownPage
            return true
        }))
        #expect(asked.page, "the tick's own pages were offered to wait")
        #expect(first.renderedFiles == 1, "only the page the tick returns to")
        #expect(try Data(contentsOf: output.appending(path: list)) != listBefore)
        #expect(try Data(contentsOf: output.appending(path: dashboard)) == dashboardBefore, "the dashboard waits")
        #expect(site.owesPages)
        try site.finishWhenIdle(quiet: 0)
        #expect(FileManager.default.fileExists(atPath: output.appending(path: BuildManifest.touchedFileName).path),
                "the manifest waits for the pages put off")

        // The change that waited, with none after it: its pages, then the ones put off.
        _ = try store.apply(.check, to: ["Lemons"], by: nil, in: riveras)
        let second = try #require(try site.refresh(fromChangesIn: store, first: list, putOff: { _ in false }))
        #expect(second.renderedFiles > 1)
        #expect(!site.owesPages)
        #expect(try Data(contentsOf: output.appending(path: dashboard)) != dashboardBefore, "the dashboard shows both ticks")
        try site.finishWhenIdle(quiet: 0)
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: BuildManifest.touchedFileName).path))
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// Pages put off for a change that then wrote nothing are written by a refresh with nothing new.
    @Test func pagesPutOffAreWrittenWhenNothingElseChanged() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras)
        _ = try #require(try site.refresh(fromChangesIn: store, first: "UHRJRTN8ZW2A/groceries/index.html", putOff: { _ in true }))
        #expect(site.owesPages)
        let report = try #require(try site.refresh(fromChangesIn: store))
        #expect(report.renderedFiles > 0, "the pages put off")
        #expect(!site.owesPages)
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    /// Another program's change and a form's, together: the one path reads both from the store.
    @Test func aChangeFromElsewhereIsRenderedWithTheFormsOwn() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        _ = try store.apply(.check, to: ["Lemons"], by: nil, in: riveras)
        _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras)
        let report = try #require(try site.refresh(fromChangesIn: store))
        #expect(report.renderedFiles > 0)
        // A refresh with nothing new since renders nothing.
        #expect(try site.refresh(fromChangesIn: store)?.renderedFiles == 0)
        try site.finishWhenIdle(quiet: 0)
        try Self.expectFullBuildsSite(store, output, in: folder)
    }

    @Test func filesARefreshWasReplacingAreRenderedAgainByTheNextBuild() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site-hosted")
        try Self.site(store, output).build()
        // A form's tick, and its refresh killed after it replaced a keyed file and before it wrote the
        // manifest: the file holds something the manifest's entry does not describe, and the list says so.
        // (The all-items page does not show a tick: without the list, its entry would let it be kept.)
        try store.apply(.check, to: ["Avocados"], by: nil, in: try store.family(matching: "The Riveras"))
        let path = "UHRJRTN8ZW2A/groceries/all/index.html"
        // Of the same size, as a build checks sizes too.
        let halfDone = Data(repeating: UInt8(ascii: " "), count: try Data(contentsOf: output.appending(path: path)).count)
        try halfDone.write(to: output.appending(path: path))
        try Data((path + "\n").utf8).write(to: output.appending(path: BuildManifest.touchedFileName))
        try Self.site(store, output).build()
        #expect(try Data(contentsOf: output.appending(path: path)) != halfDone)
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: BuildManifest.touchedFileName).path),
                "the list says nothing of the new site, and is not in it")
    }
}
