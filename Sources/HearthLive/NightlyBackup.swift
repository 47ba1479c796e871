import Foundation
import HearthDomain
import HearthStore
import ServiceLifecycle

/// `hearth host --backup-at 03:00`: a verified backup of the store every day at that local time, into
/// the backups folder, older copies removed by the keep rules (the newest of each of the last 7 days and
/// 4 weeks); and, for the managers' family page, how the backups stand: the newest verified copy in the
/// folder (made by the host or by `hearth backup`), or the last one that failed.
public actor NightlyBackup: Service {
    /// How the backups stand.
    public struct Status: Sendable {
        /// The newest verified copy in the folder.
        public var newest: BackupFolder.Copy?
        /// When the last backup this host tried failed, and why; nil when it has not failed since it last succeeded.
        public var failure: (at: Date, reason: String)?
    }

    private let store: HouseholdStore
    private let storePath: String
    private let folder: String
    /// The local time of day it backs up at; nil: never by itself (the status is still told).
    private let hour: Int?, minute: Int?
    private let keeping = BackupKeeping(daily: 7, weekly: 4)
    private let log: @Sendable (String) -> Void
    private var failure: (at: Date, reason: String)?

    public init(store: HouseholdStore, storePath: String, folder: String, at time: (hour: Int, minute: Int)?, log: @escaping @Sendable (String) -> Void) {
        self.store = store
        self.storePath = storePath
        self.folder = folder
        self.hour = time?.hour
        self.minute = time?.minute
        self.log = log
    }

    /// "03:00" as `--backup-at` takes it.
    public static func timeOfDay(_ text: String) throws -> (hour: Int, minute: Int) {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1]),
              (0...23).contains(hour), (0...59).contains(minute) else {
            throw Failure(.usage, "--backup-at \(text): expected a time of day as HH:MM, such as 03:00")
        }
        return (hour, minute)
    }

    /// The next moment after `date` whose local time is `hour:minute`.
    public static func next(after date: Date, hour: Int, minute: Int, calendar: Calendar = .current) -> Date {
        calendar.nextDate(after: date, matching: DateComponents(hour: hour, minute: minute, second: 0), matchingPolicy: .nextTime)
            ?? date.addingTimeInterval(86_400)
    }

    /// Backs up at the time of day until the host stops; with no time, only waits for the host to stop
    /// (a service that ended early would stop the host with it).
    public func run() async throws {
        guard let hour, let minute else {
            try? await gracefulShutdown()
            return
        }
        try? await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                try await Task.sleep(for: .seconds(max(1, Self.next(after: Date(), hour: hour, minute: minute).timeIntervalSinceNow)))
                await self.backUpNow()
            }
        }
    }

    /// Makes a verified copy now, then removes the copies the keep rules no longer keep.
    @discardableResult
    public func backUpNow() -> Bool {
        do {
            try BackupFolder.makeFolder(folder)
            BackupFolder.removeLeftovers(in: folder)
            let backup = try store.backUp(to: try BackupFolder.newPath(in: folder, store: storePath, at: Date()))
            let removed = try BackupFolder.prune(folder, store: storePath, keeping: keeping)
            failure = nil
            log("Backed up the store to \(backup.path): verified\(removed.isEmpty ? "" : "; removed \(removed.count) older")")
            return true
        } catch {
            let reason = (error as? Failure)?.message ?? "\(error)"
            failure = (Date(), reason)
            log("The backup failed: \(reason)")
            return false
        }
    }

    public func status() -> Status {
        let newest = (try? BackupFolder.copies(in: folder, store: storePath))?.first
        return Status(newest: newest, failure: failure)
    }
}
