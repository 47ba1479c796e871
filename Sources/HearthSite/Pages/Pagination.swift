/// Where a page stands in a numbered series (the all-items list of a large household), with links to
/// its neighbours. Links are folders relative to the page; templates add "index.html" or "index.md".
struct Pagination {
    var hasPages: Bool
    /// "Page 2 of 100".
    var text: String
    var hasPrevious: Bool
    var hasNext: Bool
    var firstFolder: String
    var previousFolder: String
    var nextFolder: String
    var lastFolder: String

    /// The folder of page `number` (1-based) of a series starting at `first`: "first/", then "first/page/2/".
    static func folder(_ first: String, number: Int) -> String {
        number == 1 ? first : first + "page/\(number)/"
    }

    /// Page `number` of `count`, the series starting at `first`, seen from the page's own folder.
    init(number: Int, count: Int, first: String, root: String, strings: ThemeStrings) {
        hasPages = count > 1
        text = strings.text("page_of", ["page": String(number), "count": String(count)])
        hasPrevious = number > 1
        hasNext = number < count
        firstFolder = root + Self.folder(first, number: 1)
        previousFolder = root + Self.folder(first, number: max(1, number - 1))
        nextFolder = root + Self.folder(first, number: min(count, number + 1))
        lastFolder = root + Self.folder(first, number: count)
    }
}
