import Foundation
import Mustache

/// What the layout templates get around each page of one family (or of the landing and 404 pages):
/// the layout model, the theme's words, and the page's own model.
///
/// The header with its navigation is the same on every page of a section at the same folder depth, so
/// its partials are rendered once per section and depth and handed to the layout as finished text, as
/// Hugo's `partialCached` does: a household of 50,000 pages would otherwise render the same navigation
/// 50,000 times. The partials see `site` and `t`, not `page`.
final class PageLayout: @unchecked Sendable {
    struct Chrome {
        var header: String
        var navigationMarkdown: String
    }

    let strings: ThemeStrings
    private let model: @Sendable (Page) -> LayoutModel
    private let lock = NSLock()
    private var chrome: [String: Chrome] = [:]

    init(strings: ThemeStrings, model: @escaping @Sendable (Page) -> LayoutModel) {
        self.strings = strings
        self.model = model
    }

    /// The Mustache context of `page`: `site` (the layout), `t` (the theme's words) and `page`.
    func context(for page: Page, templates: ThemeTemplates) throws -> PageContext {
        var site = model(page)
        let chrome = try chrome(for: site, key: "\(page.section?.rawValue ?? "")|\(page.depth)", templates: templates)
        site.header = chrome.header
        site.navigationMarkdown = chrome.navigationMarkdown
        return PageContext(site: ModelReference(site), t: strings.table, page: TemplateModel.make(page.model))
    }

    private func chrome(for site: LayoutModel, key: String, templates: ThemeTemplates) throws -> Chrome {
        if let cached = lock.withLock({ chrome[key] }) { return cached }
        // Two threads may render the same key at once; both get the same text, so either may be kept.
        let context = PageContext(site: ModelReference(site), t: strings.table)
        var header = try templates.render("partials/site-header.html", context)
        while header.last == "\n" { header.removeLast() }
        let rendered = Chrome(header: header, navigationMarkdown: try templates.render("partials/site-navigation.md", context))
        lock.withLock { chrome[key] = rendered }
        return rendered
    }
}
