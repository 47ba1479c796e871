import Mustache

/// A page model as Mustache reads it: reflected once into a dictionary of its stored properties, its
/// nested models and arrays reflected the same way. swift-mustache would otherwise reflect the model
/// again for every single variable it looks up, which was most of a build's time. A struct holding only
/// its dictionary: Mustache's questions about it are answered faster than about a class (see
/// `ModelReference`).
struct TemplateModel: MustacheParent, @unchecked Sendable {
    private let fields: [String: Any]

    /// A model that answers Mustache itself is handed on by reference; any other is reflected once.
    static func make(_ value: Any) -> Any {
        (value as? any MustacheParent).map(modelReference) ?? TemplateModel(value)
    }

    init(_ value: Any) {
        var fields: [String: Any] = [:]
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, let field = Self.wrap(child.value) else { continue }
            fields[label] = field
        }
        self.fields = fields
    }

    func child(named name: String) -> Any? { fields[name] }

    /// Plain values stay as they are; optionals are unwrapped (nil: absent); arrays and models wrapped.
    static func wrap(_ value: Any) -> Any? {
        switch value {
        case is String, is Int, is Bool, is Double, is TemplateModel:
            return value
        case let strings as [String]:
            return strings
        case let dictionary as [String: String]:
            return dictionary
        case let model as any MustacheParent:
            // Models that answer Mustache themselves need no reflection.
            return modelReference(model)
        default:
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional:
                return mirror.children.first.flatMap { wrap($0.value) }
            case .collection:
                return mirror.children.compactMap { wrap($0.value) }
            case .struct, .class:
                return TemplateModel(value)
            default:
                return value
            }
        }
    }
}
