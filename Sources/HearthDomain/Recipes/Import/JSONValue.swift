/// A JSON value as read from another program's file, decoded by any `Decoder` (Foundation's JSONDecoder
/// in the store), so that the readers of recipe formats stay pure Swift and can say what they found
/// where they expected something else.
public enum JSONValue: Decodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case text(String)
    case list([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .text(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .list(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What the value is, for a message: "found a number".
    public var kind: String {
        switch self {
        case .null: return "null"
        case .bool: return "true or false"
        case .number: return "a number"
        case .text: return "text"
        case .list: return "a list"
        case .object: return "an object"
        }
    }

    /// The error for this value found at `field` where `expected` was wanted.
    public func mismatch(at field: String, expected: String) -> InvalidValue {
        InvalidValue(field: field, expected: "\(expected), found \(kind)")
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The first of `keys` the object has, with its key: a format's snake_case and camelCase spellings.
    public func first(_ keys: [String]) -> (key: String, value: JSONValue)? {
        for key in keys { if let value = self[key], value != .null { return (key, value) } }
        return nil
    }

    public var text: String? {
        if case .text(let value) = self { return value }
        return nil
    }

    public var list: [JSONValue]? {
        if case .list(let values) = self { return values }
        return nil
    }

    public var isObject: Bool {
        if case .object = self { return true }
        return false
    }

    /// A number as a person writes it: "2", "0.5".
    public var numberText: String? {
        guard case .number(let value) = self else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// "@type" as a list of names, whether written as one name or a list.
    public var types: [String] {
        switch self["@type"] {
        case .text(let name)?: return [name]
        case .list(let names)?: return names.compactMap(\.text)
        default: return []
        }
    }
}
