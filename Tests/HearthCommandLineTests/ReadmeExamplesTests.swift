import Foundation
import HearthTestSupport
import Testing

/// The README's examples run as they are written, in order, in a fresh folder: they are read from the
/// README itself, so the two cannot drift apart.
@Suite struct ReadmeExamplesTests {
    /// The shell lines of the README's code block that follows "Examples, run in this order".
    static func examples() throws -> String {
        let readme = try String(contentsOf: HearthProcess.repository.appending(path: "README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "Examples, run in this order"))
        let open = try #require(readme.range(of: "```sh\n", range: start.upperBound..<readme.endIndex))
        let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmesExamplesRunAsWritten() async throws {
        let script = try Self.examples()
        #expect(script.contains("hearth init\n") && script.contains("hearth build"), "the examples were found")
        let folder = try TemporaryFolder()
        // A fresh folder of the repository: the examples name files in docs/examples/.
        try FileManager.default.createSymbolicLink(at: folder.url.appending(path: "docs"), withDestinationURL: HearthProcess.repository.appending(path: "docs"))
        let hearthFolder = CommandLineTests.binary.deletingLastPathComponent().path
        let path = hearthFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        // Each line is echoed before it runs, and the first that fails stops the script and names itself.
        let run = try await CommandLineTests.hearth(["-e", "-u", "-o", "pipefail", "-x", "-c", script], in: folder.url,
                                              environment: ["PATH": path], timeout: 300, executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(run.status == 0, "the README's examples stopped: \(run.errors.suffix(2000))")
        #expect(FileManager.default.fileExists(atPath: folder.path("site/parkers/index.html")), "the family's folder as the README says")
        #expect(FileManager.default.fileExists(atPath: folder.path("demo-site/UHRJRTN8ZW2A/index.html")))
        #expect(try Data(contentsOf: folder.url.appending(path: "list.pdf")).starts(with: Array("%PDF-".utf8)), "the shopping list as a PDF")
        let copy = try await CommandLineTests.hearth(["export", "--store", "copy.sqlite"], in: folder.url)
        let original = try await CommandLineTests.hearth(["export"], in: folder.url)
        #expect(copy.output == original.output && original.output.contains("Pancakes"), "the backup restores the household")
    }
}
