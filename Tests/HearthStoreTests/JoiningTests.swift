import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

@Suite struct JoiningTests {
    struct World {
        var store: HouseholdStore
        var riveras: Family
        var lins: Family
        var ana: Member
        var leo: Member
        var grandma: Member
    }

    static func world() throws -> World {
        let store = try HouseholdStore.inMemory()
        let riveras = try store.createFamily(name: "The Riveras", language: "en")
        let lins = try store.createFamily(name: "林家", language: "zh-Hant")
        return World(store: store, riveras: riveras, lins: lins,
                     ana: try store.addMember(name: "Ana", to: riveras, isManager: true),
                     leo: try store.addMember(name: "Leo", to: riveras, isManager: false),
                     grandma: try store.addMember(name: "阿嬤", to: lins, isManager: false))
    }

    /// A refusal must say why and change nothing.
    static func expectRefusal(_ world: World, _ expected: String, kind: Failure.Kind = .badData, _ action: () throws -> Void) throws {
        let before = try world.store.exportJSON()
        do {
            try action()
            Issue.record("not refused: \(expected)")
        } catch let failure as Failure {
            #expect(failure.kind == kind)
            #expect(failure.message.contains(expected), "\(failure.message)")
        }
        #expect(try world.store.exportJSON() == before)
    }

    /// A family can't be given a second member of the same name, nor the store a second family, since
    /// commands name them; but a member who joins may share a name, and then the error says which
    /// argument named them and gives both IDs.
    @Test func aNameTwoMembersShareAsksForAnID() throws {
        let world = try Self.world()
        try Self.expectRefusal(world, "the family already has a member named \"Ana\"") {
            _ = try world.store.addMember(name: "Ana", to: world.riveras, isManager: false)
        }
        try Self.expectRefusal(world, "the family already has a member named \"Ana\"") { try world.store.renameMember(world.leo, to: "Ana") }
        try Self.expectRefusal(world, "the store already has a family named \"林家\"") {
            _ = try world.store.createFamily(name: "林家", language: "en")
        }
        try Self.expectRefusal(world, "the store already has a family named \"林家\"") { try world.store.renameFamily(world.riveras, to: "林家") }
        try world.store.renameMember(world.ana, to: "Ana")

        // A member of that name joins only once one of the two has another name.
        let secondAna = try world.store.addMember(name: "Ana", to: world.lins, isManager: false)
        _ = try world.store.invite(code: secondAna.id.text, into: world.riveras, by: world.ana)
        try Self.expectRefusal(world, "The Riveras already has a member named \"Ana\" (\(world.ana.id)): one of them renames first") {
            _ = try world.store.accept(member: secondAna.id.text, family: world.riveras.id.text)
        }
        // Another program may still have written two of one name; commands then ask for an ID.
        try world.store.database.write { db in try db.execute(sql: "UPDATE members SET family_id = ? WHERE id = ?", arguments: [world.riveras.id.text, secondAna.id.text]) }
        do {
            _ = try world.store.member(matching: "Ana", in: world.riveras, option: "--assignee")
            Issue.record("one of two members named Ana was picked")
        } catch let failure as Failure {
            #expect(failure.kind == .usage)
            let ids = [world.ana.id, secondAna.id].map(\.text).sorted()
            #expect(failure.message.hasPrefix("--assignee Ana: 2 members of The Riveras are named \"Ana\": use the member ID"), "\(failure.message)")
            #expect(ids.allSatisfy(failure.message.contains), "\(failure.message)")
        }
        #expect(try world.store.member(matching: secondAna.id.text, in: world.riveras).id == secondAna.id)
    }

