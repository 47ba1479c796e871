/// The sections of a saved page's ingredients, which schema.org cannot say: recipe sites' plugins (WP
/// Recipe Maker, Tasty Recipes, Mediavine Create) list the JSON-LD's lines on the page under headings
/// ("For the dough"), and so do Hearth's own pages. Each line is found, by its letters, in the page's ingredient list, and is under the
/// heading last before it there. When a line is not found, or fewer than two headings are, the page says
/// nothing Hearth can be sure of: nil.
public enum PageIngredientGroups {
    /// Where a plugin's ingredient list starts (in an element's class), and where its method starts.
    /// Hearth's own recipe pages are read the same way (recipe__ingredients), so a page fed back keeps its sections.
    static let listMarkers = ["wprm-recipe-ingredients-container", "tasty-recipes-ingredients", "mv-create-ingredients", "recipe__ingredients"]
    static let endMarkers = ["wprm-recipe-instructions-container", "tasty-recipes-instructions", "tasty-recipe-instructions", "mv-create-instructions",
                             "recipe__nutrition", "recipe__method"]

    /// The section of each of `lines` ("" before the first heading), or nil.
    public static func sections(in html: String, lines: [String]) -> [String]? {
        let page = Array(html.utf8)
        guard let start = listMarkers.lazy.compactMap({ elementStart(of: $0, in: page, from: 0) }).first else { return nil }
        let end = endMarkers.lazy.compactMap { elementStart(of: $0, in: page, from: start) }.min() ?? page.count
        let (letters, headings) = readList(page[start..<end])
        var sections: [String] = []
        var cursor = 0
        for line in lines {
            // The name's letters: a page writes the amount its own way ("7 oz (200 g) Tempeh").
            let name = (try? Ingredient.parse(line).get())?.name ?? line
            let key = Array(letterKey(letterKey(name).count >= 3 ? name : line).prefix(12))
            // A line without letters ("2") cannot be found; it is in the section of the line before it.
            guard key.count >= 3 else {
                sections.append(sections.last ?? "")
                continue
            }
            guard let found = firstIndex(of: key, in: letters, from: cursor) else { return nil }
            cursor = found + key.count
            sections.append(headings.last { $0.position <= found }?.name ?? "")
        }
        return Set(sections.filter { !$0.isEmpty }).count >= 2 ? sections : nil
    }

    /// The list's letters (lowercased, nothing else) and its headings with where they come in those letters.
    private static func readList(_ bytes: ArraySlice<UInt8>) -> (letters: [Character], headings: [(position: Int, name: String)]) {
        var letters: [Character] = []
        var headings: [(position: Int, name: String)] = []
        var text: [UInt8] = []
        var index = bytes.startIndex
        func flush() {
            letters += letterKey(PlainText.line(String(decoding: text, as: UTF8.self)))
            text = []
        }
        while index < bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "<"), let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else {
                text.append(bytes[index])
                index += 1
                continue
            }
            let tag = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            let name = tag.prefix { $0.isLetter || $0.isNumber }.lowercased()
            let isHeading = ["h2", "h3", "h4", "h5", "h6"].contains(name) || (tag.contains("class=") && tag.contains("group-name"))
                || (name == "p" && isBoldParagraph(bytes, after: close))
            guard isHeading, let inner = closing(name, in: bytes, after: close) else {
                // A tag between words is a space: "<p>1 egg</p><p>milk</p>".
                text.append(UInt8(ascii: " "))
                index = close + 1
                continue
            }
            flush()
            let heading = PlainText.line(String(decoding: bytes[(close + 1)..<inner.lowerBound], as: UTF8.self))
            let trimmed = String(heading.reversed().drop { $0 == ":" || $0 == "：" || $0 == " " }.reversed())
            // The list's own title ("Ingredients", "Zutaten") is no section.
            // A heading a line of Hearth's could not hold ("2 Servings") is none either.
            if !isListTitle(trimmed), IngredientSection.heading(in: trimmed + ":") == trimmed { headings.append((letters.count, trimmed)) }
            index = inner.upperBound
        }
        flush()
        return (letters, headings)
    }

    /// Whether the paragraph opened before `position` is only bold text, as Tasty Recipes' writers head a
    /// list: "<p><b>Brown Butter Pancakes</b></p>".
    private static func isBoldParagraph(_ bytes: ArraySlice<UInt8>, after position: Int) -> Bool {
        // Its end within a heading's length: a longer paragraph is no heading.
        guard let end = closing("p", in: bytes[bytes.startIndex..<min(bytes.endIndex, position + 300)], after: position) else { return false }
        let inner = String(decoding: bytes[(position + 1)..<end.lowerBound], as: UTF8.self).trimmed.lowercased()
        return (inner.hasPrefix("<b>") && inner.hasSuffix("</b>")) || (inner.hasPrefix("<strong>") && inner.hasSuffix("</strong>"))
    }

    private static func isListTitle(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("ingredient") || ["zutaten", "ingrédients", "ingredientes", "ingredienti", "ingrediënten", "材料", "食材"].contains(lowered)
    }

    /// The range of `</name>` after `position`.
    private static func closing(_ name: String, in bytes: ArraySlice<UInt8>, after position: Int) -> Range<Int>? {
        // Letters compared as lower case ("</P>" closes "<p"), by setting the bit that lower-cases ASCII letters.
        let needle = Array("</\(name)>".utf8)
        var index = position
        while index + needle.count <= bytes.endIndex {
            if bytes[index...].starts(with: needle, by: { $0 | 0x20 == $1 | 0x20 }) { return index..<(index + needle.count) }
            index += 1
        }
        return nil
    }

    /// Where the element whose class holds `marker` starts: the marker inside a tag (not in a style
    /// sheet), from `start` on.
    private static func elementStart(of marker: String, in page: [UInt8], from start: Int) -> Int? {
        let needle = Array(marker.utf8)
        var index = start
        while index + needle.count <= page.count {
            if page[index...].starts(with: needle),
               let open = page[start..<index].lastIndex(of: UInt8(ascii: "<")),
               page[open..<index].firstIndex(of: UInt8(ascii: ">")) == nil,
               String(decoding: page[open..<index], as: UTF8.self).contains("class=") {
                return open
            }
            index += 1
        }
        return nil
    }

    /// The letters of a text, lowercased: what a line and the page's list of it share however each writes
    /// its numbers, fractions and spaces.
    static func letterKey(_ text: String) -> [Character] {
        text.lowercased().filter(\.isLetter).map { $0 }
    }

    private static func firstIndex(of key: [Character], in letters: [Character], from start: Int) -> Int? {
        guard !key.isEmpty, letters.count >= key.count, start <= letters.count - key.count else { return nil }
        for index in start...(letters.count - key.count) where letters[index] == key[0] {
            if Array(letters[index..<(index + key.count)]) == key { return index }
        }
        return nil
    }
}
