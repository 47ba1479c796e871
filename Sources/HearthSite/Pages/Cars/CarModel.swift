import HearthDomain

/// A car as the catalogue card and the car's page show it.
struct CarModel {
    var name: String
    var model: String
    var year: Int
    var priceText: String
    var colour: String
    var vin: String
    /// The car's picture, with its real size so the page reserves its room.
    var picture: Picture?
    var hasPicture: Bool
    var noPictureText: String
    /// `searchText`: what the search box looks in, lower-cased.
    var searchText: String

    /// `root` leads from the page to the family's root folder, where images/ is.
    init(_ car: Car, snapshot: FamilySnapshot, strings: ThemeStrings, root: String) {
        name = car.name
        model = car.model
        year = car.year
        priceText = car.price.formatted(in: snapshot.family.currency, decimalComma: snapshot.family.decimalComma)
        colour = car.colour
        vin = car.vin.text
        picture = car.imageID.flatMap { snapshot.carImages[$0] }.map { image in
            Picture(image, root: root, alt: strings.text("car_image_alt", ["name": car.name]))
        }
        hasPicture = picture != nil
        noPictureText = strings.text("no_image")
        searchText = [car.name, car.model, car.colour, String(car.year), car.vin.text].joined(separator: " ").lowercased()
    }
}
