import Foundation
import HearthDomain
import HearthLive
import HearthServer
import HearthSite
import HearthStore
import HearthTestSupport
import Synchronization
import Testing

/// What a build of Hearth adds beside its own pages: a table of the family's (`AddedTable`), a page kind
/// that shows it (`AddedPage`) and a form that changes it (`AddedForm`). The fridge's notes below are
/// written in this file and their two templates (Tests/Fixtures/added-page/), with no other file of Hearth
/// changed, and stay current under `hearth host` (the form, and the page it returns to) and under
/// `hearth build --watch` (another program's change), as Hearth's own pages do.
@Suite struct AddedPageKindTests {
    /// The table: each family's notes on the fridge, with who wrote them.
    static let notes = try! AddedTable("fridge_notes", fields: ["text", "author"])

    /// The page, at notes/: every note of the family, oldest first, and who wrote it.
    struct FridgeNotesPage: Sendable {
        struct Note: Sendable {
            let text: String
            let author: String
        }
        let notes: [Note]
        /// Stored: a page's model is read through reflection, which sees stored properties only.
        let hasNotes: Bool
        let noteLabel = "Note"
        let addLabel = "Put it on the fridge"
        let empty = "No notes on the fridge."

        static let added = AddedPage(folder: "notes/", template: "fridge-notes", shows: [AddedPageKindTests.notes.part]) { snapshot in
            let notes = (snapshot.tables[AddedPageKindTests.notes.name] ?? []).map { Note(text: $0["text"], author: $0["author"]) }
            return ("Fridge notes", FridgeNotesPage(notes: notes, hasNotes: !notes.isEmpty))
        }
    }

    /// The form, at act/notes/add: a note's text, written by the member who sends it.
    struct NoteForm: Decodable, Sendable {
        let text: String

        static let added = AddedForm("notes/add", NoteForm.self, changes: AddedPageKindTests.notes, labels: ["text": "Note"]) { store, form, member, family in
            guard !form.text.trimmingCharacters(in: .whitespaces).isEmpty else { throw Failure(.usage, "the note is empty: write something") }
            try store.addRow(["text": form.text, "author": member.displayName], to: AddedPageKindTests.notes, in: family)
        }
    }

    static let templates = Fixtures.url("added-page")
    static let notesPage = "/\(Demo.riveras)/notes/"

