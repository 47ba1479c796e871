import GRDB
import HearthDomain

extension HouseholdStore {
    /// What the family always has (`Staples`): its language's defaults without those it removed, and
    /// those it added.
    public func staples(of family: Family) throws -> [String] {
        try checkedRead { db in try Self.staples(db, of: family) }
    }

    static func staples(_ db: Database, of family: Family) throws -> [String] {
        let rows = try StapleRow.filter(Column("family_id") == family.id.text).order(Column("name")).fetchAll(db)
        return Staples.list(language: family.language, added: rows.filter(\.kept).map(\.name), removed: rows.filter { !$0.kept }.map(\.name))
    }

    /// Adds a staple (`meal shop` then skips it); returns the name as kept.
    @discardableResult
    public func addStaple(_ name: String, in family: Family) throws -> String {
        let checked = try NameRules.check(name, field: "staple").mapError(\.failure).get()
        return try checkedWrite { db in
            if let known = try Self.staples(db, of: family).first(where: { ShoppingName.same($0, checked) }) {
                throw Failure(.badData, "\"\(known)\" is a staple already (see `hearth staple list`)",
                              wording: Wording(.stapleAlready, ["staple": known]))
            }
            try Self.deleteStapleRows(named: checked, db, in: family)
            if !Staples.defaults(for: family.language).contains(where: { ShoppingName.same($0, checked) }) {
                try StapleRow(familyId: family.id.text, name: checked, kept: true).insert(db)
            }
            return checked
        }
    }

    /// Removes a staple, one of the defaults too; returns the name as it was kept.
    @discardableResult
    public func removeStaple(_ name: String, in family: Family) throws -> String {
        try checkedWrite { db in
            guard let known = try Self.staples(db, of: family).first(where: { ShoppingName.same($0, name) }) else {
                throw Failure(.badData, "\"\(name)\" is not a staple (see `hearth staple list`)", wording: Wording(.noStaple, ["staple": name]))
            }
            try Self.deleteStapleRows(named: known, db, in: family)
            if Staples.defaults(for: family.language).contains(where: { ShoppingName.same($0, known) }) {
                try StapleRow(familyId: family.id.text, name: known, kept: false).insert(db)
            }
            return known
        }
    }

    /// Sets the family's staples to `names` (an import): rows for what differs from the defaults.
    static func setStaples(_ names: [String], _ db: Database, in family: Family) throws {
        try db.execute(sql: "DELETE FROM staples WHERE family_id = ?", arguments: [family.id.text])
        let defaults = Staples.defaults(for: family.language)
        for name in names where !defaults.contains(where: { ShoppingName.same($0, name) }) {
            try StapleRow(familyId: family.id.text, name: name, kept: true).insert(db)
        }
        for name in defaults where !names.contains(where: { ShoppingName.same($0, name) }) {
            try StapleRow(familyId: family.id.text, name: name, kept: false).insert(db)
        }
    }

    private static func deleteStapleRows(named name: String, _ db: Database, in family: Family) throws {
        let rows = try StapleRow.filter(Column("family_id") == family.id.text).fetchAll(db)
        for row in rows where ShoppingName.same(row.name, name) { try row.delete(db) }
    }
}
