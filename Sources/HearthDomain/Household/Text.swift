extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, new lines).
    public var trimmed: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return String(text)
    }
}
