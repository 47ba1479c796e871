import Foundation
import HearthDomain
import HTTPTypes

/// The API's operations, written once: the router adds a route for each (`APIController`), and the
/// OpenAPI 3.1 document at /api/v1/openapi.json describes each from the same list (docs/api.md).
enum APIDocument {
    /// Where the API's addresses begin, below the server's root.
    static let root = "/api/v1"

    /// One operation of the API.
    struct Operation: Sendable {
        /// Its operationId, which a client calls it by.
        var id: String
        var method: HTTPRequest.Method
        /// Its address below `root`, as OpenAPI writes it: "/grocery-items/{id}".
        var path: String
        var summary: String
        /// It changes the household: a read-only token may not.
        var writes = false
        /// It takes If-Match (an item's ETag), and answers 412 when the item changed since.
        var ifMatch = false
        /// It takes an Idempotency-Key.
        var idempotencyKey = false
        /// Its query parameters: name and what it is.
        var query: [String: String] = [:]
        /// The schema of its JSON body, and whether the body must be there.
        var body: (schema: String, required: Bool)?
        /// Its answer: the status and the schema of its JSON.
        var answer: (status: Int, schema: String)
        /// The statuses of its refusals, besides 401 and 429 which every operation may give.
        var refusals: [Int]

        /// The address as the router writes it: "grocery-items/:id".
        var routerPath: String { String(path.dropFirst()).replacingOccurrences(of: "{id}", with: ":id") }
    }

