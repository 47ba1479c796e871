import CCmark
import Foundation
import FoundationXML
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// Every text from the store is hostile until escaped for where it goes. A corpus of hostile strings
/// goes into every text field of every area; then no page may hold an element, attribute or URL that
/// came from data, JSON-LD stays JSON, iCalendar, SVG and Markdown stay well formed, and the text
/// reads back as typed.
@Suite struct HostileInputTests {
    /// Each holds "evil" so anything that escaped is easy to find.
    static let corpus = [
        "<script>alert('evil1')</script>",
        "\"><img src=x onerror=evil2()>",
        "' onmouseover='evil3()' x='",
        "javascript:evil4()",
        "data:text/html,<script>evil5</script>",
        "</script><script>evil6()</script>",
        "x{background:expression(evil7())}",
        "[evil8](javascript:evil8())",
        "![evil9](data:image/svg+xml,<svg onload=evil9()>)",
        "<b onclick=evil10()>raw</b>",
        // Overrides and isolates (U+202E, U+2066), marks and zero-width characters are refused in names
        // (NameRulesTests; methods and descriptions below still hold them); the joiners of emoji are kept.
        "evil11 👨\u{200D}👩\u{200D}👧 ❤\u{FE0F}",
        "evil12 `code` *em* _u_ # h | t",
        "🏠 林家 evil13 😀",
        "a&b<c>d\"e'f evil14 &amp; &#60;",
        "evil15 {{t.site_name}} {{{page}}}",
        "evil16 \\; , \\n ; BEGIN:VEVENT",
        "../../evil17/..%2f",
        // Names may not hold U+2028 or U+2029 (NameRules); methods and descriptions below still do.
        "evil18\u{00A0}line\u{2007}",
        // A quote, an angle bracket or an ampersand followed by a combining mark is one Character in Swift
        // but still a quote to a browser: escaping one Character at a time would miss it.
        "x\"\u{301} onmouseover=evil19() '\u{301} onfocus=evil20() <\u{338}img src=x onerror=evil21()> &\u{301}",
        "[\u{301}evil22](javascript:evil22()) *\u{301}evil23* `\u{301}evil24`",
    ]

