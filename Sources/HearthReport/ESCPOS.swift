/// The bytes a receipt printer takes (Epson's ESC/POS, which the 58 and 80 mm printers households buy
/// understand): the report as a raster picture, so that Chinese prints on a printer with no Chinese
/// font or code page, then a feed and a cut.
public enum ESCPOS {
    /// ESC @: the printer as it starts, whatever the last job left set.
    public static let initialize: [UInt8] = [0x1B, 0x40]
    /// ESC d 4: prints and feeds four lines, so the end of the report clears the cutter.
    static let feed: [UInt8] = [0x1B, 0x64, 0x04]
    /// GS V 66 0: feeds to the cutter and cuts (a partial cut on printers that have one).
    static let cut: [UInt8] = [0x1D, 0x56, 0x42, 0x00]
    /// The rows sent in one `GS v 0` command: printers buffer a band at a time.
    static let bandRows = 256

    /// `picture` as ESC/POS: `GS v 0` raster bands, each row a dot for each pixel darker than mid-grey,
    /// eight to a byte, the leftmost in the highest bit.
    public static func raster(_ picture: ReportPicture) -> [UInt8] {
        let bytesPerRow = (picture.width + 7) / 8
        var output = initialize
        output.reserveCapacity(picture.height * bytesPerRow + picture.height / bandRows * 8 + 32)
        var top = 0
        while top < picture.height {
            let rows = min(bandRows, picture.height - top)
            // GS v 0 m xL xH yL yH: mode 0 (normal size), the row's width in bytes, the band's rows.
            output += [0x1D, 0x76, 0x30, 0x00, UInt8(bytesPerRow & 0xFF), UInt8(bytesPerRow >> 8), UInt8(rows & 0xFF), UInt8(rows >> 8)]
            for row in top..<(top + rows) {
                var byte: UInt8 = 0
                for column in 0..<(bytesPerRow * 8) {
                    let dark = column < picture.width && picture.pixels[row * picture.width + column] < 128
                    byte = byte << 1 | (dark ? 1 : 0)
                    if column % 8 == 7 {
                        output.append(byte)
                        byte = 0
                    }
                }
            }
            top += rows
        }
        return output + feed + cut
    }
}
