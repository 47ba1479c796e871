import Foundation
import HearthDomain
import HearthSite
import HearthStore
import ServiceLifecycle
import Synchronization

/// Rebuilds the site when the store changes (another program or a `hearth` command writing to it:
/// SQLite's data_version tells), when a file of the templates folder changes, or when the date turns.
/// A rebuild that fails leaves the last good site (the build is atomic), is reported, and is tried again
/// after 2 seconds, then 4, 8, … up to a minute, until the site shows the store again (a disk that was
/// full has room again).
public final class RebuildWatcher: Service, Sendable {
    public typealias Build = @Sendable () throws -> BuildReport
    /// A refresh of what one change touched, or nil when it cannot render it.
    public typealias Refresh = () throws -> BuildReport?

    private let build: Build
    private let counter: StoreChangeCounter?
    private let templates: URL?
    private let followsToday: Bool
    private let interval: Duration
    /// Where it says what it did and what failed (`hearth host` and `serve`: standard error); the host's forms say theirs here too.
    public let log: @Sendable (String) -> Void
    /// Whether the site already shows the store as it is now (`hearth host`: its `ResidentSite` is at the
    /// store's revision), asked before a build for a store change: a change the host rendered itself
    /// needs no build.
    private let isBuilt: (@Sendable () -> Bool)?
    /// Tried first when the store changed: renders from memory a change that touched one family's grocery
    /// items only, or its chores and wishes only (`ResidentSite.refresh(fromChangesIn:)`); nil when it
    /// cannot, and the site is built in full.
    private let refreshStoreChange: (@Sendable () throws -> BuildReport?)?
    /// Called every round with nothing to build, and once with `true` as the watcher stops: work put off
    /// until a quiet moment (`hearth host` writes its site's manifest then).
    private let whenIdle: (@Sendable (_ stopping: Bool) -> Void)?
    public let state = RebuildState()
    /// What the watcher compares against, taken when it is made: make it before the first build, so a
    /// change that comes while that build runs is seen afterwards.
    private let firstVersion: Int?
    private let firstTemplates: [String]
    private let firstDay: CalendarDay
    /// One build at a time: held for the whole of a build (`hearth host` builds after each form itself,
    /// and the watcher then has nothing to add for that change).
    private let building = Mutex(())
    /// Where the builds stand: the store's change count the last one started from, and after a failed
    /// build, when to try again and the wait before that (doubled at each failure).
    private struct Progress {
        var builtVersion: Int?
        var retry: (at: ContinuousClock.Instant, wait: Duration)?
    }
    private let progress: Mutex<Progress>
    /// How many goes of the host's changes are under way (`holdingOffStoreChanges`): each builds for its
    /// own writes, and the watcher does not take half of them for another program's change meanwhile.
    private let goesUnderWay = Mutex(0)
    private var builtVersion: Int? { progress.withLock { $0.builtVersion } }

    /// The reason the last build failed, while the site shows an older state of the store than it should;
    /// nil when the last build succeeded.
    public var failure: String? { progress.withLock { $0.retry == nil } ? nil : state.lastError }

    /// - Parameters:
    ///   - storePath: the store file to watch (nil for the demo household, which never changes)
    ///   - followsToday: rebuild when the local date turns (no fixed --date)
    public init(build: @escaping Build, storePath: String?, templates: URL?, followsToday: Bool,
                interval: Duration = .milliseconds(400), isBuilt: (@Sendable () -> Bool)? = nil,
                refreshStoreChange: (@Sendable () throws -> BuildReport?)? = nil,
                whenIdle: (@Sendable (_ stopping: Bool) -> Void)? = nil, log: @escaping @Sendable (String) -> Void) throws {
        self.build = build
        self.isBuilt = isBuilt
        self.refreshStoreChange = refreshStoreChange
        self.whenIdle = whenIdle
        self.counter = try storePath.map { try StoreChangeCounter(path: $0) }
        self.templates = templates
        self.followsToday = followsToday
        self.interval = interval
        self.log = log
        firstVersion = try counter?.version()
        progress = Mutex(Progress(builtVersion: firstVersion))
        firstTemplates = Self.fingerprint(of: templates)
        firstDay = CalendarDay.localToday()
    }

    /// The first build, before anything is served: there is no good site of this run to fall back on,
    /// so a failure is thrown as it is (its message and exit status), not reported and served around.
    @discardableResult
    public func buildFirst() throws -> BuildReport {
        let report = try build()
        state.rebuilt()
        log("first build: \(report.summary)")
        return report
    }

