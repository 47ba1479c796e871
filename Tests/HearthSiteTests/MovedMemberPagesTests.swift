import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// A member who moves to another family leaves their history behind under their own name: the chores
/// they did, their fatigue points in that week, and the items they added.
@Suite struct MovedMemberPagesTests {
    @Test func whatAMovedMemberDidStillShowsTheirName() throws {
        let store = try HouseholdStore.inMemory()
        let okafors = try store.createFamily(name: "The Okafors", language: "en")
        let lins = try store.createFamily(name: "林家", language: "zh-Hant")
        let ngozi = try store.addMember(name: "Ngozi", to: okafors, isManager: true)
        let emeka = try store.addMember(name: "Emeka", to: okafors, isManager: false)
        let mei = try store.addMember(name: "美", to: lins, isManager: true)
        try store.setChore("sweep", weekday: .monday, fatigue: 3, assignee: emeka, in: okafors)
        try store.setChore("cook", weekday: .tuesday, fatigue: 4, assignee: emeka, in: okafors)
        try store.recordChore("sweep", on: CalendarDay(iso: "2026-11-16")!, done: true, by: emeka, in: okafors)
        try store.addGroceryItem(name: "Plantains", quantity: 2, location: nil, by: emeka, in: okafors)
        try store.addWish("Jollof on Sunday", by: emeka, in: okafors)

        _ = try store.invite(code: emeka.id.text, into: lins, by: mei)
        let move = try store.accept(member: emeka.id.text, family: nil)
        #expect(move.left.id == okafors.id && move.family.id == lins.id)
        #expect(move.released == .init(chores: 2, wishes: 1, groceryItems: 1))

        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        let (families, revision) = try store.snapshotAndRevision()
        try SiteBuilder().build(families, options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-18")!,
                                                                familyID: okafors.id, storeRevision: revision))
        let week = try SiteFiles.text(output, "chores/index.md")
        #expect(week.contains("done by Emeka"), "not done by ?: \(week)")
        #expect(week.contains("| Emeka | 0 | 3 |"), "his 3 points done stay in the week's totals: \(week)")
        #expect(week.contains("| Ngozi | 0 | 0 |"))
        let groceries = try SiteFiles.text(output, "groceries/index.md")
        #expect(groceries.contains("Plantains") && groceries.contains("Emeka"), "the item is still his: \(groceries)")
        // Anyone in the family may now change it.
        #expect(try store.removeGroceryItem("Plantains", by: ngozi, in: okafors).name == "Plantains")
    }

    @Test func joiningAndLeavingSayWhatTheyDid() async throws {
        let folder = try TemporaryFolder()
        func hearth(_ arguments: [String]) async throws -> HearthProcess.Run { try await HearthProcess.run(arguments, in: folder.url) }
        for arguments in [["init"], ["family", "create", "The Okafors"], ["member", "add", "Ngozi", "--family", "The Okafors", "--manager"],
                          ["member", "add", "Emeka", "--family", "The Okafors"],
                          ["chore", "set", "sweep", "--weekday", "monday", "--fatigue", "3", "--assignee", "Emeka"],
                          ["chore", "set", "cook", "--weekday", "friday", "--fatigue", "4", "--assignee", "Emeka"],
                          ["family", "create", "林家", "--language", "zh-Hant"], ["member", "add", "美", "--family", "林家", "--manager"]] {
            let run = try await hearth(arguments)
            #expect(run.status == 0, "\(arguments): \(run.errors)")
        }
        let emeka = try await #require(try hearth(["member", "list"]).output.split(separator: "\n").first { $0.contains("Emeka") }?.split(separator: " ").first.map(String.init))
        #expect(try await hearth(["family", "invite", emeka, "--as", "美"]).status == 0)
        let joined = try await hearth(["family", "accept", "--member", emeka])
        #expect(joined.errors.contains("Emeka joined 林家; their 2 chores in The Okafors are now not assigned."), "\(joined.errors)")
        #expect(try await hearth(["grocery", "add", "Tea", "--as", "Emeka"]).status == 0)
        let left = try await hearth(["family", "leave", "--member", emeka])
        #expect(left.errors.contains("Emeka is back in The Okafors; anyone in 林家 may now change the 1 item they added there."), "\(left.errors)")
        // The list still says who added it.
        #expect(try await hearth(["grocery", "list", "--family", "林家"]).output.contains("Tea ×1 · Emeka"))
    }
}
