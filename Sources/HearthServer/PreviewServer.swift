import Foundation
import HearthDomain
import HearthLive
import Hummingbird
import Logging
import NIOCore

/// `hearth serve`: serves the site folder with Hummingbird, as `hugo server` does: correct content
/// types, ETag and Last-Modified with 304s, the site's 404 page, nothing outside the folder, and a
/// reload script added to the HTML it serves (the files on disk never carry it).
public enum PreviewServer {
    /// Whether an error from running the application is its failure to listen: the port taken, or an
    /// address that is not this machine's. Any other error is something else, and is said as it is.
    public static func isListenFailure(_ error: Error) -> Bool {
        error is IOError || error is SocketAddressError
    }

    /// Which of `--port` and `--host` to change after a failure to listen.
    public static func listenAdvice(_ error: Error, host: String) -> String {
        listenAdvice(errno: (error as? IOError)?.errnoCode, host: host)
    }

    static func listenAdvice(errno code: Int32?, host: String) -> String {
        switch code {
        case EADDRINUSE: "is another server using the port? try --port 0 for any free one"
        case EACCES: "a port below 1024 needs root; try --port 8080, or --port 0 for any free one"
        default: "is --host \(host) an address of this machine? try --host 127.0.0.1"
        }
    }

    /// Refuses a port that is taken or an address that is not this machine's before anything else runs:
    /// `hearth serve` found out only after a whole build. A socket is bound to the address and closed
    /// again; port 0 (any free port) is always free.
    public static func checkCanListen(host: String, port: Int) throws {
        guard port != 0 else { return }
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let address = found else {
            throw Failure(.cannotCreate, "cannot listen on \(host):\(port): \(listenAdvice(errno: nil, host: host))")
        }
        defer { freeaddrinfo(found) }
        let socket = Glibc.socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
        guard socket >= 0 else { return }  // let the server say what is wrong
        defer { close(socket) }
        var reuse: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        if bind(socket, address.pointee.ai_addr, address.pointee.ai_addrlen) != 0 {
            let code = errno
            let shown = Loopback.inURL(host)
            throw Failure(.cannotCreate, "cannot listen on \(shown):\(port): \(String(cString: strerror(code))) (\(listenAdvice(errno: code, host: host)))")
        }
    }

    /// The application, ready to run; `onRunning` is told the port it listens on.
    public static func application(site: URL, host: String, port: Int, watcher: RebuildWatcher, logger: Logger? = nil,
                                   limits: ServerLimits = ServerLimits(), onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        let files = SiteFolderLookup(root: site)
        let state = watcher.state
        // HEAD answers every GET route (the root and /__hearth/ too) with the GET's headers and no body.
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLimits(limits: limits))
        if Loopback.names(host) { router.add(middleware: LocalHostOnly()) }
        router.get(RouterPath(stringLiteral: ReloadScript.path)) { _, _ in
            response(Data(ReloadScript.source.utf8), type: "text/javascript; charset=utf-8", status: .ok, extra: [.cacheControl: "no-store"])
        }
        router.get(RouterPath(stringLiteral: ReloadScript.statusPath)) { _, _ in
            response(state.json(), type: "application/json; charset=utf-8", status: .ok, extra: [.cacheControl: "no-store"])
        }
        router.get("/") { request, _ in
            serve(request, files: files)
        }
        router.get("**") { request, _ in
            serve(request, files: files)
        }
        return Application(
            router: router,
            server: .http1(configuration: limits.http1),
            configuration: .init(address: .hostname(host, port: port), serverName: "hearth"),
            services: [watcher],
            onServerRunning: { channel in onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    static func serve(_ request: Request, files: SiteFolderLookup) -> Response {
        switch files.lookup(rawPath: request.uri.string) {
        case .redirect(let location):
            return Response(status: .movedPermanently, headers: [.location: location])
        case .notFound:
            let page = (try? Data(contentsOf: files.root.appending(path: "404.html"))) ?? Data("<!doctype html><title>Not found</title><p>Not found.</p>".utf8)
            return response(withReloadScript(page), type: "text/html; charset=utf-8", status: .notFound, extra: [:])
        case .file(let file):
            // The ETag is the file's inode, size and time, known without reading it, so a 304 costs no
            // read at all. A file taken over unchanged keeps its inode and time (it is a hard link); a
            // file the build wrote again is a new inode, even on a file system with coarse times.
            var status = stat()
            guard stat(file.path, &status) == 0 else {
                return response(Data("Not readable".utf8), type: "text/plain; charset=utf-8", status: .internalServerError, extra: [:])
            }
            let modified = Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec) + TimeInterval(status.st_mtim.tv_nsec) / 1e9)
            let eTag = "\"\(status.st_ino)-\(status.st_size)-\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)\""
            let headers: HTTPFields = [.eTag: eTag, .cacheControl: "no-cache", .lastModified: httpDate(modified)]
            let asked = request.headers[values: .ifNoneMatch].flatMap { $0.split(separator: ",").map { $0.trimmed } }
            if asked.contains(eTag) || asked.contains("*") {
                return Response(status: .notModified, headers: headers)
            }
            guard var data = try? Data(contentsOf: file) else {
                return response(Data("Not readable".utf8), type: "text/plain; charset=utf-8", status: .internalServerError, extra: [:])
            }
            let type = SiteFolderLookup.contentType(of: file)
            if type.hasPrefix("text/html") { data = withReloadScript(data) }
            return response(data, type: type, status: .ok, extra: headers)
        }
    }

    /// Adds the reload script before </body>.
    static func withReloadScript(_ page: Data) -> Data {
        var text = String(decoding: page, as: UTF8.self)
        if let end = text.range(of: "</body>", options: .backwards) {
            text.insert(contentsOf: ReloadScript.tag + "\n", at: end.lowerBound)
        } else {
            text += ReloadScript.tag
        }
        return Data(text.utf8)
    }

    static func response(_ data: Data, type: String, status: HTTPResponse.Status, extra: HTTPFields) -> Response {
        response(ByteBuffer(bytes: data), type: type, status: status, extra: extra)
    }

    static func response(_ body: ByteBuffer, type: String, status: HTTPResponse.Status, extra: HTTPFields) -> Response {
        var headers = extra
        headers[.contentType] = type
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: status, headers: headers, body: .init(byteBuffer: body))
    }

    static func httpDate(_ date: Date) -> String {
        date.formatted(httpDateStyle)
    }

    /// "Thu, 19 Nov 2026 10:00:00 GMT" (RFC 9110), made once rather than per response.
    private static let httpDateStyle = Date.VerbatimFormatStyle(
        format: "\(weekday: .abbreviated), \(day: .twoDigits) \(month: .abbreviated) \(year: .defaultDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits):\(second: .twoDigits) GMT",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: TimeZone(identifier: "GMT")!, calendar: Calendar(identifier: .gregorian))
}
