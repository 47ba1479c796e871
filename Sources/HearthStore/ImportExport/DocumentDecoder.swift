import Foundation
import HearthDomain

/// Decodes an export document, turning JSON and type errors into messages that name the place in the
/// file, such as `members[3].manager: expected true or false`.
enum DocumentDecoder {
    /// Just enough of a document to tell its format and version before reading the rest.
    private struct Header: Decodable {
        var format: String?
        var version: Int?
    }

    static func decode(_ data: Data, source: String) throws -> HouseholdDocument {
        let decoder = JSONDecoder()
        let header: Header
        do {
            header = try decoder.decode(Header.self, from: data)
        } catch {
            throw Failure(.badData, "\(source): \(describe(error, in: data))")
        }
        if let place = JSONDuplicateKey.find(in: data) {
            throw Failure(.badData, "\(source): \(place): this key is given twice in one object; keep one")
        }
        guard header.format == HouseholdDocument.formatName else {
            let found = header.format.map { "\"\($0)\"" } ?? "nothing"
            throw Failure(.badData, "\(source): format: expected \"\(HouseholdDocument.formatName)\", found \(found)")
        }
        guard let version = header.version, HouseholdDocument.readableVersions.contains(version) else {
            let found = header.version.map(String.init) ?? "nothing"
            let versions = HouseholdDocument.readableVersions
            throw Failure(.badData, "\(source): version: expected \(versions.lowerBound) to \(versions.upperBound) (the versions this hearth reads), found \(found)")
        }
        do {
            return try decoder.decode(HouseholdDocument.self, from: data)
        } catch {
            throw Failure(.badData, "\(source): \(describe(error, in: data))")
        }
    }

    /// A decoding error as "place: what was expected"; for JSON that does not parse, the place is its
    /// line and column in `data`.
    static func describe(_ error: Error, in data: Data? = nil) -> String {
        guard let error = error as? DecodingError else { return "not a Hearth export: \(error)" }
        switch error {
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)): expected \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)): expected \(describe(type)), found null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])): missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                if let data, let number = JSONNumberError.describe(in: data) { return number }
                return "not valid JSON" + (data.flatMap { JSONSyntaxError.place(in: $0) } ?? "")
            }
            return "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "the document" : text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "text"
        case is Int.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        case is Double.Type: return "a number"
        default:
            let name = String(describing: type)
            return name.hasPrefix("Array") ? "a list" : "an object"
        }
    }
}
