import Foundation
import HearthTestSupport
import Testing

/// Every page kind as phones and screens show it (Tests/browser/page_checks.py, in real headless
/// Chromium): at 390, 820 and 1280 px, light and dark, no page wider than the window or box scrolling sideways, no text under 4.5:1
/// (3:1 large), no word under 12 characters broken over two lines at 390 px, and no serious or critical
/// axe-core violation. The demo, its hosted build, a larger synthetic household, and the stress household
/// of issue 32, which is also printed.
@Suite struct PageChecksTests {
    static let riveras = Demo.riveras
    static let lins = Demo.lins

    /// The page kinds of a family, by their folders.
    static func pageKinds(of family: String, recipe: String, car: String) -> [String] {
        ["", "groceries/", "groceries/all/", "groceries/all/by-purchase/", "shopping/", "chores/", "chores/today/", "chores/wishes/",
         "recipes/", "recipes/sorted/name-descending/", "recipes/\(recipe)/", "recipes/\(recipe)/serves-2/", "menu/", "cars/", "cars/\(car)/",
         "family/", "family/cards/"].map { family + "/" + $0 }
    }

    static func check(_ site: URL, _ paths: [String]) async throws -> HearthProcess.Run {
        let script = HearthProcess.repository.appending(path: "Tests/browser/page_checks.py").path
        return try await HearthProcess.run(["python3", script, site.path] + paths, in: site.deletingLastPathComponent(), timeout: 600,
                                     executable: URL(fileURLWithPath: "/usr/bin/env"))
    }

