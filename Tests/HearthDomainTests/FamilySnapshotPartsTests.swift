import Testing
@testable import HearthDomain
import HearthTestSupport

/// What `hearth host` renders again after a change: the parts of a family read again that differ from
/// the ones its pages show (`FamilySnapshot.differs(in:from:)`), record by record.
@Suite struct FamilySnapshotPartsTests {
    static let ana = HearthID(Demo.ana)!
    static let thursday = CalendarDay(iso: "2026-11-19")!

    static func snapshot(records: [ChoreRecord], items: [GroceryItem], locations: [StoreLocation] = []) -> FamilySnapshot {
        let family = Family(id: HearthID(Demo.riveras)!, name: "The Riveras", language: .base, created: "2026-01-01T00:00:00Z")
        let ana = Member(id: Self.ana, displayName: "Ana", familyID: family.id, originFamilyID: family.id, isManager: true,
                         created: "2026-01-01T00:00:00Z")
        return FamilySnapshot(family: family, members: [ana], groceries: GroceryList(locations: locations, items: items),
                              chores: [Chore(id: "cook", title: "cook", weekday: .thursday, fatigue: 4, assignee: Self.ana)],
                              choreRecords: records)
    }

    static func milk(completed: Bool = false, name: String = "Milk") -> GroceryItem {
        GroceryItem(id: "milk", name: name, quantity: 1, locationID: "unknown", addedBy: Self.ana, onList: true, completed: completed,
                    available: true, lastPurchased: nil)
    }

    @Test func onlyThePartsWhoseRecordsChangedDiffer() {
        let shown = Self.snapshot(records: [], items: [Self.milk()])
        let all = FamilyData.allCases
        #expect(all.filter { shown.differs(in: $0, from: shown) }.isEmpty, "read again unchanged: nothing to render")

        let choreDone = Self.snapshot(records: [ChoreRecord(date: Self.thursday, choreID: "cook", doneBy: Self.ana)], items: [Self.milk()])
        #expect(all.filter { shown.differs(in: $0, from: choreDone) } == [.choreRecords])

        // A tick changes the list, not the catalogue of every item; a name changes both.
        let ticked = Self.snapshot(records: [], items: [Self.milk(completed: true)])
        #expect(all.filter { shown.differs(in: $0, from: ticked) } == [.groceryList])
        let renamed = Self.snapshot(records: [], items: [Self.milk(name: "Oat milk")])
        #expect(all.filter { shown.differs(in: $0, from: renamed) } == [.groceryCatalogue, .groceryList])
    }

    @Test func aLocationMovedChangesTheWalkingOrderAndNotTheNames() {
        func location(_ id: String, _ name: String, at position: Int) -> StoreLocation {
            StoreLocation(id: id, name: name, position: position, colour: .neutral)
        }
        let shown = Self.snapshot(records: [], items: [], locations: [location("dairy", "Dairy", at: 1), location("bakery", "Bakery", at: 2)])
        let moved = Self.snapshot(records: [], items: [], locations: [location("dairy", "Dairy", at: 2), location("bakery", "Bakery", at: 1)])
        #expect(FamilyData.allCases.filter { shown.differs(in: $0, from: moved) } == [.locations])
        let renamed = Self.snapshot(records: [], items: [], locations: [location("dairy", "Milk & eggs", at: 1), location("bakery", "Bakery", at: 2)])
        #expect(FamilyData.allCases.filter { shown.differs(in: $0, from: renamed) } == [.locationNames, .locations])
    }
}
