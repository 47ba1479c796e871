import Crypto
import Foundation
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird

/// The family's grocery list through the API: list, read, add, edit, check, uncheck, mark (un)available,
/// and purchase what is checked. Every item answers with its ETag; a change sent with If-Match changes
/// the item only as the client saw it (412 otherwise); an add sent with an Idempotency-Key is made once.
extension APIController {
    /// listGroceryItems: the items on the list, checked or not, in walking order.
    func listGroceryItems(_ caller: HouseholdStore.APICaller) throws -> Response {
        let snapshot = try store.snapshot(of: caller.family, reading: [.shoppingList])
        let names = self.names(snapshot)
        return APIJSON.response(APIModels.GroceryItemList(items: snapshot.groceries.onListByLocation.flatMap(\.items).map { APIModels.GroceryItem($0, in: names) }))
    }

    /// getGroceryItem: one item, on the list or not, with its ETag.
    func getGroceryItem(_ context: HostRequestContext, _ caller: HouseholdStore.APICaller) throws -> Response {
        try itemResponse(try item(context, caller), caller)
    }

    /// addGroceryItem: what the list's form does (an item of that name already on the list stays as it
    /// is; one bought before goes back on it): 201 with a new item, 200 with the one that was there. With
    /// an Idempotency-Key, an add sent again changes nothing and answers with the item as it is now.
    func addGroceryItem(_ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        let bytes = try await self.bytes(request, context)
        let new = try decode(bytes, as: APIModels.NewGroceryItem.self)
        let measure = try new.quantity.map { try GroceryQuantity.parse($0.text, field: "quantity").mapError(\.failure).get() }
        let location = new.location.flatMap { $0.trimmed.isEmpty ? nil : $0 }
        let key = try request.headers[HTTPField.Name("Idempotency-Key")!].map { key in
            guard !key.isEmpty, key.count <= 255 else {
                throw APIProblem(.badRequest, problemWords().text("api_key_length"), field: "Idempotency-Key")
            }
            return HouseholdStore.RequestKey(tokenID: caller.token.id, key: key, requestHash: HexText.of(SHA256.hash(data: bytes), length: 64))
        }
        let store = self.store
        let outcome = try await change("grocery/add", caller) { _, _ in
            guard let key else {
                let added = try store.addGroceryItem(name: new.name, measure: measure, location: location, by: caller.member, in: caller.family)
                return HostActions.Outcome(created: added.outcome == .added, items: [added.item])
            }
            switch try store.addGroceryItem(name: new.name, measure: measure, location: location, by: caller.member, in: caller.family, key: key) {
            case .added(let added): return HostActions.Outcome(created: added.outcome == .added, items: [added.item])
            case .answeredBefore(let item): return HostActions.Outcome(items: item.map { [$0] } ?? [])
            }
        }
        guard let item = outcome.items.first else {
            throw APIProblem(.gone, problemWords().text("api_key_item_gone"), field: "Idempotency-Key")
        }
        var response = try itemResponse(item, caller, status: outcome.created ? .created : .ok)
        if outcome.created { response.headers[.location] = handlers.pages.address(APIDocument.root + "/grocery-items/" + item.id) }
        return response
    }

    /// editGroceryItem: its name, quantity or location, as `hearth grocery edit` changes them (only the
    /// member who added it may).
    func editGroceryItem(_ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        let found = try item(context, caller)
        let changes = try decode(try await bytes(request, context), as: APIModels.GroceryItemChanges.self)
        let measure = try changes.quantity.map { try GroceryQuantity.parse($0.text, field: "quantity").mapError(\.failure).get() }
        let version = try ifMatch(request, caller)
        let store = self.store
        let outcome = try await change("grocery/edit", caller) { _, _ in
            let edited = try store.editGroceryItem(found.id, changes: .init(name: changes.name, measure: measure, location: changes.location),
                                                   ifVersion: version, by: caller.member, in: caller.family)
            return HostActions.Outcome(items: [edited])
        }
        return try itemResponse(outcome.items.first ?? found, caller)
    }

    /// checkGroceryItem, uncheckGroceryItem, markGroceryItemUnavailable, markGroceryItemAvailable: what the
    /// list's buttons do, to the item as the client saw it when If-Match says so.
    func changeGroceryItem(_ action: HouseholdStore.ItemAction, _ request: Request, _ context: HostRequestContext,
                           _ caller: HouseholdStore.APICaller) async throws -> Response {
        let found = try item(context, caller)
        let version = try ifMatch(request, caller)
        let store = self.store
        let outcome = try await change("grocery/item", caller) { _, _ in
            let changed = try store.apply(action, toItemWithID: found.id, ifVersion: version, by: caller.member, in: caller.family)
            return HostActions.Outcome(items: [changed])
        }
        return try itemResponse(outcome.items.first ?? found, caller)
    }

    /// purchaseCheckedItems: every checked item bought today, off the list; answers with them.
    func purchaseCheckedItems(_ caller: HouseholdStore.APICaller) async throws -> Response {
        let outcome = try await change("grocery/purchase", caller) { actions, _ in
            try actions.purchase(by: caller.member, in: caller.family)
        }
        let items = outcome.items
        let names = try self.names(of: items, caller)
        return APIJSON.response(APIModels.GroceryItemList(items: items.map { APIModels.GroceryItem($0, in: names) }))
    }

