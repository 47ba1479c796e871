import Foundation

/// Where a file that is not valid JSON goes wrong. JSONDecoder only says that it is not valid JSON;
/// JSONSerialization names the byte ("Invalid value around character 73."), which is turned here into
/// the line and column a person finds in an editor.
enum JSONSyntaxError {
    /// " at line 3, column 14 (invalid value)", or nil when the data parses.
    static func place(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            guard let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String else { return nil }
            let marker = " around character "
            // JSONSerialization counts from after a byte-order mark, which an editor does not show either.
            let text = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data
            if detail.lowercased().contains("unexpected end of file") {
                // A file cut short (a copy or download that stopped): where it ends is the place to look.
                return " at \(lineAndColumn(of: text.count, in: text)): the file ends before the JSON does (cut short?)"
            }
            guard let range = detail.range(of: marker),
                  let offset = Int(detail[range.upperBound...].prefix { $0.isNumber }), offset <= data.count else {
                return " (\(lowercasedFirst(detail)))"
            }
            let what = lowercasedFirst(String(detail[..<range.lowerBound]))
            return " at \(lineAndColumn(of: min(offset, text.count), in: text)) (\(what))"
        }
    }

    /// "line 3, column 14" of a byte offset, both counted from 1; the column counts characters.
    static func lineAndColumn(of offset: Int, in data: Data) -> String {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? before.startIndex
        let column = String(decoding: before[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }

    private static func lowercasedFirst(_ text: String) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }
}
