/// Text from another program's recipe, which may hold HTML ("<b>1</b> egg", "Pancakes &amp; Syrup"),
/// reduced to plain text.
public enum PlainText {
    /// The text's lines without tags, entities decoded, spaces collapsed; empty lines left out. A line
    /// ends at a line break, `<br>`, or the end of a paragraph, list item or heading.
    public static func lines(_ html: String) -> [String] {
        var text = html
        // Entities written twice ("&amp;amp;") are decoded twice, as recipe sites escape them again.
        for _ in 0..<2 where text.contains("&") { text = decodingEntities(text) }
        return withoutTags(text).split(whereSeparator: \.isNewline).map(collapsed).filter { !$0.isEmpty }
    }

    /// The text on one line.
    public static func line(_ html: String) -> String {
        lines(html).joined(separator: " ")
    }

    private static let breakingTags: Set<String> = ["br", "p", "li", "div", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "ol", "ul"]

    /// Tags removed ("<" then a letter, "/" or "!" up to ">"); a tag that ends a line becomes a line break.
    /// A "<" that starts no tag ("bake at < 200 °C") stays.
    private static func withoutTags(_ text: String) -> String {
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "<", next < text.endIndex, text[next].isLetter || text[next] == "/" || text[next] == "!",
               let close = text[next...].firstIndex(of: ">") {
                let name = text[next..<close].drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
                result += breakingTags.contains(name) ? "\n" : " "
                index = text.index(after: close)
            } else {
                result.append(character)
                index = next
            }
        }
        return result
    }

    private static let namedEntities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "deg": "°", "hellip": "…", "rsquo": "’", "lsquo": "‘",
        "rdquo": "”", "ldquo": "“", "times": "×",
    ]

    private static func decodingEntities(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let afterAmp = rest.index(after: amp)
            if let semicolon = rest[afterAmp...].prefix(12).firstIndex(of: ";"),
               let decoded = entity(String(rest[afterAmp..<semicolon])) {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest[afterAmp...]
            }
        }
        return result + rest
    }

    /// HTML's names of the Latin-1 letters and signs, U+00A0 to U+00FF in order ("oacute" is ó): recipe
    /// sites in every European language write them ("Pisk&oacute;ta").
    private static let latin1Names = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para \
        middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute \
        Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute \
        THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde \
        ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml
        """.split(separator: " ")

    private static let latin1Entities: [String: String] = Dictionary(uniqueKeysWithValues: latin1Names.enumerated().map { index, name in
        (String(name), String(Character(Unicode.Scalar(UInt32(0xA0 + index))!)))
    })

    private static func entity(_ name: String) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let value = digits.lowercased().hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
        }
        return namedEntities[name] ?? latin1Entities[name] ?? otherEntities[name]
    }

    /// Letters beyond Latin-1 that Central European recipes use, and a few signs.
    private static let otherEntities: [String: String] = [
        "OElig": "Œ", "oelig": "œ", "Scaron": "Š", "scaron": "š", "Yuml": "Ÿ", "euro": "€", "bull": "•", "trade": "™",
        "sbquo": "‚", "bdquo": "„", "minus": "−", "frasl": "⁄", "thinsp": "\u{2009}", "ensp": "\u{2002}", "emsp": "\u{2003}",
    ]

    private static func collapsed(_ line: Substring) -> String {
        line.split(whereSeparator: { $0.isWhitespace || $0 == "\u{00A0}" }).joined(separator: " ")
    }
}
