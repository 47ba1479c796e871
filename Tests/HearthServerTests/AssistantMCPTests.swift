import Foundation
import HearthTestSupport
import Testing

/// The household for AI assistants (issue 72) driven by a real MCP client, the python `mcp` SDK
/// (Tests/assistants/drive_mcp.py): `hearth mcp` over stdio, and `hearth host`'s /mcp with a token.
@Suite struct AssistantMCPTests {
    static let script = HearthProcess.repository.appending(path: "Tests/assistants/drive_mcp.py")

    /// Runs the driver in `folder`; what it reported, by name (each line one JSON object).
    static func drive(_ arguments: [String], in folder: URL) async throws -> [String: [Any]] {
        let run = try await HearthProcess.run(["python3", script.path] + arguments, in: folder, timeout: 300, executable: URL(fileURLWithPath: "/usr/bin/env"))
        try #require(run.status == 0, "\(run.output)\n\(run.errors)")
        var reported: [String: [Any]] = [:]
        for line in run.output.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
            for (name, value) in object { reported[name, default: []].append(value) }
        }
        return reported
    }

    /// The check kept beside the issue: over stdio the tools list the demo's list as `hearth grocery list`
    /// does, add and tick an item the store then holds, name today's chores, scale a recipe as `hearth
    /// recipe scale` does, and read the dashboard's Markdown as `hearth build` writes it; every tool is
    /// called, bad arguments are tool errors, another family's item is not reached, and a subscribed page
    /// changed by another program is told.
    @Test func overStdioTheToolsAnswerAsTheCommandsDoAndChangeTheStore() async throws {
        let folder = try TemporaryFolder()
        func hearth(_ arguments: [String]) async throws -> HearthProcess.Run {
            let run = try await HearthProcess.run(arguments + ["--store", "household.sqlite"], in: folder.url)
            try #require(run.status == 0, "\(arguments): \(run.errors)")
            return run
        }
        _ = try await hearth(["init", "--demo"])
        let list = try await hearth(["grocery", "list", "--family", Demo.riveras])
        let chores = try await hearth(["chore", "today", "--family", Demo.riveras])
        let scaled = try await hearth(["recipe", "scale", "Buttermilk pancakes", "--servings", "8", "--markdown", "--family", Demo.riveras])
        let theirs = try await hearth(["grocery", "list", "--all", "--family", Demo.lins])
        let theirItem = try #require(theirs.output.split(separator: "\n").first?.components(separatedBy: " · ").last)

        let reported = try await Self.drive(["stdio", HearthProcess.binary.path, "household.sqlite", "Ana", theirItem], in: folder.url)

        #expect(reported["list_groceries"]?.first as? String == list.output.trimmingCharacters(in: .newlines))
        let today = try #require(reported["chores_today"]?.first as? String)
        #expect(today == chores.errors.trimmingCharacters(in: .newlines) + "\n" + chores.output.trimmingCharacters(in: .newlines))
        let recipe = try #require(reported["get_recipe"]?.first as? [String: Any])
        #expect(recipe["markdown"] as? String == scaled.output)
        // The store holds what the tools changed, as the member's.
        let after = try await hearth(["grocery", "list", "--family", Demo.riveras]).output
        #expect(after.contains("  [x] Oat milk ×1 · Ana"), "\(after)")
        #expect(after.contains("  [ ] Rolled oats 500 g · Ana"), "\(after)")
        let done = try #require(reported["chore_done"]?.first as? String)
        #expect(try await hearth(["chore", "today", "--family", Demo.riveras]).output.contains("\(done) · "), "the chore is listed")
        #expect(try await hearth(["chore", "today", "--family", Demo.riveras]).output.contains("(done by Ana)"))
        let meal = try #require(reported["plan_meal"]?.first as? [String: Any])
        let week = try await hearth(["meal", "list", "--week", try #require(meal["date"] as? String), "--family", Demo.riveras]).output
        #expect(week.contains(try #require(meal["id"] as? String)), "\(week)")
        // Every bad argument a tool error in words; another family's item out of reach and as it was.
        #expect((reported["refused"]?.count ?? 0) >= 11)
        #expect((reported["other_family"]?.first as? String)?.contains("has no item") == true)
        #expect(try await hearth(["grocery", "list", "--all", "--family", Demo.lins]).output == theirs.output)
        // The dashboard's Markdown twin, as the build writes it.
        _ = try await hearth(["build", "--output", "site"])
        let built = try String(contentsOf: folder.url.appending(path: "site/\(Demo.riveras)/index.md"), encoding: .utf8)
        #expect(reported["dashboard"]?.first as? String == built)
        // Subscribed to the shopping list, the assistant was told when a command changed it.
        #expect(reported["updated"]?.first as? String == "hearth://\(Demo.riveras)/shopping/index.md")
        let resources = try #require(reported["resources"]?.first as? [String])
        #expect(resources.contains("hearth://\(Demo.riveras)/recipes/buttermilk-pancakes/index.md"))
        #expect(!resources.contains { $0.contains(Demo.lins) })
    }

    /// `hearth mcp` names who acts before it serves anyone: a member the store has not is refused with the
    /// members it has, and no member at all is a usage error; nothing is written on standard output, which
    /// is the assistant's.
    @Test func hearthMCPRefusesAMemberTheStoreHasNot() async throws {
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        let nobody = try await HearthProcess.run(["mcp", "--as", "Nobody", "--store", "household.sqlite"], in: folder.url, input: "")
        #expect(nobody.status == 65 && nobody.output.isEmpty)
        #expect(nobody.errors.contains("--as Nobody: no member of any family has that ID or name"), "\(nobody.errors)")
        let noOne = try await HearthProcess.run(["mcp", "--store", "household.sqlite"], in: folder.url, input: "")
        #expect(noOne.status == 64 && noOne.errors.contains("say who acts with --as MEMBER"), "\(noOne.errors)")
    }

    /// /mcp with a token lists the same tools and calls them; a read-only token is offered only the reading
    /// ones and cannot add; no token is 401. Changes go through the host's queue: its pages show them at once.
    @Test func overHTTPATokenGetsTheSameToolsAndAReadOnlyOneChangesNothing() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let token = try await APITests.token(host, "Claude", "--as", "Ana")
        let readOnly = try await APITests.token(host, "Wall", "--as", "Ana", "--read-only")
        let reported = try await Self.drive(["http", "http://127.0.0.1:\(host.port)/mcp", token, readOnly], in: host.folder.url)
        #expect(reported["no_token"]?.first as? Int == 401)
        #expect((reported["server"]?.first as? String)?.hasPrefix("hearth 0.") == true, "the server says which Hearth it is")
        #expect((reported["tools"]?.first as? [String])?.count == 11)
        #expect(reported["read_only_tools"]?.first as? [String] == ["chores_today", "get_recipe", "list_groceries", "list_shop_groceries", "propose_week", "search_recipes"])
        #expect((reported["read_only_add"]?.first as? String)?.contains("may only read") == true)
        let list = try await host.hearth(["grocery", "list", "--all", "--family", HostServerTests.riveras]).output
        #expect(list.contains("Oat milk") && !list.contains("Caviar"), "\(list)")
        // Rendered by the one change path before /mcp answered: the family's page shows it now.
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        #expect(try phone.get("/\(HostServerTests.riveras)/groceries/").body.contains("Rolled oats"))
        #expect(try String(contentsOf: host.log, encoding: .utf8).contains("Ana: mcp grocery/add"))
    }

    /// What a client that is no MCP client gets at /mcp: a refusal it can read, never a 5xx.
    @Test func mcpRefusesWhatIsNoRequestOfTheProtocolWithA4xx() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let token = try await APITests.token(host, "Claude", "--as", "Ana")
        let phone = host.phone()
        let json = ["Authorization": "Bearer " + token, "Content-Type": "application/json", "Accept": "application/json, text/event-stream"]
        func post(_ body: String, headers: [String: String] = json) throws -> Phone.Answer {
            try phone.send("POST", "/mcp", bytes: Array(body.utf8), headers: headers)
        }
        let list = #"{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}"#
        #expect(try post(list).status == 200)
        #expect(try post(list, headers: json.merging(["Authorization": "Bearer hearth_nothing"]) { $1 }).status == 401)
        #expect(try post("this is not JSON").status == 400)
        #expect(try post(list, headers: json.merging(["Content-Type": "text/plain"]) { $1 }).status == 415)
        #expect(try post(list, headers: json.merging(["Accept": "text/html"]) { $1 }).status == 406)
        let stream = try phone.get("/mcp", headers: ["Authorization": "Bearer " + token, "Accept": "text/event-stream"])
        #expect(stream.status == 405 && stream.header("allow") == "POST")
        // A tool's bad argument is the tool's answer, not the protocol's: 200, with isError.
        let refused = try post(#"{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "get_recipe", "arguments": {"recipe": "Pizza"}}}"#)
        #expect(refused.status == 200 && refused.body.contains(#""isError":true"#) && refused.body.contains("has no recipe"), "\(refused.body)")
    }

    /// `hearth mcp` over stdio while `hearth host` runs on the same store: the host's watcher notices the
    /// write and its pages show it.
    @Test func aChangeOverStdioShowsOnTheRunningHostsPages() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        let reported = try await Self.drive(["add", HearthProcess.binary.path, host.store, "Ana", "Pomegranate"], in: host.folder.url)
        #expect((reported["added"]?.first as? String)?.contains("Pomegranate") == true)
        let phone = host.phone()
        try phone.signIn(HostServerTests.ana, HostServerTests.password)
        var shown = false
        for _ in 0..<100 where !shown {
            shown = try phone.get("/\(HostServerTests.riveras)/groceries/").body.contains("Pomegranate")
            if !shown { try await Task.sleep(for: .seconds(0.1)) }
        }
        #expect(shown, "the host's page shows the item within 10 seconds")
    }
}
