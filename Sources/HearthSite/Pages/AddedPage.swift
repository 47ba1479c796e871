import HearthDomain

/// A page kind a build of Hearth adds beside its own, in every family's folder: most often the page of an
/// added table (`AddedTable`), posting to an added form of `hearth host` (`AddedForm`). Its template is the
/// theme's (`<template>.html.mustache` and `.md.mustache`, in the templates folder), inside the layout as
/// every page is; the site's change policy renders it again when a change touched a part it `shows`.
public struct AddedPage: Sendable {
    /// Its folder below the family's root: "notes/".
    public let folder: String
    /// Its templates' name: "notes" for notes.html.mustache and notes.md.mustache.
    public let template: String
    /// The parts of the household it shows (`AddedTable.part` for its table's rows): what its key is made
    /// of, and what a change must touch for it to be rendered again.
    public let shows: Set<FamilyData>
    /// Its title and the model its template reads as `page` (a struct, reflected as every page's model is),
    /// from the family's household.
    public let make: @Sendable (FamilySnapshot) -> (title: String, model: any Sendable)

    public init(folder: String, template: String, shows: Set<FamilyData>,
                make: @escaping @Sendable (FamilySnapshot) -> (title: String, model: any Sendable)) {
        self.folder = folder
        self.template = template
        self.shows = shows
        self.make = make
    }

    /// Where it lives: no section of its own (the navigation does not list it).
    var route: Route { Route(folder: folder, template: template, section: nil) }

    /// What the site's key says of it: a page kind added, moved or showing more is a full build.
    var keyText: String { folder + "|" + template + "|" + shows.sorted().map { "\($0)" }.joined(separator: ",") }
}
