import Foundation

/// Where output goes: results (new IDs, exports, lists) to standard output, for scripts; every message
/// for people to standard error.
enum Console {
    static func result(_ line: String) {
        print(line)
    }

    static func message(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func error(_ line: String) {
        message("hearth: error: " + line)
    }

    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
