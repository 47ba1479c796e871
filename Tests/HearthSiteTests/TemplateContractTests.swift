import Foundation
import HearthTestSupport
import Testing
@testable import HearthDomain
@testable import HearthSite
@testable import HearthStore

/// The contract between the page models and the templates: every name a template asks of `site` and
/// `page` names something, in the demo household and in a large one (where lists are long and optional
/// parts present), and in the demo built for `hearth host` (with its forms); every `t.…` word a template uses is in each language's words; and docs/theme.md, the
/// one page a theme designer reads, lists what each template may use, kept true by this test as the
/// site/ test keeps site/ true. Set HEARTH_WRITE_THEME_DOC=1 to write it anew after changing a model.
@Suite struct TemplateContractTests {
    /// Builds the demo and a synthetic household with every template watched.
    static func checkedBuilds(templates: URL? = nil) throws -> TemplateCheck {
        let check = TemplateCheck()
        let synthetic = try HouseholdStore.inMemory()
        try SyntheticHousehold.fill(synthetic, scale: 1)
        // The demo twice: as `hearth build` renders it and as `hearth host` does, with its forms.
        for (store, date, hosted) in [(try DemoHousehold.store(), DemoHousehold.date, false), (synthetic, CalendarDay(iso: "2026-11-19")!, false),
                                      (try DemoHousehold.store(), DemoHousehold.date, true)] {
            let folder = try TemporaryFolder()
            var options = BuildOptions(output: folder.url.appending(path: "site"), templates: templates, date: date)
            options.templateCheck = check
            options.hosted = hosted
            _ = try SiteBuilder().build(try store.snapshot(), options: options)
        }
        // The pages `hearth host` writes itself, in every language.
        try ServerPages.renderExamples(theme: Theme(userFolder: templates), check: check)
        return check
    }

    static let shared: Result<TemplateCheck, Error> = Result { try checkedBuilds() }

    @Test func everyNameATemplateAsksForNamesSomething() throws {
        let check = try Self.shared.get()
        #expect(check.foundValues.count > 100, "the check saw the templates' lookups")
        let missing = check.neverFound.map { "\($0.template): {{\($0.path)}}" }
        #expect(missing.isEmpty, "templates ask for names no model has: \(missing)")
    }

    /// A template with a misspelt field fails the check: the contract holds for a user's theme too.
    @Test func aMisspeltFieldIsFound() throws {
        let theme = try TemporaryFolder()
        let built = try #require(try Theme(userFolder: nil).text("wishes.html.mustache"))
        try Data((built + "{{page.wishs}}\n").utf8).write(to: theme.url.appending(path: "wishes.html.mustache"))
        let check = try Self.checkedBuilds(templates: theme.url)
        #expect(check.neverFound.contains(.init(template: "wishes", path: "page.wishs")), "\(check.neverFound)")
    }

    @Test func everyWordATemplateUsesIsInEveryLanguage() throws {
        let theme = try Theme(userFolder: nil)
        let tables = try Language.all.map { try ThemeStrings(theme: theme, language: $0).table }
        let pattern = try NSRegularExpression(pattern: #"\{\{[#^/&{]?\s*t\.([A-Za-z0-9_]+)"#)
        var missing: [String] = []
        for path in theme.paths where path.hasSuffix(".mustache") {
            let text = try #require(try theme.text(path))
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let key = String(text[Range(match.range(at: 1), in: text)!])
                for (language, table) in zip(Language.all, tables) where table[key] == nil {
                    missing.append("\(path): t.\(key) (\(language.tag))")
                }
            }
        }
        #expect(missing.isEmpty, "words templates use that a language lacks: \(missing)")
    }

