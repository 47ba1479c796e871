import Foundation
import HearthDomain

/// A family's web app manifest (`manifest.webmanifest` in its folder): "Add to home screen" on a phone
/// gives the family an app icon, named for the family, that opens their dashboard in a window of its own.
/// Every address in it is relative to the manifest, so it works from any folder and under any sub-path.
struct WebAppManifest: Encodable, ShowsFamilyData {
    /// The family's name and language only.
    static let shows: Set<FamilyData> = []
    static let fileName = "manifest.webmanifest"

    struct Icon: Encodable {
        var src: String
        var sizes: String
        var type = "image/png"
        var purpose: String
    }

    var name: String
    var short_name: String
    var lang: String
    var start_url = "./"
    var scope = "./"
    var display = "standalone"
    var background_color = "#fbf8f4"
    var theme_color = "#b45309"
    var icons = [
        Icon(src: "assets/icons/hearth-192.png", sizes: "192x192", purpose: "any"),
        Icon(src: "assets/icons/hearth-512.png", sizes: "512x512", purpose: "any"),
        Icon(src: "assets/icons/hearth-maskable-512.png", sizes: "512x512", purpose: "maskable"),
    ]

    init(family: Family) {
        name = family.name
        // A home screen shows about 12 characters under an icon.
        short_name = family.name.count <= 12 ? family.name : String(family.name.prefix(11)) + "…"
        lang = family.language.tag
    }

    /// The manifest as JSON: the family's name escaped as JSON escapes it, keys in a fixed order.
    func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }
}