    static let operations: [Operation] = [
        Operation(id: "listGroceryItems", method: .get, path: "/grocery-items",
                  summary: "The items on the family's grocery list, checked or not, in walking order.",
                  answer: (200, "GroceryItemList"), refusals: []),
        Operation(id: "addGroceryItem", method: .post, path: "/grocery-items",
                  summary: "Puts an item on the list, as the list's form does: one of that name on the list already stays as it is (200), one bought before goes back on it (200), a new one is made (201). Sent again with the same Idempotency-Key, it changes nothing and answers with the item as it is now.",
                  writes: true, idempotencyKey: true, body: ("NewGroceryItem", true), answer: (201, "GroceryItem"), refusals: [400, 403, 410, 422]),
        Operation(id: "purchaseCheckedItems", method: .post, path: "/grocery-items/purchase",
                  summary: "Buys every checked item today: each goes off the list, stamped with the day. Answers with them.",
                  writes: true, answer: (200, "GroceryItemList"), refusals: [403]),
        Operation(id: "getGroceryItem", method: .get, path: "/grocery-items/{id}", summary: "One item, with its ETag.",
                  answer: (200, "GroceryItem"), refusals: [404]),
        Operation(id: "editGroceryItem", method: .patch, path: "/grocery-items/{id}",
                  summary: "Changes an item's name, quantity or location (only the member who added it may); a field left out stays as it is.",
                  writes: true, ifMatch: true, body: ("GroceryItemChanges", true), answer: (200, "GroceryItem"), refusals: [400, 403, 404, 412, 422]),
        Operation(id: "checkGroceryItem", method: .post, path: "/grocery-items/{id}/check", summary: "Ticks an item on the list: got it.",
                  writes: true, ifMatch: true, answer: (200, "GroceryItem"), refusals: [400, 403, 404, 412, 422]),
        Operation(id: "uncheckGroceryItem", method: .post, path: "/grocery-items/{id}/uncheck", summary: "Unticks an item on the list.",
                  writes: true, ifMatch: true, answer: (200, "GroceryItem"), refusals: [400, 403, 404, 412, 422]),
        Operation(id: "markGroceryItemUnavailable", method: .post, path: "/grocery-items/{id}/unavailable",
                  summary: "Marks an item not to be had at the store.",
                  writes: true, ifMatch: true, answer: (200, "GroceryItem"), refusals: [400, 403, 404, 412]),
        Operation(id: "markGroceryItemAvailable", method: .post, path: "/grocery-items/{id}/available",
                  summary: "Marks an item to be had again.",
                  writes: true, ifMatch: true, answer: (200, "GroceryItem"), refusals: [400, 403, 404, 412]),
        Operation(id: "listLocations", method: .get, path: "/locations",
                  summary: "The family's store locations in walking order, the unknown location last: an item's location is one of them, by name or ID.",
                  answer: (200, "LocationList"), refusals: []),
        Operation(id: "listShops", method: .get, path: "/shops",
                  summary: "The family's shops by name, each with its walking order: the locations it has, in order, the unknown location last.",
                  answer: (200, "ShopList"), refusals: []),
        Operation(id: "listShopGroceryItems", method: .get, path: "/shops/{id}/grocery-items",
                  summary: "The items on the list at one shop (by ID or name), in its walking order, and apart those it has not: kept to another shop, or in a location it lacks.",
                  answer: (200, "ShopGroceryItemList"), refusals: [404]),
        Operation(id: "listChores", method: .get, path: "/chores",
                  summary: "The chores of the week containing the date (default today), each on its day, with whether it was done and by whom.",
                  query: ["date": "A day of the week to list, YYYY-MM-DD (default: today)."], answer: (200, "ChoreList"), refusals: [422]),
        Operation(id: "markChoreDone", method: .post, path: "/chores/{id}/done",
                  summary: "Marks a chore done, as its page's button does, by the token's member, on its day of the week containing the body's date (default: its day this week). A day to come is refused.",
                  writes: true, body: ("ChoreDay", false), answer: (200, "Chore"), refusals: [400, 403, 404, 422]),
        Operation(id: "undoChoreDone", method: .post, path: "/chores/{id}/undo",
                  summary: "Takes a chore's done mark back, on its day of the week containing the body's date (default: its day this week).",
                  writes: true, body: ("ChoreDay", false), answer: (200, "Chore"), refusals: [400, 403, 404, 422]),
        Operation(id: "listMembers", method: .get, path: "/members", summary: "The family's members, managers first.",
                  answer: (200, "MemberList"), refusals: []),
        Operation(id: "listWishes", method: .get, path: "/wishes", summary: "The family's wishes, oldest first.",
                  answer: (200, "WishList"), refusals: []),
        Operation(id: "addWish", method: .post, path: "/wishes", summary: "Adds a wish of the token's member, as the wish wall's form does.",
                  writes: true, body: ("NewWish", true), answer: (201, "Wish"), refusals: [400, 403, 409, 422]),
        Operation(id: "removeWish", method: .delete, path: "/wishes/{id}", summary: "Removes one of the member's own wishes (another's is refused).",
                  writes: true, answer: (204, ""), refusals: [403, 404]),
        Operation(id: "listRecipes", method: .get, path: "/recipes", summary: "The family's recipes, by name.",
                  answer: (200, "RecipeList"), refusals: []),
        Operation(id: "getRecipe", method: .get, path: "/recipes/{id}",
                  summary: "A recipe at the servings asked for (default its own), its lines as its page at those servings shows them.",
                  query: ["servings": "How many servings to cook for, 1 to 100 (default: the recipe's own)."], answer: (200, "Recipe"), refusals: [404, 422]),
        Operation(id: "listMeals", method: .get, path: "/meals", summary: "The meals planned in the week containing the date (default today), in menu order.",
                  query: ["date": "A day of the week to list, YYYY-MM-DD (default: today)."], answer: (200, "MealList"), refusals: [422]),
    ]

