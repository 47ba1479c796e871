import GRDB
import HearthDomain

extension HouseholdStore {
    /// What `family set` changes; nil leaves a setting as it is.
    public struct FamilySettings: Sendable {
        public var language: Language?
        public var currency: Currency?
        public var decimalComma: Bool?
        /// The units its recipes are shown in.
        public var recipeUnits: RecipeUnits?
        /// The day its week starts on (`Family.firstWeekday`).
        public var firstWeekday: Weekday?
        /// The family's folder in the site (`FamilyFolder`); "" gives it back its ID.
        public var folder: String?
        /// Where the family opens the hosted site, such as https://home.example (checked by the caller); ""
        /// forgets it.
        public var publicURL: String?
        /// Where `hearth host`'s Print buttons send the family's reports ("lp:kitchen", checked by the
        /// caller); "" forgets it.
        public var printer: String?

        public init(language: Language? = nil, currency: Currency? = nil, decimalComma: Bool? = nil, folder: String? = nil) {
            self.folder = folder
            self.language = language
            self.currency = currency
            self.decimalComma = decimalComma
        }
    }

    /// Changes the family's settings together, in one transaction: checked before, all or none is saved.
    public func changeSettings(_ settings: FamilySettings, of family: Family) throws {
        let folder = try settings.folder.map { $0.isEmpty ? "" : try FamilyFolder.check($0).mapError(\.failure).get() }
        try checkedWrite { db in
            if let folder {
                if !folder.isEmpty, let other = try Self.folderNames(db).holder(of: folder, except: family.id.text) {
                    let owner = try Self.family(matching: other.id, db)
                    throw Failure(.badData, "--folder \(folder): \(owner.name) already has that folder; choose another name")
                }
                // --family takes a folder as it takes a name: one may not be the other family's.
                if !folder.isEmpty, let other = try Self.familyNames(db).holder(of: folder, except: family.id.text) {
                    throw Failure(.badData, "--folder \(folder): another family is named \"\(other.name)\" (\(other.id)), and --family would not know which; choose another name")
                }
                try db.execute(sql: "UPDATE families SET folder = ? WHERE id = ?", arguments: [folder.isEmpty ? nil : folder, family.id.text])
            }
            if let language = settings.language {
                try db.execute(sql: "UPDATE families SET language = ? WHERE id = ?", arguments: [language.tag, family.id.text])
            }
            if let currency = settings.currency {
                try db.execute(sql: "UPDATE families SET currency = ? WHERE id = ?", arguments: [currency.code, family.id.text])
            }
            if let decimalComma = settings.decimalComma {
                try Self.setDecimalComma(decimalComma, of: family, db)
            }
            if let recipeUnits = settings.recipeUnits {
                try db.execute(sql: "UPDATE families SET recipe_units = ? WHERE id = ?", arguments: [recipeUnits.rawValue, family.id.text])
            }
            if let firstWeekday = settings.firstWeekday {
                try db.execute(sql: "UPDATE families SET first_weekday = ? WHERE id = ?", arguments: [firstWeekday.rawValue, family.id.text])
            }
            if let printer = settings.printer {
                try db.execute(sql: "INSERT INTO family_hosting (family_id, printer) VALUES (?, ?) ON CONFLICT (family_id) DO UPDATE SET printer = excluded.printer WHERE printer IS NOT excluded.printer",
                               arguments: [family.id.text, printer.isEmpty ? nil : printer])
            }
            if let publicURL = settings.publicURL {
                try Self.savePublicURL(publicURL.isEmpty ? nil : publicURL, of: family.id, db)
            }
        }
    }

    /// The addresses families saved (`FamilySettings.publicURL`), by family.
    public func savedPublicURLs() throws -> [HearthID: String] {
        try checkedRead { db in
            let rows = try Row.fetchAll(db, sql: "SELECT family_id, public_url FROM family_hosting WHERE public_url IS NOT NULL")
            return Dictionary(uniqueKeysWithValues: rows.compactMap { row in
                HearthID(row["family_id"] as String).map { ($0, row["public_url"] as String) }
            })
        }
    }

    /// The printers families set (`FamilySettings.printer`), by family.
    public func savedPrinters() throws -> [HearthID: String] {
        try checkedRead { db in
            let rows = try Row.fetchAll(db, sql: "SELECT family_id, printer FROM family_hosting WHERE printer IS NOT NULL")
            return Dictionary(uniqueKeysWithValues: rows.compactMap { row in
                HearthID(row["family_id"] as String).map { ($0, row["printer"] as String) }
            })
        }
    }

    /// Saves where `families` open the hosted site (`hearth host --public-url`).
    public func savePublicURL(_ url: String, for families: [Family]) throws {
        try checkedWrite { db in for family in families { try Self.savePublicURL(url, of: family.id, db) } }
    }

    /// Saved only when it changes: `hearth host --public-url` saves it at every start, and a change to
    /// family_hosting raises the store's revision (v23), which a restore compares.
    static func savePublicURL(_ url: String?, of family: HearthID, _ db: Database) throws {
        try db.execute(sql: "INSERT INTO family_hosting (family_id, public_url) VALUES (?, ?) ON CONFLICT (family_id) DO UPDATE SET public_url = excluded.public_url WHERE public_url IS NOT excluded.public_url",
                       arguments: [family.text, url])
    }

    /// Changes the family's decimal mark. Its recipes' amounts are rewritten in the same transaction,
    /// with the same values ("1,500 g" written with decimal points becomes "1500 g"): read again with the
    /// new mark as written, some would change a thousandfold.
    private static func setDecimalComma(_ decimalComma: Bool, of family: Family, _ db: Database) throws {
        let current = try Bool.fetchOne(db, sql: "SELECT decimal_comma FROM families WHERE id = ?", arguments: [family.id.text])
        guard current != decimalComma else { return }
        try db.execute(sql: "UPDATE families SET decimal_comma = ? WHERE id = ?", arguments: [decimalComma, family.id.text])
        let rows = try Row.fetchAll(db, sql: "SELECT recipe_id, position, amount_text FROM recipe_ingredients WHERE family_id = ?",
                                    arguments: [family.id.text])
        // Prepared once: a family of 10,000 recipes has 80,000 lines.
        // The amount as written ("1,5斤") no longer reads in the family's mark: the line shows the amount text.
        let update = try db.cachedStatement(sql: "UPDATE recipe_ingredients SET amount_text = ?, amount_written = '' WHERE family_id = ? AND recipe_id = ? AND position = ?")
        for row in rows {
            let written: String = row["amount_text"]
            let rewritten = Amount.rewritten(written, forDecimalComma: decimalComma)
            guard rewritten != written else { continue }
            try update.execute(arguments: [rewritten, family.id.text, row["recipe_id"] as String, row["position"] as Int])
        }
    }
}