    @Test func theFormChangesTheTableAndThePageItReturnsToShowsIt() async throws {
        let host = try InProcessHost(tables: [Self.notes], pages: [FridgeNotesPage.added], forms: [NoteForm.added], templates: Self.templates)
        let site = host.configuration.site, store = host.store
        try await host.test { client in
            var ana = InProcessBrowser(client)
            _ = try await ana.signIn(Demo.ana, Demo.password)
            let page = try await ana.get(Self.notesPage)
            #expect(page.status == .ok && page.body.contains("<title>Fridge notes") && page.body.contains("No notes on the fridge."), "\(page.status) \(page.body)")
            let csrf = try #require(page.field("csrf", inFormEndingWith: "act/notes/add"), "the page carries its form")

            let added = try await ana.post("/\(Demo.riveras)/act/notes/add", [("csrf", csrf), ("text", "<b>Milk</b> & the \"good\" eggs")], referer: Self.notesPage)
            #expect(added.status == .seeOther && added.headers[.location] == Self.notesPage, "back to the notes: \(added.status) \(added.body)")
            let shown = try await ana.get(Self.notesPage).body
            #expect(shown.contains("<span class=\"fridge-note__text\">&lt;b&gt;Milk&lt;/b&gt; &amp; the &quot;good&quot; eggs</span> · <span class=\"fridge-note__author\">Ana</span>"),
                    "the note, escaped, with who wrote it: \(shown)")
            #expect(!shown.contains("No notes on the fridge."))
            // Rendered from memory (`SiteChange.rows`): the page at once, its Markdown twin when the changes
            // pause (this host's watcher never pauses). A full build would have written both.
            let markdown = try String(contentsOf: site.appending(path: "\(Demo.riveras)/notes/index.md"), encoding: .utf8)
            #expect(markdown.contains("No notes on the fridge."), "\(markdown)")

            let empty = try await ana.post("/\(Demo.riveras)/act/notes/add", [("csrf", csrf), ("text", "   ")], referer: Self.notesPage)
            #expect(empty.status == .badRequest && empty.body.contains("the note is empty: write something"), "\(empty.status) \(empty.body)")
            let missing = try await ana.post("/\(Demo.riveras)/act/notes/add", [("csrf", csrf)], referer: Self.notesPage)
            #expect(missing.status == .badRequest && missing.body.contains("“Note” is empty: fill it in"), "the missing field named: \(missing.status) \(missing.body)")
            let forged = try await ana.post("/\(Demo.riveras)/act/notes/add", [("csrf", "forged"), ("text", "hello")], referer: Self.notesPage)
            #expect(forged.status == .forbidden, "a form without the session's token changes nothing: \(forged.status)")
            #expect(try store.snapshot().first { $0.family.id.text == Demo.riveras }?.tables[Self.notes.name]?.count == 1, "only the one note was added")

            // Another family's notes are its own: its page shows none of the Riveras'.
            var brother = InProcessBrowser(client)
            _ = try await brother.signIn(Demo.brother, Demo.password)
            let theirs = try await brother.get("/\(Demo.lins)/notes/")
            #expect(theirs.status == .ok && !theirs.body.contains("Milk") && theirs.body.contains("No notes on the fridge."))
            let elsewhere = try await brother.post("/\(Demo.riveras)/act/notes/add", [("csrf", csrf), ("text", "hello")], referer: Self.notesPage)
            #expect(elsewhere.status == .forbidden || elsewhere.status == .notFound, "not on another family's pages: \(elsewhere.status)")
        }
    }

    @Test func anotherProgramsChangeIsBuiltByTheWatcher() async throws {
        let folder = try TemporaryFolder()
        let storePath = folder.path("household.sqlite")
        let store = try HouseholdStore.create(at: storePath, tables: [Self.notes])
        try store.addDemoHousehold()
        let family = try store.family(matching: "The Riveras")
        let output = folder.url.appending(path: "site")
        let log = LogLines()
        /// Whether each change another program made was rendered from memory ("yes") or built in full ("no").
        let fromMemory = LogLines()
        let resident = ResidentSite(options: {
            var options = BuildOptions(output: output, templates: Self.templates, date: DemoHousehold.date, familyID: family.id)
            options.addedPages = [FridgeNotesPage.added]
            return options
        }, read: { try store.snapshotAndRevisionOnTwoConnections() })
        // As `hearth build --watch` watches: the store, the templates, a change rendered from memory when it can be.
        let watcher = try RebuildWatcher(build: { try resident.build() }, storePath: storePath, templates: Self.templates, followsToday: false,
                                         interval: .milliseconds(100), isBuilt: { (try? store.revision()) == resident.revision },
                                         refreshStoreChange: {
                                             let report = try resident.refresh(fromChangesIn: store)
                                             fromMemory.append(report == nil ? "no" : "yes")
                                             return report
                                         },
                                         whenIdle: { stopping in _ = try? resident.finishWhenIdle(quiet: stopping ? 0 : 2) }, log: { [log] in log.append($0) })
        #expect(watcher.rebuild(because: "first build"))
        let page = output.appending(path: "notes/index.html")
        #expect(try String(contentsOf: page, encoding: .utf8).contains("No notes on the fridge."))
        let watching = Task { try await watcher.run() }
        defer { watching.cancel() }

        /// The notes page once it shows what `done` says, within five seconds.
        func shown(_ done: (String) -> Bool) async throws -> String {
            var text = ""
            for _ in 0..<50 {
                try await Task.sleep(for: .milliseconds(100))
                text = try String(contentsOf: page, encoding: .utf8)
                if done(text) { break }
            }
            return text
        }
        // Another program (a command, a script) with the same table adds a note, then removes it.
        let other = try HouseholdStore.open(at: storePath, tables: [Self.notes])
        let note = try other.addRow(["text": "Call the plumber", "author": "Sam"], to: Self.notes, in: family)
        #expect(try await shown { $0.contains("Call the plumber") }.contains("<span class=\"fridge-note__text\">Call the plumber</span> · <span class=\"fridge-note__author\">Sam</span>"))
        #expect(fromMemory.all == ["yes"], "the note's page rendered from memory (`SiteChange.rows`), not in a full build: \(log.all)")
        let markdown = output.appending(path: "notes/index.md")
        for _ in 0..<50 where !(try String(contentsOf: markdown, encoding: .utf8)).contains("Call the plumber") { try await Task.sleep(for: .milliseconds(100)) }
        #expect(try String(contentsOf: markdown, encoding: .utf8).contains("- Call the plumber · Sam"), "its Markdown twin once the changes pause")
        // A change the notes do not show leaves their page as it was; a store opened without the table keeps its rows.
        let before = try Data(contentsOf: page)
        try HouseholdStore.open(at: storePath).setGroceryItem("Avocados", completed: true, in: family)
        let groceries = output.appending(path: "groceries/index.md")
        for _ in 0..<50 where !(try String(contentsOf: groceries, encoding: .utf8)).contains("4 of 12 done") { try await Task.sleep(for: .milliseconds(100)) }
        #expect(try String(contentsOf: groceries, encoding: .utf8).contains("4 of 12 done"))
        #expect(try Data(contentsOf: page) == before)
        try other.removeRow(note.id.text, from: Self.notes, in: family)
        #expect(try await shown { $0.contains("No notes on the fridge.") }.contains("No notes on the fridge."), "the note removed is gone from the page")
    }

    @Test func theStoreRefusesWhatTheTableDoesNotHave() throws {
        let store = try HouseholdStore.inMemory(tables: [Self.notes])
        try store.addDemoHousehold()
        let family = try store.family(matching: "The Riveras")
        #expect(throws: Failure.self) { try store.addRow(["colour": "red"], to: Self.notes, in: family) }
        let other = try AddedTable("shed_tools", fields: ["name"])
        #expect(throws: Failure.self) { try store.addRow(["name": "saw"], to: other, in: family) }
        #expect(throws: Failure.self) { try AddedTable("Fridge Notes", fields: []) }
        #expect(throws: Failure.self) { try AddedTable("notes", fields: ["id"]) }
        #expect(throws: Failure.self) { try store.removeRow("NOSUCHROW", from: Self.notes, in: family) }
        let added = try store.addRow(["text": "Milk"], to: Self.notes, in: family)
        #expect(try store.rows(of: Self.notes, in: family.id) == [added], "the row returned is the row read back, its author empty")
        try store.removeRow(added.id.text, from: Self.notes, in: family)
        #expect(try store.snapshot().allSatisfy { $0.tables[Self.notes.name] == [] }, "nothing was added")
    }
}
