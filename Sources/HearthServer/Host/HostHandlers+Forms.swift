import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

extension HostHandlers {
    /// Makes a change on the changes' queue, after those that came before it, and returns what became of
    /// it once the page it leads back to (`back`), or everything it changed, is written.
    func change(_ name: String, by member: Member, in family: Family, back: String?,
                make: @escaping @Sendable (HostActions, _ receivedAt: Int64) throws -> HostActions.Outcome) async -> ChangeResult {
        let receivedAt = HouseholdStore.nowInMilliseconds()
        return await withCheckedContinuation { continuation in
            waiting.add(WaitingChange(name: name, member: member, family: family, receivedAt: receivedAt, back: back, make: make,
                                      answer: ChangeAnswer(continuation)))
            forms.async { applyWaiting() }
        }
    }

    /// Applies every change waiting, on the changes' queue. The changes of one family are one go: each in
    /// turn, in the order they came, then the pages that show them rendered once. Families go in the order
    /// their first change came (one family's changes change nothing of another's). Each go finds the site
    /// at the revision its first change started from (no full build needed).
    func applyWaiting() {
        let changes = waiting.takeAll()
        var families: [HearthID] = []
        for change in changes where !families.contains(change.family.id) { families.append(change.family.id) }
        for family in families { apply(changes.filter { $0.family.id == family }) }
    }

    /// The changes, then the pages that show them; each change is answered as soon as the page it leads
    /// back to is written (a refusal at once).
    private func apply(_ changes: [WaitingChange]) {
        let writes = HouseholdStore.WriteRevisions()
        var applied: [(change: WaitingChange, outcome: HostActions.Outcome)] = []
        for waiting in changes {
            do {
                let outcome = try HouseholdStore.$writes.withValue(writes) { try waiting.make(actions, waiting.receivedAt) }
                if let dropped = outcome.dropped {
                    waiting.answer.give(.dropped(dropped))
                } else {
                    applied.append((waiting, outcome))
                }
            } catch {
                if let failure = error as? Failure, failure.kind == .inputOutput {
                    // Not the change's fault: said in the log too (the answer asks to try again).
                    watcher.log("\(waiting.member.displayName): \(waiting.name): \(failure.message)")
                }
                waiting.answer.give(.refused(error))
            }
        }
        guard let first = applied.first?.change else { return }
        // Nothing changed (a chore undone that was not done): the pages are as they were, unless a build
        // failed since (then they are built now, and the change is answered as that build went).
        if writes.changedNothing && watcher.failure == nil {
            for (waiting, outcome) in applied { waiting.answer.give(.done(outcome)) }
            return
        }
        // What the go touched, all its changes together (`Changed.combined`).
        let touched = HostActions.Changed.combined(applied.map(\.outcome.changed))
        let reason = "\(first.member.displayName): \(first.name)"
            + (applied.count > 1 ? " and \(Counted.text(applied.count - 1, "more change", "more changes"))" : "")
        // Rendered before answering, so the page a form returns to shows its change: from memory when the
        // go touched what a refresh renders (`SiteChange`), and nothing else changed the store meanwhile.
        // The first form's page is written first, and the forms that lead back to it answered then (not one
        // whose change the page says in words: an item on the list already).
        let firstBack = applied.lazy.compactMap(\.change.back).first
        let early = applied.filter { $0.change.back != nil && $0.change.back == firstBack && $0.outcome.said == nil }
        let answerEarly: @Sendable () -> Void = { for (waiting, outcome) in early { waiting.answer.give(.done(outcome)) } }
        let written = watcher.rebuild(because: reason) {
            // The watcher counted the store as built when it began: another program's change committed since
            // the go's last write would never be rendered by a refresh to `span.after`. Then: a full build.
            guard let resident, let span = writes.span, try store.revision() == span.after else { return nil }
            let page = firstBack.map { back in String(back.drop { $0 == "/" }) + (back.hasSuffix("/") ? "index.html" : "") } ?? ""
            // The site's change policy (`SiteChange`, `ResidentSite.refresh`) decides which pages show it.
            let change: SiteChange = switch touched {
            case .groceryItems(let items): .groceryItems(family: first.family.id, items: items)
            case .choresOrWishes: .choreBoard(family: first.family.id, board: try store.choreBoard(of: first.family.id).board)
            case .other: .other
            }
            return try resident.refresh(change, from: span.before, to: span.after, first: page, written: answerEarly)
        }
        // The others once all is rendered (`ChangeAnswer` answers each once); when the pages could not be
        // written, each says so: the change is in the store, and the pages catch up once the watcher's next
        // try succeeds.
        for (waiting, outcome) in applied {
            waiting.answer.give(written ? .done(outcome) : .notShown(outcome, reason: watcher.failure ?? "?"))
        }
    }

    /// A form's change as the page it answers with: back to the page it came from; a notice when the
    /// change is said in words (an item on the list already) or its pages could not be written; a refusal
    /// in the family's words.
    func formAnswer(_ result: ChangeResult, back: String, in family: Family) throws -> Response {
        let language = family.language, words = pages.words(language)
        switch result {
        case .done(let outcome):
            guard let said = outcome.said else { return redirect(back) }
            return pages.notice(said.message(words), title: words.text("server_noted_title"),
                                link: .init(text: words.text("server_back"), href: back), in: language, status: .ok)
        case .dropped(let dropped):
            // A tick sent late that a newer change outdid: 409, so the phone's script drops it and says why.
            return pages.refusal(dropped.message(words), back: back, in: language, status: .conflict)
        case .notShown(_, let reason):
            // 503, so the phone's script keeps a tick and sends it again.
            return Self.retryLater(pages.notice(words.text("server_saved_not_shown", ["reason": reason]), title: words.text("server_saved_title"),
                                                link: .init(text: words.text("server_back"), href: back), in: language, status: .serviceUnavailable))
        case .refused(let problem as FormProblem):
            return pages.refusal(problem.message(words), back: back, in: language, status: .badRequest)
        case .refused(let failure as Failure):
            let refusal = pages.refusal(pages.message(of: failure, in: language), back: back, in: language, status: Self.status(of: failure))
            // Not the form's fault: the phone tries again in a few seconds.
            return failure.kind == .inputOutput ? Self.retryLater(refusal) : refusal
        case .refused(let error):
            throw error
        }
    }

}
