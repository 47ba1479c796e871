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

    /// JSON for standard output, which may be a terminal: JSONEncoder escapes the C0 control characters
    /// but writes C1 ones (U+0080–U+009F; U+009B starts an escape sequence) as they are. They can only
    /// stand inside a JSON string, where `\u009B` is the same text.
    static func escapingC1Controls(_ json: Data) -> Data {
        guard json.contains(0xC2) else { return json }
        var escaped = Data()
        var index = json.startIndex
        while index < json.endIndex {
            let byte = json[index]
            let next = index + 1 < json.endIndex ? json[index + 1] : 0
            if byte == 0xC2, (0x80...0x9F).contains(next) {
                escaped.append(contentsOf: Array(String(format: "\\u%04X", Int(next)).utf8))
                index += 2
            } else {
                escaped.append(byte)
                index += 1
            }
        }
        return escaped
    }

    /// C0 and C1 control characters other than the line break and tab a message may hold.
    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control && scalar != "\n" && scalar != "\t"
    }

    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }
}
