import Foundation
import GRDB
import HearthDomain

extension HouseholdStore {
    /// The whole store as one JSON document, in a fixed order with sorted keys, so that the same store
    /// always exports to the same bytes.
    public func exportJSON() throws -> Data {
        let document = try checkedRead { db in
            HouseholdDocument(
                format: HouseholdDocument.formatName,
                version: HouseholdDocument.currentVersion,
                families: try FamilyRow.order(Column("created"), Column("id")).fetchAll(db).map {
                    .init(id: $0.id, name: $0.name, language: $0.language, currency: $0.currency,
                          decimalMark: $0.decimalComma ? "," : ".", recipeUnits: $0.recipeUnits == RecipeUnits.asWritten.rawValue ? nil : $0.recipeUnits,
                          firstWeekday: $0.firstWeekday == Weekday.monday.rawValue ? nil : $0.firstWeekday,
                          created: $0.created, folder: $0.folder,
                          staples: try Self.staples(db, of: $0.family()))
                },
                members: try MemberRow.order(Column("created"), Column("id")).fetchAll(db).map {
                    .init(id: $0.id, displayName: $0.displayName, family: $0.familyId,
                          originFamily: $0.originFamilyId, manager: $0.isManager, created: $0.created, language: $0.language)
                },
                locations: try LocationRow.order(Column("family_id"), Column("position"), Column("name"), Column("id")).fetchAll(db).map {
                    .init(family: $0.familyId, id: $0.id, name: $0.name, position: $0.position,
                          red: $0.red, green: $0.green, blue: $0.blue, opacity: $0.opacity)
                },
                groceryItems: try GroceryItemRow.order(Column("family_id"), Column("name"), Column("id")).fetchAll(db).map {
                    .init(family: $0.familyId, id: $0.id, name: $0.name, quantity: $0.quantity, location: $0.locationId,
                          addedBy: $0.addedBy, onList: $0.onList, completed: $0.completed, available: $0.available,
                          lastPurchased: $0.lastPurchased, amount: $0.amount, unit: $0.unit,
                          onlyAt: $0.onlyAt.map { $0.split(separator: " ").map(String.init) })
                },
                shops: try Self.exportedShops(db),
                invitations: try InvitationRow.order(Column("family_id"), Column("created"), Column("member_id")).fetchAll(db).map {
                    .init(family: $0.familyId, member: $0.memberId, invitedBy: $0.invitedBy, created: $0.created)
                },
                cars: try CarRow.order(Column("family_id"), Column("vin")).fetchAll(db).map {
                    .init(family: $0.familyId, vin: $0.vin, name: $0.name, model: $0.model, colour: $0.colour, year: $0.year,
                          priceCents: $0.priceCents, image: $0.imageId, description: $0.description, addedBy: $0.addedBy)
                },
                carImages: try CarImageRow.order(Column("id")).fetchAll(db).map {
                    .init(id: $0.id, format: $0.format, width: $0.width, height: $0.height, data: $0.data)
                },
                recipes: try Self.exportedRecipes(db),
                recipeTypes: try Self.exportedRecipeTypes(db),
                choreLabels: try ChoreLabelRow.order(Column("family_id"), Column("name")).fetchAll(db).map {
                    .init(family: $0.familyId, name: $0.name)
                },
                chores: try ChoreRow.order(Column("family_id"), Column("weekday"), Column("title"), Column("id")).fetchAll(db).map {
                    .init(family: $0.familyId, id: $0.id, title: $0.title, weekday: $0.weekday, fatigue: $0.fatigue, assignee: $0.assignee,
                          keepAssignee: $0.keepAssignee ? true : nil, notFor: $0.notFor.isEmpty ? nil : $0.notFor.split(separator: " ").map(String.init))
                },
                choreRecords: try ChoreRecordRow.order(Column("family_id"), Column("date"), Column("chore_id")).fetchAll(db).map {
                    .init(family: $0.familyId, date: $0.date, chore: $0.choreId, doneBy: $0.doneBy)
                },
                wishes: try WishRow.order(Column("family_id"), Column("created"), Column("id")).fetchAll(db).map {
                    .init(family: $0.familyId, id: $0.id, member: $0.memberId, text: $0.text, created: $0.created)
                },
                meals: try Self.exportedMeals(db),
                mealItemStarts: try MealItemStartRow.order(Column("family_id"), Column("item_id")).fetchAll(db).map {
                    .init(family: $0.familyId, item: $0.itemId, before: $0.before, madeByMeals: $0.madeByMeals)
                },
                daysAway: try Self.exportedDaysAway(db)
            )
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Self.escapingC1Controls(try encoder.encode(document)) + Data("\n".utf8)
    }

    /// JSON that is safe to show in a terminal (`hearth export` to standard output, or `cat` of the file):
    /// JSONEncoder escapes the C0 control characters but writes C1 ones (U+0080–U+009F; U+009B starts an
    /// escape sequence) as they are. They can only stand inside a JSON string, where `\u009B` is the
    /// same text.
    static func escapingC1Controls(_ json: Data) -> Data {
        let bytes = [UInt8](json)
        guard bytes.contains(0xC2) else { return json }
        let escapePrefix = Array(#"\u00"#.utf8)
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var escaped = [UInt8]()
        escaped.reserveCapacity(bytes.count + 64)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                let next = bytes[index + 1]
                escaped.append(contentsOf: escapePrefix)
                escaped.append(hexDigits[Int(next >> 4)])
                escaped.append(hexDigits[Int(next & 0x0F)])
                index += 2
            } else {
                escaped.append(byte)
                index += 1
            }
        }
        return Data(escaped)
    }
}

