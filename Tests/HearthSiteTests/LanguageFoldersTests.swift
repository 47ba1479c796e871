import Foundation
import HearthTestSupport
import Testing

/// Issue 66: a family's pages in each language its members read. 林家 reads Traditional Chinese; once
/// 哥哥 reads English (`hearth member set 哥哥 --language en`), `hearth build` writes the family's pages
/// in English too, in the folder `en/` below the family's, and every page of either links to the same
/// page in the other.
@Suite struct LanguageFoldersTests {
    static let lins = Demo.lins

    /// The demo built on its day after `setup` commands, into `site/` of `folder`.
    static func built(after setup: [[String]], in folder: TemporaryFolder) async throws -> URL {
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "s.sqlite"], in: folder.url).status == 0)
        for command in setup {
            let run = try await HearthProcess.run(command + ["--store", "s.sqlite"], in: folder.url)
            #expect(run.status == 0, "\(command): \(run.errors)")
        }
        let build = try await HearthProcess.run(["build", "--store", "s.sqlite", "--output", "site", "--date", "2026-11-19"], in: folder.url)
        #expect(build.status == 0, "\(build.errors)")
        return folder.url.appending(path: "site")
    }

    static func text(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appending(path: path), encoding: .utf8)
    }

    @Test func aMemberWhoReadsAnotherLanguageGetsTheFamilysPagesInIt() async throws {
        let folder = try TemporaryFolder()
        let site = try await Self.built(after: [["member", "set", "哥哥", "--language", "en"]], in: folder)
        let chinese = try Self.text(site, "\(Self.lins)/chores/index.html")
        let english = try Self.text(site, "\(Self.lins)/en/chores/index.html")
        #expect(chinese.contains("<html lang=\"zh-Hant\">") && chinese.contains(">家事<"))
        #expect(english.contains("<html lang=\"en\">") && english.contains(">Chores<") && english.contains("林家"), "\(english.prefix(600))")
        // Each page links to itself in the other language, its own marked as the current one.
        #expect(chinese.contains(#"<a href="../chores/index.html" lang="zh-Hant" hreflang="zh-Hant" aria-current="page">繁體中文</a>"#), "\(chinese.suffix(900))")
        #expect(chinese.contains(#"<a href="../en/chores/index.html" lang="en" hreflang="en">English</a>"#))
        #expect(english.contains(#"<a href="../../chores/index.html" lang="zh-Hant" hreflang="zh-Hant">繁體中文</a>"#), "\(english.suffix(900))")
        #expect(english.contains(#"<a href="../../en/chores/index.html" lang="en" hreflang="en" aria-current="page">English</a>"#))
        let twin = try Self.text(site, "\(Self.lins)/en/chores/index.md")
        #expect(twin.contains("Languages: [繁體中文](../../chores/index.md) [English](../../en/chores/index.md)"), "\(twin.suffix(300))")

        // Every file the English pages link to is there: the style sheet, pictures, the QR codes, the calendar.
        for page in ["", "chores/", "groceries/", "family/", "recipes/"] {
            let html = try Self.text(site, "\(Self.lins)/en/\(page)index.html")
            let folder = site.appending(path: "\(Self.lins)/en/\(page)")
            for link in HTMLLinks.local(in: html) {
                #expect(FileManager.default.fileExists(atPath: folder.appending(path: link.removingPercentEncoding ?? link).standardizedFileURL.path), "en/\(page): \(link)")
            }
        }
        // The Riveras all read their family's English: no language links, no other folder.
        #expect(!(try Self.text(site, "UHRJRTN8ZW2A/index.html")).contains("site-languages"))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "UHRJRTN8ZW2A/en").path))
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "UHRJRTN8ZW2A/zh-Hant").path))
    }

    /// Back to the family's language: the next build has no English folder and no language links.
    @Test func aLanguageNoMemberReadsAnyMoreLeavesTheSite() async throws {
        let folder = try TemporaryFolder()
        let site = try await Self.built(after: [["member", "set", "哥哥", "--language", "en"], ["member", "set", "哥哥", "--language", ""]], in: folder)
        #expect(!FileManager.default.fileExists(atPath: site.appending(path: "\(Self.lins)/en").path))
        #expect(!(try Self.text(site, "\(Self.lins)/index.html")).contains("site-languages"))
    }
}

/// The local addresses a page's `href` and `src` attributes name (not http:, mailto:, a fragment or a query).
enum HTMLLinks {
    static func local(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: ##"(?:href|src)="([^"#?:]+)"##)
        let range = NSRange(html.startIndex..., in: html)
        return pattern.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } }
            .map { $0.replacingOccurrences(of: "&amp;", with: "&") }
    }
}
