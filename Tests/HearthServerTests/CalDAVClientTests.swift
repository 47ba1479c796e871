import Foundation
import HearthTestSupport
import Testing

/// `hearth host` as a CalDAV server driven end to end by real clients against the built binary on a free
/// loopback port (issue 71): python's caldav library (Home Assistant's) as Ana's task app, and 哥哥 of
/// 林家 beside her (Tests/caldav/drive_caldav.py); the store holds what the app changed.
@Suite(.serialized) struct CalDAVClientTests {
    typealias Hosted = HostServerTests.Hosted

    @Test func anasTaskAppCompletesAddsAndDeletesAndTheStoreHoldsIt() async throws {
        let host = try await Hosted()
        defer { host.stop() }
        let ana = try await APITests.token(host, "iPhone", "--as", "Ana")
        let brother = try await APITests.token(host, "Tablet", "--as", "哥哥")
        let script = HearthProcess.repository.appending(path: "Tests/caldav/drive_caldav.py").path
        let run = try await HearthProcess.run(["python3", script, "http://127.0.0.1:\(host.port)/dav/", HostServerTests.ana, ana, HostServerTests.brother, brother],
                                        in: host.folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        let facts = run.output.split(separator: "\n").map(String.init)
        func fact(_ name: String) -> String? { facts.first { $0.hasPrefix(name + ": ") }.map { String($0.dropFirst(name.count + 2)) } }

        #expect(fact("lists") == "Chores · The Riveras | My chores | Shopping list · The Riveras", "\(facts)")
        #expect(facts.filter { $0.hasPrefix("components: ") }.allSatisfy { $0.hasSuffix(": VTODO") } && facts.contains { $0.hasPrefix("components: ") })
        let shopping = fact("shopping")?.components(separatedBy: " | ") ?? []
        #expect(shopping.contains("Avocados") && shopping.contains("Eggs (dozen)") && shopping.count == 12, "each item by its name alone: \(shopping)")
        #expect(fact("avocados") == "Quantity: ×3 / Location: Produce / added by Ana")
        #expect(Int(fact("family chores") ?? "") ?? 0 > Int(fact("my chores") ?? "") ?? 0)
        #expect(fact("sync") == "12 objects")
        #expect(fact("refused") == "Lemons (AuthorizationError)", "Leo added the lemons: 403, which the library calls so: \(facts)")
        #expect(fact("changed since")?.contains("Avocados") == true && fact("changed since")?.contains("Oat milk") == true
                && fact("changed since")?.contains("(removed)") == true, "\(facts)")
        #expect(fact("token moved") == "True")
        #expect(fact("completed now")?.contains("Avocados") == true)
        #expect(fact("other lists") == "家事 · 林家 | 我的家事 | 購物單 · 林家", "\(facts)")
        #expect(fact("other read")?.hasPrefix("refused") == true && fact("other list")?.hasPrefix("refused") == true, "\(facts)")
        #expect(fact("wrong password") == "401")

        // The store holds every change the app made, as the commands print it.
        let list = try await host.hearth(["grocery", "list", "--family", HostServerTests.riveras]).output
        #expect(list.contains("[x] Avocados ×3 · Ana") && list.contains("[ ] Oat milk 2 l · Ana") && !list.contains("Dish soap") && list.contains("Lemons"), "\(list)")
        let chores = try await host.hearth(["chore", "list", "--family", HostServerTests.riveras, "--date", "2026-11-18"]).output
        #expect(chores.contains("[x] wednesday  4  Clean toilet · Ana (done by Ana)"), "\(chores)")
    }
}

