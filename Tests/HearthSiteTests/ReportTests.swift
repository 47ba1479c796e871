import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthReport
@testable import HearthSite
@testable import HearthStore

/// `hearth report` (issue 47): reports on paper read back as a person at the printer would: the PDF's
/// text with pdftotext, a receipt printer's bytes decoded to a picture and read by tesseract, the bytes a
/// printer on the network receives.
@Suite struct ReportTests {
    /// The demo family's shopping sheet, and the names of the items still to get.
    static func shopping(_ familyName: String) throws -> (sheet: ReportSheet, names: [String]) {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: familyName)
        let snapshot = try #require(try store.snapshot().first { $0.family.id == family.id })
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let names = snapshot.groceries.shoppingList.flatMap { $0.items.map(\.name) }
        return (ShoppingReport.sheet(for: snapshot, date: DemoHousehold.date, publicURL: nil, strings: strings), names)
    }

    /// What a tool prints of a file (pdftotext, tesseract).
    static func run(_ tool: String, _ arguments: [String]) async throws -> String {
        let run = try await HearthProcess.run(arguments, in: URL(fileURLWithPath: "/"), executable: URL(fileURLWithPath: "/usr/bin/" + tool))
        #expect(run.status == 0, "\(tool): \(run.errors)")
        return run.output
    }

    @Test(arguments: ["The Riveras", "林家"], [Paper.a4, .letter])
    func everyItemToGetIsOnThePDF(family: String, paper: Paper) async throws {
        let (sheet, names) = try Self.shopping(family)
        let folder = try TemporaryFolder()
        let file = folder.url.appending(path: "list.pdf")
        try Data(try ReportRenderer.render(sheet, as: .pdf, on: paper)).write(to: file)
        let text = try await Self.run("pdftotext", ["-layout", file.path, "-"])
        #expect(!names.isEmpty)
        for name in names { #expect(text.contains(name), "\(name) on the \(paper.rawValue) PDF") }
        #expect(text.contains(sheet.title))
        let info = try await Self.run("pdfinfo", [file.path])
        let lines = info.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(lines.contains("Page size: " + (paper == .a4 ? "595.28 x 841.89 pts (A4)" : "612 x 792 pts (letter)")), "\(info)")
        #expect(lines.contains("Pages: 1"), "the demo's list on one sheet")
    }

    /// The week for the fridge: one landscape sheet with every chore of the week, each day's total and
    /// each member's load.
    @Test(arguments: ["The Riveras", "林家"], [Paper.a4, .letter])
    func everyChoreOfTheWeekIsOnOneLandscapeSheet(family familyName: String, paper: Paper) async throws {
        let store = try DemoHousehold.store()
        let family = try store.family(matching: familyName)
        let snapshot = try #require(try store.snapshot().first { $0.family.id == family.id })
        let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: family.language)
        let sheet = WeekReport.sheet(for: snapshot, date: DemoHousehold.date, strings: strings)
        let week = WeekPlan(containing: DemoHousehold.date, startingOn: .monday, chores: snapshot.chores, records: snapshot.choreRecords)
        guard case .columns(let days)? = sheet.blocks.first else { Issue.record("the week's days first"); return }
        #expect(days.map { $0.lines.count } == week.days.map { $0.chores.count }, "every chore of each day")
        let folder = try TemporaryFolder()
        let file = folder.url.appending(path: "week.pdf")
        try Data(try ReportRenderer.render(sheet, as: .pdf, on: paper, landscape: true)).write(to: file)
        // A chore's name may break into two lines in its day's narrow column: read without the spaces.
        func joined(_ text: String) -> String { text.filter { !$0.isWhitespace } }
        let text = try await joined(Self.run("pdftotext", [file.path, "-"]))
        for day in days {
            #expect(text.contains(joined(day.title)))
            for line in day.lines { #expect(text.contains(joined(line.text)), "\(line.text) on \(day.title)") }
            #expect(text.contains(joined(day.footer)), "\(day.footer)")
        }
        // The load table's rows, read across as the page lays them out.
        let rows = try await Self.run("pdftotext", ["-layout", file.path, "-"]).split(separator: "\n").map { joined(String($0)) }
        for member in MemberLoadModel.loads(in: week, of: snapshot) {
            #expect(rows.contains(joined(member.name) + String(member.planned) + String(member.done)), "\(member.name)'s row")
        }
        let info = try await Self.run("pdfinfo", [file.path]).split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        #expect(info.contains("Pages: 1"), "one sheet")
        #expect(info.contains { $0.hasPrefix("Page size: " + (paper == .a4 ? "841.89 x 595.28" : "792 x 612")) }, "sideways: \(info)")
    }

    /// The household's week: each member's share of what was done against an even split, the four weeks
    /// before, the grocery list and what was bought, on paper as on the site's page.
    @Test func theHouseholdReportSaysWhoCarriedWhatAndWhatWasBought() async throws {
        let store = try DemoHousehold.store()
        let riveras = try store.family(matching: "The Riveras")
        let family = try store.family(matching: "林家")
        // Ana's chore done four weeks before this one counts in "four weeks before", not in this week.
        let ana = try store.member(matching: "Ana", in: riveras)
        let chore = try #require(try store.snapshot().first { $0.family.id == riveras.id }?.chores.first { $0.assignee == ana.id && $0.weekday == .monday })
        _ = try store.recordChore(chore.title, on: DemoHousehold.date.mondayOfWeek.adding(days: -21), done: true, by: ana, in: riveras)
        for (familyID, language) in [(riveras.id, "en"), (family.id, "zh-Hant")] {
            let snapshot = try #require(try store.snapshot().first { $0.family.id == familyID })
            let strings = try ThemeStrings(theme: try Theme(userFolder: nil), language: snapshot.family.language)
            let summary = HouseholdWeekSummary(snapshot, date: DemoHousehold.date)
            #expect(summary.members.count == snapshot.members.count)
            #expect(summary.doneThisWeek == summary.members.reduce(0) { $0 + $1.thisWeek.done } && summary.doneThisWeek > 0)
            let sheet = HouseholdReport.sheet(for: snapshot, date: DemoHousehold.date, strings: strings)
            let folder = try TemporaryFolder()
            let file = folder.url.appending(path: "household.pdf")
            try Data(try ReportRenderer.render(sheet, as: .pdf, on: .a4)).write(to: file)
            let text = try await Self.run("pdftotext", [file.path, "-"]).filter { !$0.isWhitespace }
            for load in summary.members {
                let share = HouseholdWeekSummary.share(load.thisWeek.done, of: summary.doneThisWeek)!
                #expect(text.contains(load.member.displayName.filter { !$0.isWhitespace }), "\(language): \(load.member.displayName)")
                #expect(text.contains("\(share)%"), "\(language): \(load.member.displayName)'s share \(share) %")
            }
            #expect(text.contains("\(summary.evenShare!)%"), "the even share")
            for item in summary.bought { #expect(text.contains(item.name.filter { !$0.isWhitespace }), "bought: \(item.name)") }
            if language == "en" {
                let markdown = sheet.markdown
                #expect(markdown.contains("Ana did \(summary.members[0].thisWeek.done) of \(summary.members[0].thisWeek.planned) planned"), "\(markdown)")
                #expect(markdown.contains("| Ana | \(summary.members[0].thisWeek.done) / \(summary.members[0].thisWeek.planned) |"), "\(markdown)")
                #expect(summary.members.first { $0.member.id == ana.id }?.fourWeeksBefore.done == chore.fatigue, "the chore of three weeks ago")
                #expect(markdown.contains("3 of 12 items on the list are in the basket.") && markdown.contains("Bought this week: Cheddar, Frozen peas."))
            }
            // On a receipt the table is too narrow for five columns: each member's row is written out,
            // every number after its column's name in the family's words.
            let first = summary.members[0], week = "\(first.thisWeek.done) / \(first.thisWeek.planned)"
            let receipt = folder.url.appending(path: "household-58mm.pdf")
            try Data(try ReportRenderer.render(sheet, as: .pdf, on: .receipt58)).write(to: receipt)
            let receiptText = try await Self.run("pdftotext", [receipt.path, "-"]).filter { !$0.isWhitespace }
            let label = strings.text("column_this_week") + strings.text("colon") + week
            #expect(receiptText.contains(label.filter { !$0.isWhitespace }), "\(language): \(label) in \(receiptText)")
        }
    }

    /// A recipe card at other servings: every line as the recipe's page at those servings shows it, and
    /// the method's steps.
    @Test func aRecipeCardHasItsScaledLinesAndItsSteps() async throws {
        let folder = try TemporaryFolder()
        let run = try await HearthProcess.run(["report", "recipe", "Buttermilk pancakes", "--servings", "8", "--demo", "--family", "The Riveras", "--output", "card.pdf"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        let store = try DemoHousehold.store()
        let family = try store.family(matching: "The Riveras")
        let recipe = try store.recipe("Buttermilk pancakes", in: family)
        let text = try await Self.run("pdftotext", [folder.url.appending(path: "card.pdf").path, "-"]).filter { !$0.isWhitespace }
        for ingredient in recipe.ingredients {
            let line = ingredient.line(scaledBy: recipe.factor(for: 8))
            #expect(text.contains(line.filter { !$0.isWhitespace }), "\(line)")
        }
        for step in MarkdownPlainText.steps(recipe.method).steps { #expect(text.contains(String(step.filter { !$0.isWhitespace }.prefix(30))), "\(step)") }
        let refused = try await HearthProcess.run(["report", "recipe", "Buttermilk pancakes", "--servings", "0", "--demo", "--family", "The Riveras"], in: folder.url)
        #expect(refused.status == 65)
    }

    /// The join cards on paper scan back to each member's join address.
    @Test func everyJoinCardOnPaperScansBackToItsMember() async throws {
        let folder = try TemporaryFolder()
        let run = try await HearthProcess.run(["report", "cards", "--demo", "--family", "林家", "--public-url", "https://home.example", "--output", "cards.pdf"], in: folder.url)
        #expect(run.status == 0, "\(run.errors)")
        _ = try await Self.run("pdftoppm", ["-r", "150", "-png", folder.url.appending(path: "cards.pdf").path, folder.url.appending(path: "page").path])
        var scanned: [String] = []
        for page in try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter({ $0.hasPrefix("page") }).sorted() {
            let zbar = try await HearthProcess.run(["--quiet", "--raw", folder.url.appending(path: page).path], in: folder.url, executable: URL(fileURLWithPath: "/usr/bin/zbarimg"))
            scanned += zbar.output.split(separator: "\n").map(String.init)
        }
        let store = try DemoHousehold.store()
        let members = try store.members(of: try store.family(matching: "林家").id)
        #expect(Set(scanned) == Set(members.map { "https://home.example/join/" + $0.id.text }), "\(scanned)")
    }

    /// A long list breaks into pages, and no line is lost at a break.
    @Test func aLongListGoesOnSeveralPagesWithEveryItem() async throws {
        let names = (1...180).map { "Item number \($0)" }
        let sheet = ReportSheet(title: "Shopping list · Test", subtitle: "180 items", blocks: names.map { .tick(text: $0, detail: "added by Ana", marked: false) },
                                language: "en", colon: ": ")
        let folder = try TemporaryFolder()
        let file = folder.url.appending(path: "long.pdf")
        try Data(try ReportRenderer.render(sheet, as: .pdf, on: .a4)).write(to: file)
        let text = try await Self.run("pdftotext", [file.path, "-"])
        let lines = Set(text.split(whereSeparator: { $0 == "\n" || $0 == "\u{0C}" }).map { $0.trimmingCharacters(in: .whitespaces) })
        for name in names { #expect(lines.contains(name), "\(name)") }
        let pages = try await Self.run("pdfinfo", [file.path]).split(separator: "\n").first { $0.hasPrefix("Pages:") }
        #expect(pages.map { Int($0.split(separator: " ").last!)! > 3 } == true, "\(pages ?? "")")
    }

    /// The ESC/POS bytes decoded back into a picture: the raster bands, their rows and a cut at the end.
    static func decode(_ bytes: [UInt8]) throws -> ReportPicture {
        #expect(bytes.starts(with: [0x1B, 0x40]), "ESC @ first")
        #expect(bytes.suffix(4) == [0x1D, 0x56, 0x42, 0x00], "a cut last")
        var index = 2, width = 0
        var rows: [[UInt8]] = []
        while index + 8 <= bytes.count, bytes[index..<(index + 4)].elementsEqual([0x1D, 0x76, 0x30, 0x00]) {
            let bytesPerRow = Int(bytes[index + 4]) | Int(bytes[index + 5]) << 8
            let count = Int(bytes[index + 6]) | Int(bytes[index + 7]) << 8
            width = bytesPerRow * 8
            index += 8
            for row in 0..<count {
                let start = index + row * bytesPerRow
                rows.append(Array(bytes[start..<(start + bytesPerRow)]))
            }
            index += count * bytesPerRow
        }
        #expect(Array(bytes[index...]) == [0x1B, 0x64, 0x04, 0x1D, 0x56, 0x42, 0x00], "after the raster: a feed and a cut, nothing else")
        // Twice the size, as OCR reads printed text at a scanner's resolution.
        var pixels: [UInt8] = []
        for row in rows {
            let line = (0..<(width * 2)).map { x -> UInt8 in row[x / 16] & (0x80 >> UInt8((x / 2) % 8)) != 0 ? 0 : 255 }
            pixels += line + line
        }
        return ReportPicture(width: width * 2, height: rows.count * 2, pixels: pixels)
    }

    @Test(arguments: [("The Riveras", "eng"), ("林家", "chi_tra")], [Paper.receipt58, .receipt80])
    func aReceiptPrintersBytesReadBackByOCR(family: (name: String, ocr: String), paper: Paper) async throws {
        let (sheet, names) = try Self.shopping(family.name)
        let bytes = try ReportRenderer.render(sheet, as: .escpos, on: paper)
        let picture = try Self.decode(bytes)
        #expect(picture.width == paper.dots * 2, "as wide as the printer's dots")
        let folder = try TemporaryFolder()
        let file = folder.url.appending(path: "receipt.png")
        try GreyPNG.encode(picture.pixels, width: picture.width, height: picture.height, what: "the test picture").write(to: file)
        let text = try await Self.run("tesseract", [file.path, "-", "-l", family.ocr]).replacingOccurrences(of: " ", with: "")
        for name in names { #expect(text.contains(name.replacingOccurrences(of: " ", with: "")), "\(name) on \(paper.rawValue): \(text)") }
    }
}
