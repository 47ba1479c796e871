import HearthDomain
import MCP

extension Assistant {
    /// What the server tells an assistant about itself when it connects.
    static let instructions = """
        Hearth keeps this family's household: the grocery list, the week's chores, recipes and the menu. \
        Act for the member the connection speaks for; every change is theirs. Read a page's Markdown \
        (resources) for an overview, and use the tools to change the list, the chores and the menu.
        """

    /// An MCP server whose handlers answer for the member `caller` finds (found again for each request,
    /// so a member removed or moved meanwhile is not acted for), over any transport: `StdioTransport` for
    /// `hearth mcp`, `StatelessHTTPServerTransport` for `hearth host`'s /mcp.
    public func server(version: String, caller: @escaping @Sendable () throws -> AssistantCaller) async -> Server {
        let server = Server(name: "hearth", version: version, title: "Hearth", instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            ListTools.Result(tools: tools(for: try caller()))
        }
        await server.withMethodHandler(CallTool.self) { params in
            await call(params.name, arguments: params.arguments, as: try caller())
        }
        await server.withMethodHandler(ListResources.self) { _ in
            ListResources.Result(resources: try resources(for: try caller()), nextCursor: nil)
        }
        await server.withMethodHandler(ReadResource.self) { params in
            try read(params.uri, as: try caller())
        }
        return server
    }
}
