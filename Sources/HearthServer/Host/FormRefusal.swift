import Hummingbird

/// A form whose field is not text in UTF-8: answered 400 with a page that names the field, before
/// anything is done with the form.
struct FormRefusal: HTTPResponseError {
    /// The field as the form names it (shown as text; a name that is not UTF-8 itself shows "�").
    let field: String

    var status: HTTPResponse.Status { .badRequest }

    func response(from request: Request, context: some RequestContext) throws -> Response {
        HostHandlers.html(HostPages.refusal("Form field \"\(field)\": expected text in UTF-8; nothing was changed.", back: nil), status: status)
    }
}
