import HearthDomain
import HearthLive
import HearthStore
import Hummingbird

/// A form a build of Hearth adds to `hearth host` beside its own (`HostConfiguration.addedForms`), most often
/// the one that changes an added table (`AddedTable`) from its page (`AddedPage`). It is routed as every
/// form of the family's pages is (`ActController`): at ".../act/<path>", after `SignedInForms` checked who
/// sends it and its CSRF token; its body decoded as `Fields` (a field it must have and lacks is refused by
/// name); refused to a kitchen screen and on another family's pages; applied on the live core's queue, then
/// answered with the page it came from, which shows the change.
public struct AddedForm: Sendable {
    /// Its address below the family's ".../act/": "notes/add". A template posts to `{{site.root}}act/notes/add`.
    public let path: String
    /// Adds its route to the family's forms.
    let addRoute: @Sendable (RouterGroup<HostRequestContext>, HostHandlers) -> Void

    /// - Parameters:
    ///   - table: the one added table it changes, whose pages are then rendered from memory (the site's
    ///     change policy, `SiteChange.rows`); nil when it changes anything else too: the site is built in full.
    ///   - labels: the label of each field on the page, by field name: a refusal names the field so (by its
    ///     name otherwise).
    ///   - perform: the change, through the store's methods (`HouseholdStore.addRow`): one transaction,
    ///     refused whole by a `Failure` (its message shown on the page it came from).
    public init<Fields: Decodable & Sendable>(_ path: String, _ fields: Fields.Type, changes table: AddedTable?, labels: [String: String] = [:],
                                               perform: @escaping @Sendable (HouseholdStore, Fields, Member, Family) throws -> Void) {
        self.path = path
        addRoute = { group, handlers in
            group.post(RouterPath(path)) { request, context in
                try await handlers.act(path, request, context, picked: nil, labels: labels) { (actions, form: Fields, member, family, _) in
                    try perform(actions.store, form, member, family)
                    return HostActions.Outcome(changed: table.map(Touched.rows) ?? .other)
                }
            }
        }
    }
}
