import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// "Add to home screen": each family's folder has a web app manifest, named for the family, whose icons
/// are there, and every page of the family links it.
@Suite struct WebAppManifestTests {
    @Test func eachFamilyHasAManifestWhoseIconsAreThere() throws {
        let folder = try TemporaryFolder()
        let site = folder.url.appending(path: "site")
        try SiteFiles.buildDemo(into: site)
        for family in ["UHRJRTN8ZW2A", "MRGDW3AN3QQ7"] {
            let data = try Data(contentsOf: site.appending(path: "\(family)/manifest.webmanifest"))
            let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(manifest["start_url"] as? String == "./")
            #expect(manifest["display"] as? String == "standalone")
            let icons = try #require(manifest["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["purpose"] }) == ["any", "maskable"])
            for icon in icons {
                let png = try Data(contentsOf: site.appending(path: "\(family)/" + icon["src"]!))
                // A PNG, as large as it says: the width and height in its IHDR chunk.
                #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
                let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect("\(width)x\(height)" == icon["sizes"], "\(icon)")
            }
            let page = try String(contentsOf: site.appending(path: "\(family)/groceries/index.html"), encoding: .utf8)
            #expect(page.contains(#"<link rel="manifest" href="../manifest.webmanifest" crossorigin="use-credentials">"#))
            #expect(page.contains(#"<link rel="apple-touch-icon" href="../assets/icons/apple-touch-icon.png">"#))
            #expect(page.contains(#"<link rel="alternate" type="text/calendar" href="../chores.ics""#))
        }
        let lins = try JSONSerialization.jsonObject(with: Data(contentsOf: site.appending(path: "MRGDW3AN3QQ7/manifest.webmanifest"))) as? [String: Any]
        #expect(lins?["name"] as? String == "林家")
        #expect(lins?["lang"] as? String == "zh-Hant")
    }

    @Test func aFamilyNameIsJSONInTheManifestAndShortUnderTheIcon() throws {
        let family = Family(id: HearthID("UHRJRTN8ZW2A")!, name: #"The "Quote" \ <Family> of Twelve"#, language: "en", created: "2026-01-01T00:00:00Z")
        let data = try WebAppManifest(family: family).json()
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["name"] as? String == family.name)
        #expect(manifest["short_name"] as? String == #"The "Quote"…"#)
    }
}
