import Foundation
import HearthDomain
import HearthStore
import MCP

/// The grocery list's tools: list it (at a shop too), add items, check and uncheck one.
extension Assistant {
    /// An item as the tools answer it in JSON.
    struct ItemJSON: Encodable {
        var id: String
        var name: String
        var checked: Bool
        var quantity: String
        var location: String
        var available: Bool
        var addedBy: String?
    }

    struct ListJSON: Encodable {
        var family: String
        var shop: String?
        var done: Int
        var total: Int
        var items: [ItemJSON]
        /// At a shop: what it has not (kept to another shop, or in a location it lacks).
        var notHere: [ItemJSON]?
    }

    func listGroceries(at shopText: String?, as caller: AssistantCaller) throws -> CallTool.Result {
        let family = caller.family
        let list = GroceryList(locations: try store.locations(of: family), items: try store.groceryItems(of: family), shops: try store.shops(of: family))
        let members = try store.members()  // of the store: who added an item may have moved since
        let shop = try shopText.map { text in
            guard let shop = list.shop(text) else { throw AssistantRefusal("api_no_shop", ["shop": text]) }
            return shop
        }
        let lines = GroceryListLines.lines(of: list, at: shop, members: members)
        let json: ([GroceryItem]) -> [ItemJSON] = { $0.map { self.json($0, list: list, members: members) } }
        var answer = ListJSON(family: family.name, shop: shop?.name, done: list.progress.done, total: list.progress.total,
                              items: json(list.onListByLocation.flatMap(\.items)))
        if let shop {
            let atShop = list.onListByLocation(at: shop)
            answer.items = json(atShop.groups.flatMap(\.items))
            answer.notHere = json(atShop.notHere)
        }
        return try result(lines.joined(separator: "\n"), json: answer)
    }

    func json(_ item: GroceryItem, list: GroceryList, members: [Member]) -> ItemJSON {
        ItemJSON(id: item.id, name: item.name, checked: item.completed, quantity: item.measure.text,
                 location: list.location(item.locationID)?.name ?? "Unknown Location", available: item.available,
                 addedBy: members.first { $0.id == item.addedBy }?.displayName)
    }

    /// `add_grocery_items`: `names`, each a name or {name, quantity}; all of them in one transaction.
    func addGroceryItems(_ arguments: AssistantArguments, as caller: AssistantCaller) async throws -> CallTool.Result {
        guard let names = try arguments.array("names") else { throw AssistantRefusal.missing("names") }
        guard !names.isEmpty else { throw AssistantRefusal.missing("names") }
        let entries: [(name: String, measure: GroceryQuantity?)] = try names.enumerated().map { index, value in
            let place = "names[\(index)]"
            if let name = value.stringValue { return (name, nil) }
            guard let object = value.objectValue else { throw AssistantRefusal.type(place) }
            let entry = AssistantArguments(object)
            guard let name = try? entry.requiredText("name") else { throw AssistantRefusal.type(place + ".name") }
            var quantity: String?
            if let value = object["quantity"], !value.isNull {
                if let text = value.stringValue {
                    quantity = text
                } else if let count = try? entry.integer("quantity") {
                    quantity = String(count)
                } else {
                    throw AssistantRefusal.type(place + ".quantity")
                }
            }
            return (name, try quantity.map { try GroceryQuantity.parse($0, field: place + ".quantity").mapError(\.failure).get() })
        }
        let store = self.store
        let added = try await changes.apply("grocery/add", by: caller.member, in: caller.family) {
            try store.addGroceryItems(entries, by: caller.member, in: caller.family)
        }
        let members = try store.members()
        let list = GroceryList(locations: try store.locations(of: caller.family), items: added.map(\.item))
        let lines = added.map { added -> String in
            let said = switch added.outcome {
            case .added: "added"
            case .putBack: "known: back on the list"
            case .alreadyOnList: "already on the list"
            case .changedOnList: "already on the list: quantity changed"
            }
            return GroceryListLines.line(of: added.item, members: members) + " (\(said))"
        }
        return try result(lines.joined(separator: "\n"), json: ["items": added.map { json($0.item, list: list, members: members) }])
    }

    /// `check_grocery_item`, `uncheck_grocery_item`: by `name` or `id`, as the list's tick does.
    func tick(_ action: HouseholdStore.ItemAction, _ arguments: AssistantArguments, as caller: AssistantCaller) async throws -> CallTool.Result {
        let name = try arguments.text("name")
        let id = try arguments.text("id")
        guard name != nil || id != nil else { throw AssistantRefusal.missing("name") }
        let store = self.store
        let changed: GroceryItem
        do {
            changed = try await tickedItem(action, name: name, id: id, as: caller)
        } catch {
            throw AssistantRefusal.unknown(error, [.noItem, .itemRemoved],
                                           as: AssistantRefusal("mcp_no_item", ["family": caller.family.name, "item": id ?? name ?? ""]))
        }
        let members = try store.members()
        let list = GroceryList(locations: try store.locations(of: caller.family), items: [changed])
        return try result(GroceryListLines.line(of: changed, members: members), json: json(changed, list: list, members: members))
    }

    private func tickedItem(_ action: HouseholdStore.ItemAction, name: String?, id: String?, as caller: AssistantCaller) async throws -> GroceryItem {
        let store = self.store
        return try await changes.apply(action.isCheck ? "grocery/check" : "grocery/uncheck", by: caller.member, in: caller.family) {
            // The store finds the item among the family's alone: another family's ID is no item of theirs.
            if let id { return try store.apply(action, toItemWithID: id, ifVersion: nil, by: caller.member, in: caller.family) }
            return try store.apply(action, to: [name ?? ""], by: caller.member, in: caller.family)[0]
        }
    }
}

extension HouseholdStore.ItemAction {
    var isCheck: Bool {
        if case .check = self { return true }
        return false
    }
}
