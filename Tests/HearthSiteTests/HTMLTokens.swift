import Foundation

/// A small HTML tokenizer for the tests: the elements of a page with their attributes (entities
/// decoded), its text, and the raw content of <script> elements. Enough to say what a browser would
/// take as markup in pages Hearth writes.
struct HTMLTokens {
    struct Element {
        var name: String
        var attributes: [(name: String, value: String)]
    }

    var elements: [Element] = []
    var text = ""
    var scripts: [(attributes: [(name: String, value: String)], content: String)] = []

    init(_ html: String) {
        // A browser reads markup one code point at a time: a quote followed by a combining mark still
        // ends an attribute. Each scalar is its own Character here, so the tokenizer does the same.
        let characters = html.unicodeScalars.map(Character.init)
        var index = 0
        func starts(_ prefix: String, at position: Int) -> Bool {
            let prefix = Array(prefix)
            guard position + prefix.count <= characters.count else { return false }
            return String(characters[position..<(position + prefix.count)]).lowercased() == String(prefix).lowercased()
        }
        func find(_ needle: String, from position: Int) -> Int? {
            var cursor = position
            while cursor < characters.count {
                if starts(needle, at: cursor) { return cursor }
                cursor += 1
            }
            return nil
        }
        var pendingText = ""
        while index < characters.count {
            let character = characters[index]
            guard character == "<" else { pendingText.append(character); index += 1; continue }
            text += Self.decode(pendingText)
            pendingText = ""
            if starts("<!--", at: index) {
                index = (find("-->", from: index + 4) ?? characters.count) + 3
                continue
            }
            if starts("<!", at: index) || starts("</", at: index) {
                index = (find(">", from: index) ?? characters.count) + 1
                continue
            }
            // A start tag: name, then attributes up to ">".
            var cursor = index + 1
            var name = ""
            while cursor < characters.count, !characters[cursor].isWhitespace, characters[cursor] != ">", characters[cursor] != "/" {
                name.append(characters[cursor]); cursor += 1
            }
            guard !name.isEmpty, name.first!.isLetter else { pendingText.append("<"); index += 1; continue }
            var attributes: [(String, String)] = []
            while cursor < characters.count, characters[cursor] != ">" {
                if characters[cursor].isWhitespace || characters[cursor] == "/" { cursor += 1; continue }
                var attributeName = ""
                while cursor < characters.count, !characters[cursor].isWhitespace, !"=>/".contains(characters[cursor]) {
                    attributeName.append(characters[cursor]); cursor += 1
                }
                var value = ""
                if cursor < characters.count, characters[cursor] == "=" {
                    cursor += 1
                    if cursor < characters.count, characters[cursor] == "\"" || characters[cursor] == "'" {
                        let quote = characters[cursor]
                        cursor += 1
                        while cursor < characters.count, characters[cursor] != quote { value.append(characters[cursor]); cursor += 1 }
                        cursor += 1
                    } else {
                        while cursor < characters.count, !characters[cursor].isWhitespace, characters[cursor] != ">" { value.append(characters[cursor]); cursor += 1 }
                    }
                }
                if !attributeName.isEmpty { attributes.append((attributeName.lowercased(), Self.decode(value))) }
            }
            let lowered = name.lowercased()
            elements.append(Element(name: lowered, attributes: attributes))
            index = cursor + 1
            if lowered == "script" || lowered == "style" {
                let end = find("</\(lowered)", from: index) ?? characters.count
                if lowered == "script" { scripts.append((attributes, String(characters[index..<end]))) }
                index = end
            }
        }
        text += Self.decode(pendingText)
    }

    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        // Code point by code point, as a browser decodes: "&amp;" followed by a combining mark is still "&".
        var result = String.UnicodeScalarView()
        var rest = text.unicodeScalars[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.firstIndex(of: ";"), rest.distance(from: rest.startIndex, to: semicolon) <= 10 else {
                result.append("&"); rest = rest.dropFirst(); continue
            }
            let entity = String(rest[rest.index(after: rest.startIndex)..<semicolon])
            let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}"]
            if let value = named[entity] {
                result += value.unicodeScalars
            } else if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
                result.append(scalar)
            } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()), let scalar = Unicode.Scalar(code) {
                result.append(scalar)
            } else {
                result += ("&" + entity + ";").unicodeScalars
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        result += rest
        return String(result)
    }
}
