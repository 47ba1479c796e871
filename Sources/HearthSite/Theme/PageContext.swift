import Mustache

/// What a page's templates see at their root: `site` (the layout), `t` (the theme's words) and `page`
/// (the page's own model; absent for the header partials, which are the same on many pages).
///
/// A struct, not a dictionary: swift-mustache asks the root about every `site.…`, `t.…` and `page.…`
/// it looks up, and a `[String: Any]` answers about a tenth slower than this switch.
struct PageContext: MustacheParent {
    var site: any MustacheParent
    var t: [String: String]
    var page: Any?

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "t": t
        case "page": page
        default: nil
        }
    }
}
