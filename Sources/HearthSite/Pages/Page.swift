import HearthDomain

/// One page of the site: an HTML file and its Markdown twin, rendered from the templates
/// "<template>.html" and "<template>.md" with the same model.
/// Models are immutable values, built once and only read while rendering: safe to hand between threads.
struct Page: @unchecked Sendable {
    /// Where the page lives, which template renders it, its navigation entry.
    var route: Route
    /// The page's own title (the layout adds the family's name).
    var title: String
    /// What the template shows, as structs and arrays (handed to Mustache by `TemplateModel`).
    var model: Any

    var folder: String { route.folder }
    var template: String { route.template }
    var section: Section? { route.section }
    /// How many folders down from the family's root the page is, for relative links.
    var depth: Int { route.depth }
}

/// The areas of a family's dashboard, in navigation order.
enum Section: String, CaseIterable {
    case dashboard
    case groceries
    case shopping
    case chores
    case recipes
    case cars
    case family

    /// The section's own page, whose route its navigation entry leads to.
    var route: Route {
        switch self {
        case .dashboard: return DashboardPage.route
        case .groceries: return GroceriesPage.route
        case .shopping: return ShoppingPage.route
        case .chores: return ChoresPage.route
        case .recipes: return RecipesPage.route
        case .cars: return CarsPage.route
        case .family: return FamilyPage.route
        }
    }

    /// The folder of the section's page, relative to the family's root.
    var folder: String { route.folder }

    /// The theme string that names the section.
    var labelKey: String { "nav_\(rawValue)" }
}

/// A kind of file in a family's site (a page, a calendar, a picture) and the parts of the household it
/// shows (`FamilyData`; the family's own record counts for all). `SitePlan` renders it again when a change
/// touched one of its parts, and keys it by their fingerprints (`FamilyFingerprints`), so no list of fields
/// is kept anywhere else. `PageInputsTests` renders each with every other part changed and expects the same
/// bytes: a kind that shows more than it declares fails there.
protocol ShowsFamilyData {
    static var shows: Set<FamilyData> { get }
}

extension CarImage: ShowsFamilyData {
    /// A picture's file, named by its content.
    static let shows: Set<FamilyData> = [.carImages]
    /// Where the pictures are, below the family's root.
    static let folder = "images/"
}

extension MemberCode: ShowsFamilyData {
    /// A member's QR code (qr/<member ID>.png), which the join cards show.
    static let shows: Set<FamilyData> = [.members]
    /// Where the codes are, below the family's root (beside the list's own, `ShoppingPage.liveCodePath`).
    static let folder = "qr/"
}
