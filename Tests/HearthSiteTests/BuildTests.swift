import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

@Suite struct BuildTests {
    static let riveras = Demo.riveras
    static let lins = Demo.lins

    @Test func theSameStoreAndDateGiveTheSameBytes() throws {
        let folder = try TemporaryFolder()
        try SiteFiles.buildDemo(into: folder.url.appending(path: "one"))
        try SiteFiles.buildDemo(into: folder.url.appending(path: "two"))
        let one = try SiteFiles.read(folder.url.appending(path: "one"))
        let two = try SiteFiles.read(folder.url.appending(path: "two"))
        #expect(one.count > 10)
        #expect(one == two)
    }

    /// A household's pages stay out of search engines: robots.txt at the root, and `noindex` on every page
    /// (a site served under a sub-path has no robots.txt of its own that crawlers read).
    @Test func everyPageAsksSearchEnginesToStayOut() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        #expect(try SiteFiles.text(output, "robots.txt").contains("User-agent: *\nDisallow: /\n"))
        let pages = try SiteFiles.read(output).filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 80)
        for (path, data) in pages {
            #expect(String(decoding: data, as: UTF8.self).contains("<meta name=\"robots\" content=\"noindex, nofollow\">"), "\(path)")
        }
    }

    @Test func theCommittedSiteIsWhatTheCodeRenders() throws {
        let folder = try TemporaryFolder()
        try SiteFiles.buildDemo(into: folder.url.appending(path: "site"))
        let fresh = try SiteFiles.read(folder.url.appending(path: "site"))
        let committed = try SiteFiles.read(SiteFiles.repository.appending(path: "site"))
        let stale = Set(fresh.keys).union(committed.keys).filter { fresh[$0] != committed[$0] }.sorted()
        #expect(stale.isEmpty, "site/ is not what `hearth build --demo` renders; run `swift run hearth build --demo` and commit site/. Differing: \(stale)")
    }

    @Test func aBuildThatFailsHalfwayLeavesThePreviousSite() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        let before = try SiteFiles.read(output)

        // Another day, so the build has pages to write again.
        #expect(throws: Failure.self) {
            try SiteFiles.buildDemo(into: output, writer: FailingWriter(failAfter: 5), date: DemoHousehold.date.adding(days: 1))
        }
        #expect(try SiteFiles.read(output) == before)
        // Beside the site stays only its lock file (BuildLock), which is meant to stay.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0 != "site" && $0 != ".site.hearth-lock" }
        #expect(leftovers.isEmpty, "the failed build's staging folder was left: \(leftovers)")
    }

    /// The disk writer makes new files only: a file already there (in a staging folder that is the spare
    /// it could be the live site's own) is an error, and its bytes stay as they were.
    @Test func theDiskWriterNeverWritesIntoAFileThatIsThere() throws {
        let folder = try TemporaryFolder()
        let file = folder.url.appending(path: "a/page.html")
        try DiskFileWriter().write(Data("first\n".utf8), to: file)
        #expect(throws: Failure.self) { try DiskFileWriter().write(Data("second\n".utf8), to: file) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "first\n")
    }

    @Test func aBrokenTemplateNamesTheFileAndLineAndKeepsTheSite() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        let before = try SiteFiles.read(output)
        let theme = folder.url.appending(path: "theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try Data("<p>one</p>\n<p>{{#page}}unclosed</p>\n".utf8).write(to: theme.appending(path: "family.html.mustache"))
        do {
            try SiteFiles.buildDemo(into: output, templates: theme)
            Issue.record("built with a broken template")
        } catch let failure as Failure {
            #expect(failure.message.contains("family.html.mustache"), "\(failure.message)")
            #expect(failure.message.contains("not closed"), "\(failure.message)")
            #expect(failure.message.hasSuffix("a section is not closed (at the end of the file)"), "no empty quote: \(failure.message)")
        }
        #expect(try SiteFiles.read(output) == before)
    }

    /// The header partial is rendered once for many pages, so it must not show the title of whichever
    /// page came first on all the others; the layout around each page still has that page's own title.
    @Test func aSharedHeaderPartialShowsNoOnePagesTitle() throws {
        let folder = try TemporaryFolder()
        let theme = folder.url.appending(path: "theme")
        try FileManager.default.createDirectory(at: theme.appending(path: "partials"), withIntermediateDirectories: true)
        try Data("<header><p id=\"shared\">[{{site.pageTitle}}]</p></header>\n".utf8)
            .write(to: theme.appending(path: "partials/site-header.html.mustache"))
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, templates: theme)
        for (recipe, title) in [("buttermilk-pancakes", "Buttermilk pancakes"), ("chocolate-chip-cookies", "Chocolate chip cookies")] {
            let html = try SiteFiles.text(output, "UHRJRTN8ZW2A/recipes/\(recipe)/index.html")
            #expect(html.contains("<p id=\"shared\">[]</p>"), "\(recipe): \(html.prefix(600))")
            #expect(html.contains("<title>\(title) · The Riveras</title>"))
        }
    }

    @Test func aBuildKilledBeforeItSwappedLeavesTheSiteAndIsCleanedUpNextTime() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        // What a killed build leaves: a staging folder, half written.
        let leftover = folder.url.appending(path: ".site.hearth-staging-dead")
        try FileManager.default.createDirectory(at: leftover, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: leftover.appending(path: OutputFolder.markerName))
        // And what a removal killed halfway leaves: a trash folder, its marker perhaps gone already.
        let trash = folder.url.appending(path: ".site.hearth-trash-dead/recipes")
        try FileManager.default.createDirectory(at: trash, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: trash.appending(path: "index.html"))
        try SiteFiles.buildDemo(into: output)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [".site.hearth-lock", "site"])
    }

    /// The previous site is removed file by file inside its folders; a symbolic link someone put in
    /// it is removed as a link, and what it points to outside is left alone.
    @Test func removingThePreviousSiteNeverFollowsALinkOutOfIt() throws {
        let folder = try TemporaryFolder()
        let outside = folder.url.appending(path: "outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appending(path: "precious.txt"))
        let old = folder.url.appending(path: "old")
        for path in ["recipes/pie/serves-2", "cars/VIN1", "deep/a/b/c"] {
            try FileManager.default.createDirectory(at: old.appending(path: path), withIntermediateDirectories: true)
            try Data("page".utf8).write(to: old.appending(path: path + "/index.html"))
        }
        try Data("top".utf8).write(to: old.appending(path: "index.html"))
        for link in ["link", "recipes/link", "recipes/pie/link", "deep/a/b/link"] {
            try FileManager.default.createSymbolicLink(at: old.appending(path: link), withDestinationURL: outside)
        }

        OutputFolder.removeTree(at: old)
        #expect(!FileManager.default.fileExists(atPath: old.path), "the whole folder is gone")
        #expect(try String(contentsOf: outside.appending(path: "precious.txt"), encoding: .utf8) == "keep")
    }

    /// A web server's folder is often a symbolic link to where the site lives. The link stays a link
    /// (it was replaced by a folder before), the site is built where it leads, and nothing is left
    /// beside the link.
    @Test func anOutputThatIsASymbolicLinkStaysOneAndLeadsToTheSite() throws {
        let folder = try TemporaryFolder()
        let files = FileManager.default
        try files.createDirectory(at: folder.url.appending(path: "www"), withIntermediateDirectories: true)
        let link = folder.url.appending(path: "www/hearth")
        // Leads to a folder that does not exist yet, by a relative path.
        try files.createSymbolicLink(atPath: link.path, withDestinationPath: "../srv/site")
        let site = folder.url.appending(path: "srv/site")

        try SiteFiles.buildDemo(into: link)
        try SiteFiles.buildDemo(into: link, date: DemoHousehold.date.adding(days: 1))  // swapped a second time

        #expect(try files.destinationOfSymbolicLink(atPath: link.path) == "../srv/site")
        #expect(try SiteFiles.text(site, "index.html").contains("Household dashboards"))
        #expect(try SiteFiles.text(link, "UHRJRTN8ZW2A/recipes/index.html") == SiteFiles.text(site, "UHRJRTN8ZW2A/recipes/index.html"))
        #expect(try files.contentsOfDirectory(atPath: folder.url.appending(path: "www").path) == ["hearth"])
    }

    /// A relative link is followed from the folder it is in, as the kernel does, also when that folder is
    /// reached through a link; links that go round in a circle are refused before anything is built.
    @Test func aLinkInALinkedFolderIsFollowedAsTheKernelDoesAndACircleIsRefused() throws {
        let folder = try TemporaryFolder()
        let files = FileManager.default
        try files.createDirectory(at: folder.url.appending(path: "real/deep/www"), withIntermediateDirectories: true)
        try files.createDirectory(at: folder.url.appending(path: "a"), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: folder.path("a/www"), withDestinationPath: "../real/deep/www")
        try files.createSymbolicLink(atPath: folder.path("real/deep/www/hearth"), withDestinationPath: "../srv/site")

        try SiteFiles.buildDemo(into: folder.url.appending(path: "a/www/hearth"))
        #expect(files.fileExists(atPath: folder.path("real/deep/srv/site/index.html")), "where the kernel's link leads")
        #expect(!files.fileExists(atPath: folder.path("a/srv")))

        try files.createSymbolicLink(atPath: folder.path("one"), withDestinationPath: "two")
        try files.createSymbolicLink(atPath: folder.path("two"), withDestinationPath: "one")
        do {
            try SiteFiles.buildDemo(into: folder.url.appending(path: "one"))
            Issue.record("built into links that go round in a circle")
        } catch let failure as Failure {
            #expect(failure.kind == .cannotCreate)
            #expect(failure.message.contains("go round in a circle"), "\(failure.message)")
        }
        #expect(try files.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".") }.allSatisfy { !$0.contains("staging") })
    }

    @Test func aFolderHearthDidNotWriteIsNeverReplaced() throws {
        let folder = try TemporaryFolder()
        let home = folder.url.appending(path: "home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: home.appending(path: "thesis.txt"))
        do {
            try SiteFiles.buildDemo(into: home)
            Issue.record("replaced a folder Hearth did not write")
        } catch let failure as Failure {
            #expect(failure.kind == .cannotCreate)
            #expect(failure.message.contains("did not write"))
        }
        #expect(try SiteFiles.read(home) == ["thesis.txt": Data("precious".utf8)])
    }

    @Test func aUserTemplateOrAssetWinsFileByFile() throws {
        let folder = try TemporaryFolder()
        let theme = folder.url.appending(path: "theme")
        try FileManager.default.createDirectory(at: theme.appending(path: "assets"), withIntermediateDirectories: true)
        try Data("{{<layout.html}}{{$main}}<p>My own dashboard for {{site.siteTitle}}</p>{{/main}}{{/layout.html}}\n".utf8)
            .write(to: theme.appending(path: "dashboard.html.mustache"))
        try Data("body { color: rebeccapurple; }\n".utf8).write(to: theme.appending(path: "assets/hearth.css"))
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, templates: theme, familyID: HearthID(Self.riveras))

        #expect(try SiteFiles.text(output, "index.html").contains("<p>My own dashboard for The Riveras</p>"))
        #expect(try SiteFiles.text(output, "index.md").contains("## [Family](family/index.md)"), "the built-in Markdown twin stays")
        #expect(try SiteFiles.text(output, "family/index.html").contains("member-card"), "the built-in family page stays")
        #expect(try SiteFiles.text(output, "assets/hearth.css") == "body { color: rebeccapurple; }\n")
        #expect(try SiteFiles.read(output)["assets/icons/hearth.svg"] != nil, "the built-in icons stay")
    }

    /// The store refuses a car image whose ID is a path (CommandLineTests); should one still reach a
    /// build, the build writes nothing outside its folder and the site it built before stays.
    @Test func aPathLeadingOutOfTheSiteIsNeverWritten() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "out/site")
        try SiteFiles.buildDemo(into: output)
        let before = try SiteFiles.read(output)
        var snapshots = try DemoHousehold.store().snapshot()
        let index = try #require(snapshots.firstIndex { !$0.carImages.isEmpty })
        let image = try #require(snapshots[index].carImages.values.first)
        let escaping = CarImage(id: "../../../escaped", file: image.file, bytes: image.bytes)
        snapshots[index].carImages = [escaping.id: escaping]
        for car in snapshots[index].cars.indices { snapshots[index].cars[car].imageID = escaping.id }
        #expect(throws: Failure.self) {
            try SiteBuilder().build(snapshots, options: BuildOptions(output: output, date: DemoHousehold.date))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("out/escaped.png")))
        #expect(!FileManager.default.fileExists(atPath: folder.path("escaped.png")))
        #expect(try SiteFiles.read(output) == before)
    }

    @Test func oneFamilysFolderHoldsNothingOfTheOther() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        let snapshots = try DemoHousehold.store().snapshot()
        for snapshot in snapshots {
            let others = snapshots.filter { $0.family.id != snapshot.family.id }
            // A member invited into this family is known here by the ID the family scanned, never by name.
            let invited = Set(snapshot.invitations.map(\.invitee.id.text))
            let markers = others.flatMap { [$0.family.id.text, $0.family.name] + $0.members.flatMap { [$0.id.text, $0.displayName] } }
                .filter { !invited.contains($0) }
            let files = try SiteFiles.read(output.appending(path: snapshot.family.id.text))
            #expect(files.count >= 7)
            for (path, data) in files {
                let text = String(decoding: data, as: UTF8.self)
                for marker in markers {
                    #expect(!text.contains(marker), "\(snapshot.family.id.text)/\(path) holds \(marker) of another family")
                }
            }
        }
        // The root page of several families names none of them.
        let root = try SiteFiles.text(output, "index.html") + SiteFiles.text(output, "index.md")
        for marker in snapshots.flatMap({ [$0.family.id.text, $0.family.name] + $0.members.map(\.displayName) }) {
            #expect(!root.contains(marker), "the root page names \(marker)")
        }
    }

    @Test func withOneFamilyChosenItsDashboardIsTheRoot() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID(Self.lins))
        let dashboard = try SiteFiles.text(output, "index.html")
        #expect(dashboard.contains("<html lang=\"zh-Hant\">"))
        #expect(dashboard.contains("今天是2026年11月19日 星期四"))
        #expect(dashboard.contains("林家"))
        #expect(!dashboard.contains("The Riveras"))
        #expect(try SiteFiles.read(output)[Self.riveras + "/index.html"] == nil)
    }

    @Test func everyPageHasAMarkdownTwinAndEveryLinkLeadsToAFile() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output)
        let files = try SiteFiles.read(output)
        let pages = files.keys.filter { $0.hasSuffix(".html") }
        #expect(pages.count == 87, "a landing page, the pages of each family (its menu and household report too), a page per car and per recipe and servings (half, its own, 1.5 and twice)")
        for page in pages {
            #expect(files[String(page.dropLast(4)) + "md"] != nil, "\(page) has no Markdown twin")
            let html = String(decoding: files[page]!, as: UTF8.self)
            let folderOfPage = URL(fileURLWithPath: "/" + page).deletingLastPathComponent()
            // The 404 page is shown at any depth: its one link ("../") goes up from wherever it is shown.
            for link in Self.links(in: html) where !link.hasPrefix("#") && page != "404.html" {
                #expect(!link.hasPrefix("/") && !link.contains("://"), "\(page) links \(link): links must be relative")
                let decoded = link.removingPercentEncoding ?? link
                let target = String(folderOfPage.appending(path: decoded).standardizedFileURL.path.dropFirst())
                #expect(files[target] != nil, "\(page) links \(link), which is not in the site")
            }
        }
    }

    /// Member IDs are printed in groups of four, as on the join cards ("UHRJ RTN8 ZW2A").
    @Test func theFamilyPageListsEveryMemberWithRoleAndID() throws {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: output, familyID: HearthID(Self.riveras))
        let page = try SiteFiles.text(output, "family/index.html")
        let twin = try SiteFiles.text(output, "family/index.md")
        for member in try DemoHousehold.store().members(of: HearthID(Self.riveras)) {
            #expect(page.contains("<h2 class=\"member-card__name\">\(member.displayName)</h2>"))
            #expect(page.contains("<code class=\"id\">\(member.id.grouped)</code>"))
            #expect(page.contains("src=\"../qr/\(member.id.text).png\""), "the QR code's file keeps the plain ID")
            #expect(twin.contains("- **\(member.displayName)** · \(member.isManager ? "Manager" : "Member") · Member ID `\(member.id.grouped)`"))
        }
    }

    /// The href and src values of a page.
    static func links(in html: String) -> [String] {
        var links: [String] = []
        for attribute in ["href=\"", "src=\""] {
            var rest = Substring(html)
            while let start = rest.range(of: attribute) {
                let after = rest[start.upperBound...]
                guard let end = after.firstIndex(of: "\"") else { break }
                links.append(String(after[..<end]))
                rest = after[end...]
            }
        }
        return links
    }
}
