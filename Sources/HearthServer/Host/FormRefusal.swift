/// A form whose field is not text in UTF-8: refused with 400 and a page that names the field, before
/// anything is done with the form (`HostErrors` writes the page, in the visitor's words).
struct FormRefusal: Error {
    /// The field as the form names it (shown as text; a name that is not UTF-8 itself shows "�").
    let field: String
}
