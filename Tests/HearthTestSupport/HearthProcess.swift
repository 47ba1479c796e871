import Foundation

/// Runs the built `hearth` binary as a person or a script would, and gives what they would see:
/// standard output, standard error and the exit status.
public enum HearthProcess {
    public struct Run: Sendable {
        public var status: Int32
        public var output: String
        public var errors: String
        /// How long the command ran, from its start to its end: the test's own clock also counts the time
        /// a loaded machine takes to come back to the test.
        public var seconds: Double
    }

    /// The `hearth` built beside the test bundle.
    public static let binary: URL = {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: folder.appending(path: "hearth").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appending(path: "hearth")
    }()

    /// The repository's root, found from this file's place in Tests/HearthTestSupport/.
    public static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The same from an async test: the command is waited for on a thread of its own, so that the two threads
    /// async tests share (one per core) go on serving the other tests meanwhile. (A browser script waited for
    /// on one of them for two minutes starved the loopback servers of other tests, whose clients gave up.)
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 120,
                           executable: URL? = nil, input: String? = nil) async throws -> Run {
        try await withCheckedThrowingContinuation { (answer: CheckedContinuation<Run, any Error>) in
            Thread {
                answer.resume(with: Result { () throws -> Run in
                    try run(arguments, in: folder, environment: environment, timeout: timeout, executable: executable, input: input)
                })
            }.start()
        }
    }


    /// Runs `hearth` (or `executable`) to its end, `input` (if any) on its standard input; one still running after `timeout` seconds (a command
    /// that should have stopped, such as `serve` after a failed build) is killed, and its status is SIGKILL's.
    public static func run(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: Double = 120,
                           executable: URL? = nil, input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // A4 unless a test says otherwise: the paper a report goes on follows the machine's locale (`Paper.ofThisMachine`).
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "HEARTH_STORE" }
            .merging(["PAPERSIZE": "a4"]) { $1 }.merging(environment) { $1 }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let standardInput = input.map { _ in Pipe() }
        if let standardInput { process.standardInput = standardInput }
        try process.run()
        let started = Date()
        if let input, let standardInput {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        // The watch holds the process weakly and is cancelled once it ends: holding it for `timeout` kept
        // its pipes open, hundreds of them across the suite, and Foundation's Process.run reads past its
        // buffer listing /proc/self/fd once it lists over a thousand (swift-corelibs-foundation PR 5472).
        let watch = DispatchWorkItem { [weak process] in
            guard let process, process.isRunning else { return }
            process.terminate()
            kill(process.processIdentifier, SIGKILL)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watch)
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        watch.cancel()
        try? output.fileHandleForReading.close()
        try? errors.fileHandleForReading.close()
        return Run(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self), errors: String(decoding: err, as: UTF8.self),
                   seconds: seconds)
    }
}
