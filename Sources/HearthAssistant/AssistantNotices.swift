import HearthDomain
import HearthStore
import MCP

/// Change notifications where the transport allows them (`hearth mcp`, over stdio: the server may speak
/// first): the store's revision is read every `interval`, and when it moved, an assistant that subscribed
/// to a page is told when that page's Markdown changed (`notifications/resources/updated`), and every
/// assistant when the pages themselves did (a recipe added: `notifications/resources/list_changed`).
/// Whoever wrote the store (this process, a command, `hearth host`) is noticed alike.
public actor AssistantNotices {
    private let assistant: Assistant
    private let interval: Duration
    /// The resources subscribed to, with their Markdown when last read or told.
    private var subscribed: [String: String] = [:]
    private var uris: [String] = []
    private var revision: Int?

    public init(assistant: Assistant, interval: Duration = .seconds(1)) {
        self.assistant = assistant
        self.interval = interval
    }

    /// Adds the subscription and its Markdown as it is now (an address of no page is refused).
    func subscribe(_ uri: String, as caller: AssistantCaller) throws {
        subscribed[uri] = try assistant.read(uri, as: caller).contents.first?.text ?? ""
    }

    func unsubscribe(_ uri: String) {
        subscribed[uri] = nil
    }

    /// Tells `server`'s assistant of changes until cancelled (the assistant went away).
    public func run(_ server: Server, caller: @escaping @Sendable () throws -> AssistantCaller) async {
        while !Task.isCancelled {
            try? await check(server, caller: try caller())
            try? await Task.sleep(for: interval)
        }
    }

    private func check(_ server: Server, caller: AssistantCaller) async throws {
        let now = try assistant.store.revision()
        guard now != revision else { return }
        let first = revision == nil
        revision = now
        let current = try assistant.resources(for: caller).map(\.uri)
        if !first && current != uris { try await server.notify(ResourceListChangedNotification.message()) }
        uris = current
        // Each subscribed page against its Markdown when subscribed or last told (a change just before the
        // first look is told too).
        for (uri, seen) in subscribed {
            let text = (try? assistant.read(uri, as: caller).contents.first?.text) ?? ""
            guard text != seen else { continue }
            subscribed[uri] = text
            try await server.notify(ResourceUpdatedNotification.message(.init(uri: uri)))
        }
    }
}
