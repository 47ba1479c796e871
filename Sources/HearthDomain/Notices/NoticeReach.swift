/// Which addresses notices may go to. A member types their webhook's or ntfy topic's address, and the
/// host sends to it from inside the home: pointed at 127.0.0.1, the router or 169.254.169.254, the host
/// would reach for the member what their phone cannot, and tell them how it answered (issue 63). So an
/// address on this machine or the home network is refused, when the notices page saves it and again when
/// a notice is sent, unless the host's owner allowed it: `hearth host --notices-may-reach 192.168.1.20`
/// (Home Assistant on the home network is the usual one). docs/notices.md.
///
/// The check is of addresses as the system resolves them (`AddressLookup`), never of the text typed:
/// "localhost", "127.1", "0x7f000001", "2130706433" and "[::ffff:127.0.0.1]" are all 127.0.0.1.
public struct NoticeReach: Sendable {
    /// Where an address is when it is not on the internet.
    public enum Inside: Sendable, Equatable {
        /// Loopback: 127.0.0.0/8, ::1.
        case thisMachine
        /// No address (0.0.0.0/8, ::): connecting to it reaches this machine.
        case unspecified
        /// Link-local: 169.254.0.0/16 (where clouds keep their metadata service), fe80::/10.
        case linkLocal
        /// A private network: 10/8, 172.16/12, 192.168/16 (RFC 1918), 100.64/10 (a carrier's NAT), fc00::/7 and the old site-local fec0::/10.
        case homeNetwork

        /// "is this machine", after an address, in the command's and the log's words.
        public var words: String {
            switch self {
            case .thisMachine: "is this machine (loopback)"
            case .unspecified: "is no address (it reaches this machine)"
            case .linkLocal: "is a link-local address"
            case .homeNetwork: "is on a private network"
            }
        }
    }

    /// The networks that are not the internet, and which each is.
    static let networksInside: [(IPNetwork, Inside)] = {
        let table: [([UInt8], Int, Inside)] = [
            ([127, 0, 0, 0], 8, .thisMachine), ([0, 0, 0, 0], 8, .unspecified), ([169, 254, 0, 0], 16, .linkLocal),
            ([10, 0, 0, 0], 8, .homeNetwork), ([172, 16, 0, 0], 12, .homeNetwork), ([192, 168, 0, 0], 16, .homeNetwork),
            ([100, 64, 0, 0], 10, .homeNetwork),
            ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], 128, .thisMachine), ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 128, .unspecified),
            ([0xFE, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, .linkLocal),
            ([0xFC, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 7, .homeNetwork), ([0xFE, 0xC0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10, .homeNetwork),
        ]
        return table.map { bytes, length, inside in (IPNetwork(bytes: bytes, prefixLength: length)!, inside) }
    }()

    /// The addresses and networks the host's owner allowed (`--notices-may-reach`).
    public var allowed: [IPNetwork]

    public init(allowed: [IPNetwork] = []) {
        self.allowed = allowed
    }

    /// Where `address` (4 or 16 bytes) is, when not on the internet; nil for an address on the internet.
    /// An IPv4-mapped IPv6 address is the IPv4 address it carries.
    public static func inside(_ address: [UInt8]) -> Inside? {
        networksInside.first { $0.0.contains(address) }?.1
    }

    /// Why a notice may not go to `address`: where it is, unless it is on the internet or allowed.
    public func refusal(of address: [UInt8]) -> Inside? {
        guard let inside = Self.inside(address), !allowed.contains(where: { $0.contains(address) }) else { return nil }
        return inside
    }
}
