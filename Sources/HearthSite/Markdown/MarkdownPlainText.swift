import CCmark
import HearthDomain

/// Markdown read by libcmark and written back as plain text: for a terminal (`hearth recipe scale`),
/// and for the steps recipe apps read from a page's JSON-LD (`steps`). Headings are underlined, list
/// items keep their markers, and emphasis, code and links become their text; raw HTML is left out.
public enum MarkdownPlainText {
    public static func text(_ markdown: String) -> String {
        let blocks = withDocument(markdown) { document in children(of: document).flatMap(plainBlocks) }
        return blocks.isEmpty ? "" : blocks.joined(separator: "\n\n") + "\n"
    }

    /// A recipe's method as steps: each list item, or else each paragraph, in plain text; and the first
    /// paragraph as the recipe's description when a list of steps follows it. Headings are left out.
    public static func steps(_ markdown: String) -> (description: String?, steps: [String]) {
        withDocument(markdown) { document in
            let blocks = children(of: document)
            let items = blocks.filter { cmark_node_get_type($0) == CMARK_NODE_LIST }.flatMap { children(of: $0) }
            let paragraphs = blocks.filter { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }
            guard !items.isEmpty else { return (nil, paragraphs.map(inlineText).filter { !$0.isEmpty }) }
            // The first paragraph, when it comes before the first list (headings aside).
            let beforeList = blocks.prefix { cmark_node_get_type($0) != CMARK_NODE_LIST }
            let first = beforeList.first { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }.map(inlineText)
            let steps = items.map { children(of: $0).flatMap(plainBlocks).joined(separator: " ") }.filter { !$0.isEmpty }
            return (first, steps)
        }
    }

    /// The steps of `steps(_:)` under the method's headings: each heading names the steps of the lists
    /// after it, as schema.org's HowToSection does ("Stovetop", "Slow cooker"); steps before the first
    /// heading, or in a method without headings, are in a section without a name.
    public static func sections(_ markdown: String) -> [(name: String?, steps: [String])] {
        withDocument(markdown) { document in
            let blocks = children(of: document)
            guard blocks.contains(where: { cmark_node_get_type($0) == CMARK_NODE_LIST }) else {
                let steps = blocks.filter { cmark_node_get_type($0) == CMARK_NODE_PARAGRAPH }.map(inlineText).filter { !$0.isEmpty }
                return steps.isEmpty ? [] : [(nil, steps)]
            }
            var sections: [(name: String?, steps: [String])] = [(nil, [])]
            for block in blocks {
                switch cmark_node_get_type(block) {
                case CMARK_NODE_HEADING:
                    sections.append((inlineText(block), []))
                case CMARK_NODE_LIST:
                    sections[sections.count - 1].steps += children(of: block).map { children(of: $0).flatMap(plainBlocks).joined(separator: " ") }.filter { !$0.isEmpty }
                default:
                    break
                }
            }
            return sections.filter { !$0.steps.isEmpty }
        }
    }

    private static func withDocument<Result>(_ markdown: String, _ body: (OpaquePointer) -> Result) -> Result {
        let bytes = Array(markdown.utf8)
        let document = cmark_parse_document(bytes, bytes.count, CMARK_OPT_DEFAULT)!
        defer { cmark_node_free(document) }
        return body(document)
    }

    private static func children(of node: OpaquePointer) -> [OpaquePointer] {
        var result: [OpaquePointer] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            result.append(current)
            child = cmark_node_next(current)
        }
        return result
    }

    /// A block as lines of text (none for raw HTML).
    private static func plainBlocks(_ node: OpaquePointer) -> [String] {
        switch cmark_node_get_type(node) {
        case CMARK_NODE_HEADING:
            let text = inlineText(node)
            let rule = cmark_node_get_heading_level(node) == 1 ? "=" : "-"
            return [text + "\n" + String(repeating: rule, count: max(3, ChoreLabel.displayWidth(text)))]
        case CMARK_NODE_LIST:
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            let start = Int(cmark_node_get_list_start(node))
            let items = children(of: node).enumerated().map { index, item in
                let marker = ordered ? "\(start + index). " : "- "
                let body = children(of: item).flatMap(plainBlocks).joined(separator: "\n")
                return marker + body.replacingOccurrences(of: "\n", with: "\n" + String(repeating: " ", count: marker.count))
            }
            return [items.joined(separator: "\n")]
        case CMARK_NODE_CODE_BLOCK:
            return [literal(node).trimmingTrailingNewlines]
        case CMARK_NODE_THEMATIC_BREAK:
            return ["---"]
        case CMARK_NODE_HTML_BLOCK:
            return []
        case CMARK_NODE_BLOCK_QUOTE:
            return children(of: node).flatMap(plainBlocks)
        default:
            let text = inlineText(node)
            return text.isEmpty ? [] : [text]
        }
    }

    /// The text of a block's inlines: emphasis, links and code as their text, a soft break as a space.
    private static func inlineText(_ node: OpaquePointer) -> String {
        var text = ""
        let iterator = cmark_iter_new(node)
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let inline = cmark_iter_get_node(iterator) else { continue }
            switch cmark_node_get_type(inline) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(inline)
            case CMARK_NODE_SOFTBREAK: text += " "
            case CMARK_NODE_LINEBREAK: text += "\n"
            default: break
            }
        }
        return text.trimmed
    }

    private static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }
}

private extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