    /// A household with the corpus in every text field.
    static func hostileStore() throws -> (HouseholdStore, Family) {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: corpus[0], language: "en")
        var members: [Member] = []
        for (index, text) in corpus.enumerated() {
            members.append(try store.addMember(name: text, to: family, isManager: index == 0))
        }
        let manager = members[0]
        for (index, text) in corpus.enumerated() {
            try store.addLocation(name: "L\(index) " + text, position: index, colour: nil, in: family)
            try store.addGroceryItem(name: text, quantity: 1 + index % 3, location: "L\(index) " + text, by: members[index], in: family)
            if index % 2 == 0 { try store.setGroceryItem(text, completed: true, in: family) }
            try store.addRecipe(.init(name: "R\(index) " + text, type: "Dinner", servings: 4, prepMinutes: 10,
                                      ingredients: ["1 cup " + text, "a pinch of " + text, "2 eggs, " + text],
                                      method: text + "\u{2028}\u{2029}\u{200F}\u{200B}\u{200E}\n\n<iframe src=javascript:evil()></iframe>\n\n[link](javascript:evil())"),
                                by: manager, in: family)
            let vin = "1HGCM82633A0" + String(format: "%05d", index)
            try store.addCar(vin: vin, .init(name: text, model: text, colour: text, year: 2020, price: "100",
                                             description: text + "\u{200F}\u{200B}\u{200E}\n\n<script>evil()</script> [x](javascript:evil())"),
                             by: manager, in: family)
            try store.addWish(String(text.prefix(39)), by: members[index], in: family)
        }
        for (index, label) in ["<b>x</b>", "\"'><i>", "a&amp;b", "{{x}}"].enumerated() {
            try store.addLabel(label, in: family)
            try store.setChore(label, weekday: Weekday.allCases[index], fatigue: index + 1, assignee: members[index + 1], in: family)
        }
        try store.setChore("cook", weekday: .thursday, fatigue: 4, assignee: members[5], in: family)
        try store.recordChore("cook", on: CalendarDay(iso: "2026-11-19")!, done: true, by: members[6], in: family)
        return (store, family)
    }

    static func build(_ store: HouseholdStore) throws -> (TemporaryFolder, URL) {
        let folder = try TemporaryFolder()
        let output = folder.url.appending(path: "site")
        _ = try SiteBuilder().build(try store.snapshot(), options: BuildOptions(output: output, date: CalendarDay(iso: "2026-11-19")!, familyID: try store.families()[0].id))
        return (folder, output)
    }

    static let dangerousSchemes = ["javascript:", "vbscript:", "data:text", "data:image/svg"]
    static let elementsOfTheTheme: Set<String> = [
        "html", "head", "meta", "title", "link", "body", "a", "header", "div", "img", "span", "nav", "ul", "ol", "li", "main", "h1", "h2",
        "h3", "h4", "p", "section", "article", "code", "footer", "strong", "em", "table", "thead", "tbody", "tfoot", "tr", "th", "td",
        "label", "input", "script", "style", "svg", "rect", "text", "desc", "figure", "dl", "dt", "dd", "pre", "br", "blockquote", "hr", "button",
    ]

    @Test func noPageHoldsAnElementAttributeOrURLFromData() throws {
        let (store, _) = try Self.hostileStore()
        let (folder, output) = try Self.build(store)
        _ = folder
        try Self.checkPages(in: output, atLeast: 40)
    }

    @Test func hostileTextThroughTheCommandsToo() async throws {
        let folder = try TemporaryFolder()
        func hearth(_ arguments: [String]) async throws -> HearthProcess.Run {
            try await HearthProcess.run(arguments, in: folder.url)
        }
        #expect(try await hearth(["init"]).status == 0)
        #expect(try await hearth(["family", "create", Self.corpus[0]]).status == 0)
        for (index, text) in Self.corpus.enumerated() {
            #expect(try await hearth(["member", "add", text, "--manager"]).status == 0, "member add \(text.debugDescription)")
            #expect(try await hearth(["grocery", "add", "G\(index) " + text, "--as", text]).status == 0)
            #expect(try await hearth(["wish", "add", String(text.prefix(30)), "--as", text]).status == 0)
            #expect(try await hearth(["recipe", "add", "R\(index) " + text, "--type", "Other", "--servings", "2",
                                "--ingredient", "1 cup " + text, "--as", text]).status == 0)
        }
        let bad = try await hearth(["member", "add", "nul\u{1}x"])
        #expect(bad.status == 65 && bad.errors.contains("member name: expected no control characters"))
        #expect(try await hearth(["build", "--date", "2026-11-19"]).status == 0)
        try Self.checkPages(in: folder.url.appending(path: "site"), atLeast: 20)
        let familyID = try await hearth(["family", "list"]).output.prefix(12)
        let family = HTMLTokens(try String(contentsOf: folder.url.appending(path: "site/\(familyID)/family/index.html"), encoding: .utf8)).text
        for text in Self.corpus.map(\.trimmed) { #expect(family.contains(text), "the family page lost \(text.debugDescription)") }
    }

    /// Every HTML page of a site: no element, attribute, style, script or URL that came from data.
    static func checkPages(in output: URL, atLeast minimum: Int) throws {
        let files = try SiteFiles.read(output)
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count >= minimum)
        for (path, data) in pages {
            let tokens = HTMLTokens(String(decoding: data, as: UTF8.self))
            for element in tokens.elements {
                #expect(Self.elementsOfTheTheme.contains(element.name), "\(path): an element <\(element.name)> came from data")
                for attribute in element.attributes {
                    #expect(!attribute.name.hasPrefix("on") && !attribute.name.contains("evil"), "\(path): attribute \(attribute.name) came from data")
                    if ["href", "src", "action", "formaction"].contains(attribute.name) {
                        let lowered = attribute.value.lowercased().filter { !$0.isWhitespace }
                        #expect(!Self.dangerousSchemes.contains { lowered.hasPrefix($0) }, "\(path): \(attribute.name)=\(attribute.value)")
                        // Addresses made from data are slugs: a relative path of letters, digits and - . _ / %.
                        let relative = attribute.value.range(of: #"^[A-Za-z0-9\-._~/%#]*$"#, options: .regularExpression) != nil
                        #expect(relative, "\(path): a URL that is not a relative path: \(attribute.value)")
                    }
                    if attribute.name == "style" {
                        let allowed = attribute.value.range(of: #"^(--location: #[0-9A-F]{6}|width: \d{1,3}%)$"#, options: .regularExpression) != nil
                        #expect(allowed, "\(path): style=\(attribute.value)")
                    }
                }
            }
            for script in tokens.scripts {
                let type = script.attributes.first { $0.name == "type" }?.value
                let source = script.attributes.first { $0.name == "src" }?.value
                // The theme's own scripts, by a fixed path; JSON-LD, escaped.
                let themeScript = ["assets/cars-search.js", "assets/hearth.js"].contains { source?.hasSuffix($0) == true }
                #expect(type == "application/ld+json" || themeScript, "\(path): a script from data")
                if type == "application/ld+json" {
                    #expect((try? JSONSerialization.jsonObject(with: Data(script.content.utf8))) != nil, "\(path): JSON-LD is not JSON")
                }
            }
        }
    }

    @Test func theTextReadsBackAsTyped() throws {
        let (store, _) = try Self.hostileStore()
        let (folder, output) = try Self.build(store)
        _ = folder
        let family = HTMLTokens(try SiteFiles.text(output, "family/index.html")).text
        let shopping = HTMLTokens(try SiteFiles.text(output, "groceries/index.html")).text
        let cars = HTMLTokens(try SiteFiles.text(output, "cars/index.html")).text
        let recipes = HTMLTokens(try SiteFiles.text(output, "recipes/index.html")).text
        for (index, typed) in Self.corpus.enumerated() {
            let text = typed.trimmed
            #expect(family.contains(text), "the family page lost \(text.debugDescription)")
            #expect(shopping.contains(text), "the grocery page lost \(text.debugDescription)")
            #expect(cars.contains(text), "the catalogue lost \(text.debugDescription)")
            let recipe = ("R\(index) " + typed).trimmed
            #expect(recipes.contains(recipe), "the recipe book lost \(recipe.debugDescription)")
        }
        // JSON-LD reads back the recipe's name exactly.
        let recipePages = try SiteFiles.read(output).filter { $0.key.hasPrefix("recipes/") && $0.key.hasSuffix("/index.html") && !$0.key.contains("sorted") && !$0.key.contains("serves-") && $0.key != "recipes/index.html" }
        var names = Set<String>()
        for (_, data) in recipePages {
            let tokens = HTMLTokens(String(decoding: data, as: UTF8.self))
            if let script = tokens.scripts.first(where: { $0.attributes.contains { $0.value == "application/ld+json" } }),
               let json = try JSONSerialization.jsonObject(with: Data(script.content.utf8)) as? [String: Any], let name = json["name"] as? String {
                names.insert(name)
            }
        }
        #expect(names == Set(Self.corpus.enumerated().map { ("R\($0.offset) " + $0.element).trimmed }))
    }

    @Test func markdownTwinsStayTextAndTheirAddressesSafe() throws {
        let (store, _) = try Self.hostileStore()
        let (folder, output) = try Self.build(store)
        _ = folder
        for (path, data) in try SiteFiles.read(output) where path.hasSuffix(".md") {
            let markdown = String(decoding: data, as: UTF8.self)
            // Rendered even with raw HTML allowed, a twin makes no element or address from data.
            let bytes = Array(markdown.utf8)
            let rendered = cmark_markdown_to_html(bytes, bytes.count, CMARK_OPT_UNSAFE)!
            let html = String(cString: rendered)
            free(rendered)
            let tokens = HTMLTokens(html)
            for element in tokens.elements {
                #expect(!["script", "iframe", "svg", "style", "object", "embed", "b"].contains(element.name), "\(path): <\(element.name)> from data")
                for attribute in element.attributes {
                    #expect(!attribute.name.hasPrefix("on"), "\(path): \(attribute.name)")
                    let lowered = attribute.value.lowercased()
                    #expect(!Self.dangerousSchemes.contains { lowered.hasPrefix($0) }, "\(path): \(attribute.value)")
                }
            }
        }
        let family = try SiteFiles.text(output, "family/index.md")
        let bytes = Array(family.utf8)
        let rendered = cmark_markdown_to_html(bytes, bytes.count, CMARK_OPT_UNSAFE)!
        let text = HTMLTokens(String(cString: rendered)).text
        free(rendered)
        for name in Self.corpus.map(\.trimmed) {
            #expect(text.contains(name), "the twin lost \(name.debugDescription)")
        }
    }

    @Test func theCalendarAndTheChartStayWellFormed() throws {
        let (store, _) = try Self.hostileStore()
        let (folder, output) = try Self.build(store)
        _ = folder
        let ics = try SiteFiles.text(output, "chores.ics")
        #expect(!ics.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let unfolded = ics.replacingOccurrences(of: "\r\n ", with: "")
        var depth = 0
        for line in unfolded.components(separatedBy: "\r\n") where !line.isEmpty {
            #expect(line.range(of: #"^[A-Z-]+(;[A-Z-]+=[^:;]+)*:"#, options: .regularExpression) != nil, "not a content line: \(line)")
            if line.hasPrefix("BEGIN:") { depth += 1 }
            if line.hasPrefix("END:") { depth -= 1 }
            #expect(depth >= 0)
        }
        #expect(depth == 0)
        #expect(unfolded.components(separatedBy: "\r\n").filter { $0.hasPrefix("BEGIN:VEVENT") }.count == 5, "data cannot add events")
        #expect(unfolded.contains("SUMMARY:a&amp\\;b · javascript:evil4()\r\n"), "a semicolon is escaped as RFC 5545 asks")
        #expect(unfolded.contains("Assigned to data:text/html\\,<script>evil5</script>\r\n"), "so is a comma")

        let week = try SiteFiles.text(output, "chores/index.html")
        let start = try #require(week.range(of: "<svg"))
        let end = try #require(week.range(of: "</svg>"))
        let svg = String(week[start.lowerBound..<end.upperBound])
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "the chart is well-formed XML: \(String(describing: parser.parserError))")
    }

    @Test func hostileTextSurvivesExportAndImport() throws {
        let (store, _) = try Self.hostileStore()
        let exported = try store.exportJSON()
        let copy = try HouseholdStore.inMemory()
        try copy.importJSON(exported, source: "hostile.json")
        #expect(try copy.exportJSON() == exported)
        #expect(try copy.members().map(\.displayName).sorted() == Self.corpus.map(\.trimmed).sorted(), "names are kept as typed, trimmed")
    }

    @Test func controlCharactersAndOverlongNamesAreRefusedClearly() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "F", language: "en")
        let before = try store.exportJSON()
        for name in ["nul\u{0}name", "bell\u{7}", String(repeating: "a", count: 100_000)] {
            do {
                try store.addMember(name: name, to: family, isManager: false)
                Issue.record("accepted \(name.prefix(20).debugDescription)")
            } catch let failure as Failure {
                #expect(failure.kind == .badData)
                #expect(failure.message.hasPrefix("member name: expected"), "\(failure.message.prefix(80))")
                #expect(failure.message.count < 200, "the message does not repeat the 100,000 characters")
            }
        }
        #expect(try store.exportJSON() == before)
    }

    /// An ingredient line is shown as a name is, so it follows the same rules; a method may hold tabs
    /// and line breaks, but no other control character: NUL cut the text short where SQLite kept it.
    @Test func controlCharactersInIngredientsAndMethodsAreRefusedClearly() throws {
        let store = try HouseholdStore.inMemory()
        let family = try store.createFamily(name: "F", language: "en")
        let cook = try store.addMember(name: "Cook", to: family, isManager: true)
        let before = try store.exportJSON()
        let refused: [(HouseholdStore.RecipeInput, String)] = [
            (.init(name: "A", type: "Dinner", servings: 2, ingredients: ["1 cup a\u{1}b"]), "--ingredient 1: ingredient: expected no control characters (found U+1)"),
            (.init(name: "B", type: "Dinner", servings: 2, ingredients: ["salt", "2 eggs \u{202E}"]), "--ingredient 2: ingredient: expected no characters that turn the text's direction (found U+202E)"),
            (.init(name: "C", type: "Dinner", servings: 2, method: "Stir.\u{0}Then bake."), "method: expected no control characters but tabs and line breaks (found U+0)"),
        ]
        for (input, expected) in refused {
            do {
                try store.addRecipe(input, by: cook, in: family)
                Issue.record("accepted: \(expected)")
            } catch let failure as Failure {
                #expect(failure.kind == .badData)
                #expect(failure.message == expected)
            }
        }
        #expect(try store.exportJSON() == before)
        let kept = try store.addRecipe(.init(name: "D", type: "Dinner", servings: 2, method: "1.\tStir.\r\n2.\tBake."), by: cook, in: family)
        #expect(kept.method == "1.\tStir.\r\n2.\tBake.")
    }

    @Test func invalidUTF8InAnImportedFileIsAClearError() throws {
        let store = try HouseholdStore.inMemory()
        var bytes = Array(#"{"format": "hearth-household", "version": 1, "families": [{"id": "UHRJRTN8ZW2A", "name": ""#.utf8)
        bytes += [0xFF, 0xFE, 0xC3]
        bytes += Array(#"", "language": "en", "created": "2026-01-01T00:00:00Z"}], "members": []}"#.utf8)
        #expect(throws: Failure.self) { try store.importJSON(Data(bytes), source: "bad.json") }
        #expect(try store.families().isEmpty)
        let archive = Data([0x5B, 0xFF, 0x5D])
        let family = try store.createFamily(name: "F", language: "en")
        #expect(throws: Failure.self) { try store.importShoppingListArchive(archive, source: "a.json", into: family, as: nil) }
    }
}
