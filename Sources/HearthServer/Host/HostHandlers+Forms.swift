import Foundation
import HearthDomain
import HearthLive
import HearthSite
import HearthStore
import Hummingbird
import Synchronization

/// What became of a form's or the API's change (`ChangeQueue`, in the live core).
typealias ChangeResult = HearthLive.ChangeResult<HostActions.Outcome>

extension HostHandlers {
    /// Makes a change through the live core's queue (`ChangeQueue`), after those that came before it, and
    /// returns what became of it once the page it leads back to (`back`), or everything it changed, is written.
    func change(_ name: String, by member: Member, in family: Family, back: String?,
                make: @escaping @Sendable (HostActions, _ receivedAt: Int64) throws -> HostActions.Outcome) async -> ChangeResult {
        await changes.change(name, by: member, in: family, back: back) { [actions] receivedAt in try make(actions, receivedAt) }
    }

    /// A member's change that is no form of the family's pages (joining, leaving, answering an invitation):
    /// on the same queue as the forms, its pages rendered by the same path before it answers; what `make`
    /// returns, or the store's refusal thrown as it is.
    func applied<Value: Sendable>(_ name: String, by member: Member, in family: Family,
                                  _ make: @escaping @Sendable () throws -> Value) async throws -> Value {
        let made = Mutex<Value?>(nil)
        let result = await change(name, by: member, in: family, back: nil) { _, _ in
            let value = try make()
            made.withLock { $0 = value }
            return HostActions.Outcome()
        }
        if case .refused(let error) = result { throw error }
        guard let value = made.withLock({ $0 }) else { throw Failure(.inputOutput, "\(name): the change was not made") }
        return value
    }

    /// A form's change as the page it answers with: back to the page it came from; a notice when the
    /// change is said in words (an item on the list already) or its pages could not be written; a refusal
    /// in the visitor's words.
    func formAnswer(_ result: ChangeResult, back: String, in language: Language) throws -> Response {
        let words = pages.words(language)
        switch result {
        case .done(let outcome):
            guard let said = outcome.said else { return redirect(back) }
            return pages.notice(said.message(words), title: words.text("server_noted_title"),
                                link: .init(text: words.text("server_back"), href: back), in: language, status: .ok)
        case .dropped(let outcome):
            // A tick sent late that a newer change outdid: 409, so the phone's script drops it and says why.
            return pages.refusal(outcome.dropped?.message(words) ?? "", back: back, in: language, status: .conflict)
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
