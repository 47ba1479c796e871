import Foundation
import HearthDomain
import HearthSite
import HearthStore
import HTTPTypes
import Hummingbird
import NIOCore

/// The API of `hearth host`, under /api/v1 (docs/api.md): JSON for the household's other tools, each
/// request acting as the member whose token it carries (`APIAuthentication`), through the same rules,
/// words and changes' queue as the member's forms. Its operations, their addresses and what they answer
/// are listed once, in `APIDocument`, which the router and the OpenAPI document both read.
struct APIController: Sendable {
    let handlers: HostHandlers

    var store: HouseholdStore { handlers.store }

    func addRoutes(to router: Router<HostRequestContext>) {
        // The document holds no household data: it answers without a token.
        let document = APIDocument.openAPI(serverRoot: handlers.pages.root)
        let documentPath = RouterPath(APIDocument.root + "/openapi.json")
        router.get(documentPath) { _, _ in
            Response(status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-cache"], body: .init(byteBuffer: ByteBuffer(bytes: document)))
        }
        for method in Self.methods where method != .get {
            router.on(documentPath, method: method) { _, _ in Self.notAllowed(method, allowing: [.get]).response }
        }
        let api = router.group(RouterPath(APIDocument.root)).add(middleware: APIAuthentication(handlers: handlers))
        for operation in APIDocument.operations {
            api.on(RouterPath(operation.routerPath), method: operation.method) { request, context in
                await answer(request, context, writes: operation.writes) { caller in try await handle(operation.id, request, context, caller) }
            }
        }
        // Another method on an operation's address: 405, with the methods it takes (Allow). Hummingbird
        // would answer 404: it finds the address, then no route for the method.
        for (path, taken) in Dictionary(grouping: APIDocument.operations, by: \.routerPath).mapValues({ $0.map(\.method) }) {
            for method in Self.methods where !taken.contains(method) {
                api.on(RouterPath(path), method: method) { _, _ in Self.notAllowed(method, allowing: taken).response }
            }
        }
        // Any other address under the API's is not found, as problem details.
        for method in Self.methods {
            api.on("**", method: method) { request, context in
                await answer(request, context) { _ in throw APIProblem(.notFound, "No operation of the API has this address: see \(APIDocument.root)/openapi.json.") }
            }
        }
    }

    /// The methods an address of the API is answered for, by its operation or by 405 (a method outside
    /// them, which no client of the document sends, is not found).
    static let methods: [HTTPRequest.Method] = [.get, .head, .post, .put, .patch, .delete, .options, .trace]

    /// 405 for `method` on an address that takes only `allowed`, named in Allow.
    static func notAllowed(_ method: HTTPRequest.Method, allowing allowed: [HTTPRequest.Method]) -> APIProblem {
        let allow = allowed.map(\.rawValue).sorted().joined(separator: ", ")
        var problem = APIProblem(.methodNotAllowed, "This address takes \(allow), not \(method.rawValue): see \(APIDocument.root)/openapi.json.")
        problem.headers[.allow] = allow
        return problem
    }

    /// Each operation's handler, by its operationId.
    private func handle(_ operation: String, _ request: Request, _ context: HostRequestContext, _ caller: HouseholdStore.APICaller) async throws -> Response {
        switch operation {
        case "listGroceryItems": return try listGroceryItems(caller)
        case "getGroceryItem": return try getGroceryItem(context, caller)
        case "addGroceryItem": return try await addGroceryItem(request, context, caller)
        case "editGroceryItem": return try await editGroceryItem(request, context, caller)
        case "checkGroceryItem": return try await changeGroceryItem(.check, request, context, caller)
        case "uncheckGroceryItem": return try await changeGroceryItem(.uncheck, request, context, caller)
        case "markGroceryItemUnavailable": return try await changeGroceryItem(.markAvailable(false), request, context, caller)
        case "markGroceryItemAvailable": return try await changeGroceryItem(.markAvailable(true), request, context, caller)
        case "purchaseCheckedItems": return try await purchaseCheckedItems(caller)
        case "listLocations": return try listLocations(caller)
        case "listShops": return try listShops(caller)
        case "listShopGroceryItems": return try listShopGroceryItems(context, caller)
        case "listChores": return try listChores(request, caller)
        case "markChoreDone": return try await recordChore(done: true, request, context, caller)
        case "undoChoreDone": return try await recordChore(done: false, request, context, caller)
        case "listMembers": return try listMembers(caller)
        case "listWishes": return try listWishes(caller)
        case "addWish": return try await addWish(request, context, caller)
        case "removeWish": return try await removeWish(context, caller)
        case "listRecipes": return try listRecipes(caller)
        case "getRecipe": return try getRecipe(request, context, caller)
        case "listMeals": return try listMeals(request, caller)
        default: throw APIProblem(.notFound, "No operation \(operation).")
        }
    }

    /// The answer to a request: what `body` makes, or the problem it met, as problem details. Nothing a
    /// client sends is answered with a 5xx: only the server's own trouble (its store unreadable) is.
    private func answer(_ request: Request, _ context: HostRequestContext, writes: Bool = false,
                        _ body: (HouseholdStore.APICaller) async throws -> Response) async -> Response {
        guard let caller = context.apiCaller else { return APIProblem.unauthorized("Send a token: Authorization: Bearer TOKEN.").response }
        return await Self.$problemLanguage.withValue(HostPages.language(accepting: request.headers[.acceptLanguage] ?? "")) {
            if writes && caller.token.readOnly { return APIProblem(.forbidden, problemWords().text("api_read_only", ["token": caller.token.name])).response }
            do {
                return try await body(caller)
            } catch let problem as APIProblem {
                return problem.response
            } catch {
                return problem(for: error).response
            }
        }
    }

    /// The language of a request's problem details: the first of its Accept-Language the theme has a file
    /// for, else the base language (English), whatever the family's: a program's writer reads them, not
    /// the family. Set for the whole of the request's answer (`answer`).
    @TaskLocal static var problemLanguage = Language.base

    /// The theme's words for a problem's detail, in `problemLanguage`.
    func problemWords() -> ThemeStrings { handlers.pages.words(Self.problemLanguage) }

    /// A refusal of the household's rules, in the API's words (`APIWords.swift`), with the status and
    /// field a client expects.
    func problem(for error: Error) -> APIProblem {
        let words = problemWords()
        switch error {
        case let problem as APIProblem:
            return problem
        case let problem as FormProblem:
            return APIProblem(.unprocessableContent, message(of: problem), field: problem.field)
        case let changed as HouseholdStore.ItemChangedSince:
            var problem = APIProblem(.preconditionFailed, words.text("api_changed_since", ["item": changed.item.name]), field: "If-Match")
            problem.headers[.eTag] = Self.eTag(changed.item)
            return problem
        case is HouseholdStore.RequestKeyReused:
            return APIProblem(.unprocessableContent, words.text("api_key_reused"), field: "Idempotency-Key")
        case let failure as Failure:
            let message = self.message(of: failure)
            let field = failure.wording?.field.flatMap { Self.bodyKeys[$0] }
            switch failure.kind {
            case .notPermitted: return APIProblem(.forbidden, message, field: field)
            case .missingInput: return APIProblem(.notFound, message, field: field)
            case .inputOutput, .unavailable:
                var problem = APIProblem(.serviceUnavailable, message)
                problem.headers[.retryAfter] = "5"
                return problem
            case .usage: return APIProblem(.badRequest, message, field: field)
            default: return APIProblem(.unprocessableContent, message, field: field)
            }
        default:
            handlers.watcher.log("API: \(error)")
            var problem = APIProblem(.serviceUnavailable, "The server could not answer: \(error)")
            problem.headers[.retryAfter] = "5"
            return problem
        }
    }

    /// A change through the changes' queue, as a form's: answered once the pages that show it are written.
    func change(_ name: String, _ caller: HouseholdStore.APICaller,
                make: @escaping @Sendable (HostActions, _ receivedAt: Int64) throws -> HostActions.Outcome) async throws -> HostActions.Outcome {
        switch await handlers.change(name, by: caller.member, in: caller.family, back: nil, make: make) {
        case .done(let outcome), .notShown(let outcome, _): return outcome
        case .dropped(let outcome): throw APIProblem(.conflict, outcome.dropped?.message(problemWords()) ?? "")
        case .refused(let error): throw error
        }
    }

    /// The request's body, read whole (`ServerLimits.maximumBody` refuses a longer one before it is read).
    func bytes(_ request: Request, _ context: HostRequestContext) async throws -> Data {
        var request = request
        return Data(buffer: try await request.collectBody(upTo: context.maxUploadSize))
    }

    /// The request's JSON body as `Body`; a body that is not that names the field that is wrong. An empty
    /// body is `{}`. A key given twice in one object is refused by name, as the importer refuses it
    /// (`JSONDuplicateKey`): Foundation would keep one of the two without a word.
    func decode<Body: Decodable>(_ bytes: Data, as type: Body.Type) throws -> Body {
        let words = problemWords()
        if let place = JSONDuplicateKey.find(in: bytes) {
            throw APIProblem(.badRequest, words.text("api_key_twice", ["field": place]), field: place)
        }
        do {
            return try JSONDecoder().decode(Body.self, from: bytes.isEmpty ? Data("{}".utf8) : bytes)
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let at):
                throw APIProblem(.unprocessableContent, words.text("api_field_missing", ["field": Self.path(at.codingPath + [key])]), field: Self.path(at.codingPath + [key]))
            case .typeMismatch(_, let at), .valueNotFound(_, let at):
                throw APIProblem(.unprocessableContent, words.text("api_field_type", ["field": Self.path(at.codingPath)]), field: Self.path(at.codingPath))
            default:
                throw APIProblem(.badRequest, words.text("api_not_json"))
            }
        }
    }

    /// "quantity", "items[2].name": where in the body a field is.
    static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined().drop { $0 == "." }.description
    }

    /// The ETag of an item: its version, quoted.
    static func eTag(_ item: GroceryItem) -> String { "\"" + item.version + "\"" }
}
