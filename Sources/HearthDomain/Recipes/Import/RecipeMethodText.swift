/// The steps of another program's recipe written as a Hearth method: the description as the first
/// paragraph, then the steps as a numbered list, each section's under its name as a `###` heading.
public struct RecipeMethodText: Equatable, Sendable {
    public enum Part: Equatable, Sendable {
        case heading(String)
        case step(String)
        /// Markdown kept as its writer laid it out: paragraphs, a list of their own.
        case block(String)
    }

    public var description: String
    public var parts: [Part]

    public init(description: String = "", parts: [Part] = []) {
        self.description = description
        self.parts = parts
    }

    public var markdown: String {
        var blocks: [String] = []
        if !description.isEmpty { blocks.append(description) }
        var list: [String] = []
        func endList() {
            if !list.isEmpty { blocks.append(list.joined(separator: "\n")) }
            list = []
        }
        for part in parts {
            switch part {
            case .heading(let name):
                endList()
                blocks.append("### " + name)
            case .step(let text):
                list.append("\(list.count + 1). \(text)")
            case .block(let text):
                endList()
                blocks.append(text)
            }
        }
        endList()
        return blocks.joined(separator: "\n\n")
    }

    /// Steps written as one text (a schema.org recipe's plain instructions, Hearth's own method):
    /// a step a line, without the numbers or bullets it was written with; a Markdown heading stays one.
    public static func parts(ofText text: String) -> [Part] {
        PlainText.lines(text).compactMap { line in
            if line.hasPrefix("#") {
                let name = String(line.drop { $0 == "#" }).trimmed
                return name.isEmpty ? nil : .heading(name)
            }
            let step = withoutListMarker(line)
            return step.isEmpty ? nil : .step(step)
        }
    }

    /// A step written in Markdown (Tandoor's): one paragraph is one step; more, or a heading or a list in
    /// it, are kept as written, each heading a `###` heading, each other block's lines without HTML.
    public static func parts(ofMarkdown text: String) -> [Part] {
        let paragraphs = text.replacing("\r\n", with: "\n").split(separator: "\n\n")
            .map { PlainText.lines(String($0)) }.filter { !$0.isEmpty }
        guard paragraphs.count > 1 || paragraphs.first.map({ $0.count > 1 || $0[0].hasPrefix("#") }) == true else {
            return paragraphs.first.map { [.step($0.joined(separator: " "))] } ?? []
        }
        return paragraphs.flatMap { lines -> [Part] in
            var parts: [Part] = []
            var block: [String] = []
            for line in lines {
                if line.hasPrefix("#") {
                    if !block.isEmpty { parts.append(.block(block.joined(separator: "\n"))) }
                    block = []
                    let name = String(line.drop { $0 == "#" }).trimmed
                    if !name.isEmpty { parts.append(.heading(name)) }
                } else {
                    block.append(line)
                }
            }
            if !block.isEmpty { parts.append(.block(block.joined(separator: "\n"))) }
            return parts
        }
    }

    /// "1. Mix" and "2) Mix" and "- Mix" and "• Mix" are "Mix".
    private static func withoutListMarker(_ line: String) -> String {
        let digits = line.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 3, let mark = line.dropFirst(digits.count).first, mark == "." || mark == ")",
           line.dropFirst(digits.count + 1).first?.isWhitespace ?? true {
            return String(line.dropFirst(digits.count + 1)).trimmed
        }
        if let first = line.first, "-*•".contains(first), line.dropFirst().first == " " { return String(line.dropFirst(2)).trimmed }
        return line
    }
}
