import Crypto
import Foundation
import HearthDomain
import HearthSite
import HearthStore

/// The task lists a member finds over CalDAV, each a calendar collection of VTODOs under their home
/// (`/dav/MEMBER/`): the family's shopping list, the family's chores and the member's own ("My chores").
enum CalDAVList: String, CaseIterable, Sendable {
    case shopping
    case chores
    case mine = "my-chores"

    /// The colour task apps give the list (Apple's calendar-color: #RRGGBBAA).
    var color: String {
        switch self {
        case .shopping: return "#3C8D4FFF"
        case .chores: return "#C8702EFF"
        case .mine: return "#3B6FB6FF"
        }
    }
}

/// One to-do of a list, as the store holds it now: its resource's name, its text and ETag, and what a
/// change of it acts on.
struct CalDAVObject: Sendable {
    enum Source: Sendable {
        case item(GroceryItem)
        case chore(Chore, CalendarDay, done: Bool)
    }

    /// The resource's name in its list: "ID.ics".
    var name: String
    var task: TaskCalendar.Task
    var source: Source
    var ics: String
    /// A strong ETag, quoted: the text's SHA-256 (any change a task app would see changes it).
    var etag: String

    init(name: String, task: TaskCalendar.Task, source: Source) {
        self.name = name
        self.task = task
        self.source = source
        ics = TaskCalendar.ics(task)
        etag = "\"" + HexText.of(SHA256.hash(data: Data(ics.utf8)), length: 32) + "\""
    }
}

/// A list as it is now: its name in the member's language, its to-dos, and the sync token of this state
/// (`CalDAVSyncHistory`, noted by the request that read it: `CalDAVServer.read`).
struct CalDAVContents: Sendable {
    var list: CalDAVList
    var displayName: String
    var objects: [CalDAVObject]
    var token = ""

    func object(named name: String) -> CalDAVObject? { objects.first { $0.name == name } }

    /// Each resource's ETag by name: what a sync token stands for.
    var state: [String: String] { Dictionary(objects.map { ($0.name, $0.etag) }) { first, _ in first } }
}

/// Reads the lists from the store, by the household's own rules: the items on the list as `hearth
/// grocery list` shows them, the chores of this week and the next as `hearth chore list` shows them.
struct CalDAVLists: Sendable {
    let store: HouseholdStore
    let pages: HostPages
    let today: @Sendable () -> CalendarDay

    func contents(_ list: CalDAVList, for caller: HouseholdStore.APICaller) throws -> CalDAVContents {
        let family = caller.family
        let words = pages.words(caller.member.reads(in: family))
        switch list {
        case .shopping:
            return CalDAVContents(list: list, displayName: words.text("shopping_title") + " · " + family.name, objects: try items(caller, words))
        case .chores:
            return CalDAVContents(list: list, displayName: words.text("calendar_name", ["family": family.name]), objects: try chores(caller, only: nil, words))
        case .mine:
            return CalDAVContents(list: list, displayName: words.text("caldav_my_chores"), objects: try chores(caller, only: caller.member.id, words))
        }
    }

    /// The family's first day: the DTSTAMP of its items, which have no day of their own.
    private func firstDay(of family: Family) -> CalendarDay {
        CalendarDay(iso: String(family.created.prefix(10))) ?? CalendarDay(iso: "2026-01-01")!
    }

    /// A VTODO per item on the list (ticked ones completed, until the purchase takes them off it), in
    /// walking order; the quantity, location and adder under the title, the location as its category.
    private func items(_ caller: HouseholdStore.APICaller, _ words: ThemeStrings) throws -> [CalDAVObject] {
        let snapshot = try store.snapshot(of: caller.family, reading: [.shoppingList])
        // An item a task app added is where the app put it, with its UID; every other one at its ID.
        let taskNames = try store.taskNames(of: caller.family)
        let stamp = firstDay(of: caller.family)
        return snapshot.groceries.onListByLocation.flatMap { group in
            let location = group.location.isUnknown ? words.text("location_unknown") : group.location.name
            return group.items.map { item in
                let measure = item.measure
                var description = [words.text("caldav_quantity", ["quantity": measure.hasUnit ? measure.text : "×\(measure.count)"]),
                                   words.text("caldav_location", ["location": location])]
                if let adder = snapshot.member(item.addedBy) {
                    description.append(words.text("added_by", ["name": adder.displayName]))
                } else if item.addedBy == nil {
                    description.append(words.text("added_by_nobody"))
                }
                if !item.available { description.append(words.text("item_not_available")) }
                let given = taskNames[item.id]
                let task = TaskCalendar.Task(uid: given?.uid ?? item.id, summary: item.name, description: description, categories: [location], due: nil,
                                             completed: item.completed, stamp: stamp)
                return CalDAVObject(name: given?.name ?? item.id + ".ics", task: task, source: .item(item))
            }
        }
    }

    /// A VTODO per chore of each day of this week and the next (the host's today), due that day; only
    /// `member`'s when given. The fatigue, the assignee and who did it under the title.
    private func chores(_ caller: HouseholdStore.APICaller, only member: HearthID?, _ words: ThemeStrings) throws -> [CalDAVObject] {
        let family = caller.family
        let snapshot = try store.snapshot(of: family, reading: [.chores])
        let start = today().startOfWeek(family.firstWeekday)
        let list = member == nil ? CalDAVList.chores : .mine
        return [start, start.adding(days: 7)].flatMap { weekStart in
            snapshot.week(containing: weekStart).days.flatMap { day in
                day.chores.filter { member == nil || $0.assignee == member }.map { chore in
                    var description = [words.text("calendar_description", ["fatigue": String(chore.fatigue)])]
                    if let assignee = snapshot.member(chore.assignee) { description.append(words.text("calendar_assignee", ["name": assignee.displayName])) }
                    let record = day.done[chore.id]
                    if let record, let doer = snapshot.member(record.doneBy) { description.append(words.text("done_by", ["name": doer.displayName])) }
                    let compact = day.date.iso.replacingOccurrences(of: "-", with: "")
                    // The two chore lists hold the same chores under UIDs of their own: a task app that shows
                    // both keeps them apart.
                    let task = TaskCalendar.Task(uid: "\(list.rawValue)-\(chore.id)-\(compact)@\(family.id.text)", summary: chore.label.name(in: family.language),
                                                 description: description, categories: [], due: day.date, completed: record != nil, stamp: day.date)
                    return CalDAVObject(name: "\(chore.id)-\(compact).ics", task: task, source: .chore(chore, day.date, done: record != nil))
                }
            }
        }
    }
}
