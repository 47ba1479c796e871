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
    /// `RowCache.Rows` of the template's row model).
    private var kept: [String: any Sendable] = [:]
    private var shown: [String: any Sendable] = [:]
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
        let earlier = kept[template] as? RowCache.Rows<Row> ?? [:]
        // Taken out while rows are added, so that the dictionary is not copied for each list of the page.
        var now = shown.removeValue(forKey: template) as? RowCache.Rows<Row> ?? [:]
        defer { shown[template] = now }
        if cache != nil { now.reserveCapacity(max(earlier.count, now.count + rows.count)) }
        for index in rows.indices {
            // Kept from the last rendering, or made earlier in this one (twenty chores offer the same members).
            let id = rows[index].id
            if let known = earlier[id].flatMap({ $0.model == rows[index] ? $0 : nil }) ?? now[id].flatMap({ $0.model == rows[index] ? $0 : nil }) {
                rows[index].row = known.text
                now[known.model.id] = known
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
            // Kept for the next rendering only where there is one (a full build renders each page once).
            if cache != nil { now[model.id] = RowCache.Row(model: model, text: text) }
        }
        let lines = Self.lines(rows.map(\.row))
        return check == nil ? splice.marker(for: lines) : lines
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

    /// Hands the rows shown to the cache, for the page's next rendering.
    func finish() {
        guard let cache else { return }
        for (template, rows) in shown { cache.keep(rows, at: place(template)) }
    }

    private func place(_ template: String) -> RowCache.Place {
        RowCache.Place(template: template, site: site, words: words, folder: folder)
    }
}
