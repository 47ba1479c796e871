/// One page of the site: an HTML file and its Markdown twin, rendered from the templates
/// "<template>.html" and "<template>.md" with the same model.
/// Models are immutable values, built once and only read while rendering: safe to hand between threads.
struct Page: @unchecked Sendable {
    /// The page's folder inside its family's folder: "" for the dashboard, "family/" for the family page.
    var folder: String
    /// The template's name without the ".html"/".md" ending.
    var template: String
    /// The page's own title (the layout adds the family's name).
    var title: String
    /// Which navigation entry is this page's.
    var section: Section?
    /// What the template shows, as structs and arrays (handed to Mustache by `TemplateModel`).
    var model: Any

    /// How many folders down from the family's root the page is, for relative links.
    var depth: Int { folder.split(separator: "/").count }
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

    /// The folder of the section's page, relative to the family's root.
    var folder: String {
        switch self {
        case .dashboard: return ""
        case .groceries: return "groceries/"
        case .shopping: return "shopping/"
        case .chores: return "chores/"
        case .recipes: return "recipes/"
        case .cars: return "cars/"
        case .family: return "family/"
        }
    }

    /// The theme string that names the section.
    var labelKey: String { "nav_\(rawValue)" }
}
