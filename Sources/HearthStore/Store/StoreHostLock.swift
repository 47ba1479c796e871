import Foundation
import HearthDomain

/// The mark a running `hearth host` keeps beside its store (`<store>.hearth-host`, held with a shared
/// flock for as long as the process runs, and gone with it however it ends): `hearth restore` refuses to
/// replace a store a host has open, and says which host it is.
public final class StoreHostLock: Sendable {
    /// The open mark, held until this process ends.
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The mark's path for the store at `store`.
    static func path(of store: String) -> String { store + ".hearth-host" }

    /// Holds the mark of the store at `store`, saying `who` holds it ("hearth host, pid 812, port 8080").
    public static func hold(for store: String, who: String) throws -> StoreHostLock {
        let path = path(of: store)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_SH | LOCK_NB) == 0 else {
            if descriptor >= 0 { close(descriptor) }
            throw Failure(.cannotCreate, "cannot mark the store as served: \(path): \(String(cString: strerror(errno)))")
        }
        ftruncate(descriptor, 0)
        _ = who.utf8CString.withUnsafeBufferPointer { pwrite(descriptor, $0.baseAddress, $0.count - 1, 0) }
        return StoreHostLock(descriptor: descriptor)
    }

    /// Who holds the mark of the store at `store` now ("hearth host, pid 812, port 8080"), or nil when no
    /// running host does.
    public static func holder(of store: String) -> String? {
        let path = path(of: store)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
            flock(descriptor, LOCK_UN)
            return nil
        }
        let text = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return text.isEmpty ? "a hearth host" : text
    }

    deinit { close(descriptor) }
}
