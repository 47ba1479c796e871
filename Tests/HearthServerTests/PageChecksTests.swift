import Foundation
import HearthTestSupport
import Testing

/// Every page kind as phones and screens show it (Tests/browser/page_checks.py, in real headless
/// Chromium): at 390, 820 and 1280 px, light and dark, no page wider than the window or box scrolling sideways, no text under 4.5:1
/// (3:1 large), and no serious or critical axe-core violation. The demo, its hosted build, and a larger
/// synthetic household (20 chores a day).
@Suite struct PageChecksTests {
    static let riveras = "UHRJRTN8ZW2A", lins = "MRGDW3AN3QQ7"

    /// The page kinds of a family, by their folders.
    static func pageKinds(of family: String, recipe: String, car: String) -> [String] {
        ["", "groceries/", "groceries/all/", "groceries/all/by-purchase/", "shopping/", "chores/", "chores/today/", "chores/wishes/",
         "recipes/", "recipes/sorted/name-descending/", "recipes/\(recipe)/", "recipes/\(recipe)/serves-2/", "cars/", "cars/\(car)/",
         "family/", "family/cards/"].map { family + "/" + $0 }
    }

    static func check(_ site: URL, _ paths: [String]) throws -> HearthProcess.Run {
        let script = HearthProcess.repository.appending(path: "Tests/browser/page_checks.py").path
        return try HearthProcess.run(["python3", script, site.path] + paths, in: site.deletingLastPathComponent(), timeout: 600,
                                     executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test func theDemoStaticAndHosted() throws {
        let folder = try TemporaryFolder()
        let built = try HearthProcess.run(["build", "--demo", "--output", "site"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        // The hosted build, as `hearth host` writes it (stopped once it has built).
        _ = try HearthProcess.run(["host", "--demo", "--port", "0", "--output", "hosted", "--public-url", "https://home.example"],
                                  in: folder.url, timeout: 8)
        let paths = Self.pageKinds(of: Self.riveras, recipe: "buttermilk-pancakes", car: "WVWZZZ1KZAW123456")
            + Self.pageKinds(of: Self.lins, recipe: "蔥油餅", car: "JA3WP5A04FU000777")
        for site in ["site", "hosted"] {
            let run = try Self.check(folder.url.appending(path: site), paths)
            #expect(run.status == 0, "\(site): \(run.output)\(run.errors)")
            #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(site): \(run.output)")
        }
    }

    @Test func aLargerHousehold() throws {
        let folder = try TemporaryFolder()
        #expect(try HearthProcess.run(["init", "--store", "s.sqlite", "--synthetic", "2"], in: folder.url).status == 0)
        let built = try HearthProcess.run(["build", "--store", "s.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        let family = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "site").path)
            .first { $0.count == 12 && $0.allSatisfy { $0.isUppercase || $0.isNumber } })
        let paths = Self.pageKinds(of: family, recipe: "recipe-1", car: "SYN00000000000001")
        let run = try Self.check(folder.url.appending(path: "site"), paths)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(run.output)")
    }
}
