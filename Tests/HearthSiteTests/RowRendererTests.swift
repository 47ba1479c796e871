import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// The rows of a long list, each rendered by its row template: a row whose model is unchanged since the
/// page's last rendering is taken as it was (what makes a tick on ten thousand items render one row), a
/// changed one is rendered anew, and the page is the page a rendering from nothing gives.
@Suite struct RowRendererTests {
    /// The Riveras' grocery page model, as `hearth host` makes it.
    static func page(_ snapshot: FamilySnapshot, strings: ThemeStrings) -> GroceriesPage {
        GroceriesPage.page(for: snapshot, hosted: true, strings: strings).model as! GroceriesPage
    }

    /// The page's rows rendered with `cache` in `format`: the page's rows, and how many were made, not taken.
    static func rows(of snapshot: FamilySnapshot, cache: RowCache?, format: String = "html") throws -> (rows: [String], made: Int) {
        let theme = try Theme(userFolder: nil)
        let strings = try ThemeStrings(theme: theme, language: snapshot.family.language)
        var model = page(snapshot, strings: strings)
        let site = LayoutModel(page: Page(route: GroceriesPage.route, title: "Groceries", model: model), siteTitle: snapshot.family.name,
                               strings: strings, sections: Section.allCases, footer: "")
        let renderer = RowRenderer(format: format, templates: try ThemeTemplates(theme: theme), site: site, words: strings.table, cache: cache,
                                   check: nil, folder: GroceriesPage.route.folder)
        try model.renderRows(with: renderer)
        renderer.finish()
        return (model.groups.flatMap { $0.items.map(\.row.text) }, renderer.madeCount)
    }

    static func snapshot(_ store: HouseholdStore, _ family: Family) throws -> FamilySnapshot {
        try #require(try store.snapshot().first { $0.family.id == family.id })
    }

    static func riveras() throws -> (store: HouseholdStore, family: Family) {
        let store = try DemoHousehold.store()
        return (store, try store.family(matching: "The Riveras"))
    }

