import Foundation
import HearthDomain

/// A host's IP addresses as the system gives them (getaddrinfo), and addresses between text and bytes
/// (inet_pton, inet_ntop). The system reads the forms curl reads too: "127.1", "0x7f000001" and
/// "2130706433" are 127.0.0.1 to both; so what is checked is what the system says, never the text.
public enum AddressLookup {
    /// The address a host written as a number stands for (AI_NUMERICHOST: no name server asked), in
    /// every form the system takes ("127.1", "0x7f000001", "::ffff:127.0.0.1"); nil for a name.
    static func numeric(_ host: String) -> [UInt8]? {
        lookUp(host, flags: AI_NUMERICHOST).first
    }

    /// Every address a host name resolves to now (the name server asked; it may take a few seconds); an
    /// empty list when it resolves to none.
    static func resolve(_ host: String) -> [[UInt8]] {
        lookUp(host, flags: 0)
    }

    /// The bytes of an address written the usual way (inet_pton: "192.168.1.20", "::1"); nil otherwise.
    public static func bytes(of text: String) -> [UInt8]? {
        var four = in_addr()
        if inet_pton(AF_INET, text, &four) == 1 { return withUnsafeBytes(of: &four) { Array($0) } }
        var six = in6_addr()
        if inet_pton(AF_INET6, text, &six) == 1 { return withUnsafeBytes(of: &six) { Array($0) } }
        return nil
    }

    /// An address as text: "127.0.0.1", "::1".
    static func text(of bytes: [UInt8]) -> String {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let family = bytes.count == 4 ? AF_INET : AF_INET6
        let written = bytes.withUnsafeBytes { inet_ntop(family, $0.baseAddress, &buffer, socklen_t(buffer.count)) }
        return written == nil ? "?" : String(cString: buffer)
    }

    private static func lookUp(_ host: String, flags: Int32) -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_flags = flags
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var first: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, nil, &hints, &first) == 0, let first else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
            guard let socketAddress = entry.pointee.ai_addr else { continue }
            let bytes: [UInt8]
            switch entry.pointee.ai_family {
            case AF_INET:
                var address = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
                bytes = withUnsafeBytes(of: &address) { Array($0) }
            case AF_INET6:
                var address = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
                bytes = withUnsafeBytes(of: &address) { Array($0) }
            default:
                continue
            }
            if !addresses.contains(bytes) { addresses.append(bytes) }
        }
        return addresses
    }
}

extension IPNetwork {
    /// An address or a network as an option of `hearth host` gives it ("192.168.1.20", "::1",
    /// "172.18.0.0/16", "fd00::/8": `--trusted-proxy`, `--notices-may-reach`); refused naming the option,
    /// with `examples`. Names are not taken: what a name stands for may change.
    public init(option: String, _ text: String, examples: String) throws {
        let parts = text.trimmed.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let bytes = AddressLookup.bytes(of: String(parts[0])) else {
            throw Failure(.usage, "\(option) \(text): expected an IP address or a network, such as \(examples)")
        }
        guard let network = IPNetwork(bytes: bytes, prefixLength: parts.count == 2 ? Int(parts[1]) ?? -1 : nil) else {
            throw Failure(.usage, "\(option) \(text): expected a prefix length from 0 to \(bytes.count * 8) after the \"/\"")
        }
        self = network
    }
}
