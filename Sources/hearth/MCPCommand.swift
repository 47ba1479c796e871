import ArgumentParser
import HearthAssistant
import HearthDomain
import HearthSite
import HearthStore
import MCP

/// `hearth mcp`: the household for an AI assistant on this machine (Claude Desktop, through ssh to the
/// home server), over standard input and output, acting as one member (docs/assistants.md).
struct MCPCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serves the household to an AI assistant over standard input and output (the Model Context Protocol), as a member.",
        discussion: """
            The assistant is offered the list, the chores, the recipes and the menu as tools, and the pages' \
            Markdown as resources (docs/assistants.md). Examples:
              hearth mcp --as Ana
              ssh home.local hearth mcp --as Ana --store /srv/hearth/household.sqlite
            """)
    @OptionGroup var templatesOption: TemplatesOption
    @OptionGroup var acting: ActingOptions

    func run() async throws {
        let (store, family, member) = try acting.open()
        let assistant = Assistant(store: store, theme: try Theme(userFolder: templatesOption.url), today: { CalendarDay.localToday() },
                                  changes: DirectChanges())
        let id = member.id
        let caller: @Sendable () throws -> AssistantCaller = {
            // Found again for each request: a member who moved acts in their family of now.
            guard let member = try store.member(id: id) else { throw Failure(.missingInput, "\(member.displayName) of \(family.name) is no longer in the store") }
            return AssistantCaller(member: member, family: try store.family(matching: member.familyID.text))
        }
        let notices = AssistantNotices(assistant: assistant)
        let server = await assistant.server(version: Hearth.version, notices: notices, caller: caller)
        Console.message("Serving \(family.name) to an assistant as \(member.displayName), over standard input and output.")
        try await server.start(transport: StdioTransport())
        // Changes by anyone, told while the assistant is there.
        let telling = Task { await notices.run(server, caller: caller) }
        await server.waitUntilCompleted()
        telling.cancel()
    }
}
