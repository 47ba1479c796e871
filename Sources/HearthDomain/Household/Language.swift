import Foundation
import HearthTheme

/// A language Hearth speaks: one file of the built-in theme, templates/i18n/<tag>.json. Its tag (BCP 47,
/// "de", "pt-BR", "zh-Hant") is the file's name, a page's `<html lang>` and what the store keeps. No code
/// names a language: adding one is adding its file, correcting one is editing it (README, "Languages").
public struct Language: Hashable, Comparable, Codable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The BCP 47 tag, exactly as the file is named.
    public let tag: String

    private init(known tag: String) { self.tag = tag }

    /// Accepts the tag of a file in any letter case ("zh-hant", "EN"); nil for a language with no file.
    public init?(tag: String) {
        guard let match = Language.all.first(where: { $0.tag.lowercased() == tag.lowercased() }) else { return nil }
        self = match
    }

    /// A tag the code writes itself (tests, and `Language.base`): a file of that name must exist.
    public init(stringLiteral tag: String) {
        guard let known = Language(tag: tag) else { preconditionFailure("templates/i18n has no \(tag).json") }
        self = known
    }

    /// The language every other file is held to, key for key, and whose words stand in for a key a
    /// theme's file lacks: en.json. Also what a family speaks when no one said.
    public static let base = Language(known: "en")

    /// Every language of the built-in theme, by tag.
    public static let all: [Language] = BuiltInTheme.paths.compactMap { path in
        guard path.hasPrefix(folder), path.hasSuffix(".json") else { return nil }
        let tag = path.dropFirst(folder.count).dropLast(".json".count)
        return tag.contains("/") ? nil : Language(known: String(tag))
    }.sorted()

    /// The theme's folder of language files.
    public static let folder = "i18n/"

    /// The path of the language's file in a theme: "i18n/de.json".
    public var path: String { "\(Language.folder)\(tag).json" }

    /// "de, en, es, …", for help texts and refusals.
    public static var allTags: String { all.map(\.tag).joined(separator: ", ") }

    public var description: String { tag }

    public static func < (a: Language, b: Language) -> Bool { a.tag < b.tag }

    /// The built-in file's words, key by key (flat, as i18next and Weblate write it), for the few words
    /// the household's rules need (the default chore labels' names); pages read the theme's `ThemeStrings`.
    public var builtInWords: [String: String] { Language.words[tag] ?? [:] }

    private static let words: [String: [String: String]] = Dictionary(uniqueKeysWithValues: all.map { language in
        let table = BuiltInTheme.file(language.path).flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
        return (language.tag, table ?? [:])
    })

    public init(from decoder: any Decoder) throws {
        let tag = try decoder.singleValueContainer().decode(String.self)
        guard let known = Language(tag: tag) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no language \(tag): expected one of \(Language.allTags)"))
        }
        self = known
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tag)
    }
}

extension Language {
    /// The file closest to a tag a browser or a person names: the tag itself in any letter case; else one
    /// of the same language in the same script and region, then the same script ("zh-TW" is written in
    /// Traditional characters: zh-Hant; "pt" is Brazilian by CLDR's likely subtags: pt-BR; "de-AT": de),
    /// then the same language in any script; nil when no file is of that language.
    public static func closest(to tag: String) -> Language? {
        closest(to: tag, among: all.map(\.tag)).flatMap(Language.init(tag:))
    }

    /// The one of `tags` closest to `tag`, as `closest(to:)` chooses among the files.
    static func closest(to tag: String, among tags: [String]) -> String? {
        if let exact = tags.first(where: { $0.lowercased() == tag.lowercased() }) { return exact }
        let wanted = Subtags(tag)
        guard !wanted.language.isEmpty else { return nil }
        let sameLanguage = tags.map { ($0, Subtags($0)) }.filter { $0.1.language == wanted.language }
        return sameLanguage.first { $0.1.script == wanted.script && $0.1.region == wanted.region }?.0
            ?? sameLanguage.first { $0.1.script == wanted.script }?.0
            ?? sameLanguage.first?.0
    }

    /// A tag's language, script and region with the ones it leaves out filled in by CLDR's likely
    /// subtags (Foundation's): "zh-TW" is zh, Hant, TW.
    private struct Subtags {
        var language = "", script = "", region = ""

        init(_ tag: String) {
            let full = Locale.Language(identifier: Locale.Language(identifier: tag).maximalIdentifier)
            language = full.languageCode?.identifier.lowercased() ?? ""
            script = full.script?.identifier ?? ""
            region = full.region?.identifier ?? ""
        }
    }
}