    @Test func aRowWhoseItemDidNotChangeIsTakenAsItWas() throws {
        let (store, riveras) = try Self.riveras()
        let cache = RowCache()
        let first = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        #expect(first.made == first.rows.count && first.rows.count > 3, "the first rendering makes every row")
        #expect(first.rows.allSatisfy { $0.hasPrefix("<li class=\"item") && $0.hasSuffix("</li>") }, "\(first.rows)")

        _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras)
        let second = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        #expect(second.made == 1, "only the ticked item's row is rendered again")
        let fresh = try Self.rows(of: try Self.snapshot(store, riveras), cache: nil)
        #expect(second.rows == fresh.rows, "the rows are those a rendering from nothing gives")
        #expect(fresh.made == fresh.rows.count)
        #expect(second.rows.contains { $0.contains("Avocados") && $0.contains("item--done") })
    }

    /// An item added moves the rows after it down the list: they are still taken as they were (looked up
    /// by ID once they are not where they were), and the list is the one a rendering from nothing gives.
    @Test func rowsAnItemAddedMovedAreTakenAsTheyWere() throws {
        let (store, riveras) = try Self.riveras()
        let cache = RowCache()
        let first = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        let ana = try #require(try store.members(of: riveras.id).first)
        // "Aa…" sorts before every item of the demo: every row of its location's list moves.
        _ = try store.addGroceryItem(name: "Aaa first", quantity: 1, location: nil, by: ana, in: riveras)
        let added = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        #expect(added.rows.count == first.rows.count + 1)
        #expect(added.made == 1, "only the new item's row is rendered")
        let fresh = try Self.rows(of: try Self.snapshot(store, riveras), cache: nil)
        #expect(added.rows == fresh.rows)
        // Rendered again with nothing changed, every row and every list is taken.
        #expect(try Self.rows(of: try Self.snapshot(store, riveras), cache: cache).made == 0)
    }

    /// A location moved down the walking order swaps two of the page's lists: each list is compared with
    /// another's rows, and after a few misses its rows are looked up by ID, not all rendered again.
    @Test func listsInAnotherOrderTakeTheirRowsByID() throws {
        let (store, riveras) = try Self.riveras()
        let cache = RowCache()
        let first = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        let ana = try #require(try store.members(of: riveras.id).first)
        let location = try #require(try store.locations(of: riveras).first { !$0.isUnknown })
        _ = try store.stepLocation(location.name, by: 1, by: ana, in: riveras)
        let moved = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        let fresh = try Self.rows(of: try Self.snapshot(store, riveras), cache: nil)
        #expect(moved.rows == fresh.rows)
        #expect(moved.rows != first.rows, "the lists changed places")
        #expect(moved.made < first.made / 2, "made \(moved.made) of \(first.made)")
    }

    /// A long list is kept in chunks of rows: a tick renders its row again and makes the chunks it left and
    /// joined anew (a ticked item sinks to the end of its location), and every other chunk is the text kept,
    /// not a copy. The rows are those a rendering from nothing gives.
    @Test func aTickOnALongListMakesItsChunksAnewAndTakesTheOthers() throws {
        var snapshot = try ListingKeyCacheTests.snapshot(items: 9_000)
        let cache = RowCache()
        _ = try Self.rows(of: snapshot, cache: cache)
        func storages() -> [[UInt?]] {
            cache.everyList.map { $0.chunks.map { $0.text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) } ?? nil } }
        }
        let before = storages()
        let chunks = try #require(before.max { $0.count < $1.count })
        #expect(chunks.count > 3, "3,000 rows are some twelve chunks")

        var items = snapshot.groceries.items
        // Not a row that ends its chunk: taken out, it would join its chunk and the next (three made anew).
        let ticked = try #require(items.indices.filter { items[$0].onList && !RowCache.endsChunk(items[$0].id) }.dropFirst(items.count / 6).first)
        items[ticked].completed = true
        snapshot.groceries.replaceItems(with: items)
        let after = try Self.rows(of: snapshot, cache: cache)
        #expect(after.made == 1, "only the ticked row is rendered")
        #expect(after.rows == (try Self.rows(of: snapshot, cache: nil)).rows)
        let kept = Set(before.joined().compactMap { $0 })
        let now = try #require(storages().max { $0.count < $1.count })
        #expect(now.filter { $0.map(kept.contains) ?? false }.count >= now.count - 2, "\(now.count) chunks")
        #expect(now.filter { $0.map(kept.contains) ?? false }.count < now.count, "the ticked row's chunk is made anew")
    }

    /// A row is kept with what its text came from: the same item on a page of another language (another
    /// `t`) is rendered anew, not taken from the cache.
    @Test func aRowIsNotTakenForAnotherLanguage() throws {
        let (store, riveras) = try Self.riveras()
        let cache = RowCache()
        _ = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        var snapshot = try Self.snapshot(store, riveras)
        snapshot.family.language = "zh-Hant"
        let chinese = try Self.rows(of: snapshot, cache: cache)
        #expect(chinese.made == chinese.rows.count)
        #expect(chinese.rows.allSatisfy { $0.contains("買到了") }, "\(chinese.rows.first ?? "")")
    }

    /// The Markdown twin's rows come from their own templates and are kept apart from the page's: after the
    /// HTML rows, every Markdown row is rendered; after a tick, only the ticked item's.
    @Test func markdownRowsAreKeptApartFromTheHTMLRows() throws {
        let (store, riveras) = try Self.riveras()
        let cache = RowCache()
        _ = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache)
        let markdown = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache, format: "md")
        #expect(markdown.made == markdown.rows.count)
        #expect(markdown.rows.allSatisfy { $0.hasPrefix("- [") && !$0.contains("<") }, "\(markdown.rows)")

        _ = try store.apply(.check, to: ["Avocados"], by: nil, in: riveras)
        let ticked = try Self.rows(of: try Self.snapshot(store, riveras), cache: cache, format: "md")
        #expect(ticked.made == 1)
        #expect(ticked.rows.contains { $0.hasPrefix("- [x] Avocados") }, "\(ticked.rows)")
    }
}

