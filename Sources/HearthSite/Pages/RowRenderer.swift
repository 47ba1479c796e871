/// A page model with long lists whose rows are rendered by row templates of their own (`rows/…`), a list's
/// rows taken in by the page's template as `{{{rows}}}` (spliced in once the page is rendered: `RowSplice`), or
/// each as `{{{row}}}` inside the list's section:
/// the HTML page's rows by `rows/….html`, its Markdown twin's by `rows/….md`.
protocol PageWithRows {
    mutating func renderRows(with rows: RowRenderer) throws
}

/// Renders the rows of one page's lists, each through its row template (`RowContext`: the row's fields,
/// the page's `site` and `t`). A row that a `RowCache` kept from the page's last rendering is taken as
/// it was: on a list of ten thousand items a tick renders one row. With no cache (a build that renders
/// each page once) every row is rendered.
final class RowRenderer {
    /// The page's format, "html" or "md": the row templates' too.
    let format: String
    private let templates: ThemeTemplates
    private let site: LayoutModel
    private let words: [String: String]
    private let cache: RowCache?
    /// Whether the page is served by `hearth host` (its forms are shown).
    var hosted: Bool { site.hosted }
    /// Watches the rows' lookups when the build checks its templates (then nothing is taken from a cache).
    private let check: TemplateCheck?
    /// The page's folder, for the check.
    private let folder: String
    /// What the cache kept at each row template, and what this rendering showed there.
    private var kept: [String: [RowCache.List]] = [:]
    private var shown: [String: [RowCache.List]] = [:]
    /// At each row template, the rows this rendering made by ID, and the rows the cache kept by ID (made
    /// when a list's rows are not where they were: an item added).
    private var made: [String: [String: MadeRow]] = [:]
    private var keptByID: [String: [String: KeptRow]] = [:]
    /// How many rows this rendering made itself (the others were taken from the cache).
    private(set) var madeCount = 0
    /// The lists rendered, which the page's text holds as markers until they are spliced in (not when
    /// the build checks its templates: the check sees the lists as they are).
    private(set) var splice = RowSplice()

    /// A row made in this rendering.
    private struct MadeRow {
        let digest: RowDigest
        let text: String
    }

    /// A row the cache kept: in which of the place's lists.
    private struct KeptRow {
        let list: Int
        let row: RowCache.Row
    }

    init(format: String, templates: ThemeTemplates, site: LayoutModel, words: [String: String], cache: RowCache?, check: TemplateCheck?,
         folder: String) {
        self.format = format
        self.templates = templates
        self.site = site
        self.words = words
        self.cache = check == nil ? cache : nil
        self.check = check
        self.folder = folder
    }

    /// Renders each row as `name` in the page's format renders it ("rows/grocery-item": rows/grocery-item.html
    /// for the HTML page), and answers the rows' texts one a line: the list's `rows`, which a template takes
    /// in at once where a section over ten thousand rows would look `row` up in a context of its own for
    /// each (half of a trip paused's rendering at N = 1000). Each row's `row` is its own text, for a theme
    /// that takes the rows in one by one.
    @discardableResult
    func render<Model: RowModel>(_ rows: inout [Model], with name: String) throws -> String {
        let template = name + "." + format
        if kept[template] == nil, let cache { kept[template] = cache.take(at: place(template)) }
        let earlier = kept[template] ?? []
        let number = shown[template]?.count ?? 0
        // The same list in the last rendering, and the list rendered just before this one (twenty chores
        // offer the same members): a row is looked for at its own place in them first.
        let before = number < earlier.count ? earlier[number] : RowCache.List()
        let previous = shown[template]?.last ?? RowCache.List()
        var madeHere = made.removeValue(forKey: template) ?? [:]
        defer { made[template] = madeHere }
        // Each row's text (taken, or made) and digest; then the list's text, made at its length once.
        var texts: [Substring] = []
        texts.reserveCapacity(rows.count)
        var digests: [RowDigest] = []
        var walk = Walk()
        for index in rows.indices {
            // Only where there is a cache: a build that renders each page once makes every row.
            let digest = cache.map { _ in RowDigest(rows[index]) }
            if let digest, let known = taken(rows[index].id, digest, at: index, walking: &walk, before: before, previous: previous,
                                             made: madeHere, template: template) {
                texts.append(known)
                digests.append(digest)
                continue
            }
            var context = RowContext(site: ModelReference(site), t: words, item: ModelReference(rows[index]))
            if let check { context = check.watching(context, template: name, folder: folder) }
            // A row ends where its template's text does: the line break that ends the file is not the row's.
            var text = try templates.render(template, context)
            while text.last == "\n" { text.removeLast() }
            madeCount += 1
            texts.append(Substring(text))
            if let digest {
                digests.append(digest)
                madeHere[rows[index].id] = MadeRow(digest: digest, text: text)
            }
        }
        let list = Self.list(of: rows, texts: texts, digests: digests)
        for index in rows.indices { rows[index].row = RowText(list.rows[index], of: list) }
        if cache != nil { shown[template, default: []].append(list) }
        return check == nil ? splice.marker(for: list.text) : list.text
    }

