import HearthDomain

/// The car catalogue: a card per car, sorted by name, and a search box the theme's script brings to life.
struct CataloguePage {
    var cars: [CarModel]
    var hasCars: Bool

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = CataloguePage(cars: snapshot.cars.map { CarModel($0, snapshot: snapshot, strings: strings, root: "../") },
                                  hasCars: !snapshot.cars.isEmpty)
        return Page(folder: Section.cars.folder, template: "cars", title: strings.text("cars_title"), section: .cars, model: model)
    }
}

/// A car's own page, addressed by its VIN, with its description rendered by libcmark in safe mode.
struct CarPage {
    var car: CarModel
    /// HTML from libcmark's safe mode, placed unescaped.
    var descriptionHTML: String
    /// The description as sanitised CommonMark, for the Markdown twin.
    var descriptionMarkdown: String
    var hasDescription: Bool

    static func page(for car: Car, snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = CarPage(car: CarModel(car, snapshot: snapshot, strings: strings, root: "../../"),
                            descriptionHTML: MarkdownRenderer.html(car.description),
                            descriptionMarkdown: MarkdownRenderer.commonMark(car.description),
                            hasDescription: !car.description.isEmpty)
        // A VIN is 17 characters from 0-9 and A-Z: safe as a folder name everywhere.
        return Page(folder: Section.cars.folder + car.vin.text + "/", template: "car", title: car.name,
                    section: .cars, model: model)
    }
}
