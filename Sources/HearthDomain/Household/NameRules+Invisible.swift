/// The characters that draw nothing inside a name: Unicode's Default_Ignorable_Code_Point (zero-width
/// spaces and joiners, U+FEFF, U+2060, the soft hyphen, variation selectors, Hangul fillers, tags, the
/// left-to-right and right-to-left marks). With one of them, three items called "Oat Milk" look the
/// same on the list and are three names to the store, and a member can pose as another.
///
/// A few of them do draw something where they belong, and stay there:
/// - U+FE0F (variation selector 16) right after an emoji: "❤️" is U+2764 U+FE0F.
/// - U+200D (zero-width joiner) between two emoji: "👨‍👩‍👧", "❤️‍🔥".
/// - U+200C and U+200D between two letters or marks of the scripts that join or shape their letters
///   (Hebrew to Balinese, U+0590–U+1CFF, and Arabic's presentation forms): Persian writes "می‌خواهم"
///   with U+200C, Hindi and Malayalam choose a letter's form with them. Between Latin, Greek, Cyrillic or
///   Chinese letters they change nothing one can see.
/// - Tag characters (U+E0020–U+E007F) after U+1F3F4, the black flag: the flags of England, Scotland, Wales.
extension NameRules {
    /// The first code point of `text` that draws nothing where it stands; nil if there is none.
    public static func invisibleCharacter(in text: String) -> Unicode.Scalar? {
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar.properties.isDefaultIgnorableCodePoint {
            let before = index > 0 ? scalars[index - 1] : nil
            let after = index + 1 < scalars.count ? scalars[index + 1] : nil
            if !drawsSomething(scalar, before: before, after: after) { return scalar }
        }
        return nil
    }

    /// Whether the default-ignorable `scalar` does its work between `before` and `after` (see above).
    private static func drawsSomething(_ scalar: Unicode.Scalar, before: Unicode.Scalar?, after: Unicode.Scalar?) -> Bool {
        switch scalar.value {
        case 0xFE0F:
            return before?.properties.isEmoji == true
        case 0x200D:
            return (isPartOfEmoji(before) && isEmoji(after)) || (isJoiningLetter(before) && isJoiningLetter(after))
        case 0x200C:
            return isJoiningLetter(before) && isJoiningLetter(after)
        case 0xE0020...0xE007F:
            return before.map { $0.value == 0x1F3F4 || (0xE0020...0xE007F).contains($0.value) } ?? false
        default:
            return false
        }
    }

    /// An emoji, not one of the ASCII characters that are emoji too ("#", "*" and the digits of a keycap).
    private static func isEmoji(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isEmoji && !scalar.isASCII
    }

    /// What a joiner of an emoji sequence may follow: an emoji, or the U+FE0F after one (checked itself).
    private static func isPartOfEmoji(_ scalar: Unicode.Scalar?) -> Bool {
        isEmoji(scalar) || scalar?.value == 0xFE0F
    }

    /// A letter or mark of a script that joins or shapes its letters.
    private static func isJoiningLetter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        let inScript = (0x0590...0x1CFF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFC).contains(scalar.value)
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark:
            return inScript
        default:
            return false
        }
    }
}
