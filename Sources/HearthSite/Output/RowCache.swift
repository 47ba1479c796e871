import Synchronization

/// The rows a program that stays running (`hearth host`) rendered for each page, kept between its
/// renderings of the page so that a tick renders the one row it changed, not the ten thousand of a large
/// list (`RowRenderer`).
///
/// A row is kept under what its text comes from besides its model (the row template, the page's `site`
/// and `t`), with its model, and is taken only for an equal model: a row taken is the row the template
/// would render now, whatever changed since. Each rendering of a page keeps only the rows it showed, so
/// the rows of items since changed or gone are let go. A cache serves the templates of one build: the
/// resident site makes a new one with each full build, which follows any change of template.
final class RowCache: Sendable {
    /// A row rendered: its model, and its text. A class: a tick hands ten thousand of them on to the next
    /// rendering, and copying one is then a retain, not a copy of every text of its model.
    final class Row<Model: RowModel>: Sendable {
        let model: Model
        let text: String

        init(model: Model, text: String) {
            self.model = model
            self.text = text
        }
    }

    /// The lists a rendering of a page showed at one place (a row template), in the order the page
    /// rendered them: the next rendering compares each row with the one at the same place of the same list.
    /// (The lists' joined texts are not kept: they would hold every row's text twice, tens of megabytes at
    /// N = 1000, to save joining a list again.)
    typealias Lists<Model: RowModel> = [[Row<Model>]]

    /// What a row's text comes from besides its own model.
    struct Place: Hashable, Sendable {
        /// The row template: "rows/grocery-item.html".
        var template: String
        /// The page's `site`, the same for every row of the page.
        var site: LayoutModel
        /// The page's `t`: the theme's words in the family's language.
        var words: [String: String]
        /// The page's folder: the pages of a series (the list of every item, a thousand items a page) have
        /// the same `site`, and each keeps its own rows.
        var folder: String

        /// Hashed by the template and the folder alone, and compared whole: hashing every word of the theme
        /// at each of two hundred places, as a dictionary does again for its neighbours when one is taken
        /// out, was a tenth of an item added at N = 1000.
        func hash(into hasher: inout Hasher) {
            hasher.combine(template)
            hasher.combine(folder)
        }
    }

    /// The lists of each place (a `Lists` of the place's row model), as the last rendering of a page
    /// there showed them.
    private let rows = Mutex<[Place: any Sendable]>([:])

    init() {}

    /// The rows kept at `place` (taken out: the rendering that takes them keeps, when done, the rows it
    /// showed).
    func take<Model: RowModel>(at place: Place, as _: Model.Type) -> Lists<Model> {
        rows.withLock { $0.removeValue(forKey: place) as? Lists<Model> ?? [] }
    }

    /// Keeps `shown` (a `Lists` of the place's row model) at `place`, instead of what was kept there.
    func keep(_ shown: any Sendable, at place: Place) {
        rows.withLock { $0[place] = shown }
    }
}
