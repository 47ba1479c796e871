import Foundation

/// A value made the first time it is asked for, by whichever thread asks first, and then shared: the
/// model of a page whose HTML and Markdown are rendered on two cores (`SitePlan.formatsApart`).
final class MadeOnce<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: Result<Value, Error>?
    private let make: () throws -> Value

    init(_ make: @escaping () throws -> Value) {
        self.make = make
    }

    func value() throws -> Value {
        try lock.withLock {
            if let made { return try made.get() }
            let result = Result { try make() }
            made = result
            return try result.get()
        }
    }
}