    @Test func aScannedCardInvitesAndTheMemberAcceptsAndJoins() throws {
        let world = try Self.world()
        let invited = try world.store.invite(code: "https://home.example/join?member=\(world.grandma.id)", into: world.riveras, by: world.ana)
        #expect(invited.id == world.grandma.id)
        #expect(try world.store.invitations(for: world.grandma.id).map(\.familyID) == [world.riveras.id])
        #expect(try world.store.snapshot().first { $0.family.id == world.riveras.id }?.invitations.first?.invitee.id == world.grandma.id)

        let accepted = try world.store.accept(member: world.grandma.id.text, family: nil)
        let (member, family) = (accepted.member, accepted.family)
        #expect(member.id == world.grandma.id && family.id == world.riveras.id)
        let moved = try #require(try world.store.members(of: world.riveras.id).first { $0.id == world.grandma.id })
        #expect(moved.originFamilyID == world.lins.id, "the origin family stays")
        #expect(try world.store.invitations(for: world.grandma.id).isEmpty, "the invitation is used up")

        let leaving = try world.store.leave(member: world.grandma.id.text)
        let (left, origin) = (leaving.member, leaving.family)
        #expect(left.id == world.grandma.id && origin.id == world.lins.id)
        #expect(try world.store.members(of: world.lins.id).contains { $0.id == world.grandma.id })
    }

