import Foundation
import HearthDomain
import Mustache

/// The theme's Mustache templates, parsed once per build. A file "x.html.mustache" is the template
/// (and partial) named "x.html". Every template escapes for HTML with Hearth's escaper (`HTMLText`) unless
/// it says otherwise; Markdown templates start with `{{% CONTENT_TYPE: MARKDOWN}}` and escape for Markdown.
struct ThemeTemplates: Sendable {
    private let library: MustacheLibrary
    private let theme: Theme

    init(theme: Theme) throws {
        _ = HTMLContentType.registerOnce
        _ = MarkdownContentType.registerOnce
        var library = MustacheLibrary()
        for path in theme.paths where path.hasSuffix(".mustache") && !path.hasPrefix("assets/") {
            guard let text = try theme.text(path) else { continue }
            do {
                let template = try MustacheTemplate(string: HTMLContentType.declaration + text)
                library.register(template, named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                // Line numbers count from the file's first line, not from the declaration put before it.
                let place = "\(theme.location(of: path)):\(error.context.lineNumber - 1):\(error.context.columnNumber)"
                // At the end of the file (a section never closed) there is no line to quote.
                let line = error.context.line.trimmed
                let shown = line.isEmpty ? " (at the end of the file)" : " in the template: \(line)"
                throw Failure(.badData, "\(place): \(Self.describe(error.error))\(shown)")
            }
        }
        self.library = library
        self.theme = theme
    }

    /// Renders the template `name` ("dashboard.html") with `context` (a page's, or a row's: `RowContext`).
    func render(_ name: String, _ context: any MustacheParent) throws -> String {
        guard let text = library.render(context, withTemplate: name) else {
            throw Failure(.missingInput, "the theme has no template \(name).mustache (neither --templates nor the built-in theme)")
        }
        return text
    }

    private static func describe(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: return "a section closes with another name than it opened with"
        case .unfinishedName?: return "a tag is not closed"
        case .expectedSectionEnd?: return "a section is not closed"
        case .invalidSetDelimiter?: return "a set-delimiter tag is malformed"
        case .unrecognisedConfigVariable?: return "unknown pragma (Hearth knows CONTENT_TYPE: HTML, TEXT, MARKDOWN)"
        case .invalidConfigVariableSyntax?: return "a pragma is malformed"
        default: return "\(error)"
        }
    }
}
