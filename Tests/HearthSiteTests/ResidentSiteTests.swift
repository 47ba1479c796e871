import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// `hearth host`'s site kept in memory: a form's change to grocery items is rendered from memory, and
/// the site it leaves is exactly the one a full build gives, file for file, manifest included.
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

    /// A change made as `hearth host` makes it: its revisions heard, its items returned.
    static func change(_ store: HouseholdStore, _ body: () throws -> [GroceryItem]) throws -> (items: [GroceryItem], before: Int, after: Int) {
        let writes = HouseholdStore.WriteRevisions()
        let items = try HouseholdStore.$writes.withValue(writes) { try body() }
        let span = try #require(writes.span)
        return (items, span.before, span.after)
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

    /// The change policy's default: a change it cannot name (a recipe, a car, a meal) is not rendered
    /// from memory, whatever it did; the caller builds in full, so no page is left stale.
    @Test func aChangeThatIsNeitherItemsNorChoresIsAFullBuild() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let before = try IncrementalBuildTests.identities(output)
        let change = try Self.change(store) { try store.apply(.check, to: ["Avocados"], by: nil, in: riveras) }
        #expect(try site.refresh(.other, from: change.before, to: change.after) == nil, "nothing rendered from memory")
        #expect(try IncrementalBuildTests.identities(output) == before, "no file written")
        #expect(site.revision == change.before, "the kept site still shows the revision before")
        withExtendedLifetime(folder) {}
    }

    @Test func aRefreshLeavesTheSiteAFullBuildWouldWrite() throws {
        let (folder, store, output, site, riveras) = try Self.built()
        let before = try IncrementalBuildTests.identities(output)

        // A tick, an item marked unavailable, a new item, and the checked items purchased.
        let changes = [
            try Self.change(store) { try store.apply(.check, to: ["Avocados"], by: nil, in: riveras) },
            try Self.change(store) { try store.apply(.markAvailable(false), to: ["Lemons"], by: nil, in: riveras) },
            try Self.change(store) { [try store.addGroceryItem(name: "Zucchini", quantity: 3, location: nil, by: try store.member(id: HearthID("SB2NHJCBUKK8")!)!, in: riveras).item] },
            try Self.change(store) { try store.purchaseCheckedItems(on: DemoHousehold.date, by: nil, in: riveras) },
        ]
        var rendered = 0
        let twin = "UHRJRTN8ZW2A/groceries/index.md"
        let twinBefore = try Data(contentsOf: output.appending(path: twin))
        for change in changes {
            // The page the form returns to is put in place before the rest: the form is answered then.
            let answered = Answered()
            let report = try #require(try site.refresh(.groceryItems(family: riveras.id, items: change.items), from: change.before, to: change.after,
                                                                first: "UHRJRTN8ZW2A/groceries/index.html") { answered.page = true })
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
        let revision = try store.revision()
        let last = try site.refresh(.groceryItems(family: riveras.id, items: []), from: revision, to: revision)

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

    /// Whether a refresh said it wrote the page a form returns to.
    final class Answered: @unchecked Sendable {
        var page = false
    }

    @Test func aChangeFromElsewhereIsNotRenderedFromMemory() throws {
        let (_, store, _, site, riveras) = try Self.built()
        // Another program's change first: the form's change after it cannot be the only one.
        try store.apply(.check, to: ["Lemons"], by: nil, in: riveras)
        let change = try Self.change(store) { try store.apply(.check, to: ["Avocados"], by: nil, in: riveras) }
        #expect(try site.refresh(.groceryItems(family: riveras.id, items: change.items), from: change.before, to: change.after) == nil)
        // A full build catches up; a refresh for a change it already shows does nothing.
        try site.build()
        let again = try #require(try site.refresh(.groceryItems(family: riveras.id, items: change.items), from: change.before, to: change.after))
        #expect(again.renderedFiles == 0)
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
