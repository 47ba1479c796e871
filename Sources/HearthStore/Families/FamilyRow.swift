import Foundation
import GRDB
import HearthDomain

/// A row of the families table.
struct FamilyRow: StoreRecord {
    static let databaseTableName = "families"
    var id: String
    var name: String
    var language: String
    var currency: String
    var decimalComma: Bool
    /// "as-written", "metric" or "us" (`RecipeUnits`).
    var recipeUnits: String
    /// "monday" to "sunday" (`Family.firstWeekday`).
    var firstWeekday: String
    var created: String
    var folder: String?
}

extension FamilyRow {
    init(_ family: Family) {
        self.init(id: family.id.text, name: family.name, language: family.language.tag, currency: family.currency.code,
                  decimalComma: family.decimalComma, recipeUnits: family.recipeUnits.rawValue,
                  firstWeekday: family.firstWeekday.rawValue, created: family.created, folder: family.folder)
    }

    func family() throws -> Family {
        guard let familyID = HearthID(id) else {
            throw StoredValueError("families row \(id): the ID is not a Hearth ID")
        }
        guard let familyLanguage = Language(tag: language) else {
            throw StoredValueError("families row \(id): language \"\(language)\" is not one of \(Language.allTags)")
        }
        guard let familyCurrency = try? Currency.check(currency).get() else {
            throw StoredValueError("families row \(id): currency \"\(currency)\" is not an ISO 4217 code")
        }
        // A folder name another program wrote that breaks the rule would name a path: the ID is used.
        let checkedFolder = folder.flatMap { try? FamilyFolder.check($0).get() }
        var family = Family(id: familyID, name: name, language: familyLanguage, currency: familyCurrency,
                            decimalComma: decimalComma, created: created, folder: checkedFolder)
        // A value another program wrote that Hearth does not know shows the recipes as written.
        family.recipeUnits = RecipeUnits(rawValue: recipeUnits) ?? .asWritten
        // Likewise a week start it does not know: Monday, as every week was before families chose.
        family.firstWeekday = Weekday(rawValue: firstWeekday) ?? .monday
        return family
    }
}
