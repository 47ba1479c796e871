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

    /// A row the cache kept: in which of the place's lists, and where in it.
    private struct KeptRow {
        let list: Int
        let index: Int
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
    /// for the HTML page), and answers what stands for the rows' texts one a line: the list's `rows`, which
    /// a template takes in at once where a section over ten thousand rows would look `row` up in a context
    /// of its own for each (half of a trip paused's rendering at N = 1000); a marker the page's text holds
    /// until the list is spliced in (`RowSplice`), or the text itself when the build checks its templates.
    /// Each row's `row` is its own text, for a theme that takes the rows in one by one.
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
        // Each row's text (taken, or made) and digest; then the list's chunks (`list(of:texts:digests:before:)`).
        var texts: [Substring] = []
        texts.reserveCapacity(rows.count)
        var digests: [RowDigest] = []
        digests.reserveCapacity(cache == nil ? 0 : rows.count)
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
        let list = Self.list(of: rows, texts: texts, digests: digests, before: before)
        for index in rows.indices { rows[index].row = RowText(at: index, of: list) }
        if cache != nil { shown[template, default: []].append(list) }
        return check == nil ? splice.marker(for: list.pieces) : list.text
    }

    /// The list of `rows`: their texts one a line, in chunks (`RowCache.List`), and each row's place in
    /// its chunk. A chunk whose rows are the rows of a chunk of the list's last rendering (`before`), the
    /// same IDs and digests in the same order, is that chunk's text, not a copy; any other is made at its
    /// length once (the standard library's `joined` grew it as it went).
    private static func list<Model: RowModel>(of rows: [Model], texts: [Substring], digests: [RowDigest],
                                              before: RowCache.List) -> RowCache.List {
        var list = RowCache.List()
        list.rows.reserveCapacity(rows.count)
        // Rows rendered without a cache are not kept: their digest is never read, nor a chunk taken.
        let unkept = digests.isEmpty ? RowDigest(0) : nil
        var earlier: [String: Int] = [:]
        if unkept == nil {
            for (number, chunk) in before.chunks.enumerated() { earlier[before.rows[chunk.rows.lowerBound].id] = number }
        }
        var first = 0
        for last in rows.indices where last == rows.count - 1 || RowCache.endsChunk(rows[last].id) {
            let chunkRows = first..<last + 1
            defer { first = last + 1 }
            if let number = earlier[rows[first].id] {
                let kept = before.chunks[number]
                let offset = kept.rows.lowerBound - first
                if kept.rows.count == chunkRows.count, chunkRows.allSatisfy({ before.rows[$0 + offset].is(rows[$0].id, digests[$0]) }) {
                    list.chunks.append(RowCache.List.Chunk(text: kept.text, rows: chunkRows))
                    list.rows += before.rows[kept.rows]
                    continue
                }
            }
            var text = ""
            text.reserveCapacity(chunkRows.reduce(chunkRows.count) { $0 + texts[$1].utf8.count })
            for index in chunkRows {
                if index > first { text.append("\n") }
                let start = Int32(text.utf8.count)
                text.append(contentsOf: texts[index])
                list.rows.append(RowCache.Row(id: rows[index].id, digest: unkept ?? digests[index], start: start, end: Int32(text.utf8.count)))
            }
            list.chunks.append(RowCache.List.Chunk(text: text, rows: chunkRows))
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
                return before.text(at: walk.cursor - 1)
            }
            if there.id == id {
                // The same item, changed (a tick): rendered again, unless made so already.
                walk.cursor += 1
                changed = true
            } else if walk.cursor + 1 < before.rows.count, before.rows[walk.cursor + 1].is(id, digest) {
                walk.cursor += 2
                return before.text(at: walk.cursor - 1)
            }
        }
        if index < previous.rows.count, previous.rows[index].is(id, digest) { return previous.text(at: index) }
        if let known = made[id], known.digest == digest { return Substring(known.text) }
        walk.misses += 1
        guard !changed, walk.misses > Walk.missesBeforeLookup, let earlier = kept[template] else { return nil }
        if keptByID[template] == nil {
            var byID: [String: KeptRow] = [:]
            for (number, list) in earlier.enumerated() {
                for (index, row) in list.rows.enumerated() where byID[row.id] == nil { byID[row.id] = KeptRow(list: number, index: index) }
            }
            keptByID[template] = byID
        }
        guard let known = keptByID[template]?[id], earlier[known.list].rows[known.index].is(id, digest) else { return nil }
        return earlier[known.list].text(at: known.index)
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
