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

    /// An error names what it found, and what it found may come from a hostile store: control
    /// characters in it (an escape sequence that recolours or clears the terminal) are written out
    /// visibly, as `\u{1B}`, rather than sent to the terminal.
    static func error(_ line: String) {
        message("hearth: error: " + visible(line))
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
