import Foundation
import HearthDomain
import HearthSite

/// Where `--to` sends a report: CUPS's `lp` (to its default queue or a named one), a receipt printer on
/// the network (raw TCP, port 9100 unless given), or a printer device such as /dev/usb/lp0. Every error
/// names the printer as given and says whether anything was sent.
public enum PrinterDestination: Sendable, Equatable {
    case lp(queue: String?)
    case tcp(host: String, port: Int)
    case device(path: String)

    /// Reads `--to` (or `option`): "lp", "lp:QUEUE", "tcp://HOST", "tcp://HOST:PORT", or a path to a device.
    public static func parse(_ text: String, option: String = "--to") throws -> PrinterDestination {
        let expected = "\(option) \(text): expected lp, lp:QUEUE, tcp://HOST[:PORT] or a printer device such as /dev/usb/lp0"
        if text == "lp" { return .lp(queue: nil) }
        if text.hasPrefix("lp:") {
            let queue = String(text.dropFirst(3))
            // A CUPS queue's name: printable characters but space, "/", "#" and quotes.
            guard !queue.isEmpty, queue.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 32 && $0.value < 127 && !"/#\\\"'".unicodeScalars.contains($0) }) else {
                throw Failure(.usage, expected)
            }
            return .lp(queue: queue)
        }
        if text.lowercased().hasPrefix("tcp://") {
            guard let url = URL(string: text), let host = url.host, !host.isEmpty, url.path.isEmpty || url.path == "/", url.query == nil,
                  (url.port ?? 9100) > 0, (url.port ?? 9100) < 65536 else {
                throw Failure(.usage, expected)
            }
            return .tcp(host: host, port: url.port ?? 9100)
        }
        guard text.hasPrefix("/") else { throw Failure(.usage, expected) }
        return .device(path: text)
    }

    /// Whether the printer takes ESC/POS when the paper is a receipt (`lp` takes PDF whatever the paper).
    public var takesRaster: Bool {
        if case .lp = self { return false }
        return true
    }

    /// The paper a report goes on when none is said: an 80 mm receipt for a printer on the network or a
    /// device (receipt printers, as households have them), the machine's sheet for CUPS (`Paper.ofThisMachine`).
    public var paper: Paper { takesRaster ? .receipt80 : .ofThisMachine }

    /// What the printer is sent on `paper`: ESC/POS raster for a receipt (not through CUPS), else PDF.
    public func format(on paper: Paper) -> ReportFormat {
        paper.isReceipt && takesRaster ? .escpos : .pdf
    }

    /// The printer as the user named it, for messages.
    public var name: String {
        switch self {
        case .lp(let queue): return queue.map { "lp:" + $0 } ?? "lp"
        case .tcp(let host, let port): return "tcp://\(host.contains(":") ? "[\(host)]" : host):\(port)"
        case .device(let path): return path
        }
    }

    /// Sends `bytes`, all of them or a failure that says what reached the printer. `title` is the job's
    /// name in CUPS. A printer on the network is given up on in under a minute (`NetworkPrinter.Limits`).
    public func send(_ bytes: [UInt8], title: String) throws {
        switch self {
        case .lp(let queue): try Self.sendToCUPS(bytes, queue: queue, title: title, name: name)
        case .tcp(let host, let port): try NetworkPrinter(host: host, port: port, name: name).send(bytes)
        case .device(let path): try Self.write(bytes, toDevice: path)
        }
    }

    /// `lp -d QUEUE -t TITLE -`, the document on its standard input.
    private static func sendToCUPS(_ bytes: [UInt8], queue: String?, title: String, name: String) throws {
        let ended: ChildProcess.Ended
        do {
            ended = try ChildProcess.run("lp", (queue.map { ["-d", $0] } ?? []) + ["-t", title, "-"], input: Data(bytes))
        } catch {
            throw Failure(.unavailable, "\(name): could not run CUPS's lp (\(error.localizedDescription)); nothing was sent")
        }
        guard ended.status == 0 else {
            let reason = String(decoding: ended.errors, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            let missing = ended.status == 127
            throw Failure(.unavailable, "\(name): " + (missing ? "CUPS's lp is not installed (Debian: apt install cups-client)" : "lp refused the report: \(reason.isEmpty ? "exit status \(ended.status)" : reason)") + "; nothing was printed")
        }
    }

    /// A printer device: written through, never created and never a regular file, which `--output` writes.
    private static func write(_ bytes: [UInt8], toDevice path: String) throws {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw Failure(.unavailable, "\(path): no such printer device (\(String(cString: strerror(errno)))); nothing was sent")
        }
        guard status.st_mode & S_IFMT == S_IFCHR else {
            throw Failure(.usage, "\(path): expected a printer device such as /dev/usb/lp0; to write the report to a file use --output")
        }
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Failure(.unavailable, "\(path): could not open the printer (\(String(cString: strerror(errno)))); nothing was sent")
        }
        defer { close(descriptor) }
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                throw Failure(.inputOutput, "\(path): writing failed after \(sent) of \(bytes.count) bytes (\(String(cString: strerror(errno)))); the printer may have printed part of the report")
            }
            sent += count
        }
    }
}
