import Mustache

/// Each form of a family's hosted pages, by the address it posts to below the family's root
/// (".../act/grocery/item"). `hearth host`'s router adds one route per case (`ActController`), and a
/// template's form takes its address from the same case (`{{site.act.groceryItem}}`, `FormAddresses`), so
/// a form cannot post where no route listens: a name no case has fails `TemplateContractTests`.
public enum FormAction: String, AddressedForm {
    /// The list's one form: the button pressed says what to do with the item.
    case groceryItem = "grocery/item"
    case groceryCheck = "grocery/check"
    case groceryUncheck = "grocery/uncheck"
    case groceryUnavailable = "grocery/unavailable"
    case groceryAvailable = "grocery/available"
    case groceryPurchase = "grocery/purchase"
    case groceryAdd = "grocery/add"
    case choreDone = "chore/done"
    case choreUndo = "chore/undo"
    /// A manager's "Accept" of next week's proposal (the fair week).
    case choreAcceptWeek = "chore/accept-week"
    case wishAdd = "wish/add"
    case wishRemove = "wish/remove"
    case mealAdd = "meal/add"
    case mealMove = "meal/move"
    case mealRemove = "meal/remove"
    case mealShop = "meal/shop"
    case tripStart = "trip/start"
    case tripPause = "trip/pause"
    case tripResume = "trip/resume"
    case tripStop = "trip/stop"
    case locationMove = "location/move"

    /// The route's path below the family's root: "act/grocery/item".
    public var path: String { "act/" + rawValue }
}

/// A kind of form whose cases are the addresses its forms post to (`FormAction`, `ServerAction`).
public protocol AddressedForm: RawRepresentable<String>, CaseIterable, Sendable {
    /// The address below the root its templates start from.
    var path: String { get }
}

/// The forms' addresses as a page's templates ask for them (`site.act.<case>`, `site.serverForm.<case>`):
/// from the page to the form's route, through `root`.
struct FormAddresses<Action: AddressedForm>: MustacheParent {
    /// From the page to where the addresses begin: the family's root (`LayoutModel.root`), or the server's.
    var root: String

    func child(named name: String) -> Any? {
        Action.allCases.first { String(describing: $0) == name }.map { root + $0.path }
    }
}
