import HearthDomain

extension ThemeStrings {
    /// A default type in the theme's words of the page's language; a family's own type in its own words.
    public func name(of type: RecipeType) -> String {
        type.stringKey.map { text($0) } ?? type.rawValue
    }
}
