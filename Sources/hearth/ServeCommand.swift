import ArgumentParser
import Foundation
import HearthDomain
import HearthLive
import HearthServer
import HearthSite
import Hummingbird
import NIOCore

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Builds the site, serves it, and rebuilds it when the store, the templates or the date change.",
        discussion: """
            Open pages reload themselves after each rebuild. A rebuild that fails keeps serving the last good
            site and shows the error in the terminal and on the pages. Ctrl-C stops.
            Examples:
              hearth serve --demo
              hearth serve --templates my-theme --port 8081
              hearth serve --host 0.0.0.0                  # reachable from the home network
            """
    )

    @Option(parsing: .unconditional, help: "The port to listen on.") var port: Int = 8080
    @Option(help: "The address to listen on (loopback unless told otherwise; ::1 may be written [::1]).") var host: String = "127.0.0.1"
    @OptionGroup var site: SiteOptions

    func run() async throws {
        guard (0...65535).contains(port) else { throw Failure(.usage, "--port \(port): expected 0 to 65535") }
        try PreviewServer.checkCanListen(host: Loopback.bareAddress(host), port: port)
        // Kept in memory while it serves: a change to the store is rendered from memory.
        let store = try site.openStore()
        let watcher = try site.makeLiveSite(store: store).watcher
        // The families' folders, as the first build found them, printed beside the address: the root
        // page of several families links to none of them.
        let entrances = try watcher.buildFirst().familyEntrances.map { (name: $0.name, folder: String($0.path.dropLast("index.html".count))) }
        let host = Loopback.bareAddress(self.host)
        let shownHost = Loopback.inURL(host)
        // Listening on every address: the addresses printed are ones a phone on the network can open.
        let everyAddress = host == "0.0.0.0" || host == "::"
        // (A machine on no network yet is visited from itself.)
        let visitHosts = everyAddress ? NetworkAddresses.ipv4() + ["localhost"] : [shownHost]
        let app = PreviewServer.application(site: URL(fileURLWithPath: site.output), host: host, port: port, watcher: watcher) { port in
            if everyAddress {
                let addresses = visitHosts.map { "http://\($0):\(port)/" }.joined(separator: ", ")
                Console.message("Serving \(site.output)/ on every address of this machine, port \(port): \(addresses) (Ctrl-C stops)")
            } else {
                Console.message("Serving \(site.output)/ at http://\(shownHost):\(port)/ (Ctrl-C stops)")
            }
            for (name, folder) in entrances {
                Console.message("  \(name): http://\(visitHosts[0]):\(port)/\(folder)")
            }
        }
        try await Self.runUntilStopped(app, host: host, port: port)
    }

    /// Runs a server until Ctrl-C. A port in use or a host that is no address is said as such, with
    /// sysexits' status, not 1 (`hearth serve` and `hearth host`).
    static func runUntilStopped(_ app: some ApplicationProtocol, host: String, port: Int) async throws {
        do {
            try await app.runService()
        } catch where PreviewServer.isListenFailure(error) {
            let reason = (error as? IOError).map { String(cString: strerror($0.errnoCode)) } ?? "\(error)"
            throw Failure(.cannotCreate, "cannot listen on \(Loopback.inURL(host)):\(port): \(reason) (\(PreviewServer.listenAdvice(error, host: host)))")
        }
        Console.message("Stopped.")
    }
}
