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
    /// What the cache kept at each row template, and what this rendering showed there (each the
    /// `RowCache.Lists` of the template's row model).
    private var kept: [String: any Sendable] = [:]
    private var shown: [String: any Sendable] = [:]
    /// At each row template, the rows this rendering made (a `[String: RowCache.Row]` by ID), and the rows
    /// the cache kept by ID (made when a list's rows are not where they were: an item added).
    private var made: [String: any Sendable] = [:]
    private var keptByID: [String: any Sendable] = [:]
    /// How many rows this rendering made itself (the others were taken from the cache).
    private(set) var madeCount = 0
    /// The lists rendered, which the page's text holds as markers until they are spliced in (not when
    /// the build checks its templates: the check sees the lists as they are).
    private(set) var splice = RowSplice()

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

    /// Puts each row's text into it, as `name` in the page's format renders it ("rows/grocery-item":
    /// rows/grocery-item.html for the HTML page), and answers the rows' texts one a line: the list's
    /// `rows`, which a template takes in at once where a section over ten thousand rows would look `row`
    /// up in a context of its own for each (half of a trip paused's rendering at N = 1000).
    @discardableResult
    func render<Row: RowModel>(_ rows: inout [Row], with name: String) throws -> String {
        let template = name + "." + format
        if kept[template] == nil, let cache { kept[template] = cache.take(at: place(template), as: Row.self) }
        let earlier = kept[template] as? RowCache.Lists<Row> ?? []
        // Taken out while rows are added, so that they are not copied for each list of the page.
        var now = shown.removeValue(forKey: template) as? RowCache.Lists<Row> ?? []
        var madeHere = made.removeValue(forKey: template) as? [String: RowCache.Row<Row>] ?? [:]
        defer {
            shown[template] = now
            made[template] = madeHere
        }
        let number = now.count
        // The same list in the last rendering, and the list rendered just before this one (twenty chores
        // offer the same members): a row is looked for at its own place in them first.
        let before = number < earlier.count ? earlier[number] : []
        let previous = now.last ?? []
        var list: [RowCache.Row<Row>] = []
        list.reserveCapacity(rows.count)
        var walk = Walk()
        for index in rows.indices {
            // Only where there is a cache: a build that renders each page once makes every row.
            if cache != nil, let known = taken(rows[index], at: index, walking: &walk, before: before, previous: previous, made: madeHere,
                                               template: template) {
                rows[index].row = known.text
                list.append(known)
                continue
            }
            let model = rows[index]
            var context = RowContext(site: ModelReference(site), t: words, item: ModelReference(model))
            if let check { context = check.watching(context, template: name, folder: folder) }
            // A row ends where its template's text does: the line break that ends the file is not the row's.
            var text = try templates.render(template, context)
            while text.last == "\n" { text.removeLast() }
            madeCount += 1
            rows[index].row = text
            if cache != nil {
                let row = RowCache.Row(model: model, text: text)
                list.append(row)
                madeHere[model.id] = row
            }
        }
        let lines = Self.lines(rows.map(\.row))
        if cache != nil { now.append(list) }
        return check == nil ? splice.marker(for: lines) : lines
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

    /// The row rendered before for a model equal to `row`, the `index`th of its list: in the list's last
    /// rendering (`before`) at the walk's cursor or just after it (the row there is gone), or at the same
    /// place in the list just rendered (`previous`), else one made in this rendering; once many rows were
    /// not where they were, one kept from the last rendering by its ID. Nil when there is none.
    private func taken<Row: RowModel>(_ row: Row, at index: Int, walking walk: inout Walk, before: [RowCache.Row<Row>],
                                      previous: [RowCache.Row<Row>], made: [String: RowCache.Row<Row>], template: String) -> RowCache.Row<Row>? {
        var changed = false
        if walk.cursor < before.count {
            let there = before[walk.cursor]
            if there.model == row {
                walk.cursor += 1
                return there
            }
            if there.model.id == row.id {
                // The same item, changed (a tick): rendered again, unless made so already.
                walk.cursor += 1
                changed = true
            } else if walk.cursor + 1 < before.count, before[walk.cursor + 1].model == row {
                walk.cursor += 2
                return before[walk.cursor - 1]
            }
        }
        if index < previous.count, previous[index].model == row { return previous[index] }
        if let known = made[row.id], known.model == row { return known }
        walk.misses += 1
        guard !changed, walk.misses > Walk.missesBeforeLookup else { return nil }
        if keptByID[template] == nil, let earlier = kept[template] as? RowCache.Lists<Row> {
            keptByID[template] = Dictionary(earlier.joined().map { ($0.model.id, $0) }) { first, _ in first }
        }
        guard let known = (keptByID[template] as? [String: RowCache.Row<Row>])?[row.id], known.model == row else { return nil }
        return known
    }

    /// `texts` one a line, in a string made at its length once: the standard library's `joined` grew it
    /// as it went, copying ten megabytes of rows again each time (a seventh of a tick at N = 1000).
    static func lines(_ texts: [String]) -> String {
        var joined = ""
        joined.reserveCapacity(texts.reduce(texts.count) { $0 + $1.utf8.count })
        for (index, text) in texts.enumerated() {
            if index > 0 { joined.append("\n") }
            joined.append(text)
        }
        return joined
    }

    /// Hands the lists shown to the cache, for the page's next rendering.
    func finish() {
        guard let cache else { return }
        for (template, rows) in shown { cache.keep(rows, at: place(template)) }
    }

    private func place(_ template: String) -> RowCache.Place {
        RowCache.Place(template: template, site: site, words: words, folder: folder)
    }
}
