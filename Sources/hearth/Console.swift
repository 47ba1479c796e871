import Foundation

/// Where output goes: results (new IDs, exports, lists) to standard output, for scripts; every message
/// for people to standard error.
///
/// Whatever is written shows text from the store, and the store may be hostile (another app wrote it):
/// control characters in it (an escape sequence that recolours or clears the terminal, or rewrites the
/// window's title) are written out visibly, as `\u{1B}`, rather than sent to the terminal.
enum Console {
    static func result(_ line: String) {
        print(visible(line))
    }

    static func message(_ line: String) {
        FileHandle.standardError.write(Data((visible(line) + "\n").utf8))
    }

    static func error(_ line: String) {
        message("hearth: error: " + line)
    }

    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// C0 and C1 control characters other than the line break and tab a message may hold.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }

    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
