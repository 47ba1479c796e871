import HearthDomain

/// The car catalogue: a card per car, sorted by name, and a search box the theme's script brings to life.
struct CarsPage: ShowsFamilyData {
    static let shows: Set<FamilyData> = [.cars, .carImages]
    static let route = Route(folder: "cars/", template: "cars", section: .cars)

    var cars: [CarModel]
    var hasCars: Bool

    static func page(for snapshot: FamilySnapshot, strings: ThemeStrings) -> Page {
        let model = CarsPage(cars: snapshot.cars.map { CarModel($0, snapshot: snapshot, strings: strings, root: route.toRoot) },
                                  hasCars: !snapshot.cars.isEmpty)
        return Page(route: route, title: strings.text("cars_title"), model: model)
    }
}
