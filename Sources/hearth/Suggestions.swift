import ArgumentParser
import Foundation
import HearthDomain

/// What a mistyped command line meant: `hearth grocery chek` says "did you mean `check`?", and
/// `hearth nosuch --help` is an error rather than the top-level help with exit 0.
enum Suggestions {
    /// The command the words name, as deep as they go, and the first word that names no subcommand of
    /// a command that has subcommands (nil when every word before the options names one).
    static func walk(_ words: [String]) -> (command: ParsableCommand.Type, unknown: String?) {
        var command: ParsableCommand.Type = Hearth.self
        for word in words {
            if word.hasPrefix("-") { break }
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty else { break }
            guard let next = subcommands.first(where: { $0._commandName == word || $0.configuration.aliases.contains(word) }) else {
                return (command, word)
            }
            command = next
        }
        return (command, nil)
    }

    /// Refuses `--help` after a word that names no command (exit 64).
    static func checkHelpRequest(_ words: [String]) throws {
        guard words.contains(where: { $0 == "--help" || $0 == "-h" || $0 == "help" }) else { return }
        let (command, unknown) = walk(words.filter { $0 != "help" })
        guard let unknown else { return }
        throw Failure(.usage, "\(unknownCommand(unknown, of: command))")
    }

    static func unknownCommand(_ word: String, of command: ParsableCommand.Type) -> String {
        let names = command.configuration.subcommands.map { $0._commandName }
        let path = ObjectIdentifier(command) == ObjectIdentifier(Hearth.self) ? "hearth" : "hearth \(commandPath(of: command))"
        let hint = closest(to: word, among: names).map { " Did you mean `\($0)`?" } ?? ""
        return "`\(path)` has no command \"\(word)\".\(hint) Its commands: \(names.joined(separator: ", "))"
    }

    /// ArgumentParser's message for a command line it refused, said better where a word names no
    /// command ("`hearth grocery` has no command \"chek\". Did you mean `check`?"); ArgumentParser
    /// itself suggests the nearest option.
    static func message(for message: String, words: [String]) -> String {
        let (command, unknown) = walk(words)
        guard let unknown, !message.contains("Did you mean") else { return message }
        return unknownCommand(unknown, of: command)
    }

    private static func commandPath(of command: ParsableCommand.Type) -> String {
        var names: [String] = []
        func search(_ node: ParsableCommand.Type, _ path: [String]) -> Bool {
            if ObjectIdentifier(node) == ObjectIdentifier(command) { names = path; return true }
            return node.configuration.subcommands.contains { search($0, path + [$0._commandName]) }
        }
        _ = search(Hearth.self, [])
        return names.joined(separator: " ")
    }

    /// The candidate nearest to `word` by edit distance, when it is near enough to be a slip (at most a
    /// third of the word's letters), or one that starts with it.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }.sorted { $0.1 < $1.1 }
        if let best = scored.first, best.1 <= max(1, word.count / 3) { return best.0 }
        return candidates.first { $0.hasPrefix(word) && word.count >= 3 }
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}
