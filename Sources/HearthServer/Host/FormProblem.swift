import Foundation
import HearthDomain
import HearthSite
import Hummingbird

/// A form the rules refuse before the store is asked: said in the family's words (400), naming the field
/// by its label on the page. Nothing is changed.
enum FormProblem: Error {
    /// A field the form must have is missing or holds only spaces.
    case empty(field: String)
    /// A field that is not text in UTF-8 (raw or percent-encoded): refused by name, not stored as "�".
    case notUTF8(field: String)
    /// A field sent twice, or as a list ("a[]=…"), where the form has one value of text.
    case unreadable(field: String)
    case notADate(String)
    case dayToCome(CalendarDay, today: CalendarDay)

    /// The form's field it is about.
    var field: String {
        switch self {
        case .empty(let field), .notUTF8(let field), .unreadable(let field): field
        case .notADate, .dayToCome: "date"
        }
    }

    /// The label a form's field has on the page, in the theme's words.
    static let labels = ["name": "host_item_name", "quantity": "host_item_quantity", "location": "host_item_location", "text": "host_wish"]

    /// What the page says, naming the field by its label on the page; with `labels` (the API's, none), by them.
    func message(_ words: ThemeStrings, labels: [String: String]? = nil) -> String {
        let label = labels.map { $0[field] ?? field } ?? Self.labels[field].map { words.text($0) } ?? field
        switch self {
        case .empty:
            return words.text("server_field_empty", ["field": label])
        case .notUTF8:
            return words.text("server_form_not_utf8", ["field": label])
        case .unreadable:
            return words.text("server_form_unreadable", ["field": label])
        case .notADate(let text):
            return words.text("server_not_a_date", ["text": text])
        case .dayToCome(let day, let today):
            return words.text("server_day_to_come", ["day": words.longDate(day), "today": words.longDate(today)])
        }
    }
}

extension Request {
    /// The form's fields as `Form`, from a body of `application/x-www-form-urlencoded` (Hummingbird's
    /// `URLEncodedFormDecoder`). A field that is not UTF-8 is refused by name, as the commands refuse it;
    /// a field `Form` must have and the body lacks, by name too.
    mutating func form<Form: Decodable>(_ type: Form.Type, _ context: some RequestContext) async throws -> Form {
        let body = try await collectBody(upTo: context.maxUploadSize)
        for pair in body.readableBytesView.split(separator: UInt8(ascii: "&")) {
            guard let text = String(validating: pair, as: UTF8.self), text.removingPercentEncoding != nil else {
                let name = String(decoding: pair.prefix { $0 != UInt8(ascii: "=") }, as: UTF8.self)
                throw FormProblem.notUTF8(field: name.removingPercentEncoding ?? name)
            }
        }
        do {
            return try URLEncodedFormDecoder().decode(Form.self, from: String(buffer: body))
        } catch DecodingError.keyNotFound(let key, _) {
            throw FormProblem.empty(field: key.stringValue)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context), let DecodingError.valueNotFound(_, context) {
            throw FormProblem.unreadable(field: context.codingPath.first?.stringValue ?? "?")
        } catch let error as URLEncodedFormError {
            // A field sent twice, or a name the decoder cannot take apart ("a[b"): named as sent.
            throw FormProblem.unreadable(field: error.value)
        }
    }
}
