import Foundation
import HearthAssistant
import HearthDomain
import HearthSite
import HearthStore
import HearthTestSupport
import MCP
import Testing

/// The assistants' tools and resources (issue 72) called in this process, as `hearth mcp` and `/mcp`
/// call them: the demo household in memory, on the demo's day, each change made in the store at once.
@Suite struct AssistantToolsTests {
    let store: HouseholdStore
    let assistant: Assistant

    init() throws {
        store = try DemoHousehold.store()
        assistant = Assistant(store: store, theme: try Theme(userFolder: nil), today: { DemoHousehold.date }, changes: DirectChanges())
    }

    func caller(_ id: String, readOnly: Bool = false) throws -> AssistantCaller {
        let member = try #require(try store.member(id: HearthID(id)!))
        return AssistantCaller(member: member, family: try store.family(matching: member.familyID.text), readOnly: readOnly, tokenName: "Wall")
    }

    func text(_ result: CallTool.Result) -> String {
        guard case .text(let text, _, _)? = result.content.first else { return "" }
        return text
    }

    func item(_ name: String, of family: String) throws -> GroceryItem? {
        try store.groceryItems(of: try store.family(matching: family)).first { $0.name == name }
    }

    @Test func theListIsListedAsTheCommandPrintsItWithItsCheckedState() async throws {
        let result = await assistant.call("list_groceries", arguments: nil, as: try caller(Demo.ana))
        #expect(result.isError != true)
        let lines = text(result).split(separator: "\n").map(String.init)
        #expect(lines.first == "Produce")
        #expect(lines.contains("  [x] Milk ×2 · Ana"))
        #expect(lines.contains("  [ ] Greek yogurt ×1 · Mia ~ not available"))
        let items = try #require(result.structuredContent?.objectValue?["items"]?.arrayValue)
        let milk = try #require(items.first { $0.objectValue?["name"]?.stringValue == "Milk" })
        #expect(milk.objectValue?["checked"]?.boolValue == true)
        #expect(items.count == lines.count { $0.hasPrefix("  [") }, "an object for each line")
    }

    @Test func severalItemsAreAddedAllOrNoneAsTheMembers() async throws {
        let ana = try caller(Demo.ana)
        let refused = await assistant.call("add_grocery_items", arguments: ["names": ["Oat milk", ["name": "Flour", "quantity": "-5"]]], as: ana)
        #expect(refused.isError == true)
        #expect(text(refused).contains("“-5” is not a quantity"), "\(text(refused))")
        #expect(try item("Oat milk", of: Demo.riveras) == nil, "nothing added when one is refused")
        let added = await assistant.call("add_grocery_items", arguments: ["names": ["Oat milk", ["name": "Flour", "quantity": "1.5 kg"], ["name": "Limes", "quantity": 4]]],
                                         as: ana)
        #expect(added.isError != true, "\(text(added))")
        let flour = try #require(try item("Flour", of: Demo.riveras))
        #expect(flour.onList && flour.measure.text == "1.5 kg" && flour.addedBy == ana.member.id)
        #expect(try item("Limes", of: Demo.riveras)?.measure.count == 4)
        #expect(try item("Oat milk", of: Demo.riveras)?.addedBy == ana.member.id)
    }

    @Test func anItemIsTickedByNameOrIDAndAnotherFamilysItemIsNoneOfTheirs() async throws {
        let ana = try caller(Demo.ana)
        let ticked = await assistant.call("check_grocery_item", arguments: ["name": "avocados"], as: ana)
        #expect(text(ticked) == "[x] Avocados ×3 · Ana")
        #expect(try item("Avocados", of: Demo.riveras)?.completed == true)
        let id = try #require(try item("Avocados", of: Demo.riveras)?.id)
        _ = await assistant.call("uncheck_grocery_item", arguments: ["id": .string(id)], as: ana)
        #expect(try item("Avocados", of: Demo.riveras)?.completed == false)
        let theirs = try #require(try store.groceryItems(of: try store.family(matching: Demo.lins)).first { $0.onList && !$0.completed })
        let refused = await assistant.call("check_grocery_item", arguments: ["id": .string(theirs.id)], as: ana)
        #expect(refused.isError == true)
        #expect(text(refused) == "The Riveras has no item “\(theirs.id)” on its list.")
        #expect(try store.groceryItem(id: theirs.id, in: try store.family(matching: Demo.lins))?.completed == false, "their item is as it was")
    }

