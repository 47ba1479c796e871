import Foundation
import HearthDomain

/// A recipe's page for one number of servings: the recipe's own, or one of the build's `--servings`,
/// each its own page so it works and prints without JavaScript.
struct RecipePage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.recipes, .meals, .carImages]

    /// The recipes whose pages a change of the meals alone changes: those now planned at other servings
    /// than before (a recipe is rendered at each servings its meals are planned at, `MenuPage.plannedServings`).
    /// Nil when `touched` holds more of what a recipe's page shows: then every recipe's.
    static func changedByMeals(_ touched: Set<FamilyData>, planned before: [String: [Int]], now after: [String: [Int]]) -> Set<String>? {
        guard touched.intersection(shows.union([.family])) == [.meals] else { return nil }
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
    }
    /// A recipe at a number of servings: its folder below recipes/ (`RecipeLinks.folder`).
    static func route(folder: String) -> Route {
        RecipesPage.route.below(folder, template: "recipe")
    }

    struct IngredientLine {
        var amount: String
        var name: String
        var note: String
        /// `separatedNote`: the note after the comma that goes before it: ", sifted", or "，少許" after a Chinese name.
        var separatedNote: String
        var hasAmount: Bool
        /// `amountAfterName`: the writer put the amount after the name ("五花肉 600克"), where it stays.
        var amountAfterName: Bool
        var hasNote: Bool
        /// `asWritten`: on a page at other servings, the line holds a number Hearth did not read as its
        /// amount, so it is shown as written, not scaled; the page says so quietly after it.
        var asWritten: Bool
        /// The whole line as plain text, for the Markdown twin and JSON-LD.
        var text: String
    }

    /// The lines under one heading ("Dough"); a recipe without sections has one group without a heading.
    struct IngredientGroup {
        var heading: String
        var hasHeading: Bool
        var lines: [IngredientLine]
    }

    /// One line of the nutrition per serving: "Calories", "240 kcal".
    struct NutritionLine {
        var label: String
        var value: String
    }

    struct ServingsLink {
        var label: String
        var href: String
        var current: Bool
    }

    /// `id`: the recipe's ID, which a hosted page's "Cook this on …" form sends.
    var id: String
    var name: String
    var typeName: String
    /// `servings`: the page's number of servings, which the form plans the meal at.
    var servings: Int
    var servingsText: String
    var prepText: String
    var scaledFromText: String
    /// Whether the page is at other servings than the writer's and an amount on it changed with them.
    var isScaled: Bool
    /// `unitsText`: "Amounts converted to metric units" when an amount on the page was converted to the
    /// family's units (`hearth family set --recipe-units`); "" when none was.
    var unitsText: String
    var isConverted: Bool
    /// Every line, in order, for a theme that lists them without their sections.
    var ingredients: [IngredientLine]
    /// The same lines under their sections' headings.
    var ingredientGroups: [IngredientGroup]
    /// `language`: the recipe's own language as a BCP 47 tag, for the `lang` of its words, when it is not
    /// the family's ("de"); "" when it is.
    var language: String
    var hasLanguage: Bool
    /// `languageName`: that language by its own name, "Deutsch".
    var languageName: String
    /// `cuisine`: "Italian", "" when none.
    var cuisine: String
    var hasCuisine: Bool
    var tags: [String]
    var hasTags: Bool
    /// `tagsLine`: the tags on one line, "vegetarian · quick", for the Markdown twin.
    var tagsLine: String
    var nutrition: [NutritionLine]
    var hasNutrition: Bool
    var servingsLinks: [ServingsLink]
    /// The same links as one line of the Markdown twin, the current servings in bold: "[2](…) · **4** ·
    /// [6](…)". Worked out here rather than in a loop of the template, which would add some twenty
    /// lookups to each of the build's most numerous pages (docs/performance.md). Labels are numbers and
    /// hrefs are made of slugs, so nothing in it needs escaping.
    var servingsMarkdown: String
    var methodHTML: String
    var methodMarkdown: String
    var hasMethod: Bool
    /// schema.org Recipe JSON-LD, escaped for a <script> element.
    var jsonLD: String
    /// `sourceHref`: where the recipe came from (an http or https address), "" when unknown.
    var sourceHref: String
    var hasSource: Bool
    var backHref: String
    /// The recipe's picture at its own size (alt text: the recipe's name), if it has one.
    var picture: Picture?
    /// The line of links to the recipe at other servings: on the site, not in `hearth recipe scale`.
    var showsServingsLinks = true

    /// The model of the recipe's page at `servings`, made as the site makes it: a scaled recipe on its
    /// own (a card on paper, the API, `hearth recipe scale`) reads the same as the page at those servings.
    static func model(of recipe: Recipe, servings: Int, family: Family, strings: ThemeStrings) -> RecipePage {
        let choices = Self.servingsChoices(for: recipe, chosen: [servings])
        let made = Self.pages(for: recipe, servingsChoices: [servings], family: family, links: RecipeLinks([recipe]), strings: strings)
        guard let index = choices.firstIndex(of: servings), let page = made[index].model as? RecipePage else {
            preconditionFailure("a recipe has a page at every servings it is asked for")
        }
        return page
    }

    /// The numbers of servings a recipe gets a page for: those it offers (`Recipe.offeredServings`) and
    /// the build's choices.
    static func servingsChoices(for recipe: Recipe, chosen: [Int]) -> [Int] {
        Array(Set(chosen + recipe.offeredServings)).sorted()
    }

    /// The recipe's pages, one per number of servings in `servingsChoices(for:chosen:)` order. What
    /// does not change with the servings (the method rendered by libcmark, the words around) is worked
    /// out once for all of them. `image` is the recipe's picture (`hearth recipe scale` shows none).
    static func pages(for recipe: Recipe, servingsChoices: [Int], family: Family, links: RecipeLinks, strings: ThemeStrings,
                      image: CarImage? = nil) -> [Page] {
        let choices = Self.servingsChoices(for: recipe, chosen: servingsChoices)
        // The method's own headings go under the page's "Method"; its relative links are written for the
        // recipe's own page, and the pages at other servings are one folder deeper.
        // (Most methods have no link: rendered once for all pages, as a large book has thousands.)
        let own = MarkdownRenderer.Placement(headingsBelow: 2), deeper = MarkdownRenderer.Placement(headingsBelow: 2, linkPrefix: "../")
        let hasLinks = recipe.method.contains("](") || recipe.method.contains("]:")
        let ownHTML = MarkdownRenderer.html(recipe.method, placement: own), ownMarkdown = MarkdownRenderer.commonMark(recipe.method, placement: own)
        let deeperHTML = hasLinks ? MarkdownRenderer.html(recipe.method, placement: deeper) : ownHTML
        let deeperMarkdown = hasLinks ? MarkdownRenderer.commonMark(recipe.method, placement: deeper) : ownMarkdown
        let words = RecipeWords(recipe: recipe, strings: strings)
        let hrefs = choices.map { links.href(recipe, servings: $0) }
        let markdownHrefs = choices.map { links.markdownHref(recipe, servings: $0) }
        // The language its lines are in, and the page's own words when that is not the family's.
        let language = recipe.writtenIn(familyLanguage: family.language.tag)
        let ownLanguage = RecipeLanguage.same(language, family.language.tag) ? "" : language
        let jsonLD = RecipeJSONLD(recipe: recipe, typeName: words.typeName, language: language)
        let nutrition = recipe.nutrition.map { NutritionLine(label: strings.text("nutrition_" + $0.name), value: $0.value) }
        // amounts[i][j]: ingredient i at choices[j] servings.
        let factors = choices.map { recipe.factor(for: $0) }
        let spoonsMayBecomeCups = recipe.spoonsMayBecomeCups
        // The recipe's lines in its own language's decimal mark ("2,25 l" in a German recipe).
        let decimalComma = recipe.writesDecimalComma(familyDoes: family.decimalComma)
        let scaled = recipe.ingredients.map {
            $0.scaledAmounts(by: factors, decimalComma: decimalComma, spoonsMayBecomeCups: spoonsMayBecomeCups, language: language,
                             units: family.recipeUnits)
        }
        // names[i][j]: the name of ingredient i after its amount at choices[j] servings ("1 egg", "2 eggs"),
        // with the amounts inside it scaled too ("(12 fl oz/355 ml)"); notes[i][j] its note so. A text
        // alike at every servings (most are) is read once for all of them.
        func inner(_ ingredient: Ingredient, _ texts: [String]) -> [String] {
            guard texts.allSatisfy({ $0 == texts[0] }) else {
                return texts.indices.map {
                    ingredient.withInnerAmounts(texts[$0], scaledBy: factors[$0], decimalComma: decimalComma,
                                                spoonsMayBecomeCups: spoonsMayBecomeCups, language: language)
                }
            }
            return ingredient.withInnerAmounts(texts[0], scaledBy: factors, decimalComma: decimalComma,
                                               spoonsMayBecomeCups: spoonsMayBecomeCups, language: language)
        }
        var names = zip(recipe.ingredients, scaled).map { ingredient, amountAtEachChoice in
            inner(ingredient, ingredient.names(after: amountAtEachChoice.map(\.text), language: language))
        }
        let notes = recipe.ingredients.map { ingredient in inner(ingredient, choices.map { _ in ingredient.note }) }
        // Whether a line's amount could not be read, and so stays as written at other servings.
        let unread = recipe.ingredients.map(\.hasUnreadAmount)
        // An amount rounded by more than a tenth says so: "about ½ egg", in the words of a recipe written
        // in another language than the family's ("塩 約小さじ⅛"). The same amount in another unit that starts
        // the name goes with it: "76 g/5 oz" of "38 g/2½oz butter".
        func about(_ amount: String) -> String {
            (ownLanguage.isEmpty ? nil : KitchenWords.about(amount, language: ownLanguage)) ?? strings.text("about_amount", ["amount": amount])
        }
        var amounts = scaled.map { amountAtEachChoice in amountAtEachChoice.map { $0.isApproximate ? about($0.text) : $0.text } }
        for index in recipe.ingredients.indices {
            for choice in choices.indices {
                guard let (alternative, name) = Ingredient.splitAlternative(names[index][choice]) else { continue }
                amounts[index][choice] += alternative
                names[index][choice] = name
            }
        }

        let ownChoice = choices.firstIndex(of: recipe.servings) ?? 0
        // Said once on a page where any amount was converted to the family's units.
        let converted = choices.indices.map { choice in scaled.contains { $0[choice].isConverted } }
        let unitsText = family.recipeUnits == .asWritten ? "" : strings.text("recipe_units_" + family.recipeUnits.rawValue)
        return choices.enumerated().map { choice, servings in
            let route = route(folder: links.folder(recipe, servings: servings))
            let toRecipes = route.link(to: RecipesPage.route)
            let picture = image.map { Picture($0, root: route.toRoot, alt: recipe.name) }
            let lines = recipe.ingredients.indices.map { index in
                let ingredient = recipe.ingredients[index]
                let (amount, name, note) = (amounts[index][choice], names[index][choice], notes[index][choice])
                return IngredientLine(amount: amount, name: name, note: note,
                                      separatedNote: note.isEmpty ? "" : ingredient.noteSeparator + note,
                                      hasAmount: !amount.isEmpty,
                                      amountAfterName: ingredient.amountAfterName,
                                      hasNote: !ingredient.note.isEmpty,
                                      asWritten: servings != recipe.servings && unread[index],
                                      text: ingredient.line(amountLine: amount, shownName: name, shownNote: note))
            }
            let model = RecipePage(
                id: recipe.id,
                name: recipe.name,
                typeName: words.typeName,
                servings: servings,
                servingsText: words.servingsText(servings),
                prepText: words.prepText,
                scaledFromText: words.scaledFromText,
                // "Scaled from 4 servings" only where an amount changed: a recipe of "salt, to taste" and
                // "etwas Muskatnuss" is the same at any servings.
                isScaled: servings != recipe.servings && scaled.contains { $0[choice].text != $0[ownChoice].text },
                unitsText: converted[choice] ? unitsText : "",
                isConverted: converted[choice],
                ingredients: lines,
                ingredientGroups: groups(of: recipe.ingredients, lines: lines),
                language: ownLanguage,
                hasLanguage: !ownLanguage.isEmpty,
                languageName: RecipeLanguage.name(of: ownLanguage),
                cuisine: recipe.cuisine,
                hasCuisine: !recipe.cuisine.isEmpty,
                tags: recipe.tags,
                hasTags: !recipe.tags.isEmpty,
                tagsLine: recipe.tags.joined(separator: " · "),
                nutrition: nutrition,
                hasNutrition: !nutrition.isEmpty,
                servingsLinks: zip(choices, hrefs).map { choice, href in
                    ServingsLink(label: String(choice), href: toRecipes + href, current: choice == servings)
                },
                servingsMarkdown: zip(choices, markdownHrefs).map { choice, href in
                    choice == servings ? "**\(choice)**" : "[\(choice)](\(toRecipes)\(href))"
                }.joined(separator: " · "),
                methodHTML: servings == recipe.servings ? ownHTML : deeperHTML,
                methodMarkdown: servings == recipe.servings ? ownMarkdown : deeperMarkdown,
                hasMethod: !recipe.method.isEmpty,
                jsonLD: jsonLD.scriptText(yield: strings.count("yield_text", servings),
                                          ingredients: lines.map(\.text), image: picture?.src),
                sourceHref: recipe.source ?? "",
                hasSource: recipe.source != nil,
                backHref: toRecipes + "index.html",
                picture: picture)
            return Page(route: route, title: recipe.name, model: model)
        }
    }

    /// `lines` (the page's lines of `ingredients`) in groups, a group for each run of lines of one section.
    private static func groups(of ingredients: [Ingredient], lines: [IngredientLine]) -> [IngredientGroup] {
        var groups: [IngredientGroup] = []
        for (ingredient, line) in zip(ingredients, lines) {
            if let last = groups.last, last.heading == ingredient.section {
                groups[groups.count - 1].lines.append(line)
            } else {
                groups.append(IngredientGroup(heading: ingredient.section, hasHeading: !ingredient.section.isEmpty, lines: [line]))
            }
        }
        return groups
    }
}
