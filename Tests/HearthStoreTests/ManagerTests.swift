import Foundation
import Testing
@testable import HearthDomain
@testable import HearthStore

/// Who manages a family (`member promote`, `member demote`): managers change the car inventory.
@Suite struct ManagerTests {
    static func fresh(_ member: Member, in family: Family, _ store: HouseholdStore) throws -> Member {
        try store.member(matching: member.id.text, in: family)
    }

    @Test func aManagerMakesAnotherMemberAManagerWhoMayThenChangeTheCars() throws {
        let world = try JoiningTests.world()
        #expect(try world.store.setManager(world.leo, true, in: world.riveras, by: world.ana))
        let leo = try Self.fresh(world.leo, in: world.riveras, world.store)
        #expect(leo.managesFamily)
        try world.store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: leo, in: world.riveras)
        #expect(try world.store.cars(of: world.riveras).count == 1)

        #expect(try world.store.setManager(leo, false, in: world.riveras, by: world.ana))
        let plainLeo = try Self.fresh(world.leo, in: world.riveras, world.store)
        #expect(throws: Failure.self) { try world.store.removeCar(vin: "1HGCM82633A004352", by: plainLeo, in: world.riveras) }
        #expect(try world.store.setManager(plainLeo, false, in: world.riveras, by: world.ana) == false, "already a plain member")
    }

    @Test func aPlainMemberCannotMakeThemselvesAManagerWhileTheFamilyHasOne() throws {
        let world = try JoiningTests.world()
        try JoiningTests.expectRefusal(world, "only managers may change who manages The Riveras", kind: .notPermitted) {
            try world.store.setManager(world.leo, true, in: world.riveras, by: world.leo)
        }
    }

    /// A family made without `--manager` would otherwise never have one, and no one could add a car.
    @Test func aFamilyWithNoManagerLetsAnyOfItsMembersNameOne() throws {
        let world = try JoiningTests.world()
        #expect(try world.store.members(of: world.lins.id).allSatisfy { !$0.managesFamily })
        #expect(try world.store.setManager(world.grandma, true, in: world.lins, by: world.grandma))
        #expect(try Self.fresh(world.grandma, in: world.lins, world.store).managesFamily)
    }

    @Test func theLastManagerStaysOne() throws {
        let world = try JoiningTests.world()
        try JoiningTests.expectRefusal(world, "Ana is the last manager of The Riveras", kind: .notPermitted) {
            try world.store.setManager(world.ana, false, in: world.riveras, by: world.ana)
        }
    }

    /// The role belongs to the family a member registered in (`Member.managesFamily`).
    @Test func aMemberWhoJoinedFromAnotherFamilyCannotManageIt() throws {
        let world = try JoiningTests.world()
        try world.store.invite(code: world.grandma.id.text, into: world.riveras, by: world.ana)
        try world.store.accept(member: world.grandma.id.text, family: nil)
        let joined = try Self.fresh(world.grandma, in: world.riveras, world.store)
        try JoiningTests.expectRefusal(world, "阿嬤 joined The Riveras from another family", kind: .notPermitted) {
            try world.store.setManager(joined, true, in: world.riveras, by: world.ana)
        }
    }

    /// While its manager is away in another family, the family they left is not stuck without one.
    @Test func whenTheManagerJoinsAnotherFamilyThoseLeftBehindMayNameANewOne() throws {
        let world = try JoiningTests.world()
        try world.store.invite(code: world.ana.id.text, into: world.lins, by: world.grandma)
        try world.store.accept(member: world.ana.id.text, family: nil)
        #expect(try world.store.setManager(world.leo, true, in: world.riveras, by: world.leo))

        try world.store.leave(member: world.ana.id.text)
        let managers = try world.store.members(of: world.riveras.id).filter(\.managesFamily).map(\.displayName)
        #expect(managers.sorted() == ["Ana", "Leo"], "Ana manages again on coming back, beside Leo")
    }

    /// A command reads the member who acts (`--as`) before it writes. What they may do is decided again
    /// inside the write: demoted, or moved to another family, in between, they are refused.
    @Test func whatAMemberMayDoIsDecidedInsideTheWriteNotOnAnEarlierReading() throws {
        let world = try JoiningTests.world()
        #expect(try world.store.setManager(world.leo, true, in: world.riveras, by: world.ana))
        let leoAsManager = try Self.fresh(world.leo, in: world.riveras, world.store)
        #expect(try world.store.setManager(leoAsManager, false, in: world.riveras, by: world.ana))
        try JoiningTests.expectRefusal(world, "Leo is not a manager of The Riveras; a manager (Ana) may make them one with `hearth member promote`", kind: .notPermitted) {
            try world.store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: leoAsManager, in: world.riveras)
        }
        // The only member of a family with no manager is told they may name one, themselves included.
        let alone = try world.store.createFamily(name: "The Okafors", language: "en")
        let ada = try world.store.addMember(name: "Ada", to: alone, isManager: false)
        try JoiningTests.expectRefusal(world, "The Okafors has no manager yet: any member may name one, as `hearth member promote \(ada.id) --as \(ada.id) --family \(alone.id)`", kind: .notPermitted) {
            try world.store.addCar(vin: "1HGCM82633A004352", CarStoreTests.wagon, by: ada, in: alone)
        }

        let anaBeforeMoving = world.ana
        try world.store.invite(code: world.ana.id.text, into: world.lins, by: world.grandma)
        try world.store.accept(member: world.ana.id.text, family: nil)
        try JoiningTests.expectRefusal(world, "Ana is no longer a member of The Riveras", kind: .notPermitted) {
            try world.store.addGroceryItem(name: "Milk", quantity: nil, location: nil, by: anaBeforeMoving, in: world.riveras)
        }
        try JoiningTests.expectRefusal(world, "Ana is no longer a member of The Riveras", kind: .notPermitted) {
            try world.store.addWish("Pancakes on Sunday", by: anaBeforeMoving, in: world.riveras)
        }
    }
}
