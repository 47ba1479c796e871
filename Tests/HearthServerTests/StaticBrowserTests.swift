import Foundation
import HearthTestSupport
import Testing

/// A static build on a phone, in real headless Chromium (Tests/browser/static_list.py): the shopping
/// list keeps its ticks on the phone until the list changes, and an open page loads a newer build by
/// itself (it asks the build's hearth-version.txt).
@Suite struct StaticBrowserTests {
    @Test func ticksStayOnThePhoneAndANewerBuildLoadsByItself() async throws {
        let folder = try TemporaryFolder()
        let made = try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url)
        try #require(made.status == 0, "\(made.errors)")
        let built = try await HearthProcess.run(["build", "--store", "household.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        // The change the script makes while the page is open: an item added, the site built again.
        let change = ["/bin/sh", "-c", "\"$0\" grocery add Zucchini --as Ana --store household.sqlite && \"$0\" build --store household.sqlite --output site --date 2026-11-19",
                      HearthProcess.binary.path]
        let script = HearthProcess.repository.appending(path: "Tests/browser/static_list.py").path
        let run = try await HearthProcess.run(["python3", script, folder.url.appending(path: "site").path, "UHRJRTN8ZW2A/shopping/", "Zucchini", "--"] + change,
                                        in: folder.url, timeout: 180, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("ticked 2, after loading again 2 ticked, 2 struck through"), "\(run.output)")
        #expect(run.output.contains("the new build loaded by itself, with 'Zucchini'; ticked now: 0"), "\(run.output)")
    }
}
