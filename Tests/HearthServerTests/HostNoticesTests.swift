import Crypto
import Foundation
import HearthDomain
import HearthSite
import HearthTestSupport
import Testing

/// Notices from `hearth host` (docs/notices.md), to receivers on loopback (Tests/notices/receivers.py):
/// a webhook (signed), an ntfy-compatible server and an SMTP server that requires STARTTLS.
@Suite(.tags(.timed)) struct HostNoticesTests {
    /// Sam, of the Riveras, who hears of what Ana does.
    static let sam = Demo.sam

    /// The receivers, running, and what they got.
    final class Receivers {
        let process = Process()
        let received: URL
        var http = 0, smtp = 0
        /// A port that accepts connections and never answers.
        var hang = 0
        var caFile = ""

        init(in folder: TemporaryFolder, downFor seconds: Int = 0) throws {
            received = folder.url.appending(path: "received.jsonl")
            let output = Pipe()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", HearthProcess.repository.appending(path: "Tests/notices/receivers.py").path, received.path, String(seconds)]
            process.standardOutput = output
            try process.run()
            let line = String(decoding: output.fileHandleForReading.availableData, as: UTF8.self).split(separator: " ")
            try #require(line.count == 8, "the receivers did not start: \(line)")
            http = Int(line[1]) ?? 0
            smtp = Int(line[3]) ?? 0
            caFile = String(line[5])
            hang = Int(line[7].trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        }

        /// What was received, each as its JSON object.
        func messages() -> [[String: Any]] {
            let text = (try? String(contentsOf: received, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        }

        /// Waits up to `seconds` for messages that `enough` accepts (asleep as a task, so the tests beside
        /// this one run meanwhile).
        func wait(_ seconds: Double = 30, until enough: ([[String: Any]]) -> Bool) async throws -> [[String: Any]] {
            let end = Date().addingTimeInterval(seconds)
            while Date() < end {
                if enough(messages()) { break }
                try await Task.sleep(for: .seconds(0.25))
            }
            return messages()
        }

        deinit {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    /// `hearth host` on the demo store, sending mail to the receivers' SMTP server, with curl trusting its
    /// certificate; allowed to send notices to loopback, where the receivers are (`--notices-may-reach`).
    static func host(_ receivers: Receivers, trusting: Bool = true) async throws -> HostServerTests.Hosted {
        try await HostServerTests.Hosted(options: ["--smtp-url", "smtp://notices:secret@127.0.0.1:\(receivers.smtp)", "--mail-from", "hearth@example.com",
                                             "--notices-may-reach", "127.0.0.1"],
                                   environment: trusting ? ["CURL_CA_BUNDLE": receivers.caFile] : [:])
    }

    static func kind(_ message: [String: Any]) -> String {
        switch message["via"] as? String {
        case "webhook": (try? JSONSerialization.jsonObject(with: Data((message["body"] as? String ?? "").utf8)) as? [String: Any])?["title"] as? String ?? ""
        case "ntfy": (message["json"] as? [String: Any])?["title"] as? String ?? ""
        default: message["subject"] as? String ?? ""
        }
    }

    @Test func eachEventReachesEachChannelOnceSignedAndInTheMembersLanguage() async throws {
        let folder = try TemporaryFolder()
        let receivers = try Receivers(in: folder)
        let host = try await Self.host(receivers)
        defer { host.stop() }
        for kind in ["shopping", "chore-done", "wish"] {
            #expect(try await host.hearth(["notify", "set", kind, "on", "--as", Self.sam]).status == 0)
        }
        let hook = try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook", "--as", Self.sam])
        let secret = hook.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(secret.hasPrefix("whsec_"), "\(hook.output)\(hook.errors)")
        #expect(try await host.hearth(["notify", "channel", "ntfy", "http://127.0.0.1:\(receivers.http)/riveras-sam", "--as", Self.sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "email", "sam@example.com", "--as", Self.sam]).status == 0)
        // 哥哥 of 林家 hears the morning's chores by email, now: in Traditional Chinese. His channels first: the
        // morning's notice is made once, through the channels he has then (on a busy machine, a round came
        // between his two channels).
        #expect(try await host.hearth(["notify", "channel", "email", "gege@example.com", "--as", HostServerTests.brother]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "ntfy", "http://127.0.0.1:\(receivers.http)/gege", "--as", HostServerTests.brother]).status == 0)
        let now = Calendar.current.dateComponents([.hour, .minute], from: Date())
        let at = String(format: "%02d:%02d", now.hour!, now.minute!)
        #expect(try await host.hearth(["notify", "set", "morning", "on", "--at", at, "--as", HostServerTests.brother]).status == 0)

        // Ana: a wish (the command), a chore done and a trip started (her phone).
        #expect(try await host.hearth(["wish", "add", "A kite <b>&</b> \"string\"", "--as", HostServerTests.ana]).status == 0)
        let ana = host.phone()
        try ana.signIn(HostServerTests.ana, HostServerTests.password)
        let chores = "/\(HostServerTests.riveras)/chores/today/"
        let page = try ana.get(chores)
        let chore = try #require(page.field("chore", inFormEndingWith: "act/chore/done"), "a chore to mark done")
        let date = try #require(page.field("date", inFormEndingWith: "act/chore/done"))
        #expect(try ana.submit(on: chores, to: "/\(HostServerTests.riveras)/act/chore/done", ["chore": chore, "date": date]).status == 303)
        #expect(try ana.submit(on: "/\(HostServerTests.riveras)/shopping/", to: "/\(HostServerTests.riveras)/act/trip/start", [:]).status == 303)

        let all = try await receivers.wait { $0.count >= 11 }
        let titles = ["Ana made a wish", "Ana did a chore", "Ana is going shopping"]
        for title in titles {
            for via in ["webhook", "ntfy", "email"] {
                #expect(all.filter { $0["via"] as? String == via && Self.kind($0) == title }.count == 1, "\(title) by \(via) once: \(all)")
            }
        }
        let chinese = all.filter { ($0["to"] as? [String]) == ["gege@example.com"] }
        #expect(chinese.count == 1 && chinese.first?["subject"] as? String == "你今天的家事", "\(chinese)")
        let chineseNtfy = all.compactMap { $0["json"] as? [String: Any] }.filter { $0["topic"] as? String == "gege" }
        #expect(chineseNtfy.count == 1 && chineseNtfy.first?["title"] as? String == "你今天的家事", "\(chineseNtfy)")
        #expect(all.filter { $0["via"] as? String == "email" }.allSatisfy { $0["tls"] as? Bool == true && $0["login"] as? String == "notices" },
                "mail only after STARTTLS, signed in as --smtp-url says: \(all)")
        let wish = try #require(all.first { $0["via"] as? String == "email" && Self.kind($0) == "Ana made a wish" })
        #expect(wish["body"] as? String == "A kite <b>&</b> \"string\"", "the wish's text as written: \(wish)")
        // A chore is named as its page names it, in the member's language, never by its label's key ("mop").
        let keys = Set(ChoreLabel.defaults.map(\.title))
        let done = try #require(all.first { $0["via"] as? String == "email" && Self.kind($0) == "Ana did a chore" })
        let doneName = done["body"] as? String ?? ""
        #expect(!keys.contains(doneName) && page.body.contains(">" + HTMLText.escape(doneName) + "<"), "the chore as the page names it: \(doneName)")
        let morning = (chinese.first?["body"] as? String ?? "").components(separatedBy: "、")
        #expect(!morning.isEmpty && morning.allSatisfy { !keys.contains($0) && !$0.contains(where: \.isASCII) }, "哥哥's chores in Chinese: \(morning)")

        // Each webhook is signed with the secret shown once: HMAC-SHA256 of the body.
        for message in all where message["via"] as? String == "webhook" {
            let body = Data((message["body"] as? String ?? "").utf8)
            let expected = HMAC<SHA256>.authenticationCode(for: body, using: SymmetricKey(data: Data(secret.utf8))).map { String(format: "%02x", $0) }.joined()
            #expect(message["signature"] as? String == "sha256=" + expected, "\(message)")
        }

        // A while later, nothing came twice.
        try await Task.sleep(for: .seconds(5))
        #expect(receivers.messages().count == all.count, "\(receivers.messages().count) messages, \(all.count) before")
        let listed = try await host.hearth(["notify", "list", "--as", Self.sam])
        #expect(listed.output.contains("notice  email  sent  Ana is going shopping"), "\(listed.output)")
    }

    @Test func aReceiverThatIsDownGetsTheNoticeOnceWhenItIsBack() async throws {
        let folder = try TemporaryFolder()
        let receivers = try Receivers(in: folder, downFor: 8)
        let host = try await Self.host(receivers)
        defer { host.stop() }
        #expect(try await host.hearth(["notify", "set", "wish", "on", "--as", Self.sam]).status == 0)
        #expect(try await host.hearth(["notify", "channel", "webhook", "http://127.0.0.1:\(receivers.http)/hook", "--as", Self.sam]).status == 0)
        #expect(try await host.hearth(["wish", "add", "A new kettle", "--as", HostServerTests.ana]).status == 0)
        let refused = try await receivers.wait(8) { $0.contains { $0["via"] as? String == "refused" } }
        #expect(refused.contains { $0["via"] as? String == "refused" }, "the first try meets a receiver that is down: \(refused)")
        let failed = try await host.hearth(["notify", "list", "--as", Self.sam])
        #expect(failed.output.contains("trying again  Ana made a wish (127.0.0.1 answered 503)"), "\(failed.output)")
        // Sam's notices page says it too, in his words.
        #expect(try await host.hearth(["member", "password", Self.sam], input: HostServerTests.password + "\n").status == 0)
        let samsPhone = host.phone()
        try samsPhone.signIn(Self.sam, HostServerTests.password)
        let page = try samsPhone.get("/notices")
        #expect(page.body.contains("Ana made a wish</span> <span class=\"meta\">webhook · not sent yet, trying again: 127.0.0.1 answered 503"), "\(page.body)")
        let all = try await receivers.wait(40) { $0.contains { $0["via"] as? String == "webhook" } }
        #expect(all.filter { $0["via"] as? String == "webhook" }.count == 1, "\(all)")
        try await Task.sleep(for: .seconds(4))
        #expect(receivers.messages().filter { $0["via"] as? String == "webhook" }.count == 1, "once, not again")
        #expect(try await host.hearth(["notify", "list", "--as", Self.sam]).output.contains("notice  webhook  sent  Ana made a wish"))
    }

    @Test func theListChangedIsToldOnceInTenMinutesAndNotToOneLookingAtIt() async throws {
        let folder = try TemporaryFolder()
        let receivers = try Receivers(in: folder)
        let host = try await Self.host(receivers)
        defer { host.stop() }
        // Sam has the list open on his phone; Leo does not.
        let leo = "RU36KC88MWA4"
        for (member, topic) in [(Self.sam, "sam"), (leo, "leo")] {
            #expect(try await host.hearth(["notify", "set", "list", "on", "--as", member]).status == 0)
            #expect(try await host.hearth(["notify", "channel", "ntfy", "http://127.0.0.1:\(receivers.http)/\(topic)", "--as", member]).status == 0)
        }
        #expect(try await host.hearth(["member", "password", Self.sam], input: HostServerTests.password + "\n").status == 0)
        let samsPhone = host.phone()
        try samsPhone.signIn(Self.sam, HostServerTests.password)
        #expect(try samsPhone.get("/\(HostServerTests.riveras)/groceries/").status == 200)

        #expect(try await host.hearth(["grocery", "add", "Oat milk", "--quantity", "2", "--as", HostServerTests.ana]).status == 0)
        let first = try await receivers.wait { !$0.isEmpty }
        try await Task.sleep(for: .seconds(3))
        let told = receivers.messages().compactMap { $0["json"] as? [String: Any] }
        #expect(told.count == 1 && told.first?["topic"] as? String == "leo", "Leo is told, Sam sees it: \(first)")
        #expect(told.first?["message"] as? String == "On the list: Oat milk ×2.", "\(told)")
        #expect(told.first?["title"] as? String == "The grocery list changed")

        #expect(try await host.hearth(["grocery", "add", "Rye bread", "--as", HostServerTests.ana]).status == 0)
        try await Task.sleep(for: .seconds(6))
        #expect(receivers.messages().count == 1, "a second change within ten minutes waits: \(receivers.messages())")
    }

    /// The notices page: a member chooses on their phone what they hear and where; a webhook's secret shows
    /// once; an address that is none is refused in the family's words, naming the field, and nothing changes.
    @Test func aMemberChoosesTheirNoticesOnThePage() async throws {
        let folder = try TemporaryFolder()
        let receivers = try Receivers(in: folder)
        let host = try await Self.host(receivers)
        defer { host.stop() }
        let brother = host.phone()
        try brother.signIn(HostServerTests.brother, HostServerTests.password)
        #expect(try brother.get("/\(HostServerTests.lins)/family/").body.contains("href=\"/notices\""), "linked from the family page")
        let page = try brother.get("/notices")
        #expect(page.status == 200 && page.body.contains("每天早上，我的家事"), "\(page.body)")
        let saved = try brother.submit(on: "/notices", to: "/notices", ["kind-morning": "on", "at": "06:45", "kind-wish": "on",
                                                                      "channel-webhook": "http://127.0.0.1:\(receivers.http)/hook", "channel-email": "", "channel-ntfy": ""])
        #expect(saved.status == 200 && saved.body.contains("已儲存。") && saved.body.contains("whsec_"), "\(saved.status) \(saved.body)")
        // A time no page sends (a request made by hand) is refused in the family's words (issue 64: "at 25:99: expected a time").
        let badTime = try brother.submit(on: "/notices", to: "/notices", ["kind-morning": "on", "at": "25:99", "channel-email": "", "channel-ntfy": ""])
        #expect(badTime.status == 400 && badTime.body.contains("「25:99」不是時間") && !badTime.body.contains("expected"), "\(badTime.status) \(badTime.body)")
        let listed = try await host.hearth(["notify", "list", "--as", HostServerTests.brother])
        #expect(listed.output.contains("morning     on at 06:45") && listed.output.contains("wish        on") && listed.output.contains("list        off"),
                "\(listed.output)")
        #expect(listed.output.contains("channel  webhook  http://127.0.0.1:\(receivers.http)/hook"))

        let refused = try brother.submit(on: "/notices", to: "/notices", ["kind-list": "on", "channel-webhook": "http://127.0.0.1:\(receivers.http)/hook",
                                                                        "channel-email": "not an address"])
        #expect(refused.status == 400, "\(refused.status)")
        #expect(refused.body.contains("電子郵件地址") && refused.body.contains("需要電子郵件地址"), "the field named as the page names it: \(refused.body)")
        let after = try await host.hearth(["notify", "list", "--as", HostServerTests.brother])
        #expect(after.output == listed.output, "nothing changed: \(after.output)")

        // The wish 哥哥 hears of comes to the webhook he set on the page.
        #expect(try await host.hearth(["wish", "add", "風箏", "--as", "NTW9D24Y5G7F"]).status == 0)
        let got = try await receivers.wait { $0.contains { $0["via"] as? String == "webhook" } }
        #expect(got.contains { ($0["body"] as? String)?.contains("風箏") == true }, "\(got)")
    }
}
