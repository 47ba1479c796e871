import Foundation
import HearthDomain
import HearthSite
import HearthStore
import Hummingbird

extension HostHandlers {
    /// Applies every form waiting, on the forms' queue. The forms of one family are one go: each change in
    /// turn, in the order they came, then the pages that show them rendered once. Families go in the order
    /// their first form came (one family's forms change nothing of another's). Each go finds the site at the
    /// revision its first change started from (no full build needed).
    func applyWaiting() {
        let forms = waiting.takeAll()
        var families: [HearthID] = []
        for form in forms where !families.contains(form.family.id) { families.append(form.family.id) }
        for family in families { apply(forms.filter { $0.family.id == family }) }
    }

    /// The forms' changes, then the pages that show them; each form is answered as soon as the page it
    /// leads back to is written (a refusal at once).
    private func apply(_ forms: [WaitingForm]) {
        let writes = HouseholdStore.WriteRevisions()
        var applied: [(form: WaitingForm, outcome: HostActions.Outcome)] = []
        for waiting in forms {
            do {
                let outcome = try HouseholdStore.$writes.withValue(writes) {
                    try actions.perform(waiting.action, form: waiting.form, by: waiting.member, in: waiting.family,
                                        receivedAt: waiting.receivedAt)
                }
                if let dropped = outcome.dropped {
                    // A tick sent late that a newer change outdid: 409, so the phone's script drops it and says why.
                    let language = waiting.family.language
                    waiting.answer.give(.success(pages.refusal(dropped.message(pages.words(language)), back: waiting.back, in: language, status: .conflict)))
                } else {
                    applied.append((waiting, outcome))
                }
            } catch let problem as HostActions.FormProblem {
                let language = waiting.family.language
                waiting.answer.give(.success(pages.refusal(problem.message(pages.words(language)), back: waiting.back, in: language, status: .badRequest)))
            } catch let failure as Failure {
                let language = waiting.family.language
                var refusal = pages.refusal(pages.message(of: failure, in: language), back: waiting.back, in: language, status: Self.status(of: failure))
                if failure.kind == .inputOutput {
                    // Not the form's fault: said in the log too, and the phone tries again in a few seconds.
                    watcher.log("\(waiting.member.displayName): \(waiting.action): \(failure.message)")
                    refusal = Self.retryLater(refusal)
                }
                waiting.answer.give(.success(refusal))
            } catch {
                waiting.answer.give(.failure(error))
            }
        }
        guard let first = applied.first?.form else { return }
        // Nothing changed (a chore undone that was not done): the pages are as they were, unless a build
        // failed since (then they are built now, and the form is answered as that build went).
        if writes.changedNothing && watcher.failure == nil {
            for (waiting, outcome) in applied { answerApplied(waiting, outcome) }
            return
        }
        let outcomes = applied.map(\.outcome)
        // The grocery items as the last change left each, when every form changed grocery items (and nothing else).
        let items = outcomes.allSatisfy { $0.changed.groceryItems != nil } ? Self.lastOfEach(outcomes.flatMap { $0.changed.groceryItems ?? [] }) : nil
        // When every form changed the family's chores, what was done, or its wishes; any other mix, or a
        // change of another kind (`Changed.other`), is a full build.
        let choresOnly = outcomes.allSatisfy { if case .choresOrWishes = $0.changed { true } else { false } }
        let reason = "\(first.member.displayName): \(first.action)"
            + (applied.count > 1 ? " and \(Counted.text(applied.count - 1, "more form", "more forms"))" : "")
        // Rendered before answering, so the page a form returns to shows its change: from memory when the
        // forms changed grocery items, or chores and wishes, and nothing else changed the store meanwhile.
        // A form whose change the page says in words (an item on the list already) is answered with that, below.
        let backFirst = applied.filter { $0.form.back == first.back && $0.outcome.said == nil }.map(\.form.answer), backToPage = redirect(first.back)
        let written = watcher.rebuild(because: reason) {
            // The watcher counted the store as built when it began: another program's change committed since
            // the go's last write would never be rendered by a refresh to `span.after`. Then: a full build.
            guard let resident, let span = writes.span, try store.revision() == span.after else { return nil }
            let page = String(first.back.drop { $0 == "/" }) + (first.back.hasSuffix("/") ? "index.html" : "")
            let written: @Sendable () -> Void = { for answer in backFirst { answer.give(.success(backToPage)) } }
            if let items {
                return try resident.refreshGroceries(of: first.family.id, changed: items, from: span.before, to: span.after,
                                                     first: page, written: written)
            }
            guard choresOnly else { return nil }
            return try resident.refreshChores(of: first.family.id, board: try store.choreBoard(of: first.family.id).board, from: span.before, to: span.after,
                                              first: page, written: written)
        }
        // The others once all is rendered (`FormAnswer` answers each once); when the pages could not be
        // written, each says so: the change is in the store, and the pages catch up once the watcher's next
        // try succeeds (503, so the phone's script keeps a tick and sends it again).
        let words = pages.words(first.family.language)
        let answer = written ? nil : pages.notice(words.text("server_saved_not_shown", ["reason": watcher.failure ?? "?"]), title: words.text("server_saved_title"),
                                                  link: .init(text: words.text("server_back"), href: first.back), in: first.family.language, status: .serviceUnavailable)
        for (waiting, outcome) in applied {
            if let answer { waiting.answer.give(.success(Self.retryLater(answer))) } else { answerApplied(waiting, outcome) }
        }
    }

    /// A form applied and its pages written: back to its page, or, when the change is said in words (an
    /// item on the list already), a notice of it with the way back.
    private func answerApplied(_ waiting: WaitingForm, _ outcome: HostActions.Outcome) {
        guard let said = outcome.said else {
            waiting.answer.give(.success(redirect(waiting.back)))
            return
        }
        let words = pages.words(waiting.family.language)
        waiting.answer.give(.success(pages.notice(said.message(words), title: words.text("server_noted_title"),
                                                  link: .init(text: words.text("server_back"), href: waiting.back), in: waiting.family.language, status: .ok)))
    }

    /// Each item once, as the last of the forms left it.
    static func lastOfEach(_ items: [GroceryItem]) -> [GroceryItem] {
        var last: [String: GroceryItem] = [:]
        for item in items { last[item.id] = item }
        var seen = Set<String>()
        return items.filter { seen.insert($0.id).inserted }.map { last[$0.id]! }
    }
}
