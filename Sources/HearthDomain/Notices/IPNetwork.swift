/// An IP address or a network of them, as the bytes of its address (4 for IPv4, 16 for IPv6) and how
/// many leading bits must match: 192.168.1.0/24 is [192, 168, 1, 0] and 24; one address is all its bits.
/// Turning text into bytes is the system's job (inet_pton, getaddrinfo: `AddressLookup` in HearthLive).
public struct IPNetwork: Sendable, Equatable, CustomStringConvertible {
    public var bytes: [UInt8]
    public var prefixLength: Int

    /// Nil unless `bytes` is an IPv4 or IPv6 address and the prefix fits it (all of it unless told).
    public init?(bytes: [UInt8], prefixLength: Int? = nil) {
        guard bytes.count == 4 || bytes.count == 16 else { return nil }
        let length = prefixLength ?? bytes.count * 8
        guard (0...(bytes.count * 8)).contains(length) else { return nil }
        self.bytes = bytes
        self.prefixLength = length
    }

    /// Whether `address` is in the network. An IPv4-mapped IPv6 address (::ffff:192.168.1.20) is the
    /// IPv4 address it carries: the system connects to that one.
    public func contains(_ address: [UInt8]) -> Bool {
        let address = Self.unmapped(address)
        guard address.count == bytes.count else { return false }
        var bits = prefixLength
        for (mine, theirs) in zip(bytes, address) where bits > 0 {
            let mask: UInt8 = bits >= 8 ? 0xFF : ~(0xFF >> UInt8(bits))
            if mine & mask != theirs & mask { return false }
            bits -= 8
        }
        return true
    }

    /// The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d); any other as it is.
    public static func unmapped(_ address: [UInt8]) -> [UInt8] {
        guard address.count == 16, address[0..<10].allSatisfy({ $0 == 0 }), address[10] == 0xFF, address[11] == 0xFF else { return address }
        return Array(address[12..<16])
    }

    /// "192.168.1.0/24", "fe80::/10" (IPv6 in full hex groups, unshortened: for messages and tests only).
    public var description: String {
        let address = bytes.count == 4 ? bytes.map(String.init).joined(separator: ".")
            : stride(from: 0, to: 16, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }.joined(separator: ":")
        return prefixLength == bytes.count * 8 ? address : address + "/" + String(prefixLength)
    }
}
