/// Addresses made from names: lower case, letters and digits of any script kept ("pancakes",
/// "麻婆豆腐"), everything else a hyphen; never empty, never "." or "..", at most 60 code points and
/// 180 bytes of UTF-8, so that a file name made of it (with "-2" and more) stays under the 255 bytes
/// file systems allow, however many marks a name piles onto one character.
public enum Slug {
    public static let maximumLength = 60
    public static let maximumBytes = 180

    public static func make(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                // Letters and digits only: no combining marks, bidirectional controls or symbols.
                slug.unicodeScalars.append(contentsOf: character.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil })
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.last == "-" { slug.removeLast() }
        if slug.unicodeScalars.count > maximumLength || slug.utf8.count > maximumBytes {
            // Counted in code points and bytes, not characters: 200 Hangul jamo make one character.
            var kept = String.UnicodeScalarView()
            var bytes = 0
            for scalar in slug.unicodeScalars {
                bytes += UTF8.width(scalar)
                guard kept.count < maximumLength, bytes <= maximumBytes else { break }
                kept.append(scalar)
            }
            slug = String(kept)
            while slug.last == "-" { slug.removeLast() }
        }
        // Windows keeps these names for devices, with any extension: never a folder of ours.
        if reservedOnWindows.contains(slug) { slug += "-1" }
        return slug
    }

    /// Microsoft's list: COM and LPT with a digit, 0 and the superscripts ¹ ² ³ included (a slug keeps
    /// those, being numbers).
    static let reservedOnWindows: Set<String> = Set(["con", "prn", "aux", "nul"]
        + ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "¹", "²", "³"].flatMap { ["com\($0)", "lpt\($0)"] })

    /// Unique slugs for names given in a fixed order: the second "Soup" is "soup-2"; a name with no
    /// letter or digit gets `fallback`, numbered the same way. The same names in the same order always
    /// get the same slugs.
    ///
    /// A name's own slug goes to the first name that makes it before any numbered one is handed out, so
    /// a second "Soup" never takes "soup-2" from a recipe called "Soup 2", nor "???" "recipe" from one
    /// called "Recipe". Slugs are told apart as a case-insensitive file system would ("ſoup" and
    /// "soup" are one file name on macOS and Windows): a clash there is numbered too.
    public static func unique(_ names: [String], fallback: String) -> [String] {
        let made = names.map(make)
        var used: Set<String> = []
        var owner: [String: Int] = [:]
        for (index, slug) in made.enumerated() where !slug.isEmpty && owner[foldedKey(slug)] == nil {
            owner[foldedKey(slug)] = index
            used.insert(foldedKey(slug))
        }
        return made.enumerated().map { index, slug in
            if !slug.isEmpty, owner[foldedKey(slug)] == index { return slug }
            let base = slug.isEmpty ? fallback : slug
            var candidate = base
            var number = 2
            while used.contains(foldedKey(candidate)) {
                candidate = "\(base)-\(number)"
                number += 1
            }
            used.insert(foldedKey(candidate))
            return candidate
        }
    }

    /// A slug as a case-insensitive file system compares it: upper-cased and back folds "ſ" into "s"
    /// and "ς" into "σ" (and "ß" into "ss", which only numbers a few more slugs than needed).
    static func foldedKey(_ slug: String) -> String {
        slug.uppercased().lowercased()
    }
}
