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
    /// `hearth mcp`, `StatelessHTTPServerTransport` for `hearth host`'s /mcp. With `notices` (a transport
    /// on which the server may speak first), an assistant may subscribe to pages and is told of changes.
    public func server(version: String, notices: AssistantNotices? = nil, caller: @escaping @Sendable () throws -> AssistantCaller) async -> Server {
        let tells = notices != nil
        let server = Server(name: "hearth", version: version, title: "Hearth", instructions: Self.instructions,
                            capabilities: .init(resources: .init(subscribe: tells, listChanged: tells), tools: .init(listChanged: false)))
        if let notices {
            await server.withMethodHandler(ResourceSubscribe.self) { params in
                try await notices.subscribe(params.uri, as: try caller())
                return Empty()
            }
            await server.withMethodHandler(ResourceUnsubscribe.self) { params in
                await notices.unsubscribe(params.uri)
                return Empty()
            }
        }
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
