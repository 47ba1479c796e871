import Foundation
import HearthDomain

/// The command line as the person typed it. Swift turns bytes that are not UTF-8 into U+FFFD, which
/// would be stored in place of what was meant ("Caf\xE9" from a Latin-1 terminal as "Caf�"), so such
/// an argument is refused with its place; and an argument quoted in a message is cut short, so a
/// 100,000-character argument does not fill the terminal.
enum CommandLineText {
    static func checkArguments() throws {
        for position in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[position] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
            var iterator = bytes.makeIterator()
            var decoder = UTF8()
            var offset = 0
            decoding: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): offset += UTF8.width(scalar)
                case .emptyInput: break decoding
                case .error:
                    let shown = shortened(String(decoding: bytes, as: UTF8.self))
                    throw Failure(.badData, "argument \(position) (\(shown)) is not UTF-8 text (a byte Hearth cannot read after \(offset) bytes): set your terminal to UTF-8 and type it again")
                }
            }
        }
    }

    /// At most 80 characters of `text`, with "…" and the full length when it is longer.
    static func shortened(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(80)) + "… (\(text.count) characters)"
    }

    /// `message` with every argument of over 80 characters that it quotes cut short.
    static func shorteningArguments(in message: String) -> String {
        var message = message
        for argument in CommandLine.arguments.dropFirst() where argument.count > 80 {
            message = message.replacingOccurrences(of: argument, with: shortened(argument))
        }
        return message
    }
}
