/// How a member's password is kept and checked: the store keeps only what `hash` makes and asks `verify`
/// at sign-in. The server's accounts hash with bcrypt (`BcryptPasswords`, in HearthServer); the store does
/// not depend on how.
public protocol PasswordHasher: Sendable {
    /// The text kept for `password` (checked by `PasswordRule` before it is asked).
    func hash(_ password: String) -> String
    func verify(_ password: String, hash: String) -> Bool
    /// A hash of no one's password, checked against when a member has none, for the same cost: the time a
    /// sign-in takes tells nothing of whether the member exists.
    var unusedHash: String { get }
}
