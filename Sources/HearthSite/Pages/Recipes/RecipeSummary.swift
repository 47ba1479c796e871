import HearthDomain

/// A recipe as the book's lists show it.
struct RecipeSummary {
    var name: String
    var href: String
    var markdownHref: String
    var typeName: String
    var servingsText: String
    var prepText: String
    /// The recipe's picture, which the book's cards show small (alt text empty: the name beside it says
    /// what the link is).
    var picture: Picture?

    /// `root` leads to recipes/ from the page; `pictures` are the family's pictures (`FamilySnapshot.carImages`)
    /// and the way from the page to the family's root, where images/ is (none: the list shows no pictures).
    init(_ recipe: Recipe, links: RecipeLinks, strings: ThemeStrings, root: String,
         pictures: (images: [String: CarImage], root: String)? = nil) {
        name = recipe.name
        href = root + links.href(recipe, servings: recipe.servings)
        markdownHref = root + links.markdownHref(recipe, servings: recipe.servings)
        typeName = strings.name(of: recipe.type)
        servingsText = strings.text("serves", ["count": String(recipe.servings)])
        // 0 is what the app stores when no one set the time.
        prepText = recipe.prepMinutes == 0 ? strings.text("prep_minutes_none") : strings.text("prep_minutes", ["minutes": String(recipe.prepMinutes)])
        picture = pictures.flatMap { pictures in
            recipe.imageID.flatMap { pictures.images[$0] }.map { Picture($0, root: pictures.root, alt: "") }
        }
    }
}

/// The orders the book can be read in, each pre-rendered as its own page (no JavaScript needed).
enum RecipeOrder: String, CaseIterable {
    case nameAscending = "name-ascending", nameDescending = "name-descending"
    case servingsAscending = "servings-ascending", servingsDescending = "servings-descending"
    case prepAscending = "prep-ascending", prepDescending = "prep-descending"

    var labelKey: String { "sort_" + rawValue.replacingOccurrences(of: "-", with: "_") }

    /// A total order: the key, then the name, then the ID.
    func sorted(_ recipes: [Recipe]) -> [Recipe] {
        let byName = Recipe.sortedByName(recipes)
        func key(_ recipe: Recipe) -> Int {
            switch self {
            case .nameAscending, .nameDescending: return 0
            case .servingsAscending, .servingsDescending: return recipe.servings
            case .prepAscending, .prepDescending: return recipe.prepMinutes
            }
        }
        let descending = rawValue.hasSuffix("descending")
        let indexed = Array(byName.enumerated())
        return indexed.sorted { a, b in
            if key(a.element) != key(b.element) { return descending ? key(a.element) > key(b.element) : key(a.element) < key(b.element) }
            return descending && key(a.element) == 0 ? a.offset > b.offset : a.offset < b.offset
        }.map(\.element)
    }
}

/// The links between the book's orders, the current one marked.
struct SortLink {
    var label: String
    var href: String
    /// `markdownHref`: the same page's Markdown twin.
    var markdownHref: String
    var current: Bool

    /// `root` leads to recipes/ from the page.
    static func all(current: RecipeOrder?, strings: ThemeStrings, root: String) -> [SortLink] {
        [SortLink(label: strings.text("sort_by_type"), folder: root, current: current == nil)]
            + RecipeOrder.allCases.map { order in
                SortLink(label: strings.text(order.labelKey), folder: root + "sorted/\(order.rawValue)/", current: order == current)
            }
    }

    init(label: String, folder: String, current: Bool) {
        self.label = label
        href = folder + "index.html"
        markdownHref = folder + "index.md"
        self.current = current
    }
}
