import Foundation
import HearthDomain
import HearthSite
import HearthStore
import MCP

/// The pages' Markdown twins as resources, `hearth://FAMILY_ID/PATH` (the path in the family's folder of
/// the site: `index.md`, `shopping/index.md`, `recipes/pancakes/index.md`), read from the store when read
/// and rendered by the site builder's own pages (`MarkdownTwins`): never older than the store.
extension Assistant {
    public static let scheme = "hearth://"

    /// The caller's family's twins: the dashboard, the list, the shopping lists, the chores' week, the menu
    /// and each recipe.
    public func resources(for caller: AssistantCaller) throws -> [Resource] {
        let snapshot = try store.wholeSnapshot(of: caller.family)
        return try MarkdownTwins.pages(of: snapshot, theme: theme).map { page in
            Resource(name: page.path, uri: Self.uri(page.path, in: caller.family), title: page.title, mimeType: "text/markdown")
        }
    }

    /// The twin a resource's address names, as its page would be written now; another family's address,
    /// or one of no twin, is not found.
    public func read(_ uri: String, as caller: AssistantCaller) throws -> ReadResource.Result {
        let prefix = Self.scheme + caller.family.id.text + "/"
        // A URL library may write the host in lower case: the family's ID is the same either way.
        guard uri.count > prefix.count, uri.prefix(prefix.count).lowercased() == prefix.lowercased(),
              let path = String(uri.dropFirst(prefix.count)).removingPercentEncoding,
              let markdown = try MarkdownTwins.markdown(at: path, of: try store.wholeSnapshot(of: caller.family), theme: theme, date: today()) else {
            throw MCPError.invalidParams("No page of \(caller.family.name) has the address \(uri): see resources/list.")
        }
        return ReadResource.Result(contents: [.text(markdown, uri: uri, mimeType: "text/markdown")])
    }

    static func uri(_ path: String, in family: Family) -> String {
        // Each segment as the site writes a link's (a recipe's slug may hold any letter), the slashes kept.
        scheme + family.id.text + "/" + path.split(separator: "/", omittingEmptySubsequences: false).map { String($0).percentEncoded }.joined(separator: "/")
    }
}