    /// The list of `rows`: their texts one a line, in a string made at its length once (the standard
    /// library's `joined` grew it as it went, copying ten megabytes of rows again each time: a seventh of a
    /// tick at N = 1000), and each row's place in it.
    private static func list<Model: RowModel>(of rows: [Model], texts: [Substring], digests: [RowDigest]) -> RowCache.List {
        var list = RowCache.List()
        list.text.reserveCapacity(texts.reduce(texts.count) { $0 + $1.utf8.count })
        list.rows.reserveCapacity(rows.count)
        // Rows rendered without a cache are not kept: their digest is never read.
        let unkept = digests.isEmpty ? RowDigest(0) : nil
        for index in rows.indices {
            if index > 0 { list.text.append("\n") }
            let start = Int32(list.text.utf8.count)
            list.text.append(contentsOf: texts[index])
            let digest = unkept ?? digests[index]
            list.rows.append(RowCache.Row(id: rows[index].id, digest: digest, start: start, end: Int32(list.text.utf8.count)))
        }
        return list
    }

    /// Where a list's rows are looked for in its last rendering.
    private struct Walk {
        /// The row of the last rendering the next row is compared with: rows are in the same order, and
        /// an item gone (bought, removed) or added moves the rest by one.
        var cursor = 0
        /// Rows not found at the cursor: past `Walk.missesBeforeLookup`, the rows kept are looked up by ID.
        var misses = 0
        /// A few rows out of place (an item added) are rendered; a list whose order changed looks each
        /// row up by ID, in a dictionary of every row kept made once.
        static let missesBeforeLookup = 8
    }

    /// The text rendered before for the row `id` of the same `digest`, the `index`th of its list: in the
    /// list's last rendering (`before`) at the walk's cursor or just after it (the row there is gone), or at
    /// the same place in the list just rendered (`previous`), else one made in this rendering; once many
    /// rows were not where they were, one kept from the last rendering by its ID. Nil when there is none.
    private func taken(_ id: String, _ digest: RowDigest, at index: Int, walking walk: inout Walk, before: RowCache.List,
                       previous: RowCache.List, made: [String: MadeRow], template: String) -> Substring? {
        var changed = false
        if walk.cursor < before.rows.count {
            let there = before.rows[walk.cursor]
            if there.is(id, digest) {
                walk.cursor += 1
                return before.text(of: there)
            }
            if there.id == id {
                // The same item, changed (a tick): rendered again, unless made so already.
                walk.cursor += 1
                changed = true
            } else if walk.cursor + 1 < before.rows.count, before.rows[walk.cursor + 1].is(id, digest) {
                walk.cursor += 2
                return before.text(of: before.rows[walk.cursor - 1])
            }
        }
        if index < previous.rows.count, previous.rows[index].is(id, digest) { return previous.text(of: previous.rows[index]) }
        if let known = made[id], known.digest == digest { return Substring(known.text) }
        walk.misses += 1
        guard !changed, walk.misses > Walk.missesBeforeLookup, let earlier = kept[template] else { return nil }
        if keptByID[template] == nil {
            var byID: [String: KeptRow] = [:]
            for (number, list) in earlier.enumerated() {
                for row in list.rows where byID[row.id] == nil { byID[row.id] = KeptRow(list: number, row: row) }
            }
            keptByID[template] = byID
        }
        guard let known = keptByID[template]?[id], known.row.is(id, digest) else { return nil }
        return earlier[known.list].text(of: known.row)
    }

    /// Hands the lists shown to the cache, for the page's next rendering.
    func finish() {
        guard let cache else { return }
        for (template, lists) in shown { cache.keep(lists, at: place(template)) }
    }

    private func place(_ template: String) -> RowCache.Place {
        RowCache.Place(template: template, site: site, words: words, folder: folder)
    }
}
