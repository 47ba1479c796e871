import Mustache

/// A model handed to Mustache by reference. swift-mustache asks every value on its context stack what it
/// is (`as? MustacheParent`, …) for each variable it looks up; asking that of a struct copies the whole
/// struct into a new box every time, asking it of a class only retains the class. Page models stay plain
/// structs and are wrapped here where Mustache receives them.
final class ModelReference<Model: MustacheParent>: MustacheParent, @unchecked Sendable {
    let model: Model

    init(_ model: Model) { self.model = model }

    func child(named name: String) -> Any? { model.child(named: name) }
}

extension Array where Element: MustacheParent {
    /// The models as references, for a section Mustache renders once per element.
    var references: [ModelReference<Element>] { map(ModelReference.init) }
}

/// Any model that answers Mustache itself, by reference.
func modelReference(_ value: any MustacheParent) -> any MustacheParent {
    func reference<Model: MustacheParent>(_ model: Model) -> any MustacheParent { ModelReference(model) }
    return reference(value)
}
