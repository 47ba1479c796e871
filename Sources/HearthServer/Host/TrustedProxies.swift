import Foundation
import HearthDomain

/// The proxies whose `X-Forwarded-For` the host believes (`--trusted-proxy`): addresses ("127.0.0.1",
/// "::1") and networks ("172.18.0.0/16", "fd00::/8"); loopback unless told otherwise. A request from
/// anyone else is from the address it came from, whatever it claims: otherwise one client could pose as
/// every other, and six wrong passwords from one phone behind a container's proxy would lock out all.
public struct TrustedProxies: Sendable {
    /// One address or network, as the bytes of its address (4 for IPv4, 16 for IPv6) and how many
    /// leading bits must match.
    struct Network: Sendable {
        var bytes: [UInt8]
        var prefixLength: Int

        func contains(_ address: [UInt8]) -> Bool {
            guard address.count == bytes.count else { return false }
            var bits = prefixLength
            for (mine, theirs) in zip(bytes, address) where bits > 0 {
                let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
                if mine & mask != theirs & mask { return false }
                bits -= 8
            }
            return true
        }
    }

    let networks: [Network]

    public static let loopback = try! TrustedProxies(["127.0.0.1", "::1"])

    /// `texts` as `--trusted-proxy` gives them; a text that is no address or network is refused by name.
    public init(_ texts: [String]) throws {
        networks = try texts.map { text in
            let parts = text.trimmed.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2, let bytes = Self.bytes(of: String(parts[0])) else {
                throw Failure(.usage, "--trusted-proxy \(text): expected an IP address or a network, such as 127.0.0.1, ::1 or 172.18.0.0/16")
            }
            let length = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
            guard let length, (0...(bytes.count * 8)).contains(length) else {
                throw Failure(.usage, "--trusted-proxy \(text): expected a prefix length from 0 to \(bytes.count * 8) after the \"/\"")
            }
            return Network(bytes: bytes, prefixLength: length)
        }
    }

    /// The address a request came from: `peer` itself, unless it is a trusted proxy; then the last address
    /// in `forwardedFor` (each proxy adds the one it saw) that is not one of the trusted proxies.
    public func client(peer: String, forwardedFor: String?) -> String {
        guard trusts(peer), let forwardedFor else { return peer }
        let chain = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return chain.last { !trusts($0) } ?? chain.first ?? peer
    }

    func trusts(_ address: String) -> Bool {
        guard let bytes = Self.bytes(of: address) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// The bytes of an IPv4 or IPv6 address in text; nil for anything else.
    static func bytes(of text: String) -> [UInt8]? {
        var four = in_addr()
        if inet_pton(AF_INET, text, &four) == 1 { return withUnsafeBytes(of: &four) { Array($0) } }
        var six = in6_addr()
        if inet_pton(AF_INET6, text, &six) == 1 { return withUnsafeBytes(of: &six) { Array($0) } }
        return nil
    }
}