    @Test(.tags(.timed)) func theDemoStaticAndHosted() async throws {
        let folder = try TemporaryFolder()
        let built = try await HearthProcess.run(["build", "--demo", "--output", "site"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        // The hosted build, as `hearth host` writes it (stopped once it has had time to build, on a loaded machine too).
        _ = try await HearthProcess.run(["host", "--demo", "--port", "0", "--output", "hosted", "--public-url", "https://home.example"],
                                  in: folder.url, timeout: 20)
        let paths = Self.pageKinds(of: Self.riveras, recipe: "buttermilk-pancakes", car: "WVWZZZ1KZAW123456")
            + Self.pageKinds(of: Self.lins, recipe: "蔥油餅", car: "JA3WP5A04FU000777")
        for site in ["site", "hosted"] {
            let run = try await Self.check(folder.url.appending(path: site), paths)
            #expect(run.status == 0, "\(site): \(run.output)\(run.errors)")
            #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(site): \(run.output)")
        }
    }

    /// The Riveras in each of the eight languages beside English and Traditional Chinese (issue 66): no
    /// German compound or Dutch word pushes the navigation to a third row, no Japanese word is broken inside
    /// ("家のレ/ポート"), nothing scrolls sideways, at 390, 820 and 1280 px, light and dark.
    @Test(.serialized, arguments: ["de", "fr", "es", "it", "nl", "pt-BR", "ja", "zh-Hans"])
    func theDemoInEachLanguage(_ language: String) async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "s.sqlite"], in: folder.url).status == 0)
        let set = try await HearthProcess.run(["family", "set", "--family", "The Riveras", "--language", language, "--store", "s.sqlite"], in: folder.url)
        try #require(set.status == 0, "\(set.errors)")
        let built = try await HearthProcess.run(["build", "--store", "s.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        // The pages whose words are longest (the navigation, counts, a recipe's facts); the rest share them.
        let paths = ["", "groceries/", "shopping/", "chores/", "recipes/buttermilk-pancakes/"]
            .map { Self.riveras + "/" + $0 }
        let run = try await Self.check(folder.url.appending(path: "site"), paths)
        #expect(run.status == 0, "\(language): \(run.output)\(run.errors)")
        #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(language): \(run.output)")
    }

    @Test func aLargerHousehold() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--store", "s.sqlite", "--synthetic", "2"], in: folder.url).status == 0)
        let built = try await HearthProcess.run(["build", "--store", "s.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        let family = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.url.appending(path: "site").path)
            .first { $0.count == 12 && $0.allSatisfy { $0.isUppercase || $0.isNumber } })
        let paths = Self.pageKinds(of: family, recipe: "recipe-1", car: "SYN00000000000001")
        let run = try await Self.check(folder.url.appending(path: "site"), paths)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(run.output)")
    }

    /// The household of issue 32 (Tests/browser/stress_household.py: a 40-character family name, 7 members
    /// with long names, 40 items in 9 locations, 20 chores a day, and a Chinese family the same), imported
    /// and built: the file's text and the site's folder.
    static func stressHousehold(in folder: TemporaryFolder) async throws -> (file: String, site: URL) {
        let script = HearthProcess.repository.appending(path: "Tests/browser/stress_household.py")
        let made = try await HearthProcess.run(["python3", script.path], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(made.status == 0, "\(made.errors)")
        try Data(made.output.utf8).write(to: folder.url.appending(path: "stress.json"))
        #expect(try await HearthProcess.run(["init", "--store", "s.sqlite"], in: folder.url).status == 0)
        let imported = try await HearthProcess.run(["import", "stress.json", "--store", "s.sqlite"], in: folder.url)
        try #require(imported.status == 0, "\(imported.errors)")
        let built = try await HearthProcess.run(["build", "--store", "s.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        return (made.output, folder.url.appending(path: "site"))
    }

    @Test func theStressHousehold() async throws {
        let folder = try TemporaryFolder()
        let (_, site) = try await Self.stressHousehold(in: folder)
        let kinds = ["", "groceries/", "groceries/all/", "groceries/all/by-purchase/", "shopping/", "chores/", "chores/today/",
                     "chores/wishes/", "family/", "family/cards/"]
        let paths = ["FFFFFF222223/", "FFFFFF222224/"].flatMap { family in kinds.map { family + $0 } }
        let run = try await Self.check(site, paths)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("checked \(paths.count * 6) views: 0 findings"), "\(run.output)")
    }

    /// The stress household printed on A4 and Letter: the shopping list on one sheet; the week with each
    /// day's total on one landscape sheet, the members' load after it, whole.
    /// Each of `paths` of the site at `site` printed by headless Chromium on A4 and on Letter
    /// (Tests/browser/print_checks.py): a page's path, its paper, and the text of each sheet (pdftotext).
    static func printed(_ site: URL, _ paths: [String]) async throws -> [[String: Any]] {
        let browser = HearthProcess.repository.appending(path: "Tests/browser")
        let run = try await HearthProcess.run(["python3", browser.appending(path: "print_checks.py").path, site.path] + paths,
                                        in: browser, timeout: 300, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(run.status == 0, "\(run.errors)")
        return try run.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// The week's menu for the fridge: one sheet on A4 and on Letter, in each family's language, read back
    /// from the PDF Chromium prints.
    @Test func theMenuPrintsOnOneSheet() async throws {
        let folder = try TemporaryFolder()
        let built = try await HearthProcess.run(["build", "--demo", "--output", "site"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        let site = folder.url.appending(path: "site")
        let lins = Self.lins
        let prints = try await Self.printed(site, [Self.riveras + "/menu/", lins + "/menu/"])
        #expect(prints.count == 4, "two menus on two papers")
        for print in prints {
            let path = try #require(print["path"] as? String), sheets = try #require(print["pages"] as? [String])
            #expect(sheets.count == 1, "\(path) on \(print["paper"] ?? "?"): \(sheets.count) sheets")
            let expected = path.hasPrefix(lins) ? ["本週菜單", "麻婆豆腐", "蔥油餅", "記得確認家裡有"] : ["This week's menu", "Weeknight chili", "Buttermilk pancakes", "Check you have"]
            for text in expected { #expect(sheets.first?.contains(text) == true, "\(path): \(text) in \(sheets.first ?? "")") }
            #expect(sheets.first?.contains("Put this week on the list") == false)
        }
    }

    /// A recipe prints as one card, with its sections, tags and nutrition (they pushed its last step onto a
    /// second sheet), at its own servings and at twice, on A4 and Letter, in each family's language.
    @Test func aRecipePrintsAsOneCard() async throws {
        let folder = try TemporaryFolder()
        let built = try await HearthProcess.run(["build", "--demo", "--output", "site"], in: folder.url)
        try #require(built.status == 0, "\(built.errors)")
        let paths = [Self.riveras + "/recipes/buttermilk-pancakes/", Self.riveras + "/recipes/buttermilk-pancakes/serves-8/", Self.lins + "/recipes/蔥油餅/"]
        let prints = try await Self.printed(folder.url.appending(path: "site"), paths)
        #expect(prints.count == 6, "three pages on two papers")
        for print in prints {
            let path = try #require(print["path"] as? String), sheets = try #require(print["pages"] as? [String])
            #expect(sheets.count == 1, "\(path) on \(print["paper"] ?? "?"): \(sheets.count) sheets")
            let expected = path.hasPrefix(Self.lins) ? ["蔥油餅", "麵團", "內餡", "小吃", "兩面金黃"]
                : ["Buttermilk pancakes", "Dry", "Wet", "Nutrition per serving", "310 kcal", "vegetarian", "flip once"]
            for text in expected { #expect(sheets.first?.contains(text) == true, "\(path): \(text) in \(sheets.first ?? "")") }
        }
    }

    /// A hosted family with a printer prints its shopping list, week and household report from the
    /// browser too (issue 64: the sheet began with the page's "Send to the printer" button, which is for
    /// the screen): read back from the PDF Chromium prints, the page is there and its buttons are not.
    @Test func theHostedPagesPrintWithoutThePrinterButton() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        // A printer that is never sent to: the pages get their "Send to the printer" buttons.
        let set = try await host.hearth(["family", "set", "--printer", "tcp://127.0.0.1:9", "--family", "The Riveras"])
        #expect(set.status == 0, "\(set.errors)")
        let site = host.folder.url.appending(path: "site-hosted")
        let pages = ["shopping/": "Shopping list", "chores/": "Who carries how much", "household-report/": "Chores: who carried how much"]
        for path in pages.keys {
            let file = site.appending(path: Self.riveras + "/" + path + "index.html")
            var built = false
            for _ in 0..<100 where !built {
                built = ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains("Send to the printer")
                if !built { try await Task.sleep(for: .seconds(0.1)) }
            }
            try #require(built, "\(path): the page with its button, once the family has a printer")
        }
        let prints = try await Self.printed(site, pages.keys.map { Self.riveras + "/" + $0 })
        #expect(prints.count == 6, "three pages on two papers")
        for print in prints {
            let path = try #require(print["path"] as? String), sheets = try #require(print["pages"] as? [String])
            let text = sheets.joined(separator: " ")
            let expected = try #require(pages[String(path.dropFirst(Self.riveras.count + 1))])
            #expect(text.contains(expected), "\(path) on \(print["paper"] ?? "?"): \(expected) in \(text.prefix(300))")
            #expect(!text.contains("Send to the printer"), "\(path) on \(print["paper"] ?? "?"): \(text.prefix(300))")
        }
    }

    @Test func theStressHouseholdPrintsItsListAndItsWeekOnOneSheetEach() async throws {
        let folder = try TemporaryFolder()
        let (file, site) = try await Self.stressHousehold(in: folder)

        // What the file holds: each family's items still to get, its chores' titles as a week shows them.
        let document = try #require(try JSONSerialization.jsonObject(with: Data(file.utf8)) as? [String: Any])
        let families = try #require(document["families"] as? [[String: Any]]).compactMap { $0["id"] as? String }
        let items = try #require(document["groceryItems"] as? [[String: Any]])
        let english = families[0]
        let titles = try #require(document["chores"] as? [[String: Any]]).filter { $0["family"] as? String == english }
            .compactMap { $0["title"] as? String }
        let paths = families.flatMap { [$0 + "/shopping/", $0 + "/chores/"] }
        let prints = try await Self.printed(site, paths)
        #expect(prints.count == 8, "two pages of two families on two papers")
        for print in prints {
            let path = try #require(print["path"] as? String), paper = try #require(print["paper"] as? String)
            let sheets = try #require(print["pages"] as? [String])
            let family = String(path.prefix(12))
            let first = sheets.first ?? ""
            if path.hasSuffix("/shopping/") {
                #expect(sheets.count == 1, "\(path) on \(paper): \(sheets.count) sheets")
                let toGet = items.filter { $0["family"] as? String == family && $0["completed"] as? Bool == false }.compactMap { $0["name"] as? String }
                for name in toGet where !first.contains(name) {
                    Issue.record("\(path) on \(paper): \(name) is not on the sheet")
                }
            } else {
                // The week and its totals on the first sheet (each day's total once, 60 each); the load table
                // after it, on the same sheet or the next, never cut.
                #expect(sheets.count <= 2, "\(path) on \(paper): \(sheets.count) sheets")
                let total = family == english ? "Total: 60" : "合計：60"
                #expect(first.components(separatedBy: total).count - 1 == 7, "\(path) on \(paper): each day's total on the first sheet")
                #expect(sheets.dropFirst().allSatisfy { !$0.contains(total) }, "\(path) on \(paper): the totals once")
                if family == english {
                    for title in Set(titles) where first.components(separatedBy: title).count - 1 != 7 {
                        Issue.record("\(path) on \(paper): \(title) is not on the first sheet on each of the 7 days")
                    }
                }
                let load = sheets.last ?? ""
                let heading = family == english ? "Who carries how much" : "誰負擔多少"
                #expect(load.contains(heading), "\(path) on \(paper): the load table on the last sheet")
                let members = try #require(document["members"] as? [[String: Any]]).filter { $0["family"] as? String == family }
                for member in members.compactMap({ $0["displayName"] as? String }) where !load.contains(member) {
                    Issue.record("\(path) on \(paper): \(member) is not in the load table")
                }
            }
        }
    }
}
