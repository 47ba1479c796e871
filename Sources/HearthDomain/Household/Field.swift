/// A field the household's rules check, named once, in the domain's terms. A refusal carries it
/// (`Wording.field`), and each way in names it in its own words: a page by the label its form shows
/// the field with (`HostPages.fieldLabels`), the API by the key of its JSON body (`APIWords.keys`).
///
/// The raw value is the name a rule is given for its field (`NameRules.check(name, field: "item name")`),
/// so a rule's refusal knows its field without each check naming it twice (`InvalidValue`).
public enum Field: String, Sendable, CaseIterable {
    /// A grocery item's name.
    case itemName = "item name"
    /// How much of a grocery item to get: a count, or an amount and its unit.
    case quantity
    /// The store location of a grocery item, by its name or ID.
    case location
    /// The text of a wish.
    case wish
    /// A newcomer's name, given as they join.
    case memberName = "name"
    case password
    /// What an API token is for.
    case tokenName = "token name"
    /// The address of a notice channel, each kind its own field.
    case ntfy, email, webhook
}
