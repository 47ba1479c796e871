import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// A rebuild rewrites only what changed: nothing when nothing did, and after one grocery item is
/// checked only the pages that show it; every other file keeps its inode and modification time.
@Suite struct IncrementalBuildTests {
    /// A build of the Riveras, with a theme folder and a date when a test needs them.
    @discardableResult
    static func build(_ store: HouseholdStore, into output: URL, templates: URL? = nil,
                      date: CalendarDay = DemoHousehold.date) throws -> BuildReport {
        let (families, revision) = try store.snapshotAndRevision()
        return try SiteBuilder().build(families, options: BuildOptions(output: output, templates: templates, date: date,
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
        // The version file, which open pages poll to notice the new build, changes with every build that does.
        // The household report counts the items in the basket.
        #expect(changed == [".hearth-manifest", "index.html", "index.md", "groceries/index.html", "groceries/index.md",
                            "shopping/index.html", "shopping/index.md", "household-report/index.html", "household-report/index.md", "hearth-version.txt"])
        // And the result is exactly what a build from nothing gives.
        let fresh = folder.url.appending(path: "fresh")
        _ = try Self.build(store, into: fresh)
        #expect(try SiteFiles.read(output) == SiteFiles.read(fresh))
        #expect(try SiteFiles.read(output) != pagesBefore)
    }

