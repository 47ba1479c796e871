import GRDB
import HearthDomain

extension HouseholdStore {
    /// Makes `member` a manager of `family` (managers change the car inventory), or a plain member again,
    /// as `actor` asks. Returns false when the member already had that role. Refused, with nothing changed:
    /// - when `actor` is not a manager of the family. A family that has no manager at the moment lets any
    ///   of its members name one: a family made without `--manager` would otherwise never have one;
    /// - making a member a manager who joined from another family: the role belongs to the family a
    ///   member registered in (`Member.managesFamily`);
    /// - when the family's last manager would be a plain member again.
    @discardableResult
    public func setManager(_ member: Member, _ isManager: Bool, in family: Family, by actor: Member) throws -> Bool {
        try checkedWrite { db in
            let members = try Self.members(db, of: family.id)
            guard let member = members.first(where: { $0.id == member.id }) else {
                throw Failure(.badData, "\(member.displayName) is not a member of \(family.name)")
            }
            guard let actor = members.first(where: { $0.id == actor.id }) else {
                throw Failure(.notPermitted, "\(actor.displayName) is not a member of \(family.name), so cannot change who manages it")
            }
            let managers = members.filter(\.managesFamily)
            guard actor.managesFamily || managers.isEmpty else {
                throw Failure(.notPermitted, "only managers may change who manages \(family.name); \(actor.displayName) is not a manager of it")
            }
            if member.managesFamily == isManager { return false }
            if isManager, member.originFamilyID != family.id {
                throw Failure(.notPermitted, "\(member.displayName) joined \(family.name) from another family: "
                    + "only a member who registered in \(family.name) can manage it")
            }
            if !isManager, managers.count == 1 {
                throw Failure(.notPermitted, "\(member.displayName) is the last manager of \(family.name): "
                    + "make another member a manager first (hearth member promote NAME --as \(member.displayName))")
            }
            try db.execute(sql: "UPDATE members SET is_manager = ? WHERE id = ?", arguments: [isManager, member.id.text])
            return true
        }
    }

    /// Refuses `member` unless they manage `family` now (read in the change's transaction, so a member
    /// demoted meanwhile is refused): "only managers of The Riveras may change its walking order".
    static func requireManager(_ member: Member, of family: Family, may what: String, _ db: Database) throws {
        guard let actor = try members(db, of: family.id).first(where: { $0.id == member.id }), actor.managesFamily else {
            throw Failure(.notPermitted, "only managers of \(family.name) may \(what); \(member.displayName) is not one",
                          wording: Wording(.onlyManagers, ["family": family.name]))
        }
    }
}
