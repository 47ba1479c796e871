import Foundation
import HearthAssistant
import HearthTestSupport
import Testing

/// docs/assistants.md kept true: its tools' table names every tool and no other, its configurations are
/// JSON, and the command its Claude Desktop configuration runs on the home server serves the tools.
@Suite struct AssistantsGuideTests {
    let guide: String

    init() throws {
        guide = try String(contentsOf: HearthProcess.repository.appending(path: "docs/assistants.md"), encoding: .utf8)
    }

    /// The guide's ```json blocks.
    var jsonBlocks: [String] {
        guide.components(separatedBy: "```json\n").dropFirst().compactMap { $0.components(separatedBy: "```").first }
    }

    @Test func theToolsTableNamesEveryToolAndNoOther() {
        let section = guide.components(separatedBy: "## The tools").last?.components(separatedBy: "## The resources").first ?? ""
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }
        let named = Set(rows.flatMap { row in
            String(row.dropFirst(2).prefix { $0 != "|" }).components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        })
        #expect(named == Set(AssistantTool.allCases.map(\.rawValue)))
    }

    @Test func theConfigurationsAreJSONAndTheSSHOneServesTheTools() async throws {
        let blocks = jsonBlocks
        #expect(blocks.count >= 3)
        for block in blocks {
            #expect((try? JSONSerialization.jsonObject(with: Data(block.utf8))) != nil, "\(block)")
        }
        // Claude Desktop's configuration through ssh: what it runs after the hearth binary, on a store of the demo.
        let desktop = try #require(try JSONSerialization.jsonObject(with: Data(blocks[0].utf8)) as? [String: Any])
        let server = try #require((desktop["mcpServers"] as? [String: Any])?["hearth"] as? [String: Any])
        #expect(server["command"] as? String == "ssh")
        let arguments = try #require(server["args"] as? [String])
        let binary = try #require(arguments.firstIndex(of: "/usr/local/bin/hearth"))
        var command = Array(arguments[(binary + 1)...])
        let store = try #require(command.firstIndex(of: "--store"))
        let folder = try TemporaryFolder()
        #expect(try await HearthProcess.run(["init", "--demo", "--store", "household.sqlite"], in: folder.url).status == 0)
        command[store + 1] = folder.url.appending(path: "household.sqlite").path
        let run = try await HearthProcess.run(["python3", HearthProcess.repository.appending(path: "Tests/assistants/drive_mcp.py").path,
                                         "tools", HearthProcess.binary.path] + command,
                                        in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/env"))
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output.contains("\"add_grocery_items\""), "\(run.output)")
    }
}
