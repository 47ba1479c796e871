/// A recipe read from another program's file (schema.org JSON-LD, Mealie, Tandoor), before the
/// family's rules are applied: the store checks it as `recipe add` checks what is typed.
public struct ImportedRecipe: Equatable, Sendable {
    /// What a recipe makes when its file says nothing about servings.
    public static let defaultServings = 4

    public var name: String
    /// Nil when the file gives no number of servings.
    public var servings: Int?
    /// 0 when the file gives no time it can be read from.
    public var prepMinutes: Int
    /// Cook, waiting and total minutes; 0 when the file gives none.
    public var cookMinutes = 0
    public var waitMinutes = 0
    public var totalMinutes = 0
    /// The page's own address, or the one it names as its source; nil when none.
    public var source: String?
    /// The cuisine ("Italian"), the tags and the nutrition as the file gives them; empty when it gives none.
    public var cuisine = ""
    public var tags: [String] = []
    public var nutrition: [NutritionFact] = []
    /// The language the file says the recipe is in (schema.org's `inLanguage`), and the one its page's
    /// `<html lang>` names; "" when it says none.
    public var language = ""
    public var pageLanguage = ""
    /// The picture's addresses as the file gives them (schema.org's `image`: "https://…/soup.jpg",
    /// "../../images/ab12.png"), most wanted first; the picture read from beside the file, if found.
    public var imageAddresses: [String] = []
    public var picture: Picture?
    /// Each line as `--ingredient` takes one (a section's heading as "Dough:", `IngredientSection`), with where it is in the file ("recipeIngredient[2]").
    public var ingredientLines: [String]
    public var ingredientFields: [String]
    /// Markdown: the description, then the steps as numbered lists under `###` section headings.
    public var method: String
    /// The file's categories (or Tandoor's keywords), in its order.
    public var categories: [String]
    /// Where the name, the servings and the prep time are in the file, for messages about them.
    public var fields: Fields
    /// Fields of the file that were skipped, each saying why ("recipeCategory: expected text or a list
    /// of names, found a number; skipped"): the recipe came in without them.
    public var warnings: [String] = []

    /// A picture file found beside the recipe's file: its bytes, and its path for messages.
    public struct Picture: Equatable, Sendable {
        public var bytes: [UInt8]
        public var file: String

        public init(bytes: [UInt8], file: String) {
            self.bytes = bytes
            self.file = file
        }
    }

    public struct Fields: Equatable, Sendable {
        public var name: String, servings: String, prep: String

        public init(name: String = "name", servings: String = "recipeYield", prep: String = "prepTime") {
            (self.name, self.servings, self.prep) = (name, servings, prep)
        }
    }

    public init(name: String, servings: Int?, prepMinutes: Int, ingredientLines: [String], ingredientFields: [String],
                method: String, categories: [String], fields: Fields = Fields()) {
        self.name = name
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.ingredientLines = ingredientLines
        self.ingredientFields = ingredientFields
        self.method = method
        self.categories = categories
        self.fields = fields
    }

    /// The type the family files it under: the first category that names a default type or one of
    /// `familyTypes` (`RecipeType.named`: letter case aside, "Dessert" is Desserts); else the first category that can be a type of the family's own
    /// (`isNew`); else Other.
    public func type(familyTypes: [String]) -> (type: RecipeType, isNew: Bool) {
        if let known = categories.lazy.compactMap({ RecipeType.named($0, familyTypes: familyTypes) }).first { return (known, false) }
        // "Main course", "Nachtisch": a default in other words, before a new type is made (issue 68).
        if let known = categories.lazy.compactMap(RecipeType.namedInOtherWords).first { return (known, false) }
        if let first = categories.lazy.compactMap({ try? RecipeType.checkOwn($0, existing: familyTypes).get() }).first {
            return (.own(first), true)
        }
        return (.other, false)
    }

    /// What a format's reader read, or the error naming the field it stopped at.
    static func reading(_ read: () throws -> ImportedRecipe) -> Result<ImportedRecipe, InvalidValue> {
        do {
            return .success(try read())
        } catch let error as InvalidValue {
            return .failure(error)
        } catch {
            return .failure(InvalidValue(field: "recipe", expected: "a recipe that can be read (\(error))"))
        }
    }
}
