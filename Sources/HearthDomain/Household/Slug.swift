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
    public static func unique(_ names: [String], fallback: String) -> [String] {
        var used: Set<String> = []
        return names.map { name in
            let made = make(name)
            let base = made.isEmpty ? fallback : made
            var slug = base
            var number = 2
            while used.contains(slug) {
                slug = "\(base)-\(number)"
                number += 1
            }
            used.insert(slug)
            return slug
        }
    }
}