    @Test func anotherFamilysRecipesAndChoresAreOutOfReach() async throws {
        let ana = try caller(Demo.ana)
        let theirs = try #require(try store.recipes(of: try store.family(matching: Demo.lins)).first)
        for (tool, arguments) in [("get_recipe", ["recipe": Value.string(theirs.id)]), ("plan_meal", ["recipe": .string(theirs.id), "date": "2026-11-21"]),
                                  ("get_recipe", ["recipe": .string(theirs.name)])] {
            let refused = await assistant.call(tool, arguments: arguments, as: ana)
            #expect(refused.isError == true && text(refused).hasPrefix("The Riveras has no recipe"), "\(tool): \(text(refused))")
        }
        #expect(try store.meals(of: ana.family).allSatisfy { $0.recipeID != theirs.id })
        let found = await assistant.call("search_recipes", arguments: ["query": .string(theirs.name)], as: ana)
        #expect(found.structuredContent?.objectValue?["recipes"]?.arrayValue?.isEmpty == true)
    }

    @Test func aReadOnlyCallerIsOfferedOnlyTheReadingToolsAndRefusedTheOthers() async throws {
        let wall = try caller(Demo.ana, readOnly: true)
        let offered = Set(assistant.tools(for: wall).map(\.name))
        #expect(offered == ["list_groceries", "list_shop_groceries", "chores_today", "propose_week", "search_recipes", "get_recipe"])
        #expect(Set(assistant.tools(for: try caller(Demo.ana)).map(\.name)) == Set(AssistantTool.allCases.map(\.rawValue)))
        let refused = await assistant.call("add_grocery_items", arguments: ["names": ["Caviar"]], as: wall)
        #expect(refused.isError == true)
        #expect(text(refused).contains("“Wall” may only read"))
        #expect(try item("Caviar", of: Demo.riveras) == nil)
    }

    @Test func badArgumentsAreToolErrorsInTheMembersLanguage() async throws {
        let brother = try caller(Demo.brother)
        let unknown = await assistant.call("get_recipe", arguments: ["recipe": "Pizza"], as: brother)
        #expect(unknown.isError == true)
        #expect(text(unknown) == "林家沒有叫「Pizza」的食譜。")
        let recipe = try #require(try store.recipes(of: brother.family).first)
        for servings: Value in [0, 101, "many", 2.5] {
            let refused = await assistant.call("get_recipe", arguments: ["recipe": .string(recipe.name), "servings": servings], as: brother)
            #expect(refused.isError == true && !text(refused).contains("servings: expected"), "\(servings): \(text(refused))")
        }
        let wrongType = await assistant.call("add_grocery_items", arguments: ["names": "牛奶"], as: brother)
        #expect(text(wrongType) == "「names」不是這個工具接受的類型：請看它的輸入結構說明。")
        let missing = await assistant.call("mark_chore_done", arguments: [:], as: brother)
        #expect(text(missing) == "這個工具需要「chore」。")
        let english = await assistant.call("no_such_tool", arguments: nil, as: try caller(Demo.ana))
        #expect(english.isError == true && text(english) == "Hearth has no tool “no_such_tool”.")
    }

    @Test func aRecipeIsScaledAsRecipeScaleWritesIt() async throws {
        let ana = try caller(Demo.ana)
        let found = await assistant.call("search_recipes", arguments: ["query": "PANCAKES"], as: ana)
        let name = try #require(found.structuredContent?.objectValue?["recipes"]?.arrayValue?.first?.objectValue?["name"]?.stringValue)
        let scaled = await assistant.call("get_recipe", arguments: ["recipe": .string(name), "servings": 8], as: ana)
        let recipe = try store.recipe(name, in: ana.family)
        #expect(text(scaled) == (try RecipeText.markdown(recipe, servings: 8, family: ana.family, theme: assistant.theme)))
        #expect(text(scaled).contains("Serves 8"))
    }

