import Foundation
import HearthDomain

/// One build at a time into an output folder: a `hearth build` from cron, `hearth build --watch` and
/// `hearth serve` may all write the same site. Held from reading the previous site's manifest until the
/// new site is swapped in, so a second build starts from what the first published, and nobody removes
/// a staging folder that another build is still writing.
///
/// An advisory lock (flock) on a file beside the output, `.<name>.hearth-lock`; the kernel releases it
/// when the holder exits, killed or not, so a killed build never leaves the folder locked.
final class BuildLock {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    /// Lets the next build in; closing the file releases the lock.
    func release() {
        close(descriptor)
    }

    /// Waits until no other build holds the folder.
    static func wait(for folder: OutputFolder) throws -> BuildLock {
        let descriptor = try open(folder)
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                throw Failure(.inputOutput, "cannot lock \(folder.lockPath): \(reason)")
            }
        }
        return BuildLock(descriptor: descriptor)
    }

    /// The lock when no build holds it now, else nil.
    static func ifFree(_ folder: OutputFolder) -> BuildLock? {
        guard let descriptor = try? open(folder) else { return nil }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        return BuildLock(descriptor: descriptor)
    }

    private static func open(_ folder: OutputFolder) throws -> Int32 {
        let descriptor = Glibc.open(folder.lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(.cannotCreate, "cannot write beside \(folder.url.path): \(folder.lockPath): \(String(cString: strerror(errno)))")
        }
        return descriptor
    }
}
