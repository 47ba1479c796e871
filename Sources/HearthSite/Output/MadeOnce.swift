import Foundation

/// A value made the first time it is asked for, by whichever thread asks first, and then shared: the
/// model of a page whose HTML and Markdown are rendered on two cores (`SitePlan.formatsApart`). The
/// other thread sleeps while it is made.
final class MadeOnce<Value: Sendable>: @unchecked Sendable {
    /// Held while the value is made: Foundation's lock (a plain pthread mutex), whose waiter sleeps. The
    /// standard library's `Mutex` is a priority-inheriting futex on Linux, whose waiter the kernel spins
    /// while the maker runs on the other core: a fifth of a location move's samples at N = 1000.
    private let lock = NSLock()
    /// The value or its error, once made; read and written only under `lock`.
    private var made: Result<Value, Error>?
    private let make: @Sendable () throws -> Value

    init(_ make: @escaping @Sendable () throws -> Value) {
        self.make = make
    }

    func value() throws -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let made { return try made.get() }
        let result = Result { try make() }
        made = result
        return try result.get()
    }
}