/// CalDAV behind Debian's Caddy and nginx with TLS, at the site's root and under /hearth/, as
/// docs/hosting.md configures them (Tests/caldav/caldav_behind_proxy.py): /.well-known/caldav at the
/// site's root leads to the server, every address it writes is under the sub-path, and a tick goes through.
@Suite(.serialized) struct CalDAVBehindProxyTests {
    @Test(arguments: [("caddy", "root"), ("caddy", "subpath"), ("nginx", "root"), ("nginx", "subpath")])
    func aTaskAppFindsTheListsThroughTheProxy(proxy: String, place: String) async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        let made = try await HearthProcess.run(["token", "add", "Phone", "--as", "Ana", "--store", "household.sqlite"], in: folder.url)
        try #require(made.status == 0, "\(made.errors)")
        let token = made.output.trimmingCharacters(in: .whitespacesAndNewlines)
        let script = HearthProcess.repository.appending(path: "Tests/caldav/caldav_behind_proxy.py").path
        let run = try await HearthProcess.run(["python3", script, proxy, place, HearthProcess.binary.path, folder.url.appending(path: "household.sqlite").path,
                                         HostServerTests.ana, token, folder.url.path],
                                        in: folder.url, timeout: 120, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let base = place == "subpath" ? "/hearth/dav/" : "/dav/"
        #expect(run.output.contains("well-known: 301 ") && run.output.contains(base), "\(run.output)")
        #expect(run.output.contains("principal: \(base)\(HostServerTests.ana)/"), "\(run.output)")
        #expect(run.output.contains("lists: Chores · The Riveras | My chores | Shopping list · The Riveras"), "\(run.output)")
        #expect(run.output.contains("addresses: \(base)\(HostServerTests.ana)/chores/ | \(base)\(HostServerTests.ana)/my-chores/ | \(base)\(HostServerTests.ana)/shopping/"),
                "\(run.output)")
        #expect(run.output.contains("completed through \(proxy): True"), "\(run.output)")
    }
}

/// vdirsyncer syncs a member's shopping list and chores to a folder and back (Tests/caldav/vdirsyncer_round_trip.py).
@Suite(.serialized) struct CalDAVFolderSyncTests {
    @Test func vdirsyncerSyncsBothListsToAFolderAndBack() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = try await APITests.token(host, "Laptop", "--as", "Ana")
        let script = HearthProcess.repository.appending(path: "Tests/caldav/vdirsyncer_round_trip.py").path
        let run = try await HearthProcess.run(["python3", script, "http://127.0.0.1:\(host.port)/dav/", HostServerTests.ana, ana, host.folder.url.path],
                                        in: host.folder.url, timeout: 200, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("down: 12 items, 10 chores"), "\(run.output)")
        #expect(run.output.contains("after: 13 items; butter as from-the-folder.ics"), "the added item stays at the name the folder gave it: \(run.output)")
        #expect(run.output.contains("lemons completed in the folder: True") && run.output.contains("third sync brought down: 3") && run.output.contains("fourth sync copied: False"), "\(run.output)")
        let list = try await host.hearth(["grocery", "list", "--family", HostServerTests.riveras]).output
        #expect(list.contains("[x] Lemons ×2 · Leo") && list.contains("[ ] Butter 250 g · Ana"), "\(list)")
        let chores = try await host.hearth(["chore", "list", "--family", HostServerTests.riveras, "--date", "2026-11-18"]).output
        #expect(chores.contains("[x] wednesday  4  Clean toilet · Ana (done by Ana)"), "\(chores)")
    }
}

/// Five task apps syncing the shopping list every second while a phone ticks through the API and a task app
/// completes items (Tests/caldav/sync_under_load.py): nothing is lost, and every app's copy is the store's.
/// 20 seconds here; docs/caldav.md has the figures of a minute. Timed (run alone by scripts/test): it counts
/// what five apps and a phone did in those seconds, and on a machine loaded by the rest of the suite the apps'
/// first sync took them all.
@Suite(.serialized, .tags(.timed)) struct CalDAVSyncUnderLoadTests {
    @Test func fiveAppsSyncingEverySecondLoseNothing() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let ana = try await APITests.token(host, "Load", "--as", "Ana")
        let script = HearthProcess.repository.appending(path: "Tests/caldav/sync_under_load.py").path
        let run = try await HearthProcess.run(["python3", script, "http://127.0.0.1:\(host.port)/dav/", HostServerTests.ana, ana, "20"],
                                        in: host.folder.url, timeout: 150, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.output)\n\(run.errors)")
        #expect(run.output.contains("errors: 0") && run.output.contains("lost in the store: 0") && run.output.contains("apps whose copy differs from the store: 0"),
                "\(run.output)")
        let writes = run.output.split(separator: "\n").first { $0.hasPrefix("seconds: ") }.map(String.init) ?? ""
        #expect(!writes.contains("writes: 0 by") && !writes.contains(", 0 by a task app"), "both wrote: \(writes)")
    }
}
