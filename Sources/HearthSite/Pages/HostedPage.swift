/// What a page built for `hearth host` (`BuildOptions.hosted`) leaves for the server to fill in as it
/// serves the page to a signed-in member: their CSRF token in every form, and their name. The page on
/// disk is the same for every member of the family; `hearth host` replaces these two texts.
///
/// Only where a template put them: the server replaces `name="csrf" value="MARKER"` and
/// `data-hearth="member">MARKER<`,
/// with their quotes and angle brackets, which text from the store never has unescaped (nor in the
/// JSON-LD, where `<` is written \u003c). A wish or chore named like a marker is shown as named.
public enum HostedPage {
    /// In each form's hidden field, written exactly `name="csrf" value="{{site.csrf}}"`.
    public static let csrfMarker = "hearth-csrf-token"
    /// The whole text of an element whose opening tag ends with `data-hearth="member"`, such as
    /// `<strong data-hearth="member">{{site.signedInAs}}</strong>`.
    public static let memberMarker = "hearth-signed-in-member"

    /// The end of the root element's opening tag, `<html lang="…" data-hearth-hosted>`: a device's page
    /// gets `data-hearth-device` there.
    public static let rootMarker = " data-hearth-hosted>"


    public static var csrfField: String { #"name="csrf" value=""# + csrfMarker + #"""# }
    public static var memberText: String { #"data-hearth="member">"# + memberMarker + "<" }
}