    @Test func todaysChoresAreNamedAndOneIsMarkedDoneByTheMember() async throws {
        let ana = try caller(Demo.ana)
        let today = await assistant.call("chores_today", arguments: nil, as: ana)
        let chores = try #require(today.structuredContent?.objectValue?["chores"]?.arrayValue)
        #expect(!chores.isEmpty)
        #expect(text(today).hasPrefix("The Riveras, Thursday 2026-11-19:"))
        let open = try #require(chores.first { $0.objectValue?["done"]?.boolValue == false }?.objectValue?["chore"]?.stringValue)
        let done = await assistant.call("mark_chore_done", arguments: ["chore": .string(open)], as: ana)
        #expect(done.isError != true, "\(text(done))")
        let record = try store.week(containing: DemoHousehold.date, of: ana.family).day(DemoHousehold.date)
        #expect(record?.done.values.contains { $0.doneBy == ana.member.id } == true)
        let toCome = await assistant.call("mark_chore_done", arguments: ["chore": .string(open), "date": "2026-11-20"], as: ana)
        #expect(toCome.isError == true && text(toCome).contains("is still to come"))
    }

    @Test func aMealIsPlannedOnTheMenu() async throws {
        let ana = try caller(Demo.ana)
        let planned = await assistant.call("plan_meal", arguments: ["recipe": "Greek salad", "date": "2026-11-21", "meal": "lunch"], as: ana)
        #expect(planned.isError != true, "\(text(planned))")
        #expect(try store.meals(of: ana.family).contains { $0.day.iso == "2026-11-21" && $0.name == "lunch" && $0.addedBy == ana.member.id })
    }

    @Test func eachPagesTwinIsReadFromTheStoreWhenReadAndNoOtherFamilysIs() throws {
        let ana = try caller(Demo.ana)
        let resources = try assistant.resources(for: ana)
        let uris = resources.map(\.uri)
        for path in ["index.md", "groceries/index.md", "shopping/index.md", "chores/index.md", "menu/index.md", "recipes/buttermilk-pancakes/index.md"] {
            #expect(uris.contains("hearth://\(Demo.riveras)/\(path)"), "\(path) in \(uris)")
        }
        for uri in uris {
            let read = try assistant.read(uri, as: ana)
            #expect(read.contents.first?.text?.isEmpty == false, "\(uri)")
        }
        let shopping = "hearth://\(Demo.riveras)/shopping/index.md"
        #expect(try assistant.read(shopping, as: ana).contents.first?.text?.contains("Saffron threads") == false)
        _ = try store.addGroceryItem(name: "Saffron threads", quantity: nil, location: nil, by: ana.member, in: ana.family)
        #expect(try assistant.read(shopping, as: ana).contents.first?.text?.contains("Saffron threads") == true, "never stale")
        // A Chinese recipe's address, its slug percent-encoded, reads its page in the family's language.
        let brother = try caller(Demo.brother)
        let tea = try #require(try assistant.resources(for: brother).first { $0.title == "珍珠奶茶" })
        #expect(tea.uri == "hearth://\(Demo.lins)/recipes/%E7%8F%8D%E7%8F%A0%E5%A5%B6%E8%8C%B6/index.md")
        #expect(try assistant.read(tea.uri, as: brother).contents.first?.text?.contains("\n# 珍珠奶茶\n") == true)
        #expect(throws: MCPError.self) { try assistant.read("hearth://\(Demo.lins)/index.md", as: ana) }
        #expect(throws: MCPError.self) { try assistant.read("hearth://\(Demo.riveras)/family/cards/index.md", as: ana) }
    }
}
