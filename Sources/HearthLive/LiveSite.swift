import Foundation
import HearthSite
import HearthStore

/// The site a program keeps current while it runs (`hearth host`, `hearth serve`, `hearth build --watch`,
/// and the tests that stand for them), made in one place: the site kept in memory (`ResidentSite`) and the
/// watcher (`RebuildWatcher`) that renders through it every change to the store (by the one path,
/// `ResidentSite.refresh(fromChangesIn:)`), to the templates and to the day. `hearth host` puts its
/// changes' queue (`ChangeQueue`) on the same two.
public struct LiveSite: Sendable {
    public let store: HouseholdStore
    public let resident: ResidentSite
    public let watcher: RebuildWatcher

    /// - Parameters:
    ///   - options: the options of each build (its day is the day it runs, unless fixed)
    ///   - storePath: the store file to watch for other programs' changes (nil for a store in memory)
    ///   - templates: the theme folder to watch (nil: the built-in theme only)
    ///   - followsToday: builds again when the local date turns (no fixed --date)
    ///   - progress: told when each full build begins and ends (a terminal's progress line)
    public init(store: HouseholdStore, options: @escaping @Sendable () throws -> BuildOptions, storePath: String?, templates: URL?,
                followsToday: Bool, progress: (any BuildProgress)? = nil, log: @escaping @Sendable (String) -> Void) throws {
        let resident = ResidentSite(options: options) { try store.snapshotAndRevisionOnTwoConnections() }
        let whenIdle: @Sendable (_ stopping: Bool) -> Void = { stopping in
            // Before the program stops, every twin is written whatever waits.
            let nothingWaits: @Sendable () -> Bool = { false }
            _ = try? resident.finishWhenIdle(quiet: stopping ? 0 : 2, putOff: stopping ? nothingWaits : nil)
        }
        watcher = try RebuildWatcher(build: {
            progress?.begin()
            defer { progress?.finish() }
            return try resident.build()
        }, storePath: storePath, templates: templates, followsToday: followsToday,
           isBuilt: { (try? store.revision()) == resident.revision },
           refreshStoreChange: { try resident.refresh(fromChangesIn: store) },
           whenIdle: whenIdle, log: log)
        self.store = store
        self.resident = resident
    }
}

/// What shows a long build's progress (`hearth build --watch` on a terminal): told when each build begins
/// and when it ends, however it ends.
public protocol BuildProgress: Sendable {
    func begin()
    func finish()
}
