import Foundation
import HearthTestSupport
import Testing

/// `hearth host` in real headless Chromium, driven by Tests/browser/host_tick.py (Selenium with
/// Debian's chromium-driver, both installed by .ci/run): sign in, tick an item, and see the progress
/// bar move without the page loading again.
@Suite struct HostBrowserTests {
    @Test func signInTickAndSeeTheProgressBarMove() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_tick.py", signedInTo: host)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("progress 3 -> 4"))
        #expect(run.output.contains("same page: True"))
        #expect(run.output.contains("(all mine: True), hidden on") && run.output.contains("(none mine: True)"), "\(run.output)")
        #expect(!run.output.contains("hidden on 0 of others"), "the demo has others' wishes: \(run.output)")
    }

    /// Shopping in a dead zone (Tests/browser/host_offline.py): a second open page sees a tick within
    /// seconds; with the connection gone (DevTools network emulation) the list opens from what the phone
    /// kept and two ticks wait on it; back online they are sent, and the store has them.
    @Test func ticksMadeWithNoSignalReachTheStoreWhenItIsBack() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_offline.py", signedInTo: host)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("second page: progress 3 -> 4"), "\(run.output)")
        let line = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("offline ticks: ") }, "\(run.output)\(run.errors)")
        let names = line.dropFirst("offline ticks: ".count).components(separatedBy: " | ")
        #expect(names.count == 2)
        let list = try await host.hearth(["grocery", "list", "--family", HostServerTests.riveras])
        for name in names {
            let row = list.output.split(separator: "\n").first { $0.contains(name) }
            #expect(row?.contains("[x]") == true, "\(name) is checked in the store: \(list.output)")
        }
    }

    /// A shared browser (Tests/browser/host_shared_browser.py): Ana's grocery list, kept by the browser,
    /// does not open with the server stopped after her password was reset and 哥哥 of another family
    /// signed in on the same browser; 哥哥's own shopping list does.
    @Test func aSharedBrowserNeverShowsOneFamilysKeptPagesToAnother() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_shared_browser.py", host, [HostServerTests.ana, HostServerTests.password, HostServerTests.brother, HostServerTests.password,
                                                              HearthProcess.binary.path, host.folder.url.appending(path: host.store).path,
                                                              String(host.process.processIdentifier)])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("A kept: ") && run.output.contains("B kept: "), "\(run.output)")
        #expect(run.output.contains("shared browser: ok"), "\(run.output)")
    }

    /// Kitchen tablets (Tests/browser/host_device_links.py): 50 links of `hearth device add`, each opened
    /// once through its page's own form, each signs a browser in; the device's pages show no button it may
    /// not press.
    @Test func everyDeviceLinkSignsInTheFirstTime() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        var links: [String] = []
        for number in 1...50 {
            let added = try await host.hearth(["device", "add", "Tablet \(number)", "--family", "The Riveras"])
            #expect(added.status == 0, "\(added.errors)")
            links.append(added.output.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        #expect(links.filter { $0.contains("-") || $0.contains("_") }.count > 10, "links with - and _ are among them")
        let file = host.folder.url.appending(path: "links.txt")
        try links.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let run = try await Self.run("host_device_links.py", host, [file.path], timeout: 300)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("signed in: 50 of 50"), "\(run.output)")
    }

    /// The shopper always knows (Tests/browser/host_refused_tick.py): a tick made with no signal and
    /// outdone by a change at home is said on the page, and the notice is still there after three more
    /// ticks go through, until dismissed; the sync line says when the list was confirmed.
    @Test func aRefusedOfflineTickStaysSaidUntilDismissed() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_refused_tick.py", host, [HostServerTests.ana, HostServerTests.password, HearthProcess.binary.path,
                                                            host.folder.url.appending(path: host.store).path])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("was not applied"), "\(run.output)")
        #expect(run.output.contains("after dismissing: 0 notices"), "\(run.output)")
    }

    /// Joining from the phone alone (Tests/browser/host_join_invitation.py, 390 px): Ana makes an
    /// invitation, its QR code is read from the page's own PNG, and Grace joins the Riveras on her own
    /// phone; 哥哥 does the same for 林家, whose newcomer meets Chinese. The link works once.
    @Test(arguments: [(HostServerTests.ana, "Grace", "en", HostServerTests.riveras), (HostServerTests.brother, "阿明", "zh-Hant", HostServerTests.lins)])
    func aNewcomerJoinsFromAnInvitationsQRCode(member: String, newcomer: String, language: String, family: String) async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        var arguments = [member, HostServerTests.password, newcomer, language]
        if let shots = ProcessInfo.processInfo.environment["HEARTH_SHOTS"] { arguments.append(shots) }
        let run = try await Self.run("host_join_invitation.py", host, arguments)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("joined as \(newcomer) at http://127.0.0.1:\(host.port)/\(family)/"), "\(run.output)")
        let members = try await host.hearth(["member", "list", "--family", family])
        #expect(members.output.contains(newcomer), "\(members.output)")
        let listed = try await host.hearth(["family", "invitations", "--family", family])
        #expect(listed.output.contains("used") && listed.output.contains("joined: \(newcomer)"), "\(listed.output)")
    }

    /// An invitation made while 哥哥's page is open (Tests/browser/host_invited.py) shows on it within
    /// seconds, in his language, with the link to his card, without the page loading again.
    @Test func anOpenPageShowsANewInvitationWithinSeconds() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_invited.py", host, [HostServerTests.brother, HostServerTests.password, HearthProcess.binary.path,
                                                       host.folder.url.appending(path: host.store).path, "The Riveras", "Ana"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("你收到加入The Riveras的邀請"), "\(run.output)")
    }

    /// Every server page of a Traditional Chinese family, in Chromium with an English browser
    /// (Tests/browser/host_chinese_pages.py): none shows a word of the English theme's server words.
    @Test func everyServerPageOfAChineseFamilyIsChineseInTheBrowser() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let words = HearthProcess.repository.appending(path: "templates/i18n/en.json").path
        let run = try await Self.run("host_chinese_pages.py", host, [HostServerTests.brother, HostServerTests.password, HostServerTests.ana, HostServerTests.lins, words])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("pages: 9, in English or with English words: 0"), "\(run.output)")
    }

    /// Joining another family by a scanned card (Tests/browser/host_card_invite.py): Ana opens 哥哥's card
    /// and invites him; his open page shows it within seconds; he accepts from there and lands on the
    /// Riveras' pages.
    @Test func aScannedCardInvitesAndTheInviteeJoinsFromTheirOpenPage() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_card_invite.py", host, [HostServerTests.ana, HostServerTests.brother, HostServerTests.password])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("inviter: 哥哥 is invited into The Riveras") && run.output.contains("invitee now at http://127.0.0.1:\(host.port)/\(HostServerTests.riveras)/"), "\(run.output)")
    }

    /// Runs a script of Tests/browser/ against `host`, signing in as Ana.
    /// The meal plan from a phone 390 px wide (Tests/browser/host_meals.py): "Cook this on …" on the chili's
    /// page, the menu with both chilis and no sideways scrolling, "Put this week on the list" said in
    /// words, and the minced beef on the list with the meals it is for.
    @Test func aMealPlannedOnAPhoneReachesTheList() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let run = try await Self.run("host_meals.py", host, [HostServerTests.ana, HostServerTests.password, "2026-11-19"]
                               + (ProcessInfo.processInfo.environment["HEARTH_SCREENSHOTS"].map { [$0] } ?? []))
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("chili 2 times: Dinner Weeknight chili Serves 6") && run.output.contains("| Lunch Weeknight chili Serves 6"), "\(run.output)")
        #expect(run.output.contains("menu at 390 px: 0 px wider") || run.output.contains("menu at 390 px: -"), "\(run.output)")
        #expect(run.output.contains("said: Put the week on the list:"), "\(run.output)")
        #expect(run.output.contains("minced beef 1 kg for Tue Weeknight chili, Thu Weeknight chili"), "the chili's 500 g for 6, twice: \(run.output)")
    }

    static func run(_ script: String, signedInTo host: HostServerTests.Hosted) async throws -> HearthProcess.Run {
        try await run(script, host, [HostServerTests.ana, HostServerTests.password])
    }

    /// Runs a script of Tests/browser/ with the host's address and `arguments`.
    static func run(_ script: String, _ host: HostServerTests.Hosted, _ arguments: [String], timeout: Double = 240) async throws -> HearthProcess.Run {
        let path = HearthProcess.repository.appending(path: "Tests/browser/" + script).path
        return try await HearthProcess.run(["python3", path, "http://127.0.0.1:\(host.port)"] + arguments, in: host.folder.url, timeout: timeout,
                                     executable: URL(fileURLWithPath: "/usr/bin/env"))
    }
}
