import GRDB
import HearthDomain

extension HouseholdStore {
    /// Every family, in the order they were made.
    public func families() throws -> [Family] {
        try namingTheFile { try database.read { db in try Self.families(db) } }
    }

    static func families(_ db: Database) throws -> [Family] {
        // A statement prepared once per connection: every request of a signed-in member reads the families.
        try FamilyRow.fetchAll(db.cachedStatement(sql: "SELECT * FROM families ORDER BY created, id")).map { try $0.family() }
    }

    /// Makes a family and returns it. The first member is added with `addMember`.
    @discardableResult
    public func createFamily(name: String, language: Language, firstWeekday: Weekday = .monday, decimalComma: Bool = false) throws -> Family {
        let checkedName = try NameRules.check(name, field: "family name").mapError(\.failure).get()
        var family = Family(id: HearthID.generate(), name: checkedName, language: language, decimalComma: decimalComma, created: timestamp())
        family.firstWeekday = firstWeekday
        try checkedWrite { db in
            try Self.refuseFamilyName(checkedName, db)
            try FamilyRow(family).insert(db)
            try LocationRow(.unknown(), family: family.id).insert(db)
        }
        return family
    }

    /// Commands name families and members by name, so a second of the same name would make every one
    /// of them ask for an ID instead: a name already taken is refused (another program may still have
    /// written two, which the commands then tell apart by ID).
    static func refuseFamilyName(_ name: String, except id: HearthID? = nil, _ db: Database) throws {
        if let other = try familyNames(db).holder(of: name, except: id?.text) {
            throw Failure(.badData, "family name: the store already has a family named \"\(other.name)\" (\(other.id)); choose another name")
        }
        if let other = try folderNames(db).holder(of: name, except: id?.text) {
            throw Failure(.badData, "family name: \"\(name)\" is the folder of another family (\(other.id)), and --family would not know which; choose another name")
        }
    }

    /// The families' names, which must differ (`NameBook`).
    static func familyNames(_ db: Database) throws -> NameBook {
        NameBook(try families(db).map { ($0.id.text, $0.name) })
    }

    /// The families' folder names in the site, which must differ (`NameBook`).
    static func folderNames(_ db: Database) throws -> NameBook {
        NameBook(try families(db).compactMap { family in family.folder.map { (family.id.text, $0) } })
    }

    /// A family's members' names, which must differ (`NameBook`).
    static func memberNames(_ db: Database, of familyID: HearthID) throws -> NameBook {
        NameBook(try members(db, of: familyID).map { ($0.id.text, $0.displayName) })
    }

    static func refuseMemberName(_ name: String, in familyID: HearthID, except id: HearthID? = nil, _ db: Database) throws {
        if let other = try otherMember(named: name, in: familyID, except: id, db) {
            throw Failure(.badData, "member name: the family already has a member named \"\(other.displayName)\" (\(other.id)); choose another name",
                          wording: Wording(.memberNameTaken, ["name": other.displayName], field: .memberName))
        }
    }

    /// A member of the family with this name, other than the member `id`.
    static func otherMember(named name: String, in familyID: HearthID, except id: HearthID?, _ db: Database) throws -> Member? {
        guard let other = try memberNames(db, of: familyID).holder(of: name, except: id?.text) else { return nil }
        return try members(db, of: familyID).first { $0.id.text == other.id }
    }

    /// The family a command acts in: `text` is an ID or a name; with no text, the store's only family.
    public func family(matching text: String?) throws -> Family {
        try checkedRead { db in try Self.family(matching: text, db) }
    }

