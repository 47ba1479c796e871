import Foundation
import HearthTestSupport
import Testing

/// Issue 66: the family's reports on paper in each of the eight languages added to English and
/// Traditional Chinese, read back as a person's PDF reader reads them (pdftotext), with the fonts the
/// words need inside the file (pdffonts): a Japanese or Simplified Chinese sheet prints the same on a
/// machine without Noto CJK.
@Suite struct ReportLanguagesTests {
    /// The words of a language file, by key.
    static func words(_ language: String) throws -> [String: String] {
        let data = try Data(contentsOf: HearthProcess.repository.appending(path: "templates/i18n/\(language).json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: String] ?? [:]
    }

    @Test(arguments: ["de", "fr", "es", "it", "nl", "pt-BR", "ja", "zh-Hans"])
    func theShoppingListAndTheWeekPrintInTheFamilysLanguage(_ language: String) async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "s.sqlite"], in: folder.url).status == 0)
        let set = try await HearthProcess.run(["family", "set", "--family", "The Riveras", "--language", language, "--store", "s.sqlite"], in: folder.url)
        try #require(set.status == 0, "\(set.errors)")
        let words = try Self.words(language)
        for (report, title, more) in [("shopping", "shopping_title", ["Avocados"]), ("week", "week_title", [words["member_load_title"] ?? "?", words["weekday_monday"] ?? "?"])] {
            let pdf = folder.url.appending(path: "\(report).pdf").path
            let run = try await HearthProcess.run(["report", report, "--family", "The Riveras", "--store", "s.sqlite", "--date", "2026-11-19", "--output", pdf],
                                                  in: folder.url)
            try #require(run.status == 0, "\(language) \(report): \(run.errors)")
            // pdftotext breaks a line where the sheet does, and may space out CJK text: compare without spaces.
            let text = try await ReportTests.run("pdftotext", [pdf, "-"]).filter { !$0.isWhitespace }
            for expected in [try #require(words[title]) + "·TheRiveras"] + more {
                #expect(text.contains(expected.filter { !$0.isWhitespace }), "\(language) \(report): \(expected) in \(text.prefix(400))")
            }
            let fonts = try await ReportTests.run("pdffonts", [pdf]).split(separator: "\n").dropFirst(2)
            #expect(!fonts.isEmpty && fonts.allSatisfy { $0.split(separator: " ").suffix(5).first == "yes" }, "every font embedded: \(fonts)")
            if language == "ja" || language == "zh-Hans" {
                #expect(fonts.contains { $0.contains("CJK") }, "\(language) \(report): Noto CJK in the file: \(fonts)")
            }
        }
    }
}
