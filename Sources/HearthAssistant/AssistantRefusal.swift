import HearthDomain
import HearthSite

/// A tool's argument the household's rules or the tool refuse: said to the assistant as a tool result
/// with isError, in the member's language (a key of templates/i18n/*.json and its values), never as a
/// protocol error.
struct AssistantRefusal: Error {
    var key: String
    var values: [String: String] = [:]

    init(_ key: String, _ values: [String: String] = [:]) {
        self.key = key
        self.values = values
    }

    /// The store's refusal of a name or ID the family has nothing of, which a form says as "reload the
    /// page", said as the assistant's: `refusal` when `error` is one of those (`keys`), else `error`.
    static func unknown(_ error: Error, _ keys: Set<Wording.Key>, as refusal: AssistantRefusal) -> Error {
        guard let key = (error as? Failure)?.wording?.key, keys.contains(key) else { return error }
        return refusal
    }

    static func missing(_ argument: String) -> AssistantRefusal { AssistantRefusal("mcp_argument_missing", ["argument": argument]) }
    static func type(_ argument: String) -> AssistantRefusal { AssistantRefusal("mcp_argument_type", ["argument": argument]) }
}

extension Assistant {
    /// A refusal in the member's words: the tool's own, or the sentence of the household's rule that
    /// refused the change (`Failure.wording`); a failure the rules have no sentence for says the command's.
    func message(of error: Error, in words: ThemeStrings) -> String {
        switch error {
        case let refusal as AssistantRefusal:
            return words.text(refusal.key, refusal.values)
        case let failure as Failure:
            guard let wording = failure.wording else { return failure.message }
            return words.text(wording.key.rawValue, wording.values)
        case let invalid as InvalidValue:
            return message(of: invalid.failure, in: words)
        default:
            return "\(error)"
        }
    }
}