extension HouseholdStore {
    /// Left out when no family has a type of its own, so that files of stores without them stay as they were.
    /// Meals by family, day and ID, each with its shares.
    static func exportedMeals(_ db: Database) throws -> [HouseholdDocument.MealEntry] {
        let shares = Dictionary(grouping: try MealShareRow.order(Column("family_id"), Column("meal_id"), Column("name_key")).fetchAll(db)) {
            $0.familyId + "/" + $0.mealId
        }
        return try MealRow.order(Column("family_id"), Column("date"), Column("id")).fetchAll(db).map { row in
            .init(family: row.familyId, id: row.id, recipe: row.recipeId, date: row.date, meal: row.name, servings: row.servings,
                  addedBy: row.addedBy, shares: (shares[row.familyId + "/" + row.id] ?? []).map {
                      .init(ingredient: $0.nameKey, item: $0.itemId, amount: $0.amount, spent: $0.spent)
                  })
        }
    }

    /// Shops by family and name, each with its walking order; left out when no family has one, so that
    /// files of stores without them stay as they were.
    static func exportedShops(_ db: Database) throws -> [HouseholdDocument.ShopEntry]? {
        let places = Dictionary(grouping: try ShopLocationRow.order(Column("family_id"), Column("shop_id"), Column("place")).fetchAll(db)) {
            $0.familyId + "/" + $0.shopId
        }
        let shops = try ShopRow.order(Column("family_id"), Column("name"), Column("id")).fetchAll(db)
        return shops.isEmpty ? nil : shops.map {
            .init(family: $0.familyId, id: $0.id, name: $0.name, locations: (places[$0.familyId + "/" + $0.id] ?? []).map(\.locationId))
        }
    }

    static func exportedRecipeTypes(_ db: Database) throws -> [HouseholdDocument.RecipeTypeEntry]? {
        let types = try RecipeTypeRow.order(Column("family_id"), Column("name")).fetchAll(db)
        return types.isEmpty ? nil : types.map { .init(family: $0.familyId, name: $0.name) }
    }

    static func exportedRecipes(_ db: Database) throws -> [HouseholdDocument.RecipeEntry] {
        let ingredients = Dictionary(grouping: try IngredientRow.order(Column("family_id"), Column("recipe_id"), Column("position")).fetchAll(db)) {
            "\($0.familyId)/\($0.recipeId)"
        }
        return try RecipeRow.order(Column("family_id"), Column("created"), Column("id")).fetchAll(db).map { row in
            let recipe = row.recipe(ingredients: [])
            return .init(family: row.familyId, id: row.id, name: row.name, type: row.type, servings: row.servings, prepMinutes: row.prepMinutes,
                  ingredients: (ingredients["\(row.familyId)/\(row.id)"] ?? []).map {
                      .init(amount: $0.amountText, unit: $0.unit, name: $0.name, note: $0.note, section: $0.section.isEmpty ? nil : $0.section,
                            amountAfterName: $0.amountAfterName ? true : nil, amountWritten: $0.amountWritten.isEmpty ? nil : $0.amountWritten)
                  },
                  method: row.method, addedBy: row.addedBy, created: row.created, image: row.imageId,
                  cookMinutes: row.cookMinutes == 0 ? nil : row.cookMinutes, waitMinutes: row.waitMinutes == 0 ? nil : row.waitMinutes,
                  totalMinutes: row.totalMinutes == 0 ? nil : row.totalMinutes, source: row.source,
                  cuisine: row.cuisine.isEmpty ? nil : row.cuisine, tags: recipe.tags.isEmpty ? nil : recipe.tags,
                  nutrition: recipe.nutrition.isEmpty ? nil : Dictionary(recipe.nutrition.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
                  language: row.language.isEmpty ? nil : row.language)
        }
    }
}

extension HouseholdStore {
    /// Whether `data` looks like a document `exportJSON` wrote: a JSON object with `"format"` followed by
    /// `"hearth-household"`, whatever its version. Found by a byte search, not by parsing: `export
    /// --output` asks it of the file it writes over, and parsing a large household's 58 MB took 0.3 s.
    public static func isExport(_ data: Data) -> Bool {
        let spaces: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        guard data.first(where: { !spaces.contains($0) }) == UInt8(ascii: "{") else { return false }
        let key = Data("\"format\"".utf8), value = Data("\"\(HouseholdDocument.formatName)\"".utf8)
        var searchFrom = data.startIndex
        while let found = data.range(of: key, in: searchFrom..<data.endIndex) {
            var index = found.upperBound
            while index < data.endIndex, spaces.contains(data[index]) { index += 1 }
            if index < data.endIndex, data[index] == UInt8(ascii: ":") {
                index += 1
                while index < data.endIndex, spaces.contains(data[index]) { index += 1 }
                if data[index...].starts(with: value) { return true }
            }
            searchFrom = found.upperBound
        }
        return false
    }
}

extension HouseholdStore {
    /// Every member's days away, by family, member and first day; nil when there are none (a file then
    /// reads as one written before the fair week).
    static func exportedDaysAway(_ db: Database) throws -> [HouseholdDocument.DaysAwayEntry]? {
        let rows = try DaysAwayRow.order(Column("family_id"), Column("member_id"), Column("first_day")).fetchAll(db)
        return rows.isEmpty ? nil : rows.map { .init(family: $0.familyId, member: $0.memberId, from: $0.firstDay, to: $0.lastDay) }
    }
}
