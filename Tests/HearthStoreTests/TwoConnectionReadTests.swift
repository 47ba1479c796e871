import Foundation
import GRDB
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthStore

/// A build reads the household in two halves at once (`snapshotAndRevisionOnTwoConnections`).
@Suite struct TwoConnectionReadTests {
    @Test func theTwoHalvesAreTheSameHouseholdAsOneTransaction() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try store.addDemoHousehold()

        let (whole, revision) = try store.snapshotAndRevision()
        let (halves, halvesRevision) = try store.snapshotAndRevisionOnTwoConnections()
        #expect(halvesRevision == revision)
        #expect(whole.count == 2 && halves.map(\.family.id) == whole.map(\.family.id))
        #expect(halves.map(Self.describe) == whole.map(Self.describe), "every member, item, car, recipe, chore, record and wish")
    }

    /// A report reads one family's parts it shows (`snapshot(of:reading:)`): the same items, chores and
    /// meals as the whole read, and nothing of the rest.
    @Test func aReportReadsOnlyThePartsItShows() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try SyntheticHousehold.fill(store, scale: 3)
        let whole = try #require(try store.snapshot().first)
        #expect(!whole.meals.isEmpty && whole.recipes.count > Set(whole.meals.map(\.recipeID)).count)

        let list = try store.snapshot(of: whole.family, reading: [.shoppingList, .meals])
        #expect(list.members == whole.members)
        #expect(list.groceries.shoppingList.map(\.items) == whole.groceries.shoppingList.map(\.items), "the items to get, in walking order")
        #expect(list.groceries.items.count < whole.groceries.items.count, "not the ones bought before")
        #expect(list.meals == whole.meals && list.mealShares == whole.mealShares)
        #expect(Set(list.recipes.map(\.id)) == Set(whole.meals.map(\.recipeID)), "only the planned recipes")
        #expect(list.chores.isEmpty && list.choreRecords.isEmpty && list.cars.isEmpty)

        let household = try store.snapshot(of: whole.family, reading: [.groceries, .chores])
        #expect(household.groceries.items == whole.groceries.items)
        #expect(household.chores == whole.chores && household.choreRecords == whole.choreRecords && household.wishes == whole.wishes)
        #expect(household.recipes.isEmpty && household.meals.isEmpty)

        try store.database.write { db in try db.execute(sql: "UPDATE grocery_items SET quantity = 2.5 WHERE rowid = (SELECT min(rowid) FROM grocery_items)") }
        #expect("a value of the wrong type is an error here too") { _ = try store.snapshot(of: whole.family, reading: [.shoppingList]) } throws: { error in
            (error as? Failure)?.kind == .badData && "\(error)".contains("quantity holds the real 2.5")
        }
    }

    @Test func aChangeWhileReadingNeverMixesTwoStatesOfTheStore() throws {
        let folder = try TemporaryFolder()
        let store = try HouseholdStore.create(at: folder.path("household.sqlite"))
        try SyntheticHousehold.fill(store, scale: 3)
        let family = try #require(try store.families().first)

        // Another program adds a member and that member's wish in one transaction, again and again:
        // the member is in one half of the read and the wish in the other.
        let membersBefore = try store.members(of: family.id).count
        let writing = DispatchGroup()
        let writerFailed = DispatchSemaphore(value: 0)
        DispatchQueue.global().async(group: writing) {
            for number in 1...40 {
                let member = HearthID.generate().text
                do {
                    try store.database.write { db in
                        try db.execute(sql: "INSERT INTO members (id, display_name, family_id, origin_family_id, is_manager, created) VALUES (?, ?, ?, ?, 0, '2026-11-19T10:00:00Z')",
                                       arguments: [member, "Writer \(number)", family.id.text, family.id.text])
                        try db.execute(sql: "INSERT INTO wishes VALUES (?, ?, ?, ?, '2026-11-19T10:00:00Z')",
                                       arguments: [family.id.text, "wish-\(number)", member, "Wish \(number)"])
                    }
                } catch {
                    writerFailed.signal()
                }
            }
        }
        var reads = 0
        while writing.wait(timeout: .now()) == .timedOut || reads < 5 {
            let (snapshots, _) = try store.snapshotAndRevisionOnTwoConnections()
            let members = Set(snapshots[0].members.map(\.id))
            let orphans = snapshots[0].wishes.filter { !members.contains($0.memberID) }
            #expect(orphans.isEmpty, "a wish read without its member: the halves came from two states of the store")
            reads += 1
        }
        #expect(writerFailed.wait(timeout: .now()) == .timedOut, "every write went in")
        #expect(try store.members(of: family.id).count == membersBefore + 40)
    }

    /// Everything a snapshot holds, as text; the car images (a dictionary) in the order of their IDs.
    static func describe(_ snapshot: FamilySnapshot) -> String {
        let images = snapshot.carImages.keys.sorted().map { "\($0): \(snapshot.carImages[$0]!)" }
        return [String(describing: snapshot.family), String(describing: snapshot.members), String(describing: snapshot.groceries.locations),
                String(describing: snapshot.groceries.items),
                String(describing: snapshot.invitations), String(describing: snapshot.cars), images.joined(separator: "\n"),
                String(describing: snapshot.recipes), String(describing: snapshot.chores), String(describing: snapshot.choreRecords),
                String(describing: snapshot.wishes)].joined(separator: "\n")
    }
}