    /// A meal planned for Saturday at 5 servings changes the menu, meals.ics and the recipe's pages (a new
    /// one at 5, and the others' servings links gain a 5); the dashboard shows only today's meals, so it
    /// stays as it was, and so does every other page. (The dashboard and the list's pages have no key and
    /// are written again by any build that has something to do, with the same bytes.)
    @Test func aPlannedMealChangesOnlyThePagesThatShowIt() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        _ = try Self.build(store, into: output)
        let before = try Self.contents(output)
        let riveras = try store.family(matching: "The Riveras")
        try store.addMeal(recipe: "Greek salad", on: CalendarDay(iso: "2026-11-21")!, name: "lunch", servings: 5,
                          by: try store.member(matching: "Ana", in: riveras), in: riveras)
        _ = try Self.build(store, into: output)
        let after = try Self.contents(output)
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        let recipePages = Set(after.keys.filter { $0.hasPrefix("recipes/greek-salad/") && ($0.hasSuffix(".html") || $0.hasSuffix(".md")) })
        #expect(recipePages.contains("recipes/greek-salad/serves-5/index.html"))
        #expect(changed == Set(["hearth-version.txt", "menu/index.html", "menu/index.md", "meals.ics"]).union(recipePages),
                "\(changed.sorted())")
        let fresh = folder.url.appending(path: "fresh")
        _ = try Self.build(store, into: fresh)
        #expect(try SiteFiles.read(output) == SiteFiles.read(fresh), "the same as a build from nothing")
    }

    /// Every file's bytes but the manifest's.
    static func contents(_ folder: URL) throws -> [String: Data] {
        try SiteFiles.read(folder).filter { $0.key != BuildManifest.fileName }
    }

    /// After the first rebuild the site before is kept as the spare and becomes the next build's staging
    /// folder. Through a series of changes each rebuild must still give exactly what a build from nothing
    /// gives, keep every unchanged file (same inode and time), and never write into a file of the live
    /// site: what the site held before a rebuild is what the spare holds after it.
    @Test func rebuildsThroughTheSpareGiveWhatABuildFromNothingGives() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let manager = try #require(try store.members(of: family.id).first(where: \.isManager))
        let output = folder.url.appending(path: "site")
        let spare = SpareSite(of: OutputFolder(output)).url
        _ = try Self.build(store, into: output)
        let changes: [(String, () throws -> Void)] = [
            ("check one item", { _ = try store.setGroceryItem("Avocados", completed: true, in: family) }),
            ("check it again, as two builds ago", { _ = try store.setGroceryItem("Avocados", completed: false, in: family) }),
            ("check another", { _ = try store.setGroceryItem("Milk", completed: true, in: family) }),
            ("remove a recipe", { _ = try store.removeRecipe("Fresh lemonade", by: manager, in: family) }),
            ("buy an item", { _ = try store.purchaseGroceryItem("Milk", on: CalendarDay(iso: "2026-11-19")!, in: family) }),
            ("check the first again", { _ = try store.setGroceryItem("Avocados", completed: true, in: family) }),
        ]
        for (step, (name, change)) in changes.enumerated() {
            // A file put into the site by hand goes with the next build, and must not come back with the
            // spare it becomes (two builds later).
            if step == 1 {
                try Data("User-agent: *\n".utf8).write(to: output.appending(path: "robots.txt"))
                try Data("note".utf8).write(to: output.appending(path: "recipes/buttermilk-pancakes/serves-2/note.txt"))
                try FileManager.default.createDirectory(at: output.appending(path: ".well-known/deep"), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: output.appending(path: ".well-known/deep/x.txt"))
            }
            let before = try Self.contents(output)
            let identities = try Self.identities(output)
            try change()
            let report = try Self.build(store, into: output)
            let fresh = folder.url.appending(path: "fresh-\(step)")
            _ = try Self.build(store, into: fresh)
            #expect(try SiteFiles.read(output) == SiteFiles.read(fresh), "\(name): the site differs from a build from nothing")
            #expect(try Self.contents(spare) == before, "\(name): the site before was changed, or is not the spare")
            let after = try Self.identities(output)
            let kept = after.keys.filter { after[$0] == identities[$0] }.count
            #expect(after.count - kept == report.renderedFiles + 1, "\(name): only the rendered files and the manifest are new")
        }
        #expect(!FileManager.default.fileExists(atPath: output.appending(path: "recipes/fresh-lemonade").path))
    }

    /// A spare is trusted only with its manifest: without one it is removed, and the build starts from
    /// an empty folder, with the same result.
    @Test func aSpareWithoutItsManifestIsNotUsed() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let output = folder.url.appending(path: "site")
        let spare = SpareSite(of: OutputFolder(output)).url
        _ = try Self.build(store, into: output)
        _ = try store.setGroceryItem("Avocados", completed: true, in: family)
        _ = try Self.build(store, into: output)
        try FileManager.default.removeItem(at: spare.appending(path: BuildManifest.fileName))
        try Data("left behind".utf8).write(to: spare.appending(path: "left-behind.html"))
        _ = try store.setGroceryItem("Avocados", completed: false, in: family)
        _ = try Self.build(store, into: output)
        let fresh = folder.url.appending(path: "fresh")
        _ = try Self.build(store, into: fresh)
        #expect(try SiteFiles.read(output) == SiteFiles.read(fresh))
        #expect(FileManager.default.fileExists(atPath: spare.appending(path: BuildManifest.fileName).path), "a new spare, whole")
    }

    /// The demo household, built into `folder`/site: the store, The Riveras and the site's folder.
    static func builtDemo(in folder: TemporaryFolder) throws -> (HouseholdStore, Family, URL) {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let output = folder.url.appending(path: "site")
        try build(store, into: output, date: DemoHousehold.date)
        return (store, family, output)
    }

    /// Rebuilds `output` and expects it to equal a build from nothing into a new folder beside it.
    static func rebuildAndCompare(_ store: HouseholdStore, _ output: URL, templates: URL? = nil, date: CalendarDay = DemoHousehold.date,
                                  _ label: String) throws {
        try build(store, into: output, templates: templates, date: date)
        let fresh = output.deletingLastPathComponent().appending(path: "fresh-\(label.filter(\.isLetter))")
        try build(store, into: fresh, templates: templates, date: date)
        #expect(try SiteFiles.read(output) == SiteFiles.read(fresh), "\(label): not what a build from nothing gives")
        try FileManager.default.removeItem(at: fresh)
    }

    /// A file deleted by hand from the site is made again, and stays, however many builds later the
    /// site it was deleted from comes back as the staging folder.
    @Test func aFileDeletedByHandIsMadeAgain() throws {
        let folder = try TemporaryFolder()
        let (store, family, output) = try Self.builtDemo(in: folder)
        for (step, item) in ["Avocados", "Lemons", "Sourdough loaf", "Spaghetti"].enumerated() {
            if step == 1 {
                // Pages a checked item does not change: the builds keep them, but these are gone.
                try FileManager.default.removeItem(at: output.appending(path: "cars/index.html"))
                try FileManager.default.removeItem(at: output.appending(path: "recipes/buttermilk-pancakes/index.md"))
            }
            _ = try store.setGroceryItem(item, completed: true, in: family)
            try Self.rebuildAndCompare(store, output, "build \(step), \(item)")
        }
    }

    /// A page of the live site edited in place is the same file as the spare's: the build after next,
    /// which takes the spare up, must not keep the edit (its size tells).
    @Test func aPageEditedInPlaceIsMadeAgain() throws {
        let folder = try TemporaryFolder()
        let (store, family, output) = try Self.builtDemo(in: folder)
        _ = try store.setGroceryItem("Avocados", completed: true, in: family)
        try Self.rebuildAndCompare(store, output, "first rebuild")
        // Appended to where it is: the inode the spare shares stays, its size grows.
        let page = try FileHandle(forWritingTo: output.appending(path: "cars/index.html"))
        try page.seekToEnd()
        try page.write(contentsOf: Data("<p>edited by hand</p>\n".utf8))
        try page.close()
        _ = try store.setGroceryItem("Lemons", completed: true, in: family)
        try Self.rebuildAndCompare(store, output, "rebuild from the spare")
    }

    /// A folder of the site replaced by hand with a symbolic link to a folder outside: no build ever
    /// writes or removes anything through it, nor takes a file over from it (a hard link through the
    /// folder's link would put a file from outside into the site), and the site comes back whole.
    @Test func aSymbolicLinkPutIntoTheSiteIsNeverFollowed() throws {
        let folder = try TemporaryFolder()
        let (store, family, output) = try Self.builtDemo(in: folder)
        // Outside: a copy of the grocery pages, which every checked item renders again.
        let outside = folder.url.appending(path: "outside")
        try FileManager.default.copyItem(at: output.appending(path: "groceries"), to: outside)
        let outsideBefore = try SiteFiles.read(outside)
        try FileManager.default.removeItem(at: output.appending(path: "groceries"))
        try FileManager.default.createSymbolicLink(at: output.appending(path: "groceries"), withDestinationURL: outside)
        // The pages of a recipe (which a checked item does not change), outside with every file's bytes
        // turned to as many "x": a build that took over files through the link would keep those.
        let lookalikes = folder.url.appending(path: "lookalikes")
        try FileManager.default.copyItem(at: output.appending(path: "recipes/buttermilk-pancakes"), to: lookalikes)
        for (path, data) in try SiteFiles.read(lookalikes) {
            try Data(repeating: UInt8(ascii: "x"), count: data.count).write(to: lookalikes.appending(path: path))
        }
        let lookalikesBefore = try SiteFiles.read(lookalikes)
        try FileManager.default.removeItem(at: output.appending(path: "recipes/buttermilk-pancakes"))
        try FileManager.default.createSymbolicLink(at: output.appending(path: "recipes/buttermilk-pancakes"), withDestinationURL: lookalikes)
        // And a page replaced by a link to a file outside: the next build makes the page again.
        let outsideFile = folder.url.appending(path: "outside.txt")
        try Data("not a page\n".utf8).write(to: outsideFile)
        try FileManager.default.removeItem(at: output.appending(path: "cars/index.html"))
        try FileManager.default.createSymbolicLink(at: output.appending(path: "cars/index.html"), withDestinationURL: outsideFile)
        for (step, item) in ["Avocados", "Lemons", "Sourdough loaf", "Spaghetti"].enumerated() {
            _ = try store.setGroceryItem(item, completed: true, in: family)
            try Self.rebuildAndCompare(store, output, "build \(step) after the link, \(item)")
            let page = try FileManager.default.attributesOfItem(atPath: output.appending(path: "cars/index.html").path)
            #expect(page[.type] as? FileAttributeType == .typeRegular, "build \(step): the page is a link")
            #expect(try String(contentsOf: outsideFile, encoding: .utf8) == "not a page\n")
            #expect(try SiteFiles.read(outside) == outsideBefore, "build \(step) changed the folder outside")
            #expect(try SiteFiles.read(lookalikes) == lookalikesBefore, "build \(step) changed the look-alikes")
        }
    }

    /// A theme's file that becomes a folder of files, and back: the spare holds the other shape.
    @Test func aPathThatTurnsFromFileToFolderAndBackIsBuilt() throws {
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let output = folder.url.appending(path: "site")
        let asFile = folder.url.appending(path: "theme-file")
        let asFolder = folder.url.appending(path: "theme-folder")
        try FileManager.default.createDirectory(at: asFile.appending(path: "assets"), withIntermediateDirectories: true)
        try Data("a file\n".utf8).write(to: asFile.appending(path: "assets/extra"))
        try FileManager.default.createDirectory(at: asFolder.appending(path: "assets/extra"), withIntermediateDirectories: true)
        try Data("a file in a folder\n".utf8).write(to: asFolder.appending(path: "assets/extra/inner.css"))
        for (day, theme) in [asFile, asFile, asFolder, asFile, asFolder, asFile, asFile].enumerated() {
            try Self.rebuildAndCompare(store, output, templates: theme, date: DemoHousehold.date.adding(days: day),
                                       "build \(day) with \(theme.lastPathComponent)")
        }
    }

    /// A manifest whose paths lead out of the site (edited by hand, or not Hearth's) is not trusted: no
    /// build links, keeps or removes anything by those paths.
    @Test func aManifestPathLeadingOutOfTheSiteIsNeverUsed() throws {
        for path in ["recipes/pancakes/index.html", "index.md", "...", "a/.b/c..", "林家/index.html"] {
            #expect(BuildManifest.isInside(path), "\(path)")
        }
        for path in ["../site/index.html", "/etc/hostname", "a/../../b", "a//b", "./a", "", "a/", "a/.", "a/..", ".", ".."] {
            #expect(!BuildManifest.isInside(path), "\(path)")
        }
        let folder = try TemporaryFolder()
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let output = folder.url.appending(path: "site")
        let victim = folder.url.appending(path: "victim.txt")
        try Data("keep me\n".utf8).write(to: victim)
        _ = try Self.build(store, into: output)
        _ = try store.setGroceryItem("Avocados", completed: true, in: family)
        _ = try Self.build(store, into: output)
        // The spare's manifest now lists a file beside the site, which the next build has no page for.
        let manifest = SpareSite(of: OutputFolder(output)).url.appending(path: BuildManifest.fileName)
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text += "0123456789abcdef\t8\t../victim.txt\n"
        try Data(text.utf8).write(to: manifest)
        _ = try store.setGroceryItem("Lemons", completed: true, in: family)
        try Self.rebuildAndCompare(store, output, "after the tampered manifest")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
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

/// The manifest a resident site writes after each change takes the order of paths it wrote last time
/// when the site has the same files, and sorts them again when one came or went: either way the text
/// a full build writes.
@Suite struct ManifestOrderTests {
    @Test func theOrderWrittenLastIsTakenOnlyForTheSameFiles() {
        var manifest = BuildManifest(revision: 3, global: "g", entries: ["b/index.html": .init(fingerprint: "1", size: 10),
                                                                         "a/index.html": .init(fingerprint: "2", size: 20)])
        func written(sortedAs earlier: [String]?) -> (text: String, paths: [String]) {
            let (bytes, paths) = manifest.bytes(sortedAs: earlier)
            return (String(decoding: bytes, as: UTF8.self), paths)
        }
        let (first, paths) = written(sortedAs: nil)
        #expect(paths == ["a/index.html", "b/index.html"])
        #expect(first == "hearth-manifest 1\nrevision 3\nglobal g\n2\t20\ta/index.html\n1\t10\tb/index.html\n")
        manifest.entries["b/index.html"]?.fingerprint = "3"
        #expect(written(sortedAs: paths).text.contains("3\t10\tb/index.html"))
        manifest.entries["a/b/index.html"] = .init(fingerprint: "4", size: 5)
        #expect(written(sortedAs: paths).paths == ["a/b/index.html", "a/index.html", "b/index.html"])
        manifest.entries["a/b/index.html"] = nil
        manifest.entries["c/index.html"] = .init(fingerprint: "5", size: 5)
        let (text, sorted) = written(sortedAs: paths)
        #expect(sorted == ["a/index.html", "b/index.html", "c/index.html"], "as many files as before, one another")
        #expect(text.hasSuffix("2\t20\ta/index.html\n3\t10\tb/index.html\n5\t5\tc/index.html\n"))
    }
}