    /// listLocations: the family's store locations in walking order, the unknown location last, named
    /// as the list names it.
    func listLocations(_ caller: HouseholdStore.APICaller) throws -> Response {
        let unknown = words(caller).text("location_unknown")
        let items = try store.locations(of: caller.family).map { APIModels.Location(id: $0.id, name: $0.isUnknown ? unknown : $0.name) }
        return APIJSON.response(APIModels.LocationList(items: items))
    }

    /// listShops: the family's shops by name, each with its walking order.
    func listShops(_ caller: HouseholdStore.APICaller) throws -> Response {
        let snapshot = try store.snapshot(of: caller.family, reading: [.shoppingList])
        let names = self.names(snapshot)
        let items = snapshot.groceries.shops.map { shop in
            APIModels.Shop(id: shop.id, name: shop.name, locations: (shop.locationIDs + [StoreLocation.unknownID]).map(names.location))
        }
        return APIJSON.response(APIModels.ShopList(items: items))
    }

    /// listShopGroceryItems: the items on the list at the shop the path's {id} names (by ID or name), in its
    /// walking order, and those it has not apart, as `hearth grocery list --shop` prints them.
    func listShopGroceryItems(_ context: HostRequestContext, _ caller: HouseholdStore.APICaller) throws -> Response {
        let snapshot = try store.snapshot(of: caller.family, reading: [.shoppingList])
        guard let text = context.parameters.get("id"), let shop = snapshot.groceries.shop(text) else {
            throw APIProblem(.notFound, words(caller).text("api_no_shop", ["shop": context.parameters.get("id") ?? ""]), field: "id")
        }
        let names = self.names(snapshot)
        let list = snapshot.groceries.onListByLocation(at: shop)
        return APIJSON.response(APIModels.ShopGroceryItemList(shop: shop.name, items: list.groups.flatMap(\.items).map { APIModels.GroceryItem($0, in: names) },
                                                              notHere: list.notHere.map { APIModels.GroceryItem($0, in: names) }))
    }

    // MARK: Helpers

    /// The item the path's {id} names, of the caller's family; 404 for any other.
    func item(_ context: HostRequestContext, _ caller: HouseholdStore.APICaller) throws -> GroceryItem {
        guard let id = context.parameters.get("id"), let item = try store.groceryItem(id: id, in: caller.family) else {
            throw APIProblem(.notFound, problemWords().text("api_no_item", ["id": context.parameters.get("id") ?? ""]), field: "id")
        }
        return item
    }

    /// The version If-Match asks for (`GroceryItem.version`), nil for none or "*". A weak ETag (`W/"…"`)
    /// never matches: If-Match compares strongly (RFC 9110, 13.1.1), so the change is refused with 412.
    func ifMatch(_ request: Request, _ caller: HouseholdStore.APICaller) throws -> String? {
        guard let tag = request.headers[.ifMatch]?.trimmed, tag != "*" else { return nil }
        if tag.hasPrefix("W/") {
            throw APIProblem(.preconditionFailed, problemWords().text("api_if_match_weak"), field: "If-Match")
        }
        guard tag.count >= 2, tag.hasPrefix("\""), tag.hasSuffix("\"") else {
            throw APIProblem(.badRequest, problemWords().text("api_if_match"), field: "If-Match")
        }
        return String(tag.dropFirst().dropLast())
    }

    /// An item as JSON, with its ETag.
    func itemResponse(_ item: GroceryItem, _ caller: HouseholdStore.APICaller, status: HTTPResponse.Status = .ok) throws -> Response {
        return APIJSON.response(APIModels.GroceryItem(item, in: try names(of: [item], caller)), status: status, headers: [.eTag: Self.eTag(item)])
    }

    /// The names of the family's locations, members (former members too: they added items before they
    /// moved) and shops.
    func names(_ snapshot: FamilySnapshot) -> APIModels.GroceryNames {
        names(locations: snapshot.groceries.locations, members: snapshot.members + snapshot.formerMembers, shops: snapshot.groceries.shops,
              in: snapshot.family)
    }

    /// The names a few items are shown with, read for them alone (not the family's whole list, which
    /// finding its former members would scan): the locations, the members, and any adder who moved away.
    func names(of items: [GroceryItem], _ caller: HouseholdStore.APICaller) throws -> APIModels.GroceryNames {
        var members = try store.members(of: caller.family.id)
        for id in Set(items.compactMap(\.addedBy)) where !members.contains(where: { $0.id == id }) {
            if let moved = try store.member(id: id) { members.append(moved) }
        }
        return names(locations: try store.locations(of: caller.family), members: members, shops: try store.shops(of: caller.family), in: caller.family)
    }

    private func names(locations: [StoreLocation], members: [Member], shops: [Shop], in family: Family) -> APIModels.GroceryNames {
        APIModels.GroceryNames(locations: Dictionary(locations.map { ($0.id, $0.name) }) { first, _ in first },
                               members: Dictionary(members.map { ($0.id, $0.displayName) }) { first, _ in first },
                               shops: Dictionary(shops.map { ($0.id, $0.name) }) { first, _ in first },
                               unknown: words(family).text("location_unknown"))
    }

    func words(_ caller: HouseholdStore.APICaller) -> ThemeStrings { handlers.pages.words(caller.family.language) }
    func words(_ family: Family) -> ThemeStrings { handlers.pages.words(family.language) }
}
