import Synchronization

/// The rows a program that stays running (`hearth host`) rendered for each page, kept between its
/// renderings of the page so that a tick renders the one row it changed, not the ten thousand of a large
/// list (`RowRenderer`).
///
/// A list is kept under what its text comes from besides its rows' models (the row template, the page's
/// `site` and `t`), as its text (in chunks) and, per row, the row's ID, the digest of its model and where its text is:
/// a row is taken again only for a model of the same ID and digest, so a row taken is the row the template
/// would render now, whatever changed since. Not the models themselves: at N = 1000 they were half of the
/// cache's 127 MB, and each row's own text a quarter more in string headers (65 MB now). Each rendering of a page keeps
/// only the rows it showed, so the rows of items since changed or gone are let go. A cache serves the
/// templates of one build: the resident site makes a new one with each full build, which follows any
/// change of template.
final class RowCache: Sendable {
    /// A list as a rendering of its page showed it.
    struct List: Sendable {
        /// Its rows, in the list's order.
        var rows: [Row] = []
        /// The rows' texts, one a line, in chunks of rows one after the other. A chunk ends after a row
        /// whose ID says so (`endsChunk`), whatever the rows around it, so a row changed, added or gone
        /// changes its own chunk's text (and the next one's too when it is a row that ends its chunk): a
        /// tick on a list of ten thousand rows makes one or two chunks of some two hundred rows anew and
        /// takes the others as they are, where the whole list's 10 MB was copied anew.
        var chunks: [Chunk] = []

        /// Rows that follow each other in the list, and their texts.
        struct Chunk: Sendable {
            /// The rows' texts, one a line.
            let text: String
            /// Where its rows are in the list's.
            let rows: Range<Int>
        }

        /// The text of the list's `index`th row.
        func text(at index: Int) -> Substring {
            // The chunk the row is in: the last that begins at or before it.
            var low = 0, high = chunks.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if chunks[middle].rows.lowerBound <= index { low = middle } else { high = middle - 1 }
            }
            let utf8 = chunks[low].text.utf8, row = rows[index]
            return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: Int(row.start))..<utf8.index(utf8.startIndex, offsetBy: Int(row.end))])
        }

        /// The list's text as the page takes it in: the chunks' texts with a line break between each two.
        var pieces: [Substring] {
            var pieces: [Substring] = []
            for chunk in chunks {
                if !pieces.isEmpty { pieces.append("\n") }
                pieces.append(Substring(chunk.text))
            }
            return pieces
        }

        /// The list's text joined (for the build that checks its templates, which sees the lists as they are).
        var text: String { pieces.joined() }
    }

    /// Whether a chunk of a list ends after the row of `id`: one row in 256 on average, by the ID's hash
    /// (keyed at random by each run, as the cache is kept for one run), not by its place in the list.
    static func endsChunk(_ id: String) -> Bool {
        id.hashValue & 255 == 0
    }

    /// A row of a list: which it is, what it was rendered from, and where its text is in its chunk's text
    /// (UTF-8 offsets; 32 bits, as a chunk's text is far under 2 GB and the cache holds half a million rows).
    struct Row: Sendable {
        /// The row's model's `id`: an item's ID.
        let id: String
        let digest: RowDigest
        let start: Int32
        let end: Int32

        /// Whether the row is the one of `id` rendered from a model of `digest`.
        func `is`(_ id: String, _ digest: RowDigest) -> Bool {
            self.digest == digest && self.id == id
        }
    }

    /// What a row's text comes from besides its own model.
    struct Place: Hashable, Sendable {
        /// The row template: "rows/grocery-item.html".
        var template: String
        /// The page's `site`, the same for every row of the page.
        var site: LayoutModel
        /// The page's `t`: the theme's words in the family's language.
        var words: [String: String]
        /// The page's folder: the pages of a series (the list of every item, a thousand items a page) have
        /// the same `site`, and each keeps its own rows.
        var folder: String

        /// Hashed by the template and the folder alone, and compared whole: hashing every word of the theme
        /// at each of two hundred places, as a dictionary does again for its neighbours when one is taken
        /// out, was a tenth of an item added at N = 1000.
        func hash(into hasher: inout Hasher) {
            hasher.combine(template)
            hasher.combine(folder)
        }
    }

    /// The lists of each place, in the order the last rendering of a page there showed them.
    private let lists = Mutex<[Place: [List]]>([:])

    init() {}

    /// The lists kept at `place` (taken out: the rendering that takes them keeps, when done, the lists it
    /// showed).
    func take(at place: Place) -> [List] {
        lists.withLock { $0.removeValue(forKey: place) ?? [] }
    }

    /// Every list kept, at every place (for a test).
    var everyList: [List] {
        lists.withLock { $0.values.flatMap { $0 } }
    }

    /// Keeps `shown` at `place`, instead of what was kept there.
    func keep(_ shown: [List], at place: Place) {
        lists.withLock { $0[place] = shown }
    }
}

/// What a row was rendered from: the standard library's hash of its model, which is keyed at random by
/// each run of the program, so no text from the store can be made to match another's. A row is taken
/// again only for a model of the same ID and digest; two different models of an item match by chance
/// once in 2^64 comparisons (a host comparing a million changed rows a day would see one in some fifty
/// billion years). One hash, not two for 128 bits: hashing every model of a list is already more work
/// than comparing each with the model kept (some 10 ms more per render of the lists at N = 1000).
struct RowDigest: Hashable, Sendable {
    let value: Int

    init(_ model: some Hashable) {
        value = model.hashValue
    }
}