    /// A manager is a manager of their origin family: the family they join never made them one. Before,
    /// any member could invite another family's manager and so give themselves a manager for their cars.
    @Test func aManagerWhoJoinsAnotherFamilyIsAPlainMemberThere() throws {
        let world = try Self.world()
        let mother = try world.store.addMember(name: "老媽", to: world.lins, isManager: true)
        try world.store.invite(code: mother.id.text, into: world.riveras, by: world.leo)
        try world.store.accept(member: mother.id.text, family: nil)
        let joined = try #require(try world.store.members(of: world.riveras.id).first { $0.id == mother.id })
        #expect(!joined.managesFamily)
        try Self.expectRefusal(world, "only managers", kind: .notPermitted) {
            try world.store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: joined, in: world.riveras)
        }
        let back = try world.store.leave(member: mother.id.text).member
        let home = try #require(try world.store.members(of: world.lins.id).first { $0.id == back.id })
        #expect(home.managesFamily, "a manager again at home")
        try world.store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: home, in: world.lins)
    }

    /// A member who moves to another family leaves nothing behind that only they could change: their
    /// chores there are nobody's (and the week's totals count them so), and their wishes are gone. Before,
    /// the chores stayed theirs, counted for no one, and the wishes could not be removed.
    @Test func aMemberWhoMovesLeavesTheirChoresUnassignedAndTakesTheirWishes() throws {
        let world = try Self.world()
        let sweep = try world.store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: world.leo, in: world.riveras)
        try world.store.setChore("mop", weekday: .tuesday, fatigue: 2, assignee: world.ana, in: world.riveras)
        try world.store.addWish("Pizza night", by: world.leo, in: world.riveras)
        try world.store.addWish("Beach day", by: world.ana, in: world.riveras)
        try world.store.addGroceryItem(name: "Oat milk", quantity: 1, location: nil, by: world.leo, in: world.riveras)

        try world.store.invite(code: world.leo.id.text, into: world.lins, by: world.grandma)
        try world.store.accept(member: world.leo.id.text, family: nil)
        var riveras = try #require(try world.store.snapshot().first { $0.family.id == world.riveras.id })
        #expect(riveras.chores.first { $0.id == sweep.chore.id }?.assignee == nil)
        #expect(riveras.chores.first { $0.title == "mop" }?.assignee == world.ana.id, "others keep theirs")
        #expect(riveras.wishes.map(\.text) == ["Beach day"])
        // Only the member who added an item may remove it: what Leo added is now anyone's.
        #expect(try world.store.removeGroceryItem("Oat milk", by: world.ana, in: world.riveras).name == "Oat milk")

        // Back home, what they were given in the family they joined is released the same way.
        let lins = try #require(try world.store.families().first { $0.id == world.lins.id })
        let joined = try #require(try world.store.members(of: world.lins.id).first { $0.id == world.leo.id })
        try world.store.setChore("cook", weekday: .friday, fatigue: 5, assignee: joined, in: lins)
        try world.store.leave(member: world.leo.id.text)
        let linsAfter = try #require(try world.store.snapshot().first { $0.family.id == world.lins.id })
        #expect(linsAfter.chores.allSatisfy { $0.assignee == nil })
        riveras = try #require(try world.store.snapshot().first { $0.family.id == world.riveras.id })
        #expect(riveras.chores.first { $0.id == sweep.chore.id }?.assignee == nil, "coming back does not take the chore back")
    }

    @Test func declineRemovesTheInvitation() throws {
        let world = try Self.world()
        try world.store.invite(code: world.grandma.id.text, into: world.riveras, by: world.leo)
        try world.store.decline(member: world.grandma.id.text.lowercased(), family: "The Riveras")
        #expect(try world.store.invitations(for: world.grandma.id).isEmpty)
        #expect(try world.store.members(of: world.lins.id).contains { $0.id == world.grandma.id })
    }

    @Test func refusalsSayWhyAndChangeNothing() throws {
        let world = try Self.world()
        try Self.expectRefusal(world, "you cannot invite yourself") {
            try world.store.invite(code: world.ana.id.text, into: world.riveras, by: world.ana)
        }
        try Self.expectRefusal(world, "is already a member of The Riveras") {
            try world.store.invite(code: world.leo.id.text, into: world.riveras, by: world.ana)
        }
        try Self.expectRefusal(world, "no member has the ID 22222222222") {
            try world.store.invite(code: "222222222222", into: world.riveras, by: world.ana)
        }
        try Self.expectRefusal(world, "holds no member ID") {
            try world.store.invite(code: "https://home.example/join", into: world.riveras, by: world.ana)
        }
        try Self.expectRefusal(world, "is not a member of 林家", kind: .notPermitted) {
            try world.store.invite(code: world.leo.id.text, into: world.lins, by: world.ana)
        }
        try world.store.invite(code: world.grandma.id.text, into: world.riveras, by: world.ana)
        try Self.expectRefusal(world, "is already invited into The Riveras") {
            try world.store.invite(code: world.grandma.id.text, into: world.riveras, by: world.leo)
        }
        try Self.expectRefusal(world, "has no invitation") {
            try world.store.accept(member: world.leo.id.text, family: nil)
        }
        try Self.expectRefusal(world, "in their origin family") {
            try world.store.leave(member: world.ana.id.text)
        }
    }

    @Test func aMemberInvitedTwiceSaysWhichFamily() throws {
        let world = try Self.world()
        let third = try world.store.createFamily(name: "The Smiths", language: "en")
        let smith = try world.store.addMember(name: "Sue", to: third, isManager: false)
        try world.store.invite(code: smith.id.text, into: world.riveras, by: world.ana)
        try world.store.invite(code: smith.id.text, into: world.lins, by: world.grandma)
        try Self.expectRefusal(world, "is invited into 2 families", kind: .usage) {
            try world.store.accept(member: smith.id.text, family: nil)
        }
        try world.store.accept(member: smith.id.text, family: "林家")
        #expect(try world.store.members(of: world.lins.id).contains { $0.id == smith.id })
    }

    @Test func renamingAFamilyAndAMember() throws {
        let world = try Self.world()
        try world.store.renameFamily(world.riveras, to: " The Rivera-Lins ")
        try world.store.renameMember(world.grandma, to: "外婆")
        #expect(Set(try world.store.families().map(\.name)) == ["The Rivera-Lins", "林家"])
        #expect(try world.store.members(of: world.lins.id).map(\.displayName) == ["外婆"])
        #expect(throws: Failure.self) { try world.store.renameMember(world.ana, to: "  ") }
    }

    @Test func invitationsRoundTripThroughTheExportFormat() throws {
        let world = try Self.world()
        try world.store.invite(code: world.grandma.id.text, into: world.riveras, by: world.ana)
        let first = try world.store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(first, source: "a.json")
        #expect(try copy.exportJSON() == first)
        #expect(try copy.invitations(for: world.grandma.id).count == 1)
    }
}
