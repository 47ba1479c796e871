import Foundation
import HearthTestSupport
import Testing
import HearthDomain
@testable import HearthSite

/// The site's 404 page, shown by a web server at any depth: in every language of the theme, with a way
/// back up, and nothing of the household.
@Suite struct NotFoundPageTests {
    @Test func itSaysSoInEveryLanguageAndLeadsUpOneLevel() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: site)
        let page = try SiteFiles.text(site, "404.html")
        #expect(page.contains("<h1>Page not found</h1>") && page.contains("<h1>找不到這個頁面</h1>"))
        #expect(page.contains(#"<a href="../">Up one level</a>"#) && page.contains(#"<a href="../">回到上一層</a>"#))
        // Its one kind of link, once per language of the theme: nothing that leads into a family's folder or
        // to the site's files.
        #expect(page.components(separatedBy: "href=").count - 1 == Language.all.count)
        #expect(page.components(separatedBy: #"<a href="../">"#).count - 1 == Language.all.count)
        #expect(!page.contains("The Riveras") && !page.contains("林家"))
    }
}
