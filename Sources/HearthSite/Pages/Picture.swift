import HearthDomain

/// A picture of the household (a car's, a recipe's) as a page shows it: its address from the page, and
/// its real size, so the page reserves its room and never stretches it beyond that.
struct Picture {
    var src: String
    var width: Int
    var height: Int
    var alt: String

    /// `root` leads from the page to the family's root folder, where images/ is.
    init(_ image: CarImage, root: String, alt: String) {
        src = root + CarImage.folder + image.fileName
        width = image.file.width
        height = image.file.height
        self.alt = alt
    }
}