    /// Builds once; a failure is reported and the previous site (if any) stays. With `onlyIfStoreChanged`,
    /// nothing is done when a build since the store's last change has already run (waiting for one that
    /// is running now).
    /// With `refresh`, that is tried first (`hearth host` renders a form's change from memory); when it
    /// cannot (nil) or fails, the site is built in full.
    @discardableResult
    public func rebuild(because reason: String, onlyIfStoreChanged: Bool = false, refresh: Refresh? = nil) -> Bool {
        building.withLock { _ in rebuildHoldingTheLock(because: reason, onlyIfStoreChanged: onlyIfStoreChanged, refresh: refresh) }
    }

    /// Runs `go` (the host's changes and the build for them) with the watcher's store-change builds held
    /// off: a build it began is let finish first, and none begins until the go is done. A build that found
    /// half of a go's writes would leave the go's own refresh nothing to start from, and a full build
    /// (seconds at a large household) would follow.
    public func holdingOffStoreChanges<T>(_ go: () throws -> T) rethrows -> T {
        building.withLock { _ in goesUnderWay.withLock { $0 += 1 } }
        defer { goesUnderWay.withLock { $0 -= 1 } }
        return try go()
    }

    private func rebuildHoldingTheLock(because reason: String, onlyIfStoreChanged: Bool, refresh: Refresh?) -> Bool {
        // The go under way builds for its writes; another program's change then makes its refresh a full build.
        if onlyIfStoreChanged, goesUnderWay.withLock({ $0 }) > 0 { return true }
        let startVersion = try? counter?.version()
        if onlyIfStoreChanged, let startVersion, startVersion == builtVersion { return true }
        // A failed build is not tried again for the same change: the next change, or a template, tries.
        progress.withLock { $0.builtVersion = startVersion }
        if onlyIfStoreChanged, isBuilt?() == true { return true }
        do {
            let report: BuildReport
            if let refresh, let refreshed = try refreshed(refresh, because: reason) {
                report = refreshed
            } else {
                report = try build()
            }
            state.rebuilt()
            progress.withLock { $0.retry = nil }
            log("\(reason): \(report.summary)")
            return true
        } catch {
            let message = (error as? Failure)?.message ?? "\(error)"
            state.failed(message)
            let wait = progress.withLock { progress in
                let wait = min((progress.retry?.wait ?? .seconds(1)) * 2, .seconds(60))
                progress.retry = (ContinuousClock.now + wait, wait)
                return wait
            }
            log("\(reason): the rebuild failed, the last good site stays (tried again in \(wait.components.seconds) s): \(message)")
            return false
        }
    }

    /// Whether a failed build's wait is over.
    private var retryIsDue: Bool { progress.withLock { $0.retry.map { ContinuousClock.now >= $0.at } ?? false } }

    /// A refresh's report, or nil when it could not render the change (a failure is logged: the full
    /// build after it reads everything anew).
    private func refreshed(_ refresh: () throws -> BuildReport?, because reason: String) throws -> BuildReport? {
        do {
            return try refresh()
        } catch {
            log("\(reason): rendering the change from memory failed, so the site is built in full: \((error as? Failure)?.message ?? "\(error)")")
            return nil
        }
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            var fingerprint = self.firstTemplates
            var day = self.firstDay
            while !Task.isCancelled {
                try? await Task.sleep(for: self.interval)
                if Task.isCancelled { break }
                var reasons: [String] = []
                var storeChanged = false
                if let counter = self.counter, let now = try? counter.version(), now != self.builtVersion {
                    storeChanged = true
                }
                let newFingerprint = Self.fingerprint(of: self.templates)
                if newFingerprint != fingerprint {
                    fingerprint = newFingerprint
                    reasons.append("a template changed")
                }
                if self.followsToday, CalendarDay.localToday() != day {
                    day = CalendarDay.localToday()
                    reasons.append("the date turned")
                }
                if !reasons.isEmpty {
                    self.rebuild(because: (reasons + (storeChanged ? ["the store changed"] : [])).joined(separator: ", "))
                } else if storeChanged {
                    self.rebuild(because: "the store changed", onlyIfStoreChanged: true, refresh: self.refreshStoreChange)
                } else if self.retryIsDue {
                    self.rebuild(because: "the last build failed, trying again")
                } else {
                    self.whenIdle?(false)
                }
            }
            self.whenIdle?(true)
        }
    }

    /// Every file below the templates folder with its size and modification time.
    static func fingerprint(of folder: URL?) -> [String] {
        guard let folder, let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.contentModificationDateKey, .fileSizeKey]) else {
            return []
        }
        var lines: [String] = []
        for case let url as URL in walker {
            let values = try? url.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            lines.append("\(url.path) \(values?.fileSize ?? -1) \(values?.contentModificationDate?.timeIntervalSince1970 ?? 0)")
        }
        return lines.sorted()
    }
}