    static func family(matching text: String?, _ db: Database) throws -> Family {
        let all = try families(db)
        guard let text else {
            if all.count == 1 { return all[0] }
            if all.isEmpty { throw Failure(.missingInput, "the store has no family yet: make one with `hearth family create NAME`") }
            let choices = all.map { "\($0.id) (\($0.name))" }.joined(separator: ", ")
            throw Failure(.usage, "the store has \(all.count) families: say which with --family (\(choices))")
        }
        if let id = HearthID(text), let family = all.first(where: { $0.id == id }) { return family }
        let named = all.filter { NameBook.sameName($0.name, text.trimmed) }
        // A folder name finds its family too, unless another family has that name.
        if let byFolder = all.first(where: { $0.folder != nil && NameBook.sameName($0.folder!, text.trimmed) }) {
            if let other = named.first(where: { $0.id != byFolder.id }) {
                throw Failure(.usage, "\"\(text)\" is the folder of \(byFolder.name) (\(byFolder.id)) and the name of \(other.name) (\(other.id)): use the ID")
            }
            return byFolder
        }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            let ids = named.map(\.id.text).joined(separator: ", ")
            throw Failure(.usage, "\(named.count) families are named \"\(text)\": use the ID (\(ids))")
        }
        throw Failure(.badData, "no family has the ID or name \"\(text)\" (see `hearth family list`)")
    }

    /// The family a command acts in when `familyText` (--family) is not given but a member is (--as, or
    /// a MEMBER argument, which the error names as `option`): the family of the one member of the store
    /// with that ID, or that name. Else, as `family(matching:)` decides: the store's only family, or an
    /// error listing them; but a member no family has, in a store of several, is named as unknown, with
    /// the members there are (asking for --family would not help).
    public func family(matching familyText: String?, decidedBy memberText: String?, option: String = "--as") throws -> Family {
        guard familyText == nil, let memberText else { return try family(matching: familyText) }
        return try checkedRead { db in
            let everyone = try Self.members(db, of: nil)
            let matches = HearthID(memberText).flatMap { id in everyone.first { $0.id == id } }.map { [$0] }
                ?? everyone.filter { NameBook.sameName($0.displayName, memberText.trimmed) }
            if matches.isEmpty, try Self.families(db).count > 1 {
                let names = everyone.map(\.displayName).joined(separator: ", ")
                throw Failure(.badData, "\(option) \(memberText): no member of any family has that ID or name (the members: \(names); see `hearth member list`)")
            }
            guard matches.count == 1 else { return try Self.family(matching: nil, db) }
            return try Self.family(matching: matches[0].familyID.text, db)
        }
    }

    /// Every member, or the members of one family, in listing order.
    public func members(of familyID: HearthID? = nil) throws -> [Member] {
        try checkedRead { db in try Self.members(db, of: familyID) }
    }

    static func members(_ db: Database, of familyID: HearthID?) throws -> [Member] {
        var request = MemberRow.all()
        if let familyID { request = request.filter(Column("family_id") == familyID.text) }
        return try request.fetchAll(db).map { try $0.member() }.sorted(by: Member.listingOrder)
    }

    /// `member`, who acts in `family`, as the store holds them now. A command is handed the member who
    /// acts before its transaction starts; what they may do (manage, change a recipe) is decided on this
    /// reading, inside the transaction, so a member demoted or moved away in between is refused.
    static func current(_ member: Member, in family: Family, _ db: Database) throws -> Member {
        guard let current = try MemberRow.fetchOne(db, key: member.id.text)?.member(), current.familyID == family.id else {
            throw Failure(.notPermitted, "\(member.displayName) is no longer a member of \(family.name)",
                          wording: Wording(.noLongerMember, ["member": member.displayName, "family": family.name]))
        }
        return current
    }

    /// A member by ID, in whichever family they are now; nil when no member has it.
    public func member(id: HearthID) throws -> Member? {
        try checkedRead { db in try MemberRow.fetchOneCached(db, key: ["id": id.text])?.member() }
    }

    /// A member of a family by ID or display name: the one who acts (`--as`), or the one an option or
    /// argument names, which the error names as `option` ("--assignee", "MEMBER").
    public func member(matching text: String, in family: Family, option: String = "--as") throws -> Member {
        let members = try members(of: family.id)
        if let id = HearthID(text), let member = members.first(where: { $0.id == id }) { return member }
        let named = members.filter { NameBook.sameName($0.displayName, text.trimmed) }
        if named.count == 1 { return named[0] }
        if named.count > 1 {
            throw Failure(.usage, "\(option) \(text): \(named.count) members of \(family.name) are named \"\(text)\": use the member ID (\(named.map(\.id.text).joined(separator: ", ")))")
        }
        throw Failure(.badData, "\(option) \(text): no member of \(family.name) has that ID or name (see `hearth member list`)")
    }

    /// Adds a member to a family (which becomes their origin family too) and returns them.
    @discardableResult
    public func addMember(name: String, to family: Family, isManager: Bool) throws -> Member {
        let checkedName = try NameRules.check(name, field: "member name").mapError(\.failure).get()
        let member = Member(id: HearthID.generate(), displayName: checkedName, familyID: family.id,
                            originFamilyID: family.id, isManager: isManager, created: timestamp())
        try checkedWrite { db in
            try Self.refuseMemberName(checkedName, in: family.id, db)
            try MemberRow(member).insert(db)
        }
        return member
    }

    /// The store's revision: every change to the store raises it.
    public func revision() throws -> Int {
        try namingTheFile { try database.read(Self.revision) }
    }

    /// The snapshot and the store's revision (which every change raises), read in one transaction.
    /// A build reads them with `snapshotAndRevisionOnTwoConnections()`, which is faster for a large household.
    public func snapshotAndRevision() throws -> (families: [FamilySnapshot], revision: Int) {
        try checkedRead { db in (try Self.snapshot(db), try Self.revision(db)) }
    }

    static func revision(_ db: Database) throws -> Int {
        // Without its one row the triggers raise nothing, and every build would find nothing changed.
        guard let revision = try Int.fetchOne(db, sql: "SELECT revision FROM store_revision WHERE id = 1") else {
            throw StoredValueError("store_revision: the row holding the store's revision (id 1) is missing")
        }
        return revision
    }

    /// Everything the site shows, read in one transaction: every family.
    public func snapshot() throws -> [FamilySnapshot] {
        try checkedRead { db in try Self.snapshot(db) }
    }

    static func snapshot(_ db: Database) throws -> [FamilySnapshot] {
        zip(try peopleGroceriesAndCars(db), try recipesAndChores(db)).map(snapshot)
    }
}
