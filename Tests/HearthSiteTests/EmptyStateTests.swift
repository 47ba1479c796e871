import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// A family in its first days: each page says what is missing instead of showing an empty table, a
/// chart legend with no bars or a caption with nothing after it.
@Suite struct EmptyStateTests {
    static let monday = CalendarDay(iso: "2026-11-16")!

    static func build(_ store: HouseholdStore, into folder: TemporaryFolder) throws -> URL {
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: monday, familyID: try store.families()[0].id))
        return output
    }

    @Test func aFamilyWithNothingYetSaysSoOnEachPage() throws {
        let store = try HouseholdStore.inMemory()
        try store.createFamily(name: "The Okafors", language: "en")
        let folder = try TemporaryFolder()
        let site = try Self.build(store, into: folder)

        let allItems = try SiteFiles.text(site, "groceries/all/index.html")
        #expect(allItems.contains("<p class=\"empty\">Nothing has been on the list yet.</p>"))
        #expect(!allItems.contains("<table"), "no table of nothing")
        #expect(try SiteFiles.text(site, "groceries/all/index.md").contains("\nNothing has been on the list yet.\n"))

        let week = try SiteFiles.text(site, "chores/index.html")
        #expect(week.contains("<p class=\"empty\">No one belongs to this family yet.</p>"))
        #expect(!week.contains("class=\"load-table\"") && !week.contains("<svg"), "no table or chart without members")
        #expect(!(try SiteFiles.text(site, "chores/index.md")).contains("| Member |"))

        let cards = try SiteFiles.text(site, "family/cards/index.html")
        #expect(cards.contains("<p class=\"empty\">No one belongs to this family yet.</p>"))

        let dashboard = try SiteFiles.text(site, "index.html")
        #expect(!dashboard.contains("Fatigue this week"), "no load caption without members")
        #expect(!dashboard.contains("Newest"), "no list of newest recipes without recipes")
        #expect(!(try SiteFiles.text(site, "index.md")).contains("Fatigue this week"))
    }

    /// A family with members and no chores showed "0 / 0" beside every name, on the week and the dashboard.
    @Test func aWeekWithoutChoresHasNoLoadToShow() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Okafors", language: "en")
        try store.addMember(name: "Ada", to: family, isManager: true)
        try store.addMember(name: "Obi", to: family, isManager: false)
        let folder = try TemporaryFolder()
        let site = try Self.build(store, into: folder)

        let week = try SiteFiles.text(site, "chores/index.html")
        #expect(week.contains("<p class=\"empty\">No chores are planned this week, so there is no load to share.</p>"))
        #expect(!week.contains("class=\"load-table\"") && !week.contains("No one belongs"), "members, but no table of zeros")
        let twin = try SiteFiles.text(site, "chores/index.md")
        #expect(twin.contains("\nNo chores are planned this week, so there is no load to share.\n") && !twin.contains("| Member |"))
        let dashboard = try SiteFiles.text(site, "index.html")
        #expect(!dashboard.contains("0 / 0") && !dashboard.contains("Fatigue this week"))
        #expect(!(try SiteFiles.text(site, "index.md")).contains("0/0"))
        // The wish wall is one step from the dashboard, not only from the chores pages.
        #expect(dashboard.contains("<a href=\"chores/wishes/index.html\">The wish wall →</a>"))
    }

    /// A recipe added without a prep time (0, as the app stores it) said "Prep 0 min" and had
    /// "prepTime": "PT0M" for search engines.
    @Test func aRecipeWithoutAPrepTimeSaysSo() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Okafors", language: "en")
        let ada = try store.addMember(name: "Ada", to: family, isManager: true)
        try store.addRecipe(HouseholdStore.RecipeInput(name: "Tea", type: "Drinks", servings: 1, ingredients: ["1 tea bag"]), by: ada, in: family)
        let folder = try TemporaryFolder()
        let site = try Self.build(store, into: folder)
        let page = try SiteFiles.text(site, "recipes/tea/index.html")
        #expect(page.contains("No prep time given") && !page.contains("0 min"))
        #expect(!page.contains("prepTime"), "no prepTime in the JSON-LD")
        #expect(try SiteFiles.text(site, "recipes/sorted/name-ascending/index.md").contains(" | – |"))
    }

    /// A family whose members have all moved away may still have chores: the week then shows what no
    /// one is assigned, with no chart.
    @Test func choresWithoutMembersStillShowWhatNoOneCarries() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Okafors", language: "en")
        try store.setChore("sweep", weekday: .monday, fatigue: 2, assignee: nil, in: family)
        let folder = try TemporaryFolder()
        let week = try SiteFiles.text(try Self.build(store, into: folder), "chores/index.html")
        #expect(week.contains("<p class=\"empty\">No one belongs to this family yet.</p>"))
        #expect(week.contains("<tr><th scope=\"row\">Not assigned</th><td>2</td>"), "\(week)")
        #expect(!week.contains("<svg"))
    }

    /// When every chore of the day is done, the column of what is left says so; before any is done, the
    /// other column does. The Markdown twin no longer puts "Nothing planned today" under "Done".
    @Test func todaySaysWhenAllIsDoneAndWhenNothingIsYet() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "The Okafors", language: "en")
        let ada = try store.addMember(name: "Ada", to: family, isManager: true)
        try store.setChore("sweep", weekday: .monday, fatigue: 2, assignee: ada, in: family)
        let folder = try TemporaryFolder()

        var today = try SiteFiles.text(try Self.build(store, into: folder), "chores/today/index.html")
        #expect(today.contains("<p class=\"empty\">Nothing done yet today.</p>"))
        #expect(!today.contains("All done for today!"))

        try store.recordChore("sweep", on: Self.monday, done: true, by: ada, in: family)
        let site = try Self.build(store, into: folder)
        today = try SiteFiles.text(site, "chores/today/index.html")
        #expect(today.contains("<p class=\"empty\">All done for today!</p>"))
        let twin = try SiteFiles.text(site, "chores/today/index.md")
        #expect(twin.contains("## To do\n\nAll done for today\\!\n"), "\(twin)")
        #expect(!twin.contains("Nothing planned today"))
    }
}
