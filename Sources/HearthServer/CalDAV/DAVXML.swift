import Foundation
import HTTPTypes
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The XML of WebDAV and CalDAV (RFC 4918, 4791, 6578): a request's body read into elements named by
/// namespace and local name (Foundation's `XMLParser`), and answers written with every text escaped.
struct DAVElement: Sendable, Equatable {
    var namespace: String
    var name: String
    var attributes: [String: String] = [:]
    var children: [DAVElement] = []
    var text = ""

    /// The first child named so.
    func child(_ namespace: String, _ name: String) -> DAVElement? {
        children.first { $0.namespace == namespace && $0.name == name }
    }

    func children(_ namespace: String, _ name: String) -> [DAVElement] {
        children.filter { $0.namespace == namespace && $0.name == name }
    }

    func `is`(_ namespace: String, _ name: String) -> Bool { self.namespace == namespace && self.name == name }
}

enum DAVNamespace {
    static let dav = "DAV:"
    static let caldav = "urn:ietf:params:xml:ns:caldav"
    static let calendarServer = "http://calendarserver.org/ns/"
    static let apple = "http://apple.com/ns/ical/"

    /// The prefixes answers use, declared on their root element.
    static let prefixes: [(prefix: String, namespace: String)] = [("d", dav), ("c", caldav), ("cs", calendarServer), ("ic", apple)]

    static func prefix(of namespace: String) -> String? { prefixes.first { $0.namespace == namespace }?.prefix }
}

/// Why a request's XML body cannot be read: answered with 400 and this sentence.
struct DAVBadXML: Error {
    var reason: String
}

enum DAVXML {
    /// The document element of `data`. A document type declaration is refused before parsing: WebDAV
    /// bodies have none, and its entities are how a body makes a parser read files or grow without end.
    static func parse(_ data: Data) throws -> DAVElement {
        if data.range(of: Data("<!DOCTYPE".utf8)) != nil || data.range(of: Data("<!ENTITY".utf8)) != nil {
            throw DAVBadXML(reason: "the body declares a document type or entities, which WebDAV bodies never do")
        }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            let line = parser.lineNumber, column = parser.columnNumber
            throw DAVBadXML(reason: reader.failure ?? "the body is not well-formed XML (line \(line), column \(column))")
        }
        return root
    }

    /// Builds the element tree from the parser's events.
    private final class Reader: NSObject, XMLParserDelegate {
        var stack: [DAVElement] = []
        var root: DAVElement?
        var failure: String?
        /// Deeper than any WebDAV body nests: refused rather than read.
        static let deepest = 64

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            guard stack.count < Self.deepest else {
                failure = "the body nests elements deeper than \(Self.deepest)"
                parser.abortParsing()
                return
            }
            stack.append(DAVElement(namespace: namespaceURI ?? "", name: name, attributes: attributes))
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard let element = stack.popLast() else { return }
            if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA data: Data) {
            guard !stack.isEmpty else { return }
            stack[stack.count - 1].text += String(decoding: data, as: UTF8.self)
        }
    }

    /// Text escaped for XML content and attribute values: &, <, >, " and '; characters XML 1.0 does not
    /// allow (most control characters) left out.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An element's name as an answer writes it: its namespace's prefix, or the namespace declared on it
    /// (a property a client asked for in a namespace of its own).
    static func open(_ namespace: String, _ name: String) -> (open: String, close: String) {
        let local = escape(name)
        if let prefix = DAVNamespace.prefix(of: namespace) { return ("<\(prefix):\(local)", "</\(prefix):\(local)>") }
        // An element in no namespace: a prefix cannot be bound to none (XML 1.0), the default namespace is undone.
        if namespace.isEmpty { return ("<\(local) xmlns=\"\"", "</\(local)>") }
        return ("<x:\(local) xmlns:x=\"\(escape(namespace))\"", "</x:\(local)>")
    }

    /// An element with `inner` (already XML) inside, or empty.
    static func element(_ namespace: String, _ name: String, _ inner: String = "") -> String {
        let (open, close) = Self.open(namespace, name)
        return inner.isEmpty ? open + "/>" : open + ">" + inner + close
    }

    /// An element holding `text`, escaped.
    static func text(_ namespace: String, _ name: String, _ text: String) -> String {
        element(namespace, name, escape(text))
    }

    /// A whole document: the root element with every namespace's prefix declared.
    static func document(_ namespace: String, _ name: String, _ inner: String) -> String {
        let declarations = DAVNamespace.prefixes.map { " xmlns:\($0.prefix)=\"\($0.namespace)\"" }.joined()
        let prefix = DAVNamespace.prefix(of: namespace) ?? "d"
        return "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<\(prefix):\(name)\(declarations)>" + inner + "</\(prefix):\(name)>\n"
    }
}

extension HTTPResponse.Status {
    /// 207, WebDAV's answer of several resources' statuses at once (RFC 4918 §13).
    static let multiStatus = HTTPResponse.Status(code: 207, reasonPhrase: "Multi-Status")
}