    /// The OpenAPI 3.1 document, its addresses below `serverRoot` ("/", or "/hearth/" behind a proxy's
    /// sub-path), as JSON with sorted keys.
    static func openAPI(serverRoot: String) -> Data {
        var paths: [String: [String: Any]] = [:]
        for operation in operations {
            paths[operation.path, default: [:]][operation.method.rawValue.lowercased()] = describe(operation)
        }
        let document: [String: Any] = [
            "openapi": "3.1.0",
            "info": ["title": "Hearth", "version": "1",
                     "description": "The household of `hearth host` for its other tools: the grocery list, the week's chores and the members. Each request carries a member's token (`hearth token add NAME --as MEMBER`) and acts as that member, in their family, through the same rules as their forms. Refusals are RFC 9457 problem details."],
            "servers": [["url": String(serverRoot.dropLast()) + root]],
            "security": [["token": [String]()]],
            "paths": paths,
            "components": [
                "securitySchemes": ["token": ["type": "http", "scheme": "bearer", "description": "A token from `hearth token add`."]],
                "schemas": schemas,
            ],
        ]
        // The document is made of strings, numbers, arrays and dictionaries only: it always serializes.
        return (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
    }

    private static func describe(_ operation: Operation) -> [String: Any] {
        var parameters: [[String: Any]] = []
        if operation.path.contains("{id}") {
            parameters.append(["name": "id", "in": "path", "required": true, "schema": ["type": "string"], "description": "The ID, as listed."])
        }
        for (name, description) in operation.query.sorted(by: { $0.key < $1.key }) {
            let schema: [String: Any] = name == "servings"
                ? ["type": "integer", "minimum": Recipe.servingsRange.lowerBound, "maximum": Recipe.servingsRange.upperBound] : day
            parameters.append(["name": name, "in": "query", "required": false, "schema": schema, "description": description])
        }
        if operation.ifMatch {
            // "*", or an ETag in double quotes, weak or not (`APIController.ifMatch`).
            parameters.append(["name": "If-Match", "in": "header", "required": false, "schema": ["type": "string", "pattern": #"^ *(\*|(W/)?"[^"]*") *$"#],
                               "description": "The item's ETag as the client last saw it: the change is made only if the item is still so (else 412)."])
        }
        if operation.idempotencyKey {
            parameters.append(["name": "Idempotency-Key", "in": "header", "required": false, "schema": ["type": "string", "minLength": 1, "maxLength": 255],
                               "description": "Any text the client picks for this add: sent again with the same key and body, the add changes nothing and answers with the item it made."])
        }
        var answer: [String: Any] = ["description": operation.answer.status == 201 ? "Made." : "Done."]
        if !operation.answer.schema.isEmpty {
            answer["content"] = ["application/json": ["schema": ["$ref": "#/components/schemas/" + operation.answer.schema]]]
        }
        var responses: [String: Any] = [String(operation.answer.status): answer]
        if operation.id == "addGroceryItem" {
            responses["200"] = ["description": "On the list already, or put back on it.",
                                "content": ["application/json": ["schema": ["$ref": "#/components/schemas/GroceryItem"]]]]
        }
        for status in Set(operation.refusals + [401, 429]).sorted() {
            responses[String(status)] = ["description": HTTPResponse.Status(code: status).reasonPhrase,
                                         "content": ["application/problem+json": ["schema": ["$ref": "#/components/schemas/Problem"]]]]
        }
        var described: [String: Any] = ["operationId": operation.id, "summary": operation.summary, "responses": responses]
        if !parameters.isEmpty { described["parameters"] = parameters }
        if let body = operation.body {
            described["requestBody"] = ["required": body.required, "content": ["application/json": ["schema": ["$ref": "#/components/schemas/" + body.schema]]]]
        }
        return described
    }

    private static func object(_ properties: [String: Any], required: [String] = []) -> [String: Any] {
        var schema: [String: Any] = ["type": "object", "properties": properties]
        if !required.isEmpty { schema["required"] = required }
        return schema
    }

    private static var text: [String: Any] { ["type": "string"] }
    private static var yesOrNo: [String: Any] { ["type": "boolean"] }
    private static var day: [String: Any] { ["type": "string", "format": "date", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"] }

    // What a client sends is described by the rules that check it, from the limits they use, so that what
    // the document allows the server takes. A schema may say less than a rule (the lengths count code
    // points, the rules characters after trimming), never more.

    /// A name the rules take (`NameRules`), of at most `maximumLength` characters.
    private static func name(maximumLength: Int) -> [String: Any] {
        ["type": "string", "minLength": 1, "maxLength": maximumLength, "pattern": NameRules.pattern]
    }

    private static var quantity: [String: Any] {
        ["type": ["string", "integer"], "minimum": GroceryItem.quantities.lowerBound, "maximum": GroceryItem.quantities.upperBound,
         "pattern": GroceryQuantity.pattern,
         "description": "A count (3, \"3\") from \(GroceryItem.quantities.lowerBound) to \(GroceryItem.quantities.upperBound), or an amount with its unit (\"500 g\"; also \"1.5 kg\", \"½ dozen\")."]
    }

    private static var location: [String: Any] {
        ["type": "string", "description": "The name or ID of one of the family's locations (listLocations)."]
    }

    private static var schemas: [String: Any] { [
        "GroceryItem": object(["id": text, "name": text, "quantity": ["type": "string", "description": "A count (\"3\"), or an amount with its unit (\"500 g\")."],
                               "checked": yesOrNo, "available": yesOrNo, "onList": yesOrNo, "location": text,
                               "addedBy": text, "addedById": text, "lastPurchased": day,
                               "onlyAt": ["type": "array", "items": text, "description": "The names of the shops the item is kept to; absent: any shop."],
                               "etag": ["type": "string", "description": "The item's ETag, to send as If-Match."]],
                              required: ["id", "name", "quantity", "checked", "available", "onList", "location", "etag"]),
        "GroceryItemList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/GroceryItem"]]], required: ["items"]),
        "NewGroceryItem": object(["name": name(maximumLength: NameRules.maximumLength), "quantity": quantity, "location": location], required: ["name"]),
        "GroceryItemChanges": object(["name": name(maximumLength: NameRules.maximumLength), "quantity": quantity, "location": location]),
        "Location": object(["id": text, "name": text], required: ["id", "name"]),
        "LocationList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/Location"]]], required: ["items"]),
        "Shop": object(["id": text, "name": text, "locations": ["type": "array", "items": text]], required: ["id", "name", "locations"]),
        "ShopList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/Shop"]]], required: ["items"]),
        "ShopGroceryItemList": object(["shop": text, "items": ["type": "array", "items": ["$ref": "#/components/schemas/GroceryItem"]],
                                       "notHere": ["type": "array", "items": ["$ref": "#/components/schemas/GroceryItem"]]],
                                      required: ["shop", "items", "notHere"]),
        "Chore": object(["id": text, "title": text, "date": day, "weekday": ["type": "string", "enum": Weekday.allCases.map(\.rawValue)],
                         "fatigue": ["type": "integer", "minimum": Chore.fatigueRange.lowerBound, "maximum": Chore.fatigueRange.upperBound], "assignee": text, "assigneeId": text, "done": yesOrNo, "doneBy": text],
                        required: ["id", "title", "date", "weekday", "fatigue", "done"]),
        "ChoreList": object(["week": day, "items": ["type": "array", "items": ["$ref": "#/components/schemas/Chore"]]], required: ["week", "items"]),
        "ChoreDay": object(["date": day]),
        "Member": object(["id": text, "name": text, "manager": yesOrNo], required: ["id", "name", "manager"]),
        "MemberList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/Member"]]], required: ["items"]),
        "Wish": object(["id": text, "text": text, "member": text, "memberId": text, "created": ["type": "string", "format": "date-time"]],
                       required: ["id", "text", "memberId", "created"]),
        "WishList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/Wish"]]], required: ["items"]),
        "NewWish": object(["text": name(maximumLength: Wish.maximumLength)], required: ["text"]),
        "RecipeSummary": object(["id": text, "name": text, "servings": ["type": "integer"], "type": text, "totalMinutes": ["type": "integer"],
                                 "tags": ["type": "array", "items": text]], required: ["id", "name", "servings", "type", "totalMinutes", "tags"]),
        "RecipeList": object(["items": ["type": "array", "items": ["$ref": "#/components/schemas/RecipeSummary"]]], required: ["items"]),
        "Recipe": object(["id": text, "name": text, "servings": ["type": "integer"], "about": ["type": "array", "items": text],
                          "ingredients": ["type": "array", "items": object(["heading": text, "lines": ["type": "array", "items": text]], required: ["heading", "lines"])],
                          "description": text, "steps": ["type": "array", "items": text]],
                         required: ["id", "name", "servings", "about", "ingredients", "steps"]),
        "Meal": object(["id": text, "date": day, "name": text, "recipe": text, "recipeId": text, "servings": ["type": "integer"]],
                       required: ["id", "date", "name", "recipe", "recipeId", "servings"]),
        "MealList": object(["week": day, "items": ["type": "array", "items": ["$ref": "#/components/schemas/Meal"]]], required: ["week", "items"]),
        "Problem": object(["type": text, "title": text, "status": ["type": "integer"], "detail": text,
                           "field": ["type": "string", "description": "The field of the body, path, query or header the problem is with."]],
                          required: ["type", "title", "status", "detail"]),
    ] }
}
