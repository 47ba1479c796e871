import Foundation
import HearthDomain

/// The copies `hearth backup` (and `hearth host --backup-at`) keep in a folder: "<store's name>-<local
/// time>.sqlite", each named only once verified (`HouseholdStore.backUp(to:)`).
public enum BackupFolder {
    public struct Copy: Sendable {
        public var path: String
        /// "2026-11-27T0300" as the name holds it (local time), or with seconds for a second copy in a minute.
        public var time: String
        public var day: CalendarDay

        /// When it was made, read back from its name as `newPath` wrote it (local time).
        public var made: Date? {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.dateFormat = time.count > 15 ? "yyyy-MM-dd'T'HHmmss" : "yyyy-MM-dd'T'HHmm"
            return formatter.date(from: time)
        }
    }

    /// The backups folder of the store at `store` when none is given: "backups" beside it.
    public static func defaultFolder(of store: String) -> String {
        let parent = (store as NSString).deletingLastPathComponent
        return parent.isEmpty ? "backups" : parent + "/backups"
    }

    /// The folder, made readable by its owner only when it is missing.
    public static func makeFolder(_ folder: String) throws {
        guard !FileManager.default.fileExists(atPath: folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw Failure(.cannotCreate, "cannot make the backups folder \(folder): \(error.localizedDescription)")
        }
    }

    /// The prefix of the store's copies: "household-" for household.sqlite.
    public static func prefix(of store: String) -> String {
        ((store as NSString).lastPathComponent as NSString).deletingPathExtension + "-"
    }

    /// The path of a new copy made at `date`: named by the minute, or by the second when a copy of that
    /// minute is there already.
    public static func newPath(in folder: String, store: String, at date: Date) throws -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        for format in ["yyyy-MM-dd'T'HHmm", "yyyy-MM-dd'T'HHmmss"] {
            formatter.dateFormat = format
            let path = folder + "/" + prefix(of: store) + formatter.string(from: date) + ".sqlite"
            if !FileManager.default.fileExists(atPath: path) { return path }
        }
        throw Failure(.cannotCreate, "\(folder) has a backup of this second already: try again in a second")
    }

    /// The copies in `folder`, newest first (hidden, half-made copies are none of them).
    public static func copies(in folder: String, store: String) throws -> [Copy] {
        guard FileManager.default.fileExists(atPath: folder) else { return [] }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw Failure(.missingInput, "cannot read the backups folder \(folder): \(error.localizedDescription)")
        }
        let prefix = prefix(of: store)
        return names.compactMap { name -> Copy? in
            guard name.hasPrefix(prefix), name.hasSuffix(".sqlite") else { return nil }
            let time = String(name.dropFirst(prefix.count).dropLast(".sqlite".count))
            guard time.count >= 15, let day = CalendarDay(iso: String(time.prefix(10))), time.dropFirst(10).first == "T",
                  time.dropFirst(11).allSatisfy(\.isNumber) else { return nil }
            return Copy(path: folder + "/" + name, time: time, day: day)
        }.sorted { $0.time > $1.time }
    }

    /// Removes what a backup killed halfway left (".household-….sqlite.partial-PID", and SQLite's
    /// "-journal" beside it, whose process is gone): never named, never counted, only taking room.
    public static func removeLeftovers(in folder: String) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(".") {
            guard let range = name.range(of: ".sqlite.partial-"), let pid = Int32(name[range.upperBound...].prefix { $0.isNumber }) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    /// Removes the copies `keeping` does not keep; returns their paths.
    public static func prune(_ folder: String, store: String, keeping: BackupKeeping) throws -> [String] {
        let copies = try copies(in: folder, store: store)
        let kept = keeping.kept(newestFirst: copies.map(\.day))
        var removed: [String] = []
        for (index, copy) in copies.enumerated() where !kept.contains(index) {
            guard unlink(copy.path) == 0 else {
                throw Failure(.inputOutput, "cannot remove the old backup \(copy.path): \(String(cString: strerror(errno)))")
            }
            removed.append(copy.path)
        }
        return removed
    }
}
