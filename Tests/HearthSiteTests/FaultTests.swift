import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// The store and the site come through faults whole: concurrent writers, builds and writes killed at
/// any moment, an output that cannot be written.
@Suite(.serialized) struct FaultTests {
    /// Every file the site's manifest lists is there, with its size: the site is whole.
    static func isWhole(_ site: URL) throws -> Bool {
        guard let manifest = BuildManifest.read(from: site) else { return false }
        for (path, entry) in manifest.entries {
            let attributes = try? FileManager.default.attributesOfItem(atPath: site.appending(path: path).path)
            guard (attributes?[.size] as? Int) == entry.size else { return false }
        }
        return !manifest.entries.isEmpty
    }

    @Test func buildsDuringFourWritersSeeOneSnapshotAndNothingIsLocked() async throws {
        let folder = try TemporaryFolder()
        let path = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: path)
        try store.addDemoHousehold()
        let family = try store.family(matching: "The Riveras")
        let names = try store.groceryItems(of: family).filter(\.onList).map(\.name)
        let itemCount = try store.groceryItems(of: family).count

        // Four writers, each with its own connection to the file, as four programs would have.
        let writers = (0..<4).map { writer in
            Task.detached {
                let own = try HouseholdStore.open(at: path)
                for edit in 0..<300 {
                    try own.setGroceryItem(names[(writer + edit) % names.count], completed: edit % 2 == 0, in: family)
                }
            }
        }
        var builds = 0
        for round in 0..<6 {
            let reader = try HouseholdStore.open(at: path)
            // As `hearth build` reads: two halves at once, kept when they read the same revision.
            let (families, revision) = try reader.snapshotAndRevisionOnTwoConnections()
            let output = folder.url.appending(path: "site-\(round)")
            _ = try SiteBuilder().build(families, options: BuildOptions(output: output, date: DemoHousehold.date,
                                                                          familyID: family.id, storeRevision: revision))
            // One snapshot: the dashboard's progress, the grocery page's and the shopping list's agree.
            let dashboard = try SiteFiles.text(output, "index.md")
            let groceries = try SiteFiles.text(output, "groceries/index.md")
            let shopping = try SiteFiles.text(output, "shopping/index.md")
            let progress = try #require(groceries.firstMatch(of: /\*\*(\d+) of (\d+) done\*\*/))
            #expect(dashboard.contains("**\(progress.1) of \(progress.2) done**"))
            let toGet = Int(progress.2)! - Int(progress.1)!
            #expect(shopping.contains(toGet == 1 ? "1 item to get" : "\(toGet) items to get"))
            builds += 1
        }
        for writer in writers { try await writer.value }
        #expect(builds == 6)
        #expect(try store.groceryItems(of: family).count == itemCount, "every writer finished, none was locked out")
    }

    @Test func aCheckOrASecondBuildWhileABuildRunsLeavesEveryPublishedSiteWhole() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        // Threads, not tasks: the builds block (on the writer, on the lock), as separate programs would.
        let builds = DispatchGroup()
        let failures = Failures()
        // A build for the next day (everything renders again), held at its first file.
        let paused = PausingWriter()
        DispatchQueue.global().async(group: builds) {
            failures.record { try SiteFiles.buildDemo(into: output, writer: paused, date: DemoHousehold.date.adding(days: 1)) }
        }
        paused.started.wait()
        // Meanwhile: a build that finds nothing changed (cron, every minute), and one for the day after.
        let unchanged = try SiteFiles.buildDemo(into: output)
        #expect(unchanged.unchanged)
        DispatchQueue.global().async(group: builds) {
            failures.record { try SiteFiles.buildDemo(into: output, date: DemoHousehold.date.adding(days: 2)) }
        }
        Thread.sleep(forTimeInterval: 0.2)
        paused.resume.signal()
        builds.wait()
        #expect(failures.all.isEmpty, "\(failures.all)")
        #expect(try Self.isWhole(output), "every file of the last build's manifest is there")
        #expect(FileManager.default.fileExists(atPath: output.appending(path: OutputFolder.markerName).path))
        #expect(try SiteFiles.text(output, "UHRJRTN8ZW2A/index.md").contains("Saturday, 21 November 2026"), "the second build ran after the first")
    }

    @Test(.tags(.timed)) func aBuildKilledAtAnyMomentLeavesThePreviousSiteWhole() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--synthetic", "4", "--store", "big.sqlite"], in: folder.url).status == 0)
        #expect(try await HearthProcess.run(["build", "--store", "big.sqlite", "--date", "2026-11-19"], in: folder.url).status == 0)
        let site = folder.url.appending(path: "site")
        #expect(try Self.isWhole(site))
        // Whole builds of other days, timed: the kills below are spread over the length of the faster one
        // (the other suites may be building too). They also leave the site before as the spare, which
        // the next build takes up as its staging folder.
        var day = CalendarDay(iso: "2026-11-20")!
        func build() async throws -> Bool {
            day = day.adding(days: 1)
            return try await HearthProcess.run(["build", "--store", "big.sqlite", "--date", day.iso], in: folder.url).status == 0
        }
        var length = Double.infinity
        for _ in 0..<2 {
            let started = Date()
            #expect(try await build())
            length = min(length, Date().timeIntervalSince(started))
        }
        var kills = 0
        var finished: [String] = []  // the rounds whose build ended before its kill: status and seconds
        for round in 0..<24 {
            // Each round builds another day, so there is a whole site's worth to write when it is killed.
            day = day.adding(days: 1)
            let process = Process()
            process.executableURL = HearthProcess.binary
            process.arguments = ["build", "--store", "big.sqlite", "--date", day.iso]
            process.currentDirectoryURL = folder.url
            process.standardError = FileHandle.nullDevice
            let started = Date()
            try process.run()
            let moment = length * (0.02 + 0.6 * Double((round * 7) % 24) / 24)
            // A thread's own sleep, not Task.sleep: with the suites beside this one holding the shared
            // pool's threads (blocking sockets, processes waited for), a task woke seconds late, after
            // the build had finished, and only 14 or 15 of 24 were killed.
            usleep(useconds_t(moment * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .uncaughtSignal {
                kills += 1
            } else {
                finished.append("round \(round): exit \(process.terminationStatus) after \(String(format: "%.2f", Date().timeIntervalSince(started))) s, kill at \(String(format: "%.2f", moment)) s")
            }
            #expect(try Self.isWhole(site), "round \(round): the site is not whole after SIGKILL")
            // Now and then a build that finishes, so that later rounds are killed while using a spare.
            if round % 6 == 5 { #expect(try await build()) }
        }
        #expect(kills >= 16, "at least two thirds of the builds were killed ( \(kills) of 24 ); finished first: \(finished)")
        // The next build clears what the killed ones left beside the site.
        #expect(try await HearthProcess.run(["build", "--store", "big.sqlite", "--date", "2026-11-19"], in: folder.url).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("staging") || $0.contains("trash") }
        #expect(left.isEmpty, "left beside the site: \(left)")
        // And what it made from the site and the spare the killed builds left is what a build from nothing makes.
        #expect(try await HearthProcess.run(["build", "--store", "big.sqlite", "--date", "2026-11-19", "--output", "fresh"], in: folder.url).status == 0)
        #expect(try SiteFiles.read(site) == SiteFiles.read(folder.url.appending(path: "fresh")))
    }

    @Test func aStoreWriteKilledHalfwayLeavesTheStoreAsItWas() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "s.sqlite"], in: folder.url).status == 0)
        // A large import, killed while it runs: SQLite's transaction keeps all or nothing.
        let big = try HouseholdStore.inMemory()
        try SyntheticHousehold.fill(big, scale: 40)
        try big.exportJSON().write(to: folder.url.appending(path: "big.json"))
        var before = try HouseholdStore.open(at: folder.path("s.sqlite")).exportJSON()
        var kills = 0
        for delay in [60, 150, 300] {
            let process = Process()
            process.executableURL = HearthProcess.binary
            process.arguments = ["import", "big.json", "--store", "s.sqlite"]
            process.currentDirectoryURL = folder.url
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(delay * 1000))  // not Task.sleep: see the test above
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let store = try HouseholdStore.open(at: folder.path("s.sqlite"))
            #expect(try store.integrityCheck() == "ok")
            let after = try store.exportJSON()
            if process.terminationReason == .uncaughtSignal {
                kills += 1
                #expect(after == before, "a killed import left part of itself")
            }
            before = after  // an import that finished before the kill is the store's new state
        }
        #expect(kills > 0, "no import was killed while it ran: the test tested nothing")
    }

    @Test func anOutputThatCannotBeWrittenIsAClearErrorAndTheSiteStays() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        let before = try SiteFiles.read(output)
        // A file where the output's folder should be: nothing can be created there.
        try Data("not a folder".utf8).write(to: folder.url.appending(path: "blocked"))
        do {
            try SiteFiles.buildDemo(into: folder.url.appending(path: "blocked/site"))
            Issue.record("built under a file")
        } catch let failure as Failure {
            #expect(failure.kind == .cannotCreate)
            #expect(failure.message.contains("blocked"))
        }
        // A disk that fills up halfway through: the previous site stays.
        #expect(throws: Failure.self) {
            try SiteFiles.buildDemo(into: output, writer: FailingWriter(failAfter: 3), date: DemoHousehold.date.adding(days: 2))
        }
        #expect(try SiteFiles.read(output) == before)
    }

    @Test func noDataOfOneFamilyInTheOtherFamilysFolder() throws {
        // A marker in every field of one family; the other family's folder must not hold it anywhere.
        let store = try HouseholdStore.inMemory()
        let marked = try store.createFamily(name: "MARK-family", language: "en")
        let other = try store.createFamily(name: "Zebrafamily", language: "en")
        let manager = try store.addMember(name: "MARK-member", to: marked, isManager: true)
        let plain = try store.addMember(name: "Zebramember", to: other, isManager: true)
        try store.addLocation(name: "MARK-location", position: 1, colour: nil, in: marked)
        try store.addGroceryItem(name: "MARK-item", quantity: 2, location: "MARK-location", by: manager, in: marked)
        try store.addRecipe(.init(name: "MARK-recipe", type: "Dinner", servings: 2, ingredients: ["1 cup MARK-ingredient, MARK-note"],
                                  method: "MARK-method"), by: manager, in: marked)
        try store.addCar(vin: "1HGCM82633A004352", .init(name: "MARK-car", model: "MARK-model", colour: "MARK-colour", year: 2020, price: "1",
                                                         description: "MARK-description"), by: manager, in: marked)
        try store.addLabel("MARK-lbl", in: marked)
        try store.setChore("MARK-lbl", weekday: .thursday, fatigue: 3, assignee: manager, in: marked)
        try store.addWish("MARK-wish", by: manager, in: marked)
        try store.addGroceryItem(name: "Zebraitem", quantity: 1, location: nil, by: plain, in: other)
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: DemoHousehold.date))
        let otherFiles = try SiteFiles.read(output.appending(path: other.id.text))
        #expect(otherFiles.count > 30)
        for (path, data) in otherFiles {
            let text = String(decoding: data, as: UTF8.self)
            #expect(!text.contains("MARK") && !text.contains(marked.id.text) && !text.contains(manager.id.text), "\(path) holds the other family's data")
        }
        let root = try SiteFiles.text(output, "index.html") + SiteFiles.text(output, "index.md") + SiteFiles.text(output, "404.html")
        #expect(!root.contains("MARK") && !root.contains("Zebra"), "the root page names no family")
    }
}
