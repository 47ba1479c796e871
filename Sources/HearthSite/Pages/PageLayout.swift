import Foundation
import Mustache
import Synchronization

/// What the layout templates get around each page of one family (or of the landing and 404 pages):
/// the layout model, the theme's words, and the page's own model.
///
/// Everything in the layout model but the page's title is the same on every page of a section at the
/// same folder depth, so it is made once per section and depth, with the header and its navigation
/// rendered from their partials and handed to the layout as finished text, as Hugo's `partialCached`
/// does: a household of 50,000 pages would otherwise build and render the same navigation 50,000 times.
/// The partials see `site` (with an empty `site.pageTitle`: they are shared by many pages) and `t`, not
/// `page`.
final class PageLayout: Sendable {
    let strings: ThemeStrings
    /// Watches the pages' lookups when the build checks its templates.
    let check: TemplateCheck?
    /// The rows of the pages' long lists kept from their last rendering (`hearth host`), or nil.
    let rowCache: RowCache?
    private let model: @Sendable (Page) -> LayoutModel
    /// Where the same page is in the family's other languages: per page, so not in the shared layout.
    private let languages: LanguageSwitch?
    /// The layouts made, by section, depth and whether the page is its section's own.
    private let layouts = Mutex<[String: LayoutModel]>([:])

    init(strings: ThemeStrings, check: TemplateCheck?, rowCache: RowCache? = nil, languages: LanguageSwitch? = nil,
         model: @escaping @Sendable (Page) -> LayoutModel) {
        self.strings = strings
        self.languages = languages
        self.check = check
        self.rowCache = rowCache
        self.model = model
    }

    /// The Mustache context of `page`: `site` (the layout), `t` (the theme's words) and `page`; with
    /// `rows` ("html" or "md"), the rows of its long lists rendered in that format (`PageWithRows`), and
    /// the splice that puts them into the page's text once rendered.
    func context(for page: Page, templates: ThemeTemplates, rows format: String?) throws -> (PageContext, RowSplice) {
        var site = try layout(for: page, templates: templates)
        site.pageTitle = page.title
        site.languages = languages?.links(from: page) ?? []
        var model = page.model
        var splice = RowSplice()
        if let format, var withRows = model as? any PageWithRows {
            let renderer = RowRenderer(format: format, templates: templates, site: site, words: strings.table, cache: rowCache, check: check,
                                       folder: page.folder)
            try withRows.renderRows(with: renderer)
            renderer.finish()
            model = withRows
            splice = renderer.splice
        }
        let context = PageContext(site: ModelReference(site), t: strings.table, page: TemplateModel.make(model))
        return (check.map { $0.watching(context, template: page.template, folder: page.folder) } ?? context, splice)
    }

    /// The layout of the pages of `page`'s section at its depth, with the header rendered and no title.
    private func layout(for page: Page, templates: ThemeTemplates) throws -> LayoutModel {
        // A section's own page is told apart: its navigation link is the current page, not its section.
        let key = "\(page.section?.rawValue ?? "")|\(page.depth)|\(page.folder == page.section?.folder)"
        if let cached = layouts.withLock({ $0[key] }) { return cached }
        // Two threads may make the same key at once; both get the same layout, so either may be kept.
        var site = model(page)
        site.pageTitle = ""
        let context = PageContext(site: ModelReference(site), t: strings.table)
        var header = try templates.render("partials/site-header.html", context)
        while header.last == "\n" { header.removeLast() }
        site.header = header
        site.navigationMarkdown = try templates.render("partials/site-navigation.md", context)
        layouts.withLock { $0[key] = site }
        return site
    }
}
