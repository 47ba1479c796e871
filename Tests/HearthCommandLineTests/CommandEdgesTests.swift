import Foundation
import HearthTestSupport
import Testing

/// Edges of the commands that new users met (issue 64): a flag given both ways, a webhook's example, an
/// unknown member in a store of two families, help that reads right at 80 columns, and calendar feeds at
/// the family's saved address.
@Suite struct CommandEdgesTests {
    static func hearth(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) async throws -> HearthProcess.Run {
        try await HearthProcess.run(arguments, in: folder, environment: environment)
    }

    @Test func landscapeGivenBothWaysIsAUsageErrorNamingBoth() async throws {
        let folder = try TemporaryFolder()
        let both = try await Self.hearth(["report", "week", "--demo", "--family", "The Riveras", "--landscape", "--no-landscape", "--output", "week.pdf"], in: folder.url)
        #expect(both.status == 64, "\(both.errors)")
        #expect(both.errors.contains("--landscape") && both.errors.contains("--no-landscape"), "\(both.errors)")
        #expect(!FileManager.default.fileExists(atPath: folder.path("week.pdf")))
        #expect(try await Self.hearth(["report", "week", "--demo", "--family", "The Riveras", "--no-landscape", "--output", "week.pdf"], in: folder.url)
                    .status == 0)
    }

    @Test func aBadWebhookAddressIsAnsweredWithAWebhooksExample() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let webhook = try await Self.hearth(["notify", "channel", "webhook", "ftp://home.example/hook", "--as", "Ana"], in: folder.url)
        #expect(webhook.status == 64)
        #expect(webhook.errors.contains("such as https://home.example/hooks/hearth") && !webhook.errors.contains("ntfy"), "\(webhook.errors)")
        let ntfy = try await Self.hearth(["notify", "channel", "ntfy", "ftp://ntfy.sh/topic", "--as", "Ana"], in: folder.url)
        #expect(ntfy.status == 64 && ntfy.errors.contains("such as https://ntfy.sh/your-topic"), "\(ntfy.errors)")
    }

    /// The demo's store holds two families: a name no member has is named as unknown, with the members
    /// there are; asking which family would not help.
    @Test func anUnknownMemberInAStoreOfTwoFamiliesIsNamedAsUnknown() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        let token = try await Self.hearth(["token", "add", "Scanner", "--as", "Anna"], in: folder.url)
        #expect(token.status == 65, "\(token.errors)")
        #expect(token.errors.contains("--as Anna: no member of any family has that ID or name") && token.errors.contains("Ana"), "\(token.errors)")
        #expect(!token.errors.contains("--family"), "\(token.errors)")
        let feed = try await Self.hearth(["member", "feed", "Nobody"], in: folder.url)
        #expect(feed.status == 65 && feed.errors.contains("MEMBER Nobody: no member of any family"), "\(feed.errors)")
        // A member of either family still finds their own.
        #expect(try await Self.hearth(["token", "add", "Scanner", "--as", "哥哥"], in: folder.url).status == 0)
    }

    /// At 80 columns, each paragraph of `backup --help` and `restore --help` fills its lines: no line
    /// breaks mid-sentence and goes on at the start of the next, and no example runs past the width.
    @Test(arguments: ["backup", "restore"])
    func helpReadsRightAtEightyColumns(_ command: String) async throws {
        let folder = try TemporaryFolder()
        let help = try await Self.hearth([command, "--help"], in: folder.url, environment: ["COLUMNS": "80"])
        #expect(help.status == 0)
        let lines = help.output.components(separatedBy: "\n")
        for line in lines { #expect(line.count <= 80, "\(command): \(line)") }
        let overview = lines.prefix { !$0.hasPrefix("USAGE:") }
        // A line that goes on in the next was ended by the width: the next line's first word did not fit.
        for (line, next) in zip(overview, overview.dropFirst()) where !line.isEmpty && !next.isEmpty && !next.hasPrefix(" ") {
            let word = next.prefix { $0 != " " }
            #expect(line.count + 1 + word.count >= 80, "\(command): a sentence breaks after \"\(line)\" and goes on with \"\(next)\"")
        }
        #expect(help.output.contains("Examples:\n  hearth \(command) "))
    }

    /// Without --public-url, a family that saved its address gets whole addresses a phone's calendar can
    /// subscribe to; a family with none, the paths.
    @Test func memberFeedUsesTheFamilysSavedAddress() async throws {
        let folder = try TemporaryFolder()
        #expect(try await Self.hearth(["init", "--demo"], in: folder.url).status == 0)
        #expect(try await Self.hearth(["family", "set", "--public-url", "https://home.example/", "--family", "The Riveras"], in: folder.url).status == 0)
        let ana = try await Self.hearth(["member", "feed", "Ana"], in: folder.url)
        #expect(ana.status == 0, "\(ana.errors)")
        let addresses = ana.output.split(separator: "\n")
        #expect(addresses.count == 3 && addresses.allSatisfy { $0.hasPrefix("https://home.example/feed/") && $0.hasSuffix(".ics") }, "\(ana.output)")
        // Shown once: new ones (--renew) at the address given.
        let given = try await Self.hearth(["member", "feed", "Ana", "--renew", "--public-url", "https://other.example"], in: folder.url)
        #expect(given.output.hasPrefix("https://other.example/feed/"), "--public-url still wins: \(given.output)")
        let brother = try await Self.hearth(["member", "feed", "哥哥"], in: folder.url)
        #expect(brother.status == 0 && brother.output.hasPrefix("/feed/"), "林家 saved no address: \(brother.output)")
    }
}
