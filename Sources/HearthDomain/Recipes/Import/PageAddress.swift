/// The address a saved web page says it was saved from, for a recipe whose JSON-LD names none: its
/// `<link rel="canonical" href="…">`, else its `<meta property="og:url" content="…">`.
public enum PageAddress {
    /// The address, entities decoded (`&amp;`); nil when the page names none.
    public static func declared(inPage page: String) -> String? {
        let tags = tags(in: String(page.prefix(262_144)))
        let canonical = tags.first { $0.name == "link" && $0["rel"]?.lowercased().split(separator: " ").contains("canonical") == true }?["href"]
        let openGraph = tags.first { $0.name == "meta" && $0["property"]?.lowercased() == "og:url" }?["content"]
        return (canonical ?? openGraph).map(PlainText.line).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A tag's name and attributes, lower-cased names, values as written.
    struct Tag {
        var name: String
        var attributes: [String: String]
        subscript(_ attribute: String) -> String? { attributes[attribute] }
    }

    /// The `<link>` and `<meta>` tags of `html`.
    static func tags(in html: String) -> [Tag] {
        var found: [Tag] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter }.lowercased()
            guard name == "link" || name == "meta" else { continue }
            var attributes: [String: String] = [:]
            var inside = rest.dropFirst(name.count)
            while true {
                inside = inside.drop { $0.isWhitespace || $0 == "/" }
                guard let first = inside.first, first != ">" else { break }
                let attribute = inside.prefix { !$0.isWhitespace && $0 != "=" && $0 != ">" }.lowercased()
                inside = inside.dropFirst(attribute.count).drop(while: \.isWhitespace)
                guard inside.first == "=" else { attributes[attribute] = ""; if attribute.isEmpty { inside = inside.dropFirst() }; continue }
                inside = inside.dropFirst().drop(while: \.isWhitespace)
                let value: Substring
                if let quote = inside.first, quote == "\"" || quote == "'" {
                    value = inside.dropFirst().prefix { $0 != quote }
                    inside = inside.dropFirst(value.count + 2)
                } else {
                    value = inside.prefix { !$0.isWhitespace && $0 != ">" }
                    inside = inside.dropFirst(value.count)
                }
                attributes[attribute] = String(value)
            }
            found.append(Tag(name: name, attributes: attributes))
            rest = inside
        }
        return found
    }
}
