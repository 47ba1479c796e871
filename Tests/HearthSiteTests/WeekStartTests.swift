import Foundation
import HearthTestSupport
import Testing

/// Issue 66: the week starts on the locale's day. A new family takes its language's first weekday and
/// decimal mark (CLDR's, through Foundation); `family set --week-starts` changes the day; the week page,
/// the menu and the printed week then run from that day.
@Suite struct WeekStartTests {
    static func hearth(_ arguments: [String], in folder: TemporaryFolder) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments + ["--store", "s.sqlite"], in: folder.url)
    }

    /// The line of `hearth family list` for the family named `name`.
    static func listed(_ name: String, in folder: TemporaryFolder) async throws -> String {
        let list = try await hearth(["family", "list"], in: folder).output
        return list.split(separator: "\n").first { $0.contains("  \(name) · site/") }.map(String.init) ?? list
    }

    @Test func aNewFamilyTakesItsLanguagesWeekAndDecimalMark() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init"], in: folder).status == 0)
        for (name, language) in [("Tanaka", "ja"), ("Müller", "de"), ("Silva", "pt-BR"), ("Riveras", "en")] {
            let made = try await Self.hearth(["family", "create", name, "--language", language], in: folder)
            #expect(made.status == 0, "\(made.errors)")
        }
        #expect(try await Self.listed("Tanaka", in: folder).contains("  ja       sun  "))
        #expect(try await Self.listed("Silva", in: folder).contains("  pt-BR    sun  "))
        #expect(try await Self.listed("Müller", in: folder).contains("  de       mon  "))
        #expect(try await Self.listed("Riveras", in: folder).contains("  en       mon  "))

        // Said otherwise on the command line; changed later; a day that is none refused, naming the option.
        #expect(try await Self.hearth(["family", "create", "Yamada", "--language", "ja", "--week-starts", "monday", "--decimal-mark", ","], in: folder).status == 0)
        #expect(try await Self.listed("Yamada", in: folder).contains("  ja       mon  "))
        #expect(try await Self.hearth(["family", "set", "--week-starts", "sat", "--family", "Müller"], in: folder).status == 0)
        #expect(try await Self.listed("Müller", in: folder).contains("  de       sat  "))
        let wrong = try await Self.hearth(["family", "set", "--week-starts", "someday", "--family", "Müller"], in: folder)
        #expect(wrong.status == 64 && wrong.errors.contains("--week-starts someday: expected monday to sunday"), "\(wrong.errors)")

        // The export carries both, and an import of it keeps them.
        let export = try await Self.hearth(["export"], in: folder).output
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.utf8)) as? [String: Any])
        let families = try #require(document["families"] as? [[String: Any]])
        func family(_ name: String) -> [String: Any] { families.first { $0["name"] as? String == name } ?? [:] }
        #expect(family("Tanaka")["firstWeekday"] as? String == "sunday" && family("Tanaka")["decimalMark"] as? String == ".")
        #expect(family("Müller")["firstWeekday"] as? String == "saturday" && family("Müller")["decimalMark"] as? String == ",")
        #expect(family("Riveras")["firstWeekday"] == nil, "Monday is the default and not written")
        #expect(family("Yamada")["decimalMark"] as? String == ",")
        try Data(export.utf8).write(to: folder.url.appending(path: "household.json"))
        #expect(try await HearthProcess.run(["init", "--store", "copy.sqlite"], in: folder.url).status == 0)
        #expect(try await HearthProcess.run(["import", "household.json", "--store", "copy.sqlite"], in: folder.url).status == 0)
        let copied = try await HearthProcess.run(["family", "list", "--store", "copy.sqlite"], in: folder.url).output
        #expect(copied.contains("  de       sat  1 member") || copied.contains("  de       sat  0 members"), "\(copied)")
    }

    /// 林家's week set to start on Sunday: on Thursday 19 November its week page, menu and printed week
    /// run from Sunday the 15th to Saturday the 21st; The Riveras' still from Monday the 16th.
    @Test func aSundayFamilysPagesAndPaperRunFromSunday() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder).status == 0)
        #expect(try await Self.hearth(["family", "set", "--week-starts", "sunday", "--family", "林家"], in: folder).status == 0)
        let build = try await Self.hearth(["build", "--output", "site", "--date", "2026-11-19"], in: folder)
        #expect(build.status == 0, "\(build.errors)")
        func headings(_ path: String) throws -> [String] {
            try String(contentsOf: folder.url.appending(path: "site/\(path)"), encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("## ") }.map(String.init)
        }
        let week = try headings("\(Demo.lins)/chores/index.md")
        #expect(Array(week.prefix(7)) == ["## 星期日 11/15", "## 星期一 11/16", "## 星期二 11/17", "## 星期三 11/18", "## 星期四 11/19", "## 星期五 11/20", "## 星期六 11/21"],
                "\(week)")
        let menu = try headings("\(Demo.lins)/menu/index.md")
        #expect(menu.first == "## 星期日 · 11/15" && menu.dropFirst(6).first == "## 星期六 · 11/21", "\(menu)")
        let page = try String(contentsOf: folder.url.appending(path: "site/\(Demo.lins)/chores/index.html"), encoding: .utf8)
        #expect(page.contains("2026年11月15日 星期日 這一週"))
        let riveras = try headings("UHRJRTN8ZW2A/chores/index.md")
        #expect(riveras.first == "## Monday 16 Nov", "\(riveras)")

        let printed = try await Self.hearth(["report", "week", "--family", "林家", "--date", "2026-11-19", "--output", "week.pdf"], in: folder)
        #expect(printed.status == 0, "\(printed.errors)")
        let text = try await ReportTests.run("pdftotext", [folder.url.appending(path: "week.pdf").path, "-"])
        let sunday = try #require(text.range(of: "星期日"))
        let monday = try #require(text.range(of: "星期一"))
        #expect(sunday.lowerBound < monday.lowerBound && text.contains("11/15") && !text.contains("11/22"), "\(text.prefix(400))")
    }
}
