import Foundation
import HearthDomain
import HearthSite
import HearthStore
import MCP

/// The household for AI assistants: the tools and resources `hearth mcp` (stdio) and `hearth host`'s
/// `/mcp` (Streamable HTTP) offer, for one member at a time. Every change calls the same store method as
/// the command and the form, through `changes` (the program's one change path); a bad argument is a tool
/// result with isError in the member's words, never a protocol error; nothing of another family is reached.
public struct Assistant: Sendable {
    public let store: HouseholdStore
    /// The theme the pages are rendered with, and whose words (templates/i18n) refusals are said in.
    public let theme: Theme
    /// The program's today: the chores' day, the menu's, the dashboard's.
    public let today: @Sendable () -> CalendarDay
    public let changes: any AssistantChanges

    public init(store: HouseholdStore, theme: Theme, today: @escaping @Sendable () -> CalendarDay, changes: any AssistantChanges) {
        self.store = store
        self.theme = theme
        self.today = today
        self.changes = changes
    }

    /// The tools the caller is offered: a read-only token's list leaves out those that change the household.
    public func tools(for caller: AssistantCaller) -> [Tool] {
        AssistantTool.allCases.filter { !caller.readOnly || !$0.writes }.map(\.tool)
    }

    /// Calls the tool `name` with `arguments` as the caller: its result, or a refusal with isError.
    public func call(_ name: String, arguments: [String: Value]?, as caller: AssistantCaller) async -> CallTool.Result {
        let words: ThemeStrings
        do {
            // Read at each call: the program keeps its theme while the family may edit its words.
            words = try ThemeStrings(reading: theme, language: caller.language)
        } catch {
            return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
        do {
            guard let tool = AssistantTool(rawValue: name) else { throw AssistantRefusal("mcp_unknown_tool", ["tool": name]) }
            if tool.writes && caller.readOnly { throw AssistantRefusal("api_read_only", ["token": caller.tokenName]) }
            return try await call(tool, AssistantArguments(arguments), as: caller, words: words)
        } catch {
            return CallTool.Result(content: [.text(text: message(of: error, in: words), annotations: nil, _meta: nil)], isError: true)
        }
    }

    private func call(_ tool: AssistantTool, _ arguments: AssistantArguments, as caller: AssistantCaller, words: ThemeStrings) async throws -> CallTool.Result {
        switch tool {
        case .listGroceries: return try listGroceries(at: nil, as: caller)
        case .listShopGroceries: return try listGroceries(at: try arguments.requiredText("shop"), as: caller)
        case .addGroceryItems: return try await addGroceryItems(arguments, as: caller)
        case .checkGroceryItem: return try await tick(.check, arguments, as: caller)
        case .uncheckGroceryItem: return try await tick(.uncheck, arguments, as: caller)
        case .choresToday: return try choresToday(arguments, as: caller)
        case .markChoreDone: return try await markChoreDone(arguments, as: caller, words: words)
        case .proposeWeek: return try proposeWeek(arguments, as: caller, words: words)
        case .searchRecipes: return try searchRecipes(arguments, as: caller, words: words)
        case .getRecipe: return try getRecipe(arguments, as: caller)
        case .planMeal: return try await planMeal(arguments, as: caller)
        }
    }

    /// A tool's answer: `text` for people and models, and the same as JSON (`structuredContent`, and as a
    /// second text block for clients that read only text, as the protocol advises); `json` encodes as an
    /// object, as the protocol's structured content must be.
    func result(_ text: String, json: some Encodable) throws -> CallTool.Result {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(json)
        let structured: Value? = try JSONDecoder().decode(Value.self, from: data)
        return CallTool.Result(content: [.text(text: text, annotations: nil, _meta: nil),
                                         .text(text: String(decoding: data, as: UTF8.self), annotations: nil, _meta: nil)],
                               structuredContent: structured)
    }

    /// A date argument: today, yesterday or YYYY-MM-DD; nil when left out.
    func day(_ arguments: AssistantArguments, _ name: String = "date") throws -> CalendarDay? {
        guard let text = try arguments.text(name) else { return nil }
        switch text.trimmed.lowercased() {
        case "", "today": return today()
        case "yesterday": return today().adding(days: -1)
        default:
            guard let day = CalendarDay(iso: text.trimmed) else { throw AssistantRefusal("api_not_a_date", ["text": text]) }
            return day
        }
    }
}
