import Foundation
import Glibc
import HearthTestSupport
import Testing

/// The store's own faults under a running `hearth host`: its file removed, its disk full. (A folder or
/// file made read-only does not stop a host that has its files open; the next start refuses, exit 77.)
/// Each refuses the change with words on the phone (a 5xx, so the phone's script keeps a tick
/// and sends it again) and a line in the log, loses nothing confirmed, and recovers without a restart.
@Suite(.serialized) struct HostStoreFaultTests {
    static let groceries = "/\(HostServerTests.riveras)/groceries/"

    static func add(_ name: String, _ phone: Phone) throws -> Phone.Answer {
        try phone.submit(on: groceries, to: "/\(HostServerTests.riveras)/act/grocery/add", ["name": name])
    }

    static func listed(_ host: HostServerTests.Hosted) async throws -> String {
        try await host.hearth(["grocery", "list", "--all", "--family", HostServerTests.riveras]).output
    }

    @Test func aStoreRemovedUnderTheHostRefusesChangesUntilItIsBack() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(try Self.add("Before", phone).status == 303)
        let store = host.folder.url.appending(path: host.store).path
        let files = ["", "-wal", "-shm"].filter { FileManager.default.fileExists(atPath: store + $0) }
        for suffix in files { #expect(rename(store + suffix, store + ".aside" + suffix) == 0) }

        let refused = try Self.add("During", phone)
        #expect(refused.status == 503 && refused.header("retry-after") != nil, "\(refused.status)")
        #expect(refused.body.contains("household file is gone: nothing was changed"), "\(refused.body)")
        let log = (try? String(contentsOf: host.log, encoding: .utf8)) ?? ""
        #expect(log.contains("was removed while in use"), "\(log)")
        #expect(try phone.get(Self.groceries).status == 200, "the pages are still there")

        for suffix in files { #expect(rename(store + ".aside" + suffix, store + suffix) == 0) }
        #expect(try Self.add("During", phone).status == 303, "back in its place: changes go on, no restart")
        host.stop()
        let list = try await Self.listed(host)
        #expect(list.contains("Before") && list.contains("During"), "\(list)")
    }

    @Test(.enabled(if: getuid() == 0, "mounting a small disk needs root"))
    func aFullStoreDiskRefusesAndRecovers() async throws {
        let disk = try await HostFullDiskTests.SmallDisk(megabytes: 8)
        let host = try await HostServerTests.Hosted(storeFolder: disk.url)
        defer { host.stop() }
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(try Self.add("Before", phone).status == 303)

        try disk.fill()
        let full = try Self.add("On a full disk", phone)
        #expect(full.status >= 500 && full.body.contains("The server could not do this:"), "\(full.status) \(full.body)")
        try await disk.makeRoom()
        #expect(try Self.add("On a full disk", phone).status == 303, "room again: the same change goes through")

        let log = (try? String(contentsOf: host.log, encoding: .utf8)) ?? ""
        #expect(log.contains("the server failed"), "\(log)")
        host.stop()
        let list = try await Self.listed(host)
        #expect(list.contains("Before") && list.contains("On a full disk"), "\(list)")
    }
}
