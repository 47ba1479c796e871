import Mustache

/// A row of a long list (an item of the grocery list) that a row template renders on its own
/// (`rows/grocery-item.html`). A row rendered before is taken as it was when its model hashes the same
/// (`RowRenderer`, `RowDigest`), found by its `id`.
protocol RowModel: MustacheParent, Hashable, Sendable {
    /// Which row it is, the same in every rendering of the page: an item's ID.
    var id: String { get }
    /// The row as its template rendered it in the page's format, which the page's template may take in
    /// as `{{{row}}}`; empty until then.
    var row: RowText { get set }
}

/// A row's text as its template rendered it: a row of its list (`RowRenderer`), whose text every row of
/// the list shares, made into a string of its own only when a template asks for `row`. Equal when the texts
/// are (a model's digest is taken before its row is rendered, when every row's is empty).
struct RowText: Hashable, Sendable {
    private var list = RowCache.List()
    private var index: Int?

    init() {}

    init(at index: Int, of list: RowCache.List) {
        self.list = list
        self.index = index
    }

    var text: String { index.map { String(list.text(at: $0)) } ?? "" }

    static func == (left: RowText, right: RowText) -> Bool { left.text == right.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
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
