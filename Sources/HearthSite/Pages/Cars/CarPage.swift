import HearthDomain

/// A car's own page, addressed by its VIN, with its description rendered by libcmark in safe mode.
struct CarPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.cars, .carImages]
    /// A car's page, by its VIN: cars/1HGCM82633A004352/.
    static func route(for car: Car) -> Route {
        CarsPage.route.below(car.vin.text + "/", template: "car")
    }

    var car: CarModel
    /// `descriptionHTML`: HTML from libcmark's safe mode, placed unescaped.
    var descriptionHTML: String
    /// `descriptionMarkdown`: the description as sanitised CommonMark, for the Markdown twin.
    var descriptionMarkdown: String
    var hasDescription: Bool

    static func page(for car: Car, snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = CarPage(car: CarModel(car, snapshot: snapshot, strings: strings, root: route(for: car).toRoot),
                            descriptionHTML: MarkdownRenderer.html(car.description),
                            descriptionMarkdown: MarkdownRenderer.commonMark(car.description),
                            hasDescription: !car.description.isEmpty)
        // A VIN is 17 characters from 0-9 and A-Z: safe as a folder name everywhere.
        return Page(route: route(for: car), title: car.name,
                    model: model)
    }
}
