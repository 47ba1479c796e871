import Foundation
import Mustache
import Synchronization

/// Which names the templates ask for and what they find: a template that asks for `page.nmae` renders
/// nothing there, silently, so a build can be run with a check that notes every name a template asks
/// of `site` and `page` (and of what they hold), with the first value found, and reports the names
/// that were asked and never found (`BuildOptions.templateCheck`). The theme's contract test runs it
/// over the demo and a large household, and writes docs/theme.md from what it found.
public final class TemplateCheck: Sendable {
    /// A name a template asked for, where it asked (the template and the path of sections around it).
    public struct Asked: Hashable, Sendable {
        public var template: String
        /// "page.items.name": the names that led to it, then the name.
        public var path: String
    }

    /// What the templates asked for so far, on every core.
    private struct Seen {
        /// Each name found, with the least example of what it held.
        var found: [Asked: String] = [:]
        var missed: Set<Asked> = []
        /// The least folder each template was rendered at.
        var folders: [String: String] = [:]
    }

    private let seen = Mutex(Seen())

    public init() {}

    /// The names asked and never found, sorted. Inside a section a name is asked of the element first,
    /// then of what is around it (`{{t.…}}` in a list of items is found at the root), so a name counts
    /// as found when the template found it anywhere; `site`, `t` and `page` are the root's.
    public var neverFound: [Asked] {
        seen.withLock { seen in
            func name(_ path: String) -> Substring { path.split(separator: ".").last ?? "" }
            let foundNames = Set(seen.found.keys.map { "\($0.template)|\(name($0.path))" })
            return seen.missed.filter { asked in
                !["site", "t", "page"].contains(name(asked.path)) && !foundNames.contains("\(asked.template)|\(name(asked.path))")
            }.sorted { ($0.template, $0.path) < ($1.template, $1.path) }
        }
    }

    /// Every name found, with an example of what it held: the least, as text, of the values found, so the
    /// example does not depend on which core rendered which page first.
    public var foundValues: [(asked: Asked, example: String)] {
        seen.withLock { $0.found.map { ($0.key, $0.value) }.sorted { ($0.asked.template, $0.asked.path) < ($1.asked.template, $1.asked.path) } }
    }

    /// A folder each template was rendered at ("recipes/sorted/name/"), the least of them.
    public var templateFolders: [String: String] { seen.withLock { $0.folders } }

    func note(_ asked: Asked, value: Any?) {
        guard let value else {
            seen.withLock { _ = $0.missed.insert(asked) }
            return
        }
        let example = Self.example(value)
        seen.withLock { seen in
            if let known = seen.found[asked], known <= example { return }
            seen.found[asked] = example
        }
    }

    func note(template: String, folder: String) {
        seen.withLock { seen in
            if let known = seen.folders[template], known <= folder { return }
            seen.folders[template] = folder
        }
    }

    /// What a value is, for docs/theme.md: "text: …", "number: …", "yes or no: …", "list", "object".
    static func example(_ value: Any) -> String {
        switch value {
        case let text as String: return "text: " + text
        case let number as Int: return "number: \(number)"
        case let flag as Bool: return "yes or no: \(flag)"
        case let list as [Any]: return "list of \(list.count)"
        default: return "object"
        }
    }

    /// `context` with its `site` and `page` watched for template `template`.
    func watching(_ context: PageContext, template: String, folder: String) -> PageContext {
        note(template: template, folder: folder)
        var watched = context
        watched.site = Watched(context.site, check: self, template: template, path: "site")
        if let page = context.page { watched.page = Watched.wrap(page, check: self, template: template, path: "page") }
        return watched
    }

    /// `context` with its `site` and its row watched for the row template `template` (a row's own fields
    /// are asked at the root, as `name`, not `item.name`).
    func watching(_ context: RowContext, template: String, folder: String) -> RowContext {
        note(template: template, folder: folder)
        var watched = context
        watched.site = Watched(context.site, check: self, template: template, path: "site")
        watched.item = Watched(context.item, check: self, template: template, path: "")
        return watched
    }

    /// A model whose every lookup is noted, and whose models and lists are watched in turn.
    struct Watched: MustacheParent, @unchecked Sendable {
        let model: any MustacheParent
        let check: TemplateCheck
        let template: String
        let path: String

        init(_ model: any MustacheParent, check: TemplateCheck, template: String, path: String) {
            self.model = model
            self.check = check
            self.template = template
            self.path = path
        }

        func child(named name: String) -> Any? {
            let value = model.child(named: name)
            let asked = Asked(template: template, path: path.isEmpty ? name : path + "." + name)
            check.note(asked, value: value)
            return value.map { Self.wrap($0, check: check, template: template, path: asked.path) }
        }

        static func wrap(_ value: Any, check: TemplateCheck, template: String, path: String) -> Any {
            if let model = value as? any MustacheParent {
                return Watched(model, check: check, template: template, path: path)
            }
            if let list = value as? [Any], !(value is [String]) {
                return list.map { wrap($0, check: check, template: template, path: path) }
            }
            return value
        }
    }
}
