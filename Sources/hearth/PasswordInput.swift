import Foundation
import HearthDomain

/// Reads a new password: asked twice without echo on a terminal, else the first line of standard
/// input (for scripts: `printf '%s\n' "$PASSWORD" | hearth member password Ana`).
enum PasswordInput {
    static func read(for name: String) throws -> String {
        guard isatty(STDIN_FILENO) == 1 else {
            guard let line = readLine(strippingNewline: true) else {
                throw Failure(.missingInput, "standard input: expected the password on its first line, found nothing")
            }
            return line
        }
        let first = try ask("New password for \(name): ")
        let second = try ask("The same again: ")
        guard first == second else { throw Failure(.badData, "the two passwords differ; nothing was changed") }
        return first
    }

    /// One line from the terminal with echo turned off (and back on, whatever happens). Echo goes off
    /// before the prompt shows, so nothing typed once it shows is echoed.
    private static func ask(_ prompt: String) throws -> String {
        var saved = termios()
        tcgetattr(STDIN_FILENO, &saved)
        var quiet = saved
        quiet.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
        FileHandle.standardError.write(Data(prompt.utf8))
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let line = readLine(strippingNewline: true) else { throw Failure(.missingInput, "no password was typed") }
        return line
    }
}
