/// A family's language: every string of the theme, weekday names and dates come from it.
public enum Language: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case traditionalChinese = "zh-Hant"

    /// The BCP 47 tag, for `<html lang>` and for the theme's i18n/<tag>.json file.
    public var tag: String { rawValue }

    /// Accepts the tag in any letter case ("zh-hant", "EN").
    public init?(tag: String) {
        guard let match = Language.allCases.first(where: { $0.rawValue.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    public static var allTags: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
