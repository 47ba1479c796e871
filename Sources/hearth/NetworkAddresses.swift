import Foundation

/// This machine's addresses on its networks, for `hearth serve --host 0.0.0.0` to print one a phone can
/// open: "http://0.0.0.0:8080/" is where it listens, not an address anyone can visit.
enum NetworkAddresses {
    /// The IPv4 addresses of the interfaces that are up, loopback left out, in the order the system lists them.
    static func ipv4() -> [String] {
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        var addresses: [String] = []
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET),
                  flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            guard getnameinfo(address, socklen_t(MemoryLayout<sockaddr_in>.size), &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(cString: host)
            if !addresses.contains(text) { addresses.append(text) }
        }
        return addresses
    }
}
