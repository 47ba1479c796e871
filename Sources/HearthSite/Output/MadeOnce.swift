import Foundation
import Synchronization

/// A value made the first time it is asked for, by whichever thread asks first, and then shared: the
/// model of a page whose HTML and Markdown are rendered on two cores (`SitePlan.formatsApart`). The
/// other thread waits while it is made.
final class MadeOnce<Value: Sendable>: Sendable {
    private let made = Mutex<Result<Value, Error>?>(nil)
    private let make: @Sendable () throws -> Value

    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
    }

    func value() throws -> Value {
        try made.withLock { made in
            if let made { return try made.get() }
            let result = Result { try make() }
            made = result
            return try result.get()
        }
    }
}
