import HearthDomain
import Synchronization

/// A form that came in, with what its answer needs, waiting for its turn (`HostHandlers.post`).
struct WaitingForm: Sendable {
    let action: String
    let form: [String: String]
    let member: Member
    let family: Family
    /// When the host received it (a tick's time is told against it: `TickTime`).
    let receivedAt: Int64
    /// The page the answer leads back to.
    let back: String
    let answer: FormAnswer
}

/// The forms that came while others were applied. The forms' queue takes all of them at once, so that
/// twenty phones ticking together are answered after one rendering of their pages, not twenty in turn.
final class WaitingForms: Sendable {
    private let forms = Mutex<[WaitingForm]>([])

    func add(_ form: WaitingForm) {
        forms.withLock { $0.append(form) }
    }

    /// Every form waiting, in the order they came; none left.
    func takeAll() -> [WaitingForm] {
        forms.withLock { forms in
            defer { forms = [] }
            return forms
        }
    }
}
