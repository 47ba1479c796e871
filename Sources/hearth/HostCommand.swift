import ArgumentParser
import Foundation
import HearthDomain
import HearthLive
import HearthServer
import HearthSite
import HearthStore

struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "host",
        abstract: "Serves the family's pages to signed-in members, takes their ticks, chores and wishes, and updates the pages.",
        discussion: """
            The production server of a home server (docs/hosting.md); `hearth serve` stays the open preview
            for theme work. Members sign in with their member ID and the password `hearth member password`
            sets; each sees their own family's pages. Join cards carry {public-url}/join/{member ID}.
            The pages are built, with their forms, into ./site-hosted (or --output).
            Examples:
              hearth host --demo                                   # every demo member's password is printed
              hearth host --store home.sqlite --port 8080
              hearth host --host 0.0.0.0 --public-url https://home.example
            """
    )

    @Option(parsing: .unconditional, help: "The port to listen on.") var port: Int = 8080
    @Option(help: "The address to listen on (loopback unless told otherwise).") var host: String = "127.0.0.1"
    @Option(help: ArgumentHelp("The address the family opens, such as https://home.example: join cards carry it, and cookies are Secure when it is https. Needed on any address but loopback.", valueName: "url"))
    var publicURL: String?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("The proxies whose X-Forwarded-For names the client, by address or network (such as 172.18.0.0/16); loopback unless given. Any other client is its own address.", valueName: "address"))
    var trustedProxy: [String] = []
    @Option(help: ArgumentHelp("Back up the store every day at this local time (a verified copy; the newest of the last 7 days and 4 weeks kept).", valueName: "HH:MM"))
    var backupAt: String?
    @Option(help: ArgumentHelp("The backups folder (default: backups, beside the store).", valueName: "folder"))
    var backupTo: String?
    @Option(help: ArgumentHelp("The SMTP server that sends notices by email, as smtp://USER:PASSWORD@HOST:587 (STARTTLS) or smtps://…:465 (default: $HEARTH_SMTP_URL).", valueName: "url"))
    var smtpURL: String?
    @Option(help: ArgumentHelp("The sender of notices by email (default: $HEARTH_MAIL_FROM).", valueName: "address"))
    var mailFrom: String?
    @Option(parsing: .upToNextOption, help: ArgumentHelp("Addresses or networks on this machine or the home network that ntfy and webhook notices may go to, such as 192.168.1.20 (Home Assistant) or 192.168.1.0/24; none unless given (docs/notices.md).", valueName: "address"))
    var noticesMayReach: [String] = []
    @OptionGroup var site: SiteOptions

    func run() async throws {
        guard (0...65535).contains(port) else { throw Failure(.usage, "--port \(port): expected 0 to 65535") }
        let host = Loopback.bareAddress(self.host)
        let publicURL = try self.publicURL.map { try PublicURL.check($0) }
        let trustedProxies = trustedProxy.isEmpty ? TrustedProxies.loopback : try TrustedProxies(trustedProxy)
        let mail = try Self.mail(url: smtpURL ?? ProcessInfo.processInfo.environment["HEARTH_SMTP_URL"],
                                 from: mailFrom ?? ProcessInfo.processInfo.environment["HEARTH_MAIL_FROM"])
        let noticeReach = try NoticeReach(mayReach: noticesMayReach)
        let backupTime = try backupAt.map(NightlyBackup.timeOfDay)
        if backupTime != nil && site.demo { throw Failure(.usage, "--backup-at: the demo household lives in memory and has nothing to back up") }
        if publicURL == nil && !Loopback.names(host) {
            throw Failure(.usage, "--host \(host): on an address other machines reach, say where the family opens the pages with --public-url (such as https://home.example), so that join cards and cookies are right; docs/hosting.md shows Caddy or nginx in front")
        }
        try PreviewServer.checkCanListen(host: host, port: port)
        let shownHost = Loopback.inURL(host)
        // The hosted site holds the family's pages, which only signed-in members may see: no other user
        // of this machine may read what this process writes (umask), nor the site folder itself (below).
        umask(0o077)
        let store = try site.openStore()
        // Marks the store as served while this runs: `hearth restore` will not replace it under the host.
        let served = try site.watchedStorePath.map { try StoreHostLock.hold(for: $0, who: "hearth host (pid \(getpid()), port \(port))") }
        if site.demo { try Self.giveDemoPasswords(store) }
        let output = site.givenOutput ?? "site-hosted"
        // Where the family opens the pages: join cards and the printed shopping list's QR code carry it
        // (without --public-url, none with --port 0: its port is known only once it listens).
        let address = publicURL ?? (port == 0 ? nil : "http://\(shownHost):\(port)")
        // The families it serves keep the address, for join cards built and printed later (hearth build,
        // hearth member qr).
        if let publicURL, !site.demo {
            let root = try site.rootFamily(in: store)
            try store.savePublicURL(publicURL, for: try store.families().filter { root == nil || $0.id == root })
        }
        let live = try site.makeHostedSite(output: output, store: store, joinURL: address.map { $0 + "/join/{id}" }, liveAddress: address)
        try live.watcher.buildFirst()
        try Self.keepPrivate(folder: output)
        let fixedDate = try site.fixedDate()
        var configuration = HostConfiguration(site: URL(fileURLWithPath: output), rootFamily: try site.rootFamily(in: store),
                                              secureCookies: publicURL?.hasPrefix("https://") ?? false,
                                              today: { fixedDate ?? CalendarDay.localToday() }, resident: live.resident)
        configuration.log = { Console.message($0) }
        configuration.version = Hearth.version
        configuration.publicURL = publicURL
        configuration.trustedProxies = trustedProxies
        configuration.mail = mail
        configuration.noticeReach = noticeReach
        configuration.backups = site.watchedStorePath.map { path in
            NightlyBackup(store: store, storePath: path, folder: backupTo ?? BackupFolder.defaultFolder(of: path), at: backupTime, log: { Console.message($0) })
        }
        // The server's own pages (sign-in, device, join, notices) come from the same theme as the site.
        let theme = try Theme(userFolder: site.templatesOption.url)
        _ = try ServerPages(theme: theme)  // a theme folder's server pages that do not parse stop the start
        configuration.theme = theme
        let app = HostServer.application(store: store, configuration: configuration, watcher: live.watcher, host: host, port: port) { port in
            Console.message("Hosting \(output)/ at http://\(shownHost):\(port)/\(publicURL.map { " (the family opens \($0)/)" } ?? "") (Ctrl-C stops)")
            Console.message("Members sign in at \(publicURL ?? "http://\(shownHost):\(port)")/sign-in")
            Console.message("Task apps find the lists at \(publicURL ?? "http://\(shownHost):\(port)")/dav/ (CalDAV: a member ID and a token, docs/caldav.md)")
        }
        try await ServeCommand.runUntilStopped(app, host: host, port: port)
        withExtendedLifetime(served) {}
    }

    /// How notices by email are sent: both the server and the sender, or neither.
    static func mail(url: String?, from: String?) throws -> NoticeDelivery.Mail? {
        guard let url, !url.isEmpty else {
            if from != nil { throw Failure(.usage, "--mail-from: say which SMTP server sends the mail with --smtp-url (or HEARTH_SMTP_URL)") }
            return nil
        }
        guard let from, !from.isEmpty else {
            throw Failure(.usage, "--smtp-url: say who the mail is from with --mail-from ADDRESS (or HEARTH_MAIL_FROM)")
        }
        return try NoticeDelivery.Mail(url: url, from: from)
    }

    /// The site folder, readable by this user only (one built before by `hearth build` may be open to all).
    static func keepPrivate(folder: String) throws {
        do {
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder)
        } catch {
            throw Failure(.cannotCreate, "\(folder): could not make the hosted site readable by this user only: \(error.localizedDescription)")
        }
    }

    /// `--demo`: a password for every demo member, printed once and kept only in this run's memory.
    static func giveDemoPasswords(_ store: HouseholdStore) throws {
        Console.message("Demo passwords (this run only):")
        for member in try store.members() {
            let letters = Array(HearthID.generate().text.lowercased())
            let password = [letters[0..<4], letters[4..<8], letters[8..<12]].map { String($0) }.joined(separator: "-")
            // A lower bcrypt cost than real passwords': these live in memory for one run.
            try store.setPassword(password, for: member, hasher: BcryptPasswords(cost: 8))
            Console.message("  \(member.displayName) (\(member.id)): \(password)")
        }
    }
}
