import Foundation

/// The long lists of one page's rendering, put into the page's text after Mustache has rendered it. The
/// page's template takes a list in as `{{{rows}}}`, which holds a short marker; Mustache copied ten
/// megabytes of rows at each section and block around it (the list's section, the page's block, the
/// layout), and copied them once more into the file's bytes: now they are copied once, into the file's.
struct RowSplice: Sendable {
    /// Begins every marker of this rendering: a random ID between control characters, so that no text
    /// from the store can be taken for a list.
    private let prefix = "\u{1}rows-" + UUID().uuidString + "-"
    /// The lists' texts, by their number in the markers.
    private var lists: [String] = []

    /// The marker that stands for `text` in the page until it is spliced in; an empty list is "" (a
    /// template may test it with `{{#rows}}`).
    mutating func marker(for text: String) -> String {
        guard !text.isEmpty else { return "" }
        lists.append(text)
        return prefix + String(lists.count - 1) + "\u{1}"
    }

    /// `page` with each marker replaced by its list, as the file's bytes, ending with exactly one line
    /// break (`SitePlan.endingWithNewline`).
    func spliced(_ page: String) -> Data {
        guard !lists.isEmpty else { return SitePlan.endingWithNewline(page) }
        var page = page
        let marker = Array(prefix.utf8)
        return page.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return SitePlan.endingWithNewline("") }
            var data = Data(capacity: bytes.count + lists.reduce(1) { $0 + $1.utf8.count })
            var start = 0
            var index = 0
            while index < bytes.count {
                guard bytes[index] == marker[0], bytes.count - index > marker.count,
                      bytes[index..<index + marker.count].elementsEqual(marker) else {
                    index += 1
                    continue
                }
                // The list's number, then the closing control character.
                var end = index + marker.count
                var number = 0
                while end < bytes.count, let digit = Self.digit(bytes[end]) {
                    number = number * 10 + digit
                    end += 1
                }
                guard end < bytes.count, bytes[end] == 1, number < lists.count else {
                    index += 1
                    continue
                }
                data.append(base + start, count: index - start)
                var list = lists[number]
                list.withUTF8 { data.append($0.baseAddress!, count: $0.count) }
                index = end + 1
                start = index
            }
            data.append(base + start, count: bytes.count - start)
            while data.last == UInt8(ascii: "\n") { data.removeLast() }
            data.append(UInt8(ascii: "\n"))
            return data
        }
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
