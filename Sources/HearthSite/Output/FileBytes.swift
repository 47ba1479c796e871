import Foundation

/// The bytes of one file of the site as rendered: whole (a picture, a calendar), or a page's text and its
/// long lists one after the other (`RowSplice`), written in turn and never joined. A list page at
/// N = 1000 is 10 MB: joined, it was a second copy of its lists on each core rendering one, and that copy
/// was what the host's memory grew by through a storm of ticks.
public struct FileBytes: Sendable {
    /// A run of the file's bytes.
    public enum Piece: Sendable {
        case data(Data)
        case text(Substring)
    }

    public let pieces: [Piece]
    /// The file's length in bytes.
    public let count: Int

    public init(_ data: Data) {
        pieces = [.data(data)]
        count = data.count
    }

    /// Text pieces, the last of which ends the file.
    init(texts: [Substring]) {
        pieces = texts.filter { !$0.isEmpty }.map { .text($0) }
        count = texts.reduce(0) { $0 + $1.utf8.count }
    }

    /// The bytes joined: for a writer that wants them whole, a test, a Markdown twin read back.
    public var data: Data {
        var data = Data(capacity: count)
        forEachRun { data.append(contentsOf: $0) }
        return data
    }

    /// Calls `body` with each run of the file's bytes, in order.
    public func forEachRun(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        for piece in pieces {
            switch piece {
            case .data(let data): try data.withUnsafeBytes(body)
            case .text(var text): try text.withUTF8 { try body(UnsafeRawBufferPointer($0)) }
            }
        }
    }
}
