import Foundation
import HearthDomain
import Hummingbird

/// Who is online: an open page asks /online.json every 15 seconds (hearth-host.js), which counts it as
/// open, and shows the answer in the hosted header ("2 online", and the names behind it).
extension HostHandlers {
    /// What /online.json answers: how many of the visitor's family have a page open, the header's words
    /// for it in the family's language, and their names.
    struct OnlineNow: Encodable {
        var count: Int
        var text: String
        var names: [String]
    }

    func onlineNow(_ request: Request, _ context: HostRequestContext) throws -> Response {
        guard let visitor = context.signedIn?.visitor else { return signedOut(request, answer: Self.response(Data(), type: "text/plain", status: .unauthorized, cache: "no-store")) }
        online.note(visitor)
        let names = online.online(in: visitor.family.id)
        let words = pages.words(visitor.language)
        let now = OnlineNow(count: names.count, text: words.count("online", names.count), names: names)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Self.response(try encoder.encode(now), type: "application/json; charset=utf-8", status: .ok, cache: "no-store")
    }
}
