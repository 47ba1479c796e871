import Crypto
import Foundation
import HearthDomain

/// Random tokens (device links, and `hearth host`'s CSRF tokens) and the hashes the store keeps of
/// links and session keys: a copy of the store file gives no one a working link or session.
public enum SecretText {
    /// 32 random bytes from the system's secure source, as base64url (43 characters, safe in a URL, an
    /// HTML attribute and a cookie).
    public static func newToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func hash(_ text: String) -> String {
        HexText.of(SHA256.hash(data: Data(text.utf8)), length: 64)
    }
}
