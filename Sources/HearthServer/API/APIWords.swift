import HearthDomain
import HearthSite

/// A refusal as the API says it. A page names a field by the label its form shows and may tell a
/// person what to do on the page ("reload the page", "fill it in"); the API names the key of the
/// request's JSON body instead, and says what it expected. The sentences are the theme's, in the
/// request's language (`problemLanguage`: its Accept-Language, else English; templates/i18n/*.json, the
/// "api_" keys).
extension APIController {
    /// The key of the body each of the domain's fields is sent as (`Field`).
    static let bodyKeys: [Field: String] = [.itemName: "name", .quantity: "quantity", .location: "location", .wish: "text"]

    /// The API's own sentence for a rule whose page sentence speaks of the page.
    static let sentences: [Wording.Key: String] = [.empty: "api_rule_empty", .noLocation: "api_no_location"]

    /// A refusal of the household's rules: "name: it is empty: expected …", the rule's sentence after
    /// the body's key; the command's words for a failure the rules have no sentence for.
    func message(of failure: Failure) -> String {
        guard let wording = failure.wording else { return failure.message }
        let words = problemWords()
        var values = wording.values
        values["locations"] = handlers.pages.address(APIDocument.root + "/locations")
        let sentence = words.text(Self.sentences[wording.key] ?? wording.key.rawValue, values)
        guard let key = wording.field.flatMap({ Self.bodyKeys[$0] }) else { return sentence }
        return words.text("server_field_problem", ["field": key, "problem": sentence])
    }

    /// A refusal of the checks the API shares with the forms (`HostActions`): the field by its name,
    /// which is the body's key too.
    func message(of problem: FormProblem) -> String {
        let words = problemWords()
        switch problem {
        case .empty(let field): return words.text("server_field_problem", ["field": field, "problem": words.text("api_rule_empty")])
        default: return problem.message(words, labels: [:])
        }
    }
}
