import Mustache

/// Text renders as itself, answered at the second question swift-mustache asks of a value.
///
/// For each `{{variable}}` swift-mustache asks the value, one after another, whether it is a template, a
/// `MustacheCustomRenderable`, a lambda or an optional, and then prints it with `String(describing:)`,
/// which asks again. Each question is a lookup in the Swift runtime's conformance cache, shared by
/// every thread, and most of Hearth's values are strings. Saying here that a string renders as itself
/// stops the questions at the second one; what is printed is the same, and so is its escaping, which
/// swift-mustache applies to `renderText` as it does to `String(describing:)`.
extension String: @retroactive MustacheCustomRenderable {
    public var renderText: String { self }
    public var isNull: Bool { false }
}
