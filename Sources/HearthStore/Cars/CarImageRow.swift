import Foundation
import GRDB
import HearthDomain

/// A row of the car_images table: an image's bytes, named by their content.
struct CarImageRow: StoreRecord {
    static let databaseTableName = "car_images"
    var id: String
    var format: String
    var width: Int
    var height: Int
    var data: Data
}

extension CarImageRow {
    init(_ image: CarImage) {
        self.init(id: image.id, format: image.file.format.rawValue, width: image.file.width, height: image.file.height,
                  data: Data(image.bytes))
    }

    /// The image, as its bytes say it is. The ID names the image's file in the site and its address in
    /// the pages, so a row another program wrote is taken only when its ID has the shape of a content
    /// hash (16 hex digits, nothing that leads out of a folder), and its format and size are what the
    /// bytes' header says. The bytes are not hashed again on every build: adding or importing an image
    /// checks that its ID is their hash.
    func image() throws -> CarImage {
        guard CarImage.isContentID(id) else {
            throw StoredValueError(table: "car_images", key: id, "expected id of 16 hex digits, the image's content hash; found \"\(id)\"")
        }
        let bytes = [UInt8](data)
        guard let file = ImageFile.sniff(bytes) else {
            throw StoredValueError(table: "car_images", key: id, "data holds no PNG, JPEG or WebP image")
        }
        guard file.format.rawValue == format, file.width == width, file.height == height else {
            throw StoredValueError(table: "car_images", key: id, "expected format \(file.format.rawValue), \(file.width) × \(file.height), "
                + "as the image's bytes say; found format \"\(format)\", \(width) × \(height)")
        }
        return CarImage(id: id, file: file, bytes: bytes)
    }
}
