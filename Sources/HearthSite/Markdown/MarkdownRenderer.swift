import CCmark
import Glibc
import HearthDomain

/// Markdown written by family members (car descriptions, recipe methods), rendered with libcmark.
///
/// HTML uses cmark's safe mode, its default: raw HTML is left out and `javascript:`, `vbscript:`,
/// `file:` and non-image `data:` links lose their address. The Markdown twin gets the same text
/// written back as CommonMark with the same things removed, so a twin is as safe as its page.
/// In both, an image from another server (`![x](https://…)`) becomes its description: a browser
/// would load it without being asked, and the site loads nothing from outside (a tracking pixel in a
/// car's description would tell its sender who looked at the dashboard, and when).
public enum MarkdownRenderer {
    /// Where the text is shown: its headings come `headingsBelow` levels down (a recipe's "# Method" under
    /// the page's own "Method" heading), and its relative links and pictures, written for the page of the
    /// recipe's own servings, get `linkPrefix` on a page one folder deeper ("../").
    public struct Placement: Sendable {
        public var headingsBelow = 0
        public var linkPrefix = ""

        public init(headingsBelow: Int = 0, linkPrefix: String = "") {
            self.headingsBelow = headingsBelow
            self.linkPrefix = linkPrefix
        }
    }

    public static func html(_ markdown: String, placement: Placement = Placement()) -> String {
        let bytes = Array(markdown.utf8)
        guard let document = cmark_parse_document(bytes, bytes.count, CMARK_OPT_DEFAULT) else { return "" }
        defer { cmark_node_free(document) }
        place(document, placement)
        replaceImagesFromElsewhere(document)
        guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    public static func commonMark(_ markdown: String, placement: Placement = Placement()) -> String {
        let bytes = Array(markdown.utf8)
        guard let document = cmark_parse_document(bytes, bytes.count, CMARK_OPT_DEFAULT) else { return "" }
        defer { cmark_node_free(document) }
        place(document, placement)

        var unsafe: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HTML_BLOCK, CMARK_NODE_HTML_INLINE:
                unsafe.append(node)
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let url = cmark_node_get_url(node), isDangerous(String(cString: url)) { cmark_node_set_url(node, "") }
            default:
                break
            }
        }
        cmark_iter_free(iterator)
        for node in unsafe {
            cmark_node_unlink(node)
            cmark_node_free(node)
        }
        replaceImagesFromElsewhere(document)
        guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    /// Moves headings down and prefixes relative addresses (`Placement`).
    static func place(_ document: OpaquePointer, _ placement: Placement) {
        guard placement.headingsBelow > 0 || !placement.linkPrefix.isEmpty else { return }
        let iterator = cmark_iter_new(document)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_HEADING:
                cmark_node_set_heading_level(node, min(6, cmark_node_get_heading_level(node) + Int32(placement.headingsBelow)))
            case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
                if let url = cmark_node_get_url(node).map({ String(cString: $0) }), isRelative(url) {
                    cmark_node_set_url(node, placement.linkPrefix + url)
                }
            default:
                break
            }
        }
    }

    /// An address within the site, relative to the page: not "/…", "#…", "?…" nor one with a scheme.
    static func isRelative(_ url: String) -> Bool {
        guard let first = url.first, !"/#?\\".contains(first) else { return false }
        return !url.prefix { $0 != "/" }.contains(":")
    }

    /// Puts each image whose address leads to another server in place of its description (its alt text).
    static func replaceImagesFromElsewhere(_ document: OpaquePointer) {
        var elsewhere: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator),
                  cmark_node_get_type(node) == CMARK_NODE_IMAGE else { continue }
            if let url = cmark_node_get_url(node), isFromElsewhere(String(cString: url)) { elsewhere.append(node) }
        }
        cmark_iter_free(iterator)
        for image in elsewhere {
            while let child = cmark_node_first_child(image) { cmark_node_insert_before(image, child) }
            cmark_node_unlink(image)
            cmark_node_free(image)
        }
    }

    /// An address with a scheme ("https:", "ftp:") or a protocol-relative one ("//host/x"); `data:`
    /// images (kept by safe mode) hold their picture themselves, and a relative address stays on the site.
    static func isFromElsewhere(_ url: String) -> Bool {
        let trimmed = url.trimmed.lowercased()
        if trimmed.hasPrefix("//") || trimmed.hasPrefix("\\\\") || trimmed.hasPrefix("/\\") || trimmed.hasPrefix("\\/") { return true }
        guard let colon = trimmed.firstIndex(of: ":") else { return false }
        let scheme = trimmed[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter,
              scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }) else { return false }
        return scheme != "data"
    }

    /// cmark's own rule for addresses safe mode takes away.
    static func isDangerous(_ url: String) -> Bool {
        let lowered = url.trimmed.lowercased()
        if lowered.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains { lowered.hasPrefix($0) }
        }
        return ["javascript:", "vbscript:", "file:"].contains { lowered.hasPrefix($0) }
    }
}
