import CCmark
import Glibc
import HearthDomain

/// Markdown written by family members (car descriptions, recipe methods), rendered with libcmark.
///
/// HTML uses cmark's safe mode, its default: raw HTML is left out and `javascript:`, `vbscript:`,
/// `file:` and non-image `data:` links lose their address. The Markdown twin gets the same text
/// written back as CommonMark with the same things removed, so a twin is as safe as its page.
public enum MarkdownRenderer {
    public static func html(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        guard let rendered = cmark_markdown_to_html(bytes, bytes.count, CMARK_OPT_DEFAULT) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
    }

    public static func commonMark(_ markdown: String) -> String {
        let bytes = Array(markdown.utf8)
        guard let document = cmark_parse_document(bytes, bytes.count, CMARK_OPT_DEFAULT) else { return "" }
        defer { cmark_node_free(document) }

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
        guard let rendered = cmark_render_commonmark(document, CMARK_OPT_DEFAULT, 0) else { return "" }
        defer { free(rendered) }
        return String(cString: rendered)
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
