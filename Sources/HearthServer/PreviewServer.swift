import Foundation
import HearthDomain
import Hummingbird
import Logging
import NIOCore

/// `hearth serve`: serves the site folder with Hummingbird, as `hugo server` does: correct content
/// types, ETag and Last-Modified with 304s, the site's 404 page, nothing outside the folder, and a
/// reload script added to the HTML it serves (the files on disk never carry it).
public enum PreviewServer {
    /// The application, ready to run; `onRunning` is told the port it listens on.
    public static func application(site: URL, host: String, port: Int, watcher: RebuildWatcher, logger: Logger? = nil,
                                   onRunning: @escaping @Sendable (Int) -> Void) -> some ApplicationProtocol {
        let files = SiteFolderLookup(root: site)
        let state = watcher.state
        let router = Router()
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
        router.head("**") { request, _ in
            var served = serve(request, files: files)
            served.body = .init()
            return served
        }
        return Application(
            router: router,
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
            // The ETag is the file's size and time, known without reading it: a build never rewrites an
            // unchanged file (it keeps its time), and a 304 then costs no read at all.
            let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey])
            guard let modified = values?.contentModificationDate, let size = values?.fileSize else {
                return response(Data("Not readable".utf8), type: "text/plain; charset=utf-8", status: .internalServerError, extra: [:])
            }
            let eTag = "\"\(size)-\(Int64(modified.timeIntervalSince1970 * 1_000_000))\""
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
        var headers = extra
        headers[.contentType] = type
        headers[.contentLength] = String(data.count)
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }
}
