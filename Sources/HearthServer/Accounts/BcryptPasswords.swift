import HearthStore
import HummingbirdBcrypt

/// Passwords kept as bcrypt hashes (HummingbirdBcrypt), for `hearth host`'s sign-in, a newcomer's
/// invitation and `hearth member password`.
public struct BcryptPasswords: PasswordHasher {
    /// bcrypt's cost: 2^12 rounds, about a quarter of a second a check on a small server.
    public static let standardCost: UInt8 = 12

    /// The cost new hashes are made with (the demo's passwords, which live for one run, take less).
    public let cost: UInt8

    public init(cost: UInt8 = BcryptPasswords.standardCost) {
        self.cost = cost
    }

    public func hash(_ password: String) -> String {
        Bcrypt.hash(password, cost: cost)
    }

    public func verify(_ password: String, hash: String) -> Bool {
        Bcrypt.verify(password, hash: hash)
    }

    public var unusedHash: String { Self.unused }

    /// Made once, at the standard cost of real passwords.
    private static let unused = Bcrypt.hash(SecretText.newToken(), cost: standardCost)
}