/// Today's page as `hearth host` serves it asks "who did it?" of each chore to do, every member a choice
/// with the chore's planned member chosen: each member's choice is rendered once for the page (and once
/// more where it is chosen), not once per chore (twenty thousand at N = 1000).
@Suite struct MemberChoiceRowsTests {
    @Test func eachMembersChoiceIsRenderedOnceForThePage() throws {
        let (store, riveras) = try RowRendererTests.riveras()
        let snapshot = try RowRendererTests.snapshot(store, riveras)
        let theme = try Theme(userFolder: nil)
        let strings = try ThemeStrings(theme: theme, language: snapshot.family.language)
        let page = ChoresTodayPage.page(for: snapshot, date: CalendarDay(iso: "2026-11-19")!, strings: strings)
        var model = try #require(page.model as? ChoresTodayPage)
        var site = LayoutModel(page: page, siteTitle: snapshot.family.name, strings: strings, sections: Section.allCases, footer: "")
        site.hosted = true
        let renderer = RowRenderer(format: "html", templates: try ThemeTemplates(theme: theme), site: site, words: strings.table,
                                   cache: RowCache(), check: nil, folder: page.folder)
        try model.renderRows(with: renderer)

        #expect(model.toDo.count > 1, "the demo's day has chores to do")
        let chosen = Set(model.toDo.compactMap { $0.choices.first(where: \.selected)?.id })
        #expect(renderer.madeCount == snapshot.members.count + chosen.count, "made \(renderer.madeCount)")
        for chore in model.toDo {
            // The page holds a marker where the list goes (`RowSplice`); spliced, it is the options.
            let text = String(decoding: renderer.splice.spliced(chore.choiceRows).data, as: UTF8.self)
            let options = text.split(separator: "\n")
            #expect(options.count == snapshot.members.count, "\(chore.title): \(text)")
            for member in snapshot.members {
                let selected = chore.choices.first { $0.id == member.id.text }?.selected == true
                let option = "<option value=\"\(member.id.text)\"\(selected ? " selected" : "")>\(member.displayName)</option>"
                #expect(options.contains(Substring(option)), "\(chore.title): \(option) not in \(text)")
            }
        }
        #expect(!chosen.isEmpty, "a chore of the day is planned for someone")

        // Markdown and a page not hosted ask nobody.
        var markdown = try #require(page.model as? ChoresTodayPage)
        try markdown.renderRows(with: RowRenderer(format: "md", templates: try ThemeTemplates(theme: theme), site: site, words: strings.table,
                                                  cache: nil, check: nil, folder: page.folder))
        #expect(markdown.toDo.allSatisfy { $0.choiceRows.isEmpty })
    }
}

extension RowSplice {
    /// The marker of a list given as one text (the renderer gives a list's chunks).
    mutating func marker(for text: String) -> String {
        marker(for: [Substring(text)])
    }
}

/// A page's long lists go into its text after Mustache has rendered it, each where its marker is; a text
/// that looks like a marker but is not one of this rendering's (an item named so) stays as it is.
@Suite struct RowSpliceTests {
    @Test func listsGoWhereTheirMarkersAreAndNothingElseIsTouched() {
        var splice = RowSplice()
        let first = splice.marker(for: "<li>a</li>\n<li>b</li>")
        #expect(splice.marker(for: "") == "", "an empty list is empty, for {{#rows}}")
        let second = splice.marker(for: "<li>c & d</li>")
        let forged = "\u{1}rows-00000000-0000-0000-0000-000000000000-0\u{1}"
        let page = "<ul>\(first)</ul><p>\(forged)</p><ul>\(second)</ul>\n\n"
        let text = String(decoding: splice.spliced(page).data, as: UTF8.self)
        #expect(text == "<ul><li>a</li>\n<li>b</li></ul><p>\(forged)</p><ul><li>c & d</li></ul>\n")
        #expect(String(decoding: RowSplice().spliced("<p>no lists</p>\n\n").data, as: UTF8.self) == "<p>no lists</p>\n")
    }

    /// The file is written from the page's text and the lists as they are, not joined first: what is on
    /// disk is the page with its lists, ending with one line break wherever the page's last ones were.
    @Test func aPageIsWrittenPieceByPieceAsItReads() throws {
        var splice = RowSplice()
        let list = splice.marker(for: "<li>ä</li>\n<li>牛奶</li>\n\n")
        let empty = splice.marker(for: "")
        let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = ["<ul>\(list)\(empty)\n\n", "\(list)", "<p>\(list)</p>\n", "\(list)\n<p>end</p>"]
        let expected = ["<ul><li>ä</li>\n<li>牛奶</li>\n", "<li>ä</li>\n<li>牛奶</li>\n", "<p><li>ä</li>\n<li>牛奶</li>\n\n</p>\n",
                        "<li>ä</li>\n<li>牛奶</li>\n\n\n<p>end</p>\n"]
        for (number, (page, text)) in zip(pages, expected).enumerated() {
            let bytes = splice.spliced(page)
            #expect(bytes.pieces.count > 1, "\(page): the list is a piece of its own")
            #expect(bytes.count == text.utf8.count)
            let file = folder.appending(path: "page\(number).html")
            try DiskFileWriter().write(bytes, to: file)
            #expect(try String(contentsOf: file, encoding: .utf8) == text)
        }
    }
}
