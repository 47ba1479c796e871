import Mustache

/// A page model as Mustache receives it: one reference to the model, in a struct.
///
/// swift-mustache asks every value on its context stack what it is (`as? MustacheParent`, `as?
/// MustacheLambda`, …) for each variable it looks up. Asked of a large struct, each question copies the
/// whole struct into a new box; asked of a class, each question also walks the class's superclasses and
/// checks for a boxed value, which makes it about twice as slow as for a struct. A struct holding one
/// reference is both: copied by a retain, and answered as fast as any struct. Page models stay plain
/// structs and are wrapped here where Mustache receives them.
struct ModelReference<Model: MustacheParent>: MustacheParent, @unchecked Sendable {
    private final class Storage {
        let model: Model
        init(_ model: Model) { self.model = model }
    }

    private let storage: Storage

    init(_ model: Model) { storage = Storage(model) }

    func child(named name: String) -> Any? { storage.model.child(named: name) }
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
