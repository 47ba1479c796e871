import Foundation

/// The long lists of one page's rendering, put into the page's text after Mustache has rendered it. The
/// page's template takes a list in as `{{{rows}}}`, which holds a short marker; Mustache copied ten
/// megabytes of rows at each section and block around it (the list's section, the page's block, the
/// layout), and copied them once more into the file's bytes: now the file is written from the page's text
/// and the lists as they are (`FileBytes`).
struct RowSplice: Sendable {
    /// Begins every marker of this rendering: a random ID between control characters, so that no text
    /// from the store can be taken for a list.
    private let prefix = "\u{1}rows-" + UUID().uuidString + "-"
    /// The lists' texts, in pieces (`RowCache.List.pieces`), by their number in the markers.
    private var lists: [[Substring]] = []

    /// The marker that stands for the list `pieces` in the page until it is spliced in; an empty list
    /// is "" (a template may test it with `{{#rows}}`).
    mutating func marker(for pieces: [Substring]) -> String {
        guard pieces.contains(where: { !$0.isEmpty }) else { return "" }
        lists.append(pieces)
        return prefix + String(lists.count - 1) + "\u{1}"
    }

    /// `page` with each marker replaced by its list, as the file's bytes: the page's text between the
    /// lists and the lists themselves, not joined (`FileBytes`), ending with exactly one line break
    /// (`SitePlan.endingWithNewline`).
    func spliced(_ page: String) -> FileBytes {
        guard !lists.isEmpty else { return FileBytes(SitePlan.endingWithNewline(page)) }
        let utf8 = page.utf8
        let marker = Array(prefix.utf8)
        var pieces: [Substring] = []
        var start = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            guard utf8[index] == marker[0], utf8[index...].starts(with: marker) else {
                utf8.formIndex(after: &index)
                continue
            }
            // The list's number, then the closing control character.
            var end = utf8.index(index, offsetBy: marker.count)
            var number = 0
            while end < utf8.endIndex, let digit = Self.digit(utf8[end]) {
                number = number * 10 + digit
                utf8.formIndex(after: &end)
            }
            guard end < utf8.endIndex, utf8[end] == 1, number < lists.count else {
                utf8.formIndex(after: &index)
                continue
            }
            pieces.append(Substring(utf8[start..<index]))
            pieces += lists[number]
            index = utf8.index(after: end)
            start = index
        }
        pieces.append(Substring(utf8[start...]))
        // The line breaks that end the file, whichever pieces they are in, become one.
        while let last = pieces.last, last.utf8.last == UInt8(ascii: "\n") || last.isEmpty {
            pieces[pieces.count - 1] = Substring(last.utf8.dropLast(last.isEmpty ? 0 : 1))
            if pieces[pieces.count - 1].isEmpty { pieces.removeLast() }
        }
        pieces.append("\n")
        return FileBytes(texts: pieces)
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
