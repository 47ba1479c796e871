import Foundation
import HearthStore
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite

/// Each file of a family's site declares the parts of the household it shows (`ShowsFamilyData`): a build
/// keeps a file whose parts are unchanged, and a change renders again only the files that show what it
/// touched. A file that showed more than it declares would go stale; these tests render every file of
/// the demo's families with each other part changed and expect the same bytes.
@Suite struct PageInputsTests {
    /// Every file of the family's site (hosted, so the forms and trips show), by path, with what it declares.
    static func files(of snapshot: FamilySnapshot, touched: Set<FamilyData>? = nil) throws -> [String: (data: Data, shows: Set<FamilyData>?)] {
        var options = BuildOptions(output: URL(fileURLWithPath: "/nonexistent"), date: DemoHousehold.date)
        options.hosted = true
        let theme = try Theme(userFolder: nil)
        let templates = try ThemeTemplates(theme: theme)
        var plan = SitePlan()
        try plan.addFamily(snapshot, under: "", theme: theme, options: options, touched: touched)
        var files: [String: (data: Data, shows: Set<FamilyData>?)] = [:]
        for item in plan.items {
            for (path, bytes) in try item.render(templates, theme) { files[path] = (bytes.data, item.shows) }
        }
        return files
    }

    @Test(arguments: FamilyData.allCases.filter { $0 != .family })
    func aFileIsTheSameWhateverChangesInAPartItDoesNotShow(_ part: FamilyData) throws {
        for snapshot in try DemoHousehold.store().snapshot() {
            let changed = Self.changing(part, of: snapshot)
            // The list's part is every item whole: a change of the catalogue is one of the list too; and
            // the locations' part holds their names.
            let touched: Set<FamilyData> = part == .groceryCatalogue ? [part, .groceryList] : part == .locationNames ? [part, .locations] : [part]
            let before = FamilyFingerprints(snapshot), after = FamilyFingerprints(changed)
            #expect(before.key(of: [part]) != after.key(of: [part]), "the change of \(part) in \(snapshot.family.name) changes nothing")
            for other in FamilyData.allCases where !touched.contains(other) {
                #expect(before.key(of: [other]) == after.key(of: [other]), "changing \(part) changed \(other) too")
            }
            let original = try Self.files(of: snapshot), files = try Self.files(of: changed)
            var shown = 0
            for (path, file) in original {
                guard let shows = file.shows else { continue }
                if !shows.isDisjoint(with: touched) {
                    if files[path]?.data != file.data { shown += 1 }
                } else {
                    #expect(files[path]?.data == file.data, "\(path) shows \(part) in \(snapshot.family.name) but does not declare it")
                }
            }
            #expect(shown > 0, "no file that declares \(part) shows its change in \(snapshot.family.name)")
        }
    }

    /// Every part is shown by some file, so a change to any part renders something, and a change of one
    /// part plans exactly the files that declare it.
    @Test func aChangePlansTheFilesThatShowWhatItTouched() throws {
        let snapshot = try #require(try DemoHousehold.store().snapshot().first)
        let all = try Self.files(of: snapshot)
        for part in FamilyData.allCases where part != .family {
            let planned = Set(try Self.files(of: snapshot, touched: [part]).keys)
            let declaring = Set(all.filter { $0.value.shows?.contains(part) ?? false }.keys)
            #expect(!declaring.isEmpty, "no file shows \(part)")
            #expect(planned == declaring, "\(part): planned but not declaring \(planned.subtracting(declaring).sorted()), declaring but not planned \(declaring.subtracting(planned).sorted())")
        }
        // The family's own record is on every page: a change to it renders every file of the household.
        let family = Set(try Self.files(of: snapshot, touched: [.family]).keys)
        #expect(family == Set(all.filter { $0.value.shows != nil }.keys))
        // A tick changes the list, not the catalogue; a location moved, the walking order, not the names:
        // the all-items pages are not planned.
        #expect(!(try Self.files(of: snapshot, touched: [.groceryList]).keys.contains { $0.hasPrefix("groceries/all/") }))
        #expect(!(try Self.files(of: snapshot, touched: [.locations]).keys.contains { $0.hasPrefix("groceries/all/") }))
    }

