import Foundation
@testable import HearthServer
@testable import HearthStore
import Hummingbird
import NIOCore
import Testing

/// A page served to one signed-in member (`PersonalPage`): read from its file and sent a piece at a time,
/// each marker replaced even where a piece ends inside it, and the length sent before it the length of
/// the page sent.
@Suite struct PersonalPageTests {
    static let replacements = [
        HostSite.Replacement("<csrf>", with: "TOKEN-12345"),
        HostSite.Replacement("[who]", with: "Ana & Bo"),
        HostSite.Replacement(" root>", with: " root data-me>", firstOnly: true),
    ]

    /// The page with every replacement made, as one piece: the first ` root>` only.
    static func expected(_ page: String) -> String {
        var text = page
        if let first = text.range(of: " root>") { text.replaceSubrange(first, with: " root data-me>") }
        return text.replacingOccurrences(of: "<csrf>", with: "TOKEN-12345").replacingOccurrences(of: "[who]", with: "Ana & Bo")
    }

    @Test func markersAcrossTheEndOfAPieceAreReplacedAsInAWholePage() {
        // The same pages each time: the synthetic household's seeded generator.
        var numbers = SyntheticHousehold.Generator(state: 65)
        let words = ["<csrf>", "[who]", " root>", "<", "[", " root", "csrf>", "who]", "ab", "\n", "é", "火"]
        for _ in 0..<300 {
            let page = (0..<Int.random(in: 0...40, using: &numbers)).map { _ in words.randomElement(using: &numbers)! }.joined()
            var bytes = Array(page.utf8)[...]
            var replacer = PageReplacer(Self.replacements)
            var sent = ByteBufferAllocator().buffer(capacity: 0)
            while !bytes.isEmpty {
                let piece = bytes.prefix(Int.random(in: 1...9, using: &numbers))
                bytes = bytes.dropFirst(piece.count)
                replacer.replace(Data(piece), isLast: false, into: &sent)
            }
            replacer.replace(Data(), isLast: true, into: &sent)
            #expect(String(buffer: sent) == Self.expected(page), "\(page.debugDescription)")
        }
    }

    @Test func withNothingToReplaceThePageIsSentAsItIs() {
        var replacer = PageReplacer([])
        var sent = ByteBufferAllocator().buffer(capacity: 0)
        for piece in ["<p>火", "</p>\n", ""] { replacer.replace(Data(piece.utf8), isLast: piece.isEmpty, into: &sent) }
        #expect(String(buffer: sent) == "<p>火</p>\n")
    }

    /// Writes what a response body sends.
    final class Received: ResponseBodyWriter {
        var bytes = ByteBufferAllocator().buffer(capacity: 0)
        var pieces = 0
        var finished = false
        func write(_ buffer: ByteBuffer) async throws {
            var buffer = buffer
            bytes.writeBuffer(&buffer)
            pieces += 1
        }
        func finish(_ trailingHeaders: HTTPFields?) async throws { finished = true }
    }

    @Test func aPageLargerThanAPieceIsSentWholeInPiecesOfTheLengthSaid() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "personal-page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = "<li><form><input name=\"csrf\" <csrf>><button>Got it: 火 [who]</button></form></li>\n"
        let page = "<html root><body root>\n" + String(repeating: row, count: 3 * PersonalPage.pieceSize / row.utf8.count) + "</body>\n"
        let file = folder.appending(path: "index.html")
        try Data(page.utf8).write(to: file)

        let (body, length) = try PersonalPage(file: file, replacements: Self.replacements).body()
        // The page is replaced on disk as a build does, after the answer began: the answer is the page it began with.
        try Data("<p>another page</p>\n".utf8).write(to: file, options: .atomic)
        let received = Received()
        try await body.write(received)
        let text = String(buffer: received.bytes)
        #expect(text == Self.expected(page))
        #expect(text.hasPrefix("<html root data-me><body root>") && !text.contains("<csrf>"))
        #expect(length == received.bytes.readableBytes && body.contentLength == length)
        #expect(received.pieces > 3 && received.finished, "sent in \(received.pieces) pieces")
    }
}
