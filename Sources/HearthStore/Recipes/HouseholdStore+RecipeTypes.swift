import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The family's own recipe types, by name (the five defaults are not among them).
    public func recipeTypes(of family: Family) throws -> [String] {
        try checkedRead { db in try Self.recipeTypes(db, of: family.id) }
    }

    static func recipeTypes(_ db: Database, of familyID: HearthID) throws -> [String] {
        try RecipeTypeRow.filter(Column("family_id") == familyID.text).fetchAll(db).map(\.name)
            .sorted { NaturalOrder.key($0) < NaturalOrder.key($1) }
    }

    /// Adds a recipe type of the family's own; returns it as kept (trimmed).
    @discardableResult
    public func addRecipeType(_ text: String, in family: Family) throws -> String {
        try checkedWrite { db in try Self.addRecipeType(text, db, in: family) }
    }

    static func addRecipeType(_ text: String, _ db: Database, in family: Family, field: String = "type") throws -> String {
        let name = try RecipeType.checkOwn(text, existing: try recipeTypes(db, of: family.id), field: field).mapError(\.failure).get()
        try RecipeTypeRow(familyId: family.id.text, name: name).insert(db)
        return name
    }

    /// Removes a type of the family's own; a type that recipes still have is kept.
    @discardableResult
    public func removeRecipeType(_ text: String, in family: Family) throws -> String {
        try checkedWrite { db in
            if let type = RecipeType(label: text) { throw Failure(.badData, "\"\(text)\" is the default type \(type.rawValue), which every family keeps") }
            guard case let type? = RecipeType.named(text, familyTypes: try Self.recipeTypes(db, of: family.id)) else {
                throw Failure(.badData, "\(family.name) has no recipe type \"\(text)\" (see `hearth recipe type list`)")
            }
            let used = try RecipeRow.filter(Column("family_id") == family.id.text && Column("type") == type.rawValue).fetchCount(db)
            if used > 0 {
                throw Failure(.badData, "\(Counted.text(used, "recipe has", "recipes have")) the type \"\(type.rawValue)\": give them another first (hearth recipe edit NAME --type T)")
            }
            _ = try RecipeTypeRow.deleteOne(db, key: ["family_id": family.id.text, "name": type.rawValue])
            return type.rawValue
        }
    }

    /// The type `text` names: a default, or one of the family's own.
    static func recipeType(_ text: String, _ db: Database, in family: Family) throws -> RecipeType {
        let own = try recipeTypes(db, of: family.id)
        guard let type = RecipeType.named(text, familyTypes: own) else {
            throw Failure(.usage, "--type \(text): expected one of \(RecipeType.choices(familyTypes: own)) (a new one: hearth recipe type add \"\(text.trimmed)\")")
        }
        return type
    }
}
