import HearthDomain

/// A title and a text in one language of the theme, for the pages that show them in every language.
struct TextInLanguage {
    var lang: String
    var title: String
    var text: String

    /// The theme's words for `titleKey` and `textKey` in each of its languages, and the English words.
    static func all(theme: Theme, titleKey: String, textKey: String) throws -> (texts: [TextInLanguage], english: ThemeStrings) {
        let texts = try Language.all.map { language in
            let strings = try ThemeStrings(theme: theme, language: language)
            return TextInLanguage(lang: language.tag, title: strings.text(titleKey), text: strings.text(textKey))
        }
        return (texts, try ThemeStrings(theme: theme, language: .base))
    }
}
