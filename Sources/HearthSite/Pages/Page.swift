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