    @Test func docsThemeMdIsWhatTheTemplatesUse() throws {
        let text = try Self.themeDocument(try Self.shared.get())
        let url = SiteFiles.repository.appending(path: "docs/theme.md")
        if ProcessInfo.processInfo.environment["HEARTH_WRITE_THEME_DOC"] == "1" { try Data(text.utf8).write(to: url) }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == text, "docs/theme.md is not what the templates use; run HEARTH_WRITE_THEME_DOC=1 swift test --filter TemplateContractTests and commit it")
    }

    /// docs/theme.md: per template, its address and every field it uses, with its kind and an example.
    static func themeDocument(_ check: TemplateCheck) throws -> String {
        func cell(_ text: String) -> String {
            let flat = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
                .replacingOccurrences(of: "`", with: "'")
            return flat.count > 70 ? String(flat.prefix(70)) + "…" : flat
        }
        var lines = ["# What a template may use", "",
                     "Written by `TemplateContractTests` from the demo household and a large synthetic one (do not edit: run",
                     "`HEARTH_WRITE_THEME_DOC=1 swift test --filter TemplateContractTests` after changing a page's model).",
                     "Every template sees `site` (the layout: below, the same for all), `t` (the words of",
                     "`templates/i18n/<language>.json`: `{{t.key}}`) and `page` (its own model). A name inside a section",
                     "(`{{#page.items}}…{{/page.items}}`) is first looked up in the element, then outside it. A name no",
                     "model has renders as nothing; the test fails on one in the built-in theme, and",
                     "`hearth build --templates my-theme --check-templates` names every one in a theme of your own.",
                     "`partials/recipe.md.mustache` is the recipe's Markdown inside `recipe.md.mustache`; `hearth recipe",
                     "scale` renders it alone, with the recipe's `page` and `t` and an empty `site`.",
                     "The words a server page says are in the same files: `server_…` for its own messages, `rule_…` and",
                     "`store_…` for a household rule refusing a form (\"{field}: {problem}\" is `server_field_problem`).",
                     "A word may name values in braces (`{item}`, `{member}`); a theme's file rewords any of them.", "",
                     "## Languages", "",
                     "A language is one file, `templates/i18n/<tag>.json` (a BCP 47 tag: `de`, `pt-BR`, `zh-Hans`): the languages",
                     "Hearth speaks are the files there, and the tag is a page's `<html lang>` and a value of `--language`. Each file is",
                     "a flat object of key and text (i18next's and Weblate's JSON) with exactly en.json's keys and `{placeholders}`; a",
                     "count has a key for each CLDR plural category of its language (`recipes_one`, `recipes_other`; `recipes_other` alone",
                     "in Chinese and Japanese; `_one`, `_many`, `_other` in French). To correct a language, edit its file, or put the",
                     "keys you change in your theme's `i18n/<tag>.json`; to add one, copy en.json to `templates/i18n/<tag>.json`,",
                     "translate every text, rebuild, and run `swift test --filter LanguageFilesTests`, which names any key, count form",
                     "or placeholder that differs from en.json's. The key `locale` names the CLDR locale whose full date a page writes",
                     "(Foundation's formatter: `de` gives \"Donnerstag, 19. November 2026\", `en-001` \"Thursday, 19 November 2026\",",
                     "`zh-Hant-TW` \"2026年11月19日 星期四\"); `date_short`, the week's column heads, is the file's own pattern.", ""]
        let values = check.foundValues
        let folders = check.templateFolders
        lines += ["## Every template: `site`", "", "| field | kind and example |", "| --- | --- |"]
        var seenSite = Set<String>()
        for (asked, example) in values where asked.path.hasPrefix("site.") && seenSite.insert(asked.path).inserted {
            lines.append("| `\(asked.path)` | \(cell(example)) |")
        }
        for template in Set(values.map(\.asked.template)).sorted() {
            let fields = values.filter { $0.asked.template == template && !$0.asked.path.hasPrefix("site.") }
            guard !fields.isEmpty else { continue }
            if folders[template] == "(hearth host)" {
                // A page `hearth host` writes itself (ServerPages): HTML only, in server.html.mustache.
                lines += ["", "## `\(template).html.mustache`", "",
                          "A page `hearth host` writes itself, inside `server.html.mustache`; its `site` holds `lang`, `pageTitle` and `root` (\"/\") only.", "",
                          "| field | kind and example |", "| --- | --- |"]
                for (asked, example) in fields { lines.append("| `\(asked.path)` | \(cell(example)) |") }
                continue
            }
            if template.hasPrefix("rows/") {
                // A row template (`RowRenderer`): one row of a page's list, in each format it has (the
                // choices of a chore's "who did it?" are HTML only).
                let files = try Theme(userFolder: nil).paths.filter { $0.hasPrefix(template + ".") }.sorted().map { "`\($0)`" }
                lines += ["", "## " + files.joined(separator: ", "), "",
                          "A row of a long list on the page at \(folders[template].map { "`\($0)`" } ?? "?"), rendered on its own once per item: it sees the item's fields by name, `site` and `t` (not `page`). The page's template takes a list's rows in at once, one a line, as `{{{rows}}}` (or a name ending in `Rows`, such as `{{{choiceRows}}}`; or each as `{{{row}}}` in a section over the list's items). The list goes into the page once the page is rendered: until then its field holds a marker, so take it in with triple braces and nowhere else (`{{#rows}}` still tells an empty list). `hearth host` renders again only the rows whose item changed.", "",
                          "| field | kind and example |", "| --- | --- |"]
                for (asked, example) in fields { lines.append("| `\(asked.path)` | \(cell(example)) |") }
                continue
            }
            let atSiteRoot = ["landing", "not-found"].contains(template)
            let folder = atSiteRoot ? "the site's root" : folders[template].map { $0.isEmpty ? "the family's folder" : "`\($0)`" } ?? "?"
            lines += ["", "## `\(template).html.mustache`, `\(template).md.mustache`", "", "Rendered at \(folder), for example.", "",
                      "| field | kind and example |", "| --- | --- |"]
            for (asked, example) in fields { lines.append("| `\(asked.path)` | \(cell(example)) |") }
        }
        lines += try partsDocument(rendered: Set(values.map(\.asked.template)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The layouts, partials and tiles: the files a page's template takes in (`{{> partials/…}}`,
    /// `{{<layout.html}}`), each with the templates that take it and the names it uses, read from its text.
    /// A name inside one of its sections is the section's element's (or, failing that, the page's).
    static func partsDocument(rendered: Set<String>) throws -> [String] {
        let theme = try Theme(userFolder: nil)
        let templates = try theme.paths.filter { $0.hasSuffix(".mustache") }.map { ($0, try #require(try theme.text($0))) }
        let tag = try NSRegularExpression(pattern: #"\{\{\{?\s*([#^/>&<$]?)\s*([A-Za-z0-9_./-]+)"#)
        var lines = ["", "## Layouts, partials and tiles", "",
                     "The files a page's template takes in: a layout it extends (`{{<layout.html}}`), a partial or tile it",
                     "includes (`{{> partials/progress.html}}`). Each sees what the template including it sees; the names",
                     "below are those its text uses (a name inside a section is first looked up in the section's element)."]
        for (path, text) in templates {
            let name = String(path.dropLast(".mustache".count))
            guard !rendered.contains(String(name.split(separator: ".").first ?? "")) || name.contains("/") else { continue }
            guard name.contains("/") || name.hasPrefix("layout") || name == "server.html", !name.hasPrefix("rows/") else { continue }
            var used: [String] = [], seen = Set<String>()
            for match in tag.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let kind = String(text[Range(match.range(at: 1), in: text)!]), field = String(text[Range(match.range(at: 2), in: text)!])
                guard ["", "#", "^", "&"].contains(kind), field != "." else { continue }
                if seen.insert(field).inserted { used.append(field) }
            }
            let users = templates.filter { $0.1.contains("{{> \(name)}}") || $0.1.contains("{{<\(name)}}") }.map { "`\($0.0)`" }
            lines += ["", "### `\(path)`", "", "Taken in by \(users.isEmpty ? "the site builder itself (the header, rendered once per section and depth)" : users.joined(separator: ", ")).", "",
                      used.isEmpty ? "Uses no name: its text is fixed." : "Uses: " + used.map { "`\($0)`" }.joined(separator: ", ") + "."]
        }
        return lines
    }
}
