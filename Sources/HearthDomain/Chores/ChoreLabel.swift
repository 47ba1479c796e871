/// What a chore is called: one of the eight labels of seed app 001 (with an icon each), or a family's
/// own label (at most 16 columns wide, a Chinese character counting two: the Chinese app's 8 characters,
/// and "water plants" in English; no duplicates).
public struct ChoreLabel: Hashable, Sendable {
    /// How a chore refers to its label in the store: a default label's key, or a custom label's text.
    public let title: String
    public let isDefault: Bool

    /// The icon file under the theme's assets/icons/chores/.
    public var icon: String { isDefault ? "chores/\(title).svg" : "chores/custom.svg" }

    /// The key of a default label's name in the language files ("chore_label_sweep").
    public var wordKey: String { "chore_label_" + title }

    /// A default label's name in the language's file (the base language's where the file lacks it); a
    /// custom label as the family wrote it.
    public func name(in language: Language) -> String {
        guard isDefault else { return title }
        return language.builtInWords[wordKey] ?? Language.base.builtInWords[wordKey] ?? title
    }

    public static let defaults: [ChoreLabel] = ["sweep", "mop", "vacuum", "garbage", "laundry", "cook", "groceries", "toilet"]
        .map { ChoreLabel(title: $0, isDefault: true) }

    /// The columns `text` takes: two for a wide character (Chinese, Japanese, Korean, full-width forms,
    /// most emoji), none for a mark that stacks on a letter, one for anything else.
    public static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            let category = scalar.properties.generalCategory
            if category == .nonspacingMark || category == .enclosingMark || scalar.properties.isDefaultIgnorableCodePoint { return width }
            let wide: [ClosedRange<UInt32>] = [0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                                                0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
                                                0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF,
                                                0x20000...0x3FFFD]
            return width + (wide.contains { $0.contains(scalar.value) } ? 2 : 1)
        }
    }

    /// The label a chore's `title` refers to: a default label by its key, else a custom label of that text.
    public static func titled(_ title: String) -> ChoreLabel {
        defaults.first { $0.title == title } ?? .custom(title)
    }

    public static func custom(_ text: String) -> ChoreLabel {
        ChoreLabel(title: text, isDefault: false)
    }

    /// A default label named by its key or its name in any language, in any letter case.
    public static func defaultLabel(named text: String) -> ChoreLabel? {
        let wanted = text.trimmed.lowercased()
        return defaults.first { label in label.title == wanted || Language.all.contains { label.name(in: $0).lowercased() == wanted } }
    }

    /// How wide a label may be, in the columns of a terminal or a chore table's cell.
    public static let maximumWidth = 16

    /// A custom label's text, or why it cannot be one.
    public static func checkCustom(_ text: String, existing: [String]) -> Result<String, InvalidValue> {
        let field = "label"
        let trimmed: String
        switch NameRules.check(text, field: field, maximumLength: maximumWidth, noun: "label") {
        case .success(let checked): trimmed = checked
        case .failure(let error): return .failure(error)
        }
        let width = displayWidth(trimmed)
        if width > maximumWidth {
            return .failure(InvalidValue(field: field, expected: "a label at most \(maximumWidth) columns wide (8 Chinese characters, or 16 letters), not \(width)"))
        }
        if let clash = defaultLabel(named: trimmed) {
            return .failure(InvalidValue(field: field, expected: "a new label: \"\(trimmed)\" is the default label \(clash.name(in: .base)) (\(clash.title))"))
        }
        if existing.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
            return .failure(InvalidValue(field: field, expected: "a new label: the family already has \"\(trimmed)\""))
        }
        return .success(trimmed)
    }
}
