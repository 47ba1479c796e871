/// What a page built for `hearth host` (`BuildOptions.hosted`) leaves for the server to fill in as it
/// serves the page to a signed-in member: their CSRF token in every form, and their name. The page on
/// disk is the same for every member of the family; `hearth host` replaces these two texts.
public enum HostedPage {
    /// In each form's hidden `csrf` field (`{{site.csrf}}`).
    public static let csrfMarker = "hearth-csrf-token"
    /// Where the layout says who is signed in (`{{site.signedInAs}}`).
    public static let memberMarker = "hearth-signed-in-member"
}
