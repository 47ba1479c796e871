import CHearthSystem
import Foundation
import Hummingbird
import NIOCore

/// A page of the family's site as served to one signed-in member or device (`HostSite.personal`): read
/// from its file a quarter megabyte at a time and sent piece by piece, each with the replacements made.
/// A large household's grocery page is ten megabytes with a token in every form: read whole and copied
/// whole into the answer, twenty phones ticking at once held up to twenty pairs of copies.
struct PersonalPage: Sendable {
    /// The page's file.
    let file: URL
    let replacements: [HostSite.Replacement]

    static let pieceSize = 256 * 1024

    /// The answer's body and its length. The file is read twice through one handle, so both reads see
    /// the same page even when a build replaces the file in between: once to count the length (the
    /// replacements are longer than the markers, and an answer's length is sent before it), once to send.
    func body() throws -> (body: ResponseBody, length: Int) {
        let handle = try FileHandle(forReadingFrom: file)
        var length = 0
        var counting = Pieces(handle: handle, replacer: PageReplacer(replacements))
        do {
            while let piece = try counting.next() { length += piece.readableBytes }
        } catch {
            try? handle.close()
            throw error
        }
        let replacements = replacements
        let body = ResponseBody(contentLength: length) { writer in
            defer { try? handle.close() }
            try handle.seek(toOffset: 0)
            var sending = Pieces(handle: handle, replacer: PageReplacer(replacements))
            while let piece = try sending.next() { try await writer.write(piece) }
            try await writer.finish(nil)
        }
        return (body, length)
    }

    /// The page read from a file to its end, a piece at a time, the replacements made.
    private struct Pieces {
        let handle: FileHandle
        var replacer: PageReplacer
        var ended = false

        /// The next piece to send; nil at the file's end.
        mutating func next() throws -> ByteBuffer? {
            while !ended {
                let read = try handle.read(upToCount: PersonalPage.pieceSize) ?? Data()
                ended = read.isEmpty
                var piece = ByteBufferAllocator().buffer(capacity: read.count + 1024)
                replacer.replace(read, isLast: ended, into: &piece)
                if piece.readableBytes > 0 { return piece }
            }
            return nil
        }
    }
}

/// Makes the replacements in a page that comes piece by piece: a pattern may begin in one piece and end
/// in the next, so the end of each piece (a pattern's length less one) waits for the next. Matches are
/// found by glibc's `memmem` (`hearth_find_bytes`) (`memchr` for a pattern's first byte stopped at every "n" of the page).
struct PageReplacer {
    private let replacements: [HostSite.Replacement]
    /// The longest pattern's length.
    private let longest: Int
    /// The replacements made the first time only that were made.
    private var made: Set<Int> = []
    /// The end of the last piece, which may hold the start of a pattern.
    private var waiting: [UInt8] = []

    init(_ replacements: [HostSite.Replacement]) {
        self.replacements = replacements
        longest = replacements.map(\.pattern.count).max() ?? 0
    }

    /// Writes `piece` (after what waited) to `buffer` with every replacement made, but for its end when
    /// a pattern may go on in the next piece; `isLast`: there is none, and all is written.
    mutating func replace(_ piece: Data, isLast: Bool, into buffer: inout ByteBuffer) {
        waiting.append(contentsOf: piece)
        let text = waiting
        text.withUnsafeBytes { page in
            guard let base = page.baseAddress else { return }
            // What may be written now: up to where a pattern that began there could still end in the next piece.
            let ready = isLast ? page.count : max(0, page.count - max(longest - 1, 0))
            // Where each replacement's pattern begins before that, in the order of the page.
            var matches: [(at: Int, replacement: Int)] = []
            for (number, replacement) in replacements.enumerated() where !made.contains(number) {
                let needle = replacement.pattern
                var searchFrom = 0
                // A match must begin before `ready`: it is looked for in what ends a pattern's length after.
                while !needle.isEmpty, searchFrom < ready,
                      let found = hearth_find_bytes(base + searchFrom, min(page.count, ready + needle.count - 1) - searchFrom, needle, needle.count) {
                    let at = base.distance(to: UnsafeRawPointer(found))
                    matches.append((at, number))
                    searchFrom = at + needle.count
                    if replacement.firstOnly {
                        made.insert(number)
                        break
                    }
                }
            }
            matches.sort { $0.at < $1.at }
            var offset = 0
            for match in matches {
                let replacement = replacements[match.replacement]
                buffer.writeBytes(UnsafeRawBufferPointer(rebasing: page[offset..<match.at]))
                buffer.writeBytes(replacement.replacement)
                offset = match.at + replacement.pattern.count
            }
            let end = max(offset, ready)
            buffer.writeBytes(UnsafeRawBufferPointer(rebasing: page[offset..<end]))
            waiting = Array(page[end...])
        }
    }
}
