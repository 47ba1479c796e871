import MCP

/// A tool call's arguments, read by name: a value of another type than the tool's schema says is
/// refused by its argument's name (`AssistantRefusal`), as is one the tool needs and did not get.
struct AssistantArguments {
    let values: [String: Value]

    init(_ values: [String: Value]?) {
        self.values = values ?? [:]
    }

    /// A text argument; nil when left out (or null).
    func text(_ name: String) throws -> String? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw AssistantRefusal.type(name) }
        return text
    }

    func requiredText(_ name: String) throws -> String {
        guard let text = try text(name) else { throw AssistantRefusal.missing(name) }
        return text
    }

    /// A whole number; a number written with a fraction of zero (4.0) is taken, as JSON does not tell them apart.
    func integer(_ name: String) throws -> Int? {
        guard let value = values[name], !value.isNull else { return nil }
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e9 { return Int(number) }
        throw AssistantRefusal.type(name)
    }

    func array(_ name: String) throws -> [Value]? {
        guard let value = values[name], !value.isNull else { return nil }
        guard let array = value.arrayValue else { throw AssistantRefusal.type(name) }
        return array
    }
}
