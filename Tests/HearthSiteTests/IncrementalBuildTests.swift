import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// A rebuild rewrites only what changed: nothing when nothing did, and after one grocery item is
/// checked only the pages that show it; every other file keeps its inode and modification time.
@Suite struct IncrementalBuildTests {
    static func build(_ store: HouseholdStore, into output: URL) throws -> BuildReport {
        let (families, revision) = try store.snapshotAndRevision()
        return try SiteBuilder().build(families, options: BuildOptions(output: output, date: DemoHousehold.date,
                                                                       familyID: HearthID("UHRJRTN8ZW2A"), storeRevision: revision))
    }

    /// Inode and modification time of every file, by path.
    static func identities(_ folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        let base = folder.resolvingSymlinksInPath().path
        for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            guard attributes[.type] as? FileAttributeType == .typeRegular else { continue }
            let path = String(url.resolvingSymlinksInPath().path.dropFirst(base.count + 1))
            result[path] = "\(attributes[.systemFileNumber] ?? 0) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }

    @Test func aRebuildWithNothingChangedRewritesNothing() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        _ = try Self.build(store, into: output)
        let before = try Self.identities(output)
        let again = try Self.build(store, into: output)
        #expect(again.unchanged)
        #expect(again.renderedFiles == 0)
        #expect(try Self.identities(output) == before)
    }

    @Test func afterOneItemIsCheckedOnlyThePagesThatShowItChange() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        _ = try Self.build(store, into: output)
        let before = try Self.identities(output)
        let pagesBefore = try SiteFiles.read(output)
        try store.setGroceryItem("Avocados", completed: true, in: try store.family(matching: "The Riveras"))
        let report = try Self.build(store, into: output)
        #expect(!report.unchanged)
        let after = try Self.identities(output)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        // The all-items pages show no item's state (only name, location, last purchase, on the list): unchanged.
        #expect(changed == [".hearth-manifest", "index.html", "index.md", "groceries/index.html", "groceries/index.md",
                            "shopping/index.html", "shopping/index.md"])
        // And the result is exactly what a build from nothing gives.
        let fresh = folder.url.appending(path: "fresh")
        _ = try Self.build(store, into: fresh)
        #expect(try SiteFiles.read(output) == SiteFiles.read(fresh))
        #expect(try SiteFiles.read(output) != pagesBefore)
    }

    @Test func aPurchasedItemChangesTheAllItemsPagesThatShowItsLastPurchase() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        _ = try Self.build(store, into: output)
        let before = try Self.identities(output)
        try store.purchaseGroceryItem("Avocados", on: CalendarDay(iso: "2026-11-19")!, in: try store.family(matching: "The Riveras"))
        _ = try Self.build(store, into: output)
        let after = try Self.identities(output)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed.isSuperset(of: ["groceries/all/index.html", "groceries/all/index.md",
                                        "groceries/all/by-purchase/index.html", "groceries/all/by-purchase/index.md"]))
        #expect(try SiteFiles.text(output, "groceries/all/by-purchase/index.md").contains("### Thursday, 19 November 2026\n\n- Avocados"))
    }

    @Test func aChangedThemeRendersEverythingAgain() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        _ = try Self.build(store, into: output)
        let theme = folder.url.appending(path: "theme/assets")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("body { color: teal; }\n".utf8).write(to: theme.appending(path: "hearth.css"))
        let (families, revision) = try store.snapshotAndRevision()
        let report = try SiteBuilder().build(families, options: BuildOptions(output: output, templates: theme.deletingLastPathComponent(),
                                                                             date: DemoHousehold.date, familyID: HearthID("UHRJRTN8ZW2A"),
                                                                             storeRevision: revision))
        #expect(report.renderedFiles == report.files, "every file is made again")
        #expect(try SiteFiles.text(output, "assets/hearth.css") == "body { color: teal; }\n")
    }
}
