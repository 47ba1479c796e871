/// A car of the family's inventory. The VIN is its key and never changes once saved.
public struct Car: Encodable, Hashable, Sendable {
    public var vin: VIN
    public var name: String
    public var model: String
    public var colour: String
    public var year: Int
    public var price: Price
    /// The content hash of its image in the store, if it has one.
    public var imageID: String?
    /// Markdown, rendered with libcmark in safe mode.
    public var description: String
    public var addedBy: HearthID?

    public static let years = 1886...2100

    public init(vin: VIN, name: String, model: String, colour: String, year: Int, price: Price, imageID: String?,
                description: String, addedBy: HearthID?) {
        self.vin = vin
        self.name = name
        self.model = model
        self.colour = colour
        self.year = year
        self.price = price
        self.imageID = imageID
        self.description = description
        self.addedBy = addedBy
    }

    /// The catalogue's order: by name, then model, then VIN.
    public static func catalogueOrder(_ a: Car, _ b: Car) -> Bool {
        let (left, right) = (NaturalOrder.key(a.name), NaturalOrder.key(b.name))
        if left != right { return left < right }
        if a.model != b.model { return a.model < b.model }
        return a.vin < b.vin
    }

    public static func checkYear(_ year: Int, field: String = "--year") -> Result<Int, InvalidValue> {
        years.contains(year) ? .success(year)
            : .failure(InvalidValue(field: field, expected: "a year from \(years.lowerBound) to \(years.upperBound), not \(year)"))
    }
}

/// A car's image as the store keeps it.
public struct CarImage: Hashable, Sendable {
    public var id: String
    public var file: ImageFile
    public var bytes: [UInt8]

    public init(id: String, file: ImageFile, bytes: [UInt8]) {
        self.id = id
        self.file = file
        self.bytes = bytes
    }

    /// The file of an image someone gives (`car add --image`, an import), checked: a PNG, JPEG or WebP
    /// told by its bytes, and whole. A file cut off in a copy or a download has the right first bytes, but a
    /// browser shows it broken or half drawn. The store names the image by its content (`id`).
    public static func check(_ bytes: [UInt8], field: String) -> Result<ImageFile, InvalidValue> {
        guard let format = ImageFile.format(of: bytes) else {
            return .failure(InvalidValue(field: field, expected: "a PNG, JPEG or WebP image (told by its bytes, not its name)"))
        }
        guard ImageFile.isWhole(bytes, format: format), let file = ImageFile.sniff(bytes) else {
            return .failure(InvalidValue(field: field, expected: "a whole \(format.name) image; this one stops before its end "
                + "or is damaged, as a file cut off in a copy or a download is"))
        }
        return .success(file)
    }

    /// Whether `id` has the shape of an image's ID: 16 lowercase hex digits of its content hash, so a
    /// file name and an address made of it lead nowhere else.
    public static func isContentID(_ id: String) -> Bool {
        id.utf8.count == 16 && id.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
    }

    /// The file name in the site: its content hash and its format's extension.
    public var fileName: String { "\(id).\(file.format.fileExtension)" }
}