    /// The demo's family with one part changed: records taken away, or one added where there were none.
    static func changing(_ part: FamilyData, of snapshot: FamilySnapshot) -> FamilySnapshot {
        var members = snapshot.members, formerMembers = snapshot.formerMembers
        var changed = snapshot
        switch part {
        case .family:
            changed.family.name += " (changed)"
        case .members:
            members = members.map { member in
                var member = member
                member.displayName += " Z"
                return member
            }
            formerMembers = []
        case .invitations:
            changed.invitations = snapshot.invitations.isEmpty ? [PendingInvitation(
                invitation: Invitation(familyID: snapshot.family.id, memberID: snapshot.members[0].id, invitedBy: nil, created: "2026-11-20T10:00:00Z"),
                invitee: snapshot.members[0], invitedBy: nil)] : []
        case .groceryCatalogue:
            for item in snapshot.groceries.items {
                var item = item
                item.name += " Z"
                item.onList.toggle()
                changed.groceries.replace([item])
            }
        case .groceryList:
            for item in snapshot.groceries.items {
                var item = item
                item.completed.toggle()
                item.quantity += 1
                item.addedBy = nil
                changed.groceries.replace([item])
            }
        case .locationNames:
            changed.groceries = GroceryList(locations: snapshot.groceries.locations.map { location in
                var location = location
                location.name += " Z"
                return location
            }, items: snapshot.groceries.items)
        case .locations:
            // The walking order turned round, every name as it was: what a location moved changes.
            let positions = snapshot.groceries.locations.map(\.position)
            changed.groceries = GroceryList(locations: zip(snapshot.groceries.locations, positions.reversed()).map { location, position in
                var location = location
                location.position = position
                return location
            }, items: snapshot.groceries.items)
        case .chores: changed.chores = snapshot.chores.map { chore in
            var chore = chore
            chore.title += " Z"
            chore.fatigue += 1
            return chore
        }
        case .choreRecords: changed.choreRecords = []
        case .wishes: changed.wishes = snapshot.wishes.map { wish in
            var wish = wish
            wish.text += " Z"
            return wish
        }
        case .recipes: changed.recipes = snapshot.recipes.map { recipe in
            var recipe = recipe
            recipe.name += " Z"
            return recipe
        }
        case .meals: changed.meals = []
        case .mealShares:
            // An item of the list waits for the first meal (the demo's meals put nothing on the list).
            let item = snapshot.groceries.items.first { $0.onList }!
            changed.mealShares = snapshot.mealShares.isEmpty ? [MealShare(mealID: snapshot.meals[0].id, nameKey: item.name, itemID: item.id, amount: nil)] : []
        case .staples: changed.staples = []
        case .trips:
            changed.trips = [ShoppingTrip(id: "trip", memberID: snapshot.members[0].id, started: 1_795_000_000_000, ended: nil, pausedFor: 0,
                                          pausedSince: nil, pausesWhenHidden: false)]
        case .daysAway:
            // A member away on the demo's day: the week's table shows them away.
            changed.daysAway = [DaysAway(memberID: snapshot.members[0].id, first: DemoHousehold.date, last: DemoHousehold.date.adding(days: 1))]
        case .cars: changed.cars = snapshot.cars.map { car in
            var car = car
            car.name += " Z"
            return car
        }
        case .carImages: changed.carImages = [:]
        }
        guard part == .members else { return changed }
        var renamed = FamilySnapshot(family: changed.family, members: members, groceries: changed.groceries, invitations: changed.invitations,
                                     cars: changed.cars, carImages: changed.carImages, recipes: changed.recipes, chores: changed.chores,
                                     choreRecords: changed.choreRecords, wishes: changed.wishes, formerMembers: formerMembers, meals: changed.meals,
                                     mealShares: changed.mealShares, staples: changed.staples, trips: changed.trips)
        renamed.daysAway = changed.daysAway
        return renamed
    }
}
