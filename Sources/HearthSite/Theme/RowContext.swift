import Mustache

/// A row of a long list (an item of the grocery list) that a row template renders on its own
/// (`rows/grocery-item.html`). A row rendered before is taken as it was when its model is equal
/// (`RowRenderer`), found by its `id`.
protocol RowModel: MustacheParent, Equatable, Sendable {
    /// Which row it is, the same in every rendering of the page: an item's ID.
    var id: String { get }
    /// The row as its template rendered it in the page's format, which the page's template takes in as
    /// `{{{row}}}`; "" until then.
    var row: String { get set }
}

/// What a row template sees: the row's own fields by name, as a partial inside the page's section over the
/// rows would see them, and the page's `site` and `t` (not `page`, nor the section around the row: a row
/// that depended on them could not be taken as it was when they change).
struct RowContext: MustacheParent {
    var site: any MustacheParent
    var t: [String: String]
    var item: any MustacheParent

    func child(named name: String) -> Any? {
        switch name {
        case "site": site
        case "t": t
        default: item.child(named: name)
        }
    }
}
