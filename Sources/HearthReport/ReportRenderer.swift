import CPangoCairo
import Foundation
import HearthDomain
import HearthSite

/// A `ReportSheet` in a `ReportFormat` on a `Paper`: the same layout on every paper, drawn by
/// `SheetPainter`.
public enum ReportRenderer {
    public static func render(_ sheet: ReportSheet, as format: ReportFormat, on paper: Paper, landscape: Bool = false) throws -> [UInt8] {
        switch format {
        case .md: return Array(sheet.markdown.utf8)
        case .txt: return Array(sheet.plainText.utf8)
        case .pdf: return try pdf(sheet, paper: paper, landscape: landscape)
        case .png:
            let picture = try self.picture(sheet, paper: paper, landscape: landscape)
            return Array(try GreyPNG.encode(picture.pixels, width: picture.width, height: picture.height, what: "the report"))
        case .escpos: return ESCPOS.raster(try picture(sheet, paper: paper, landscape: landscape))
        }
    }

    /// The report as a PDF document: pages of the sheet's size (turned with `landscape`), or one page as
    /// long as a receipt.
    static func pdf(_ sheet: ReportSheet, paper: Paper, landscape: Bool) throws -> [UInt8] {
        var (width, height) = paper.sheetSize
        if landscape && !paper.isReceipt { (width, height) = (height, width) }
        let painter = SheetPainter(sheet: sheet, style: paper.isReceipt ? .receipt.scaled(by: width / Double(paper.dots)) : .sheet,
                                   width: width, pageHeight: paper.isReceipt ? nil : height)
        if paper.isReceipt { height = measured(painter) }
        let sink = ByteSink()
        let surface = cairo_pdf_surface_create_for_stream({ closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque(), width, height)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, sheet.title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Hearth")
        let cr = cairo_create(surface)!
        painter.paint(on: cr)
        cairo_show_page(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        let status = cairo_surface_status(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure(.inputOutput, "cairo could not write the report as PDF: \(String(cString: cairo_status_to_string(status)))")
        }
        return withExtendedLifetime(sink) { sink.bytes }
    }

    /// The report drawn as one greyscale picture: as wide as a receipt printer's dots, or a sheet at 150
    /// dpi, and as long as the report. Cairo draws at most 32,767 rows at once, so a long report is
    /// drawn in bands.
    static func picture(_ sheet: ReportSheet, paper: Paper, landscape: Bool) throws -> ReportPicture {
        var width = Double(paper.dots)
        var style = SheetStyle.receipt
        if !paper.isReceipt {
            let (sheetWidth, sheetHeight) = paper.sheetSize
            let across = landscape ? sheetHeight : sheetWidth
            width = (across * 150 / 72).rounded()
            style = SheetStyle.sheet.scaled(by: 150.0 / 72)
        }
        let painter = SheetPainter(sheet: sheet, style: style, width: width, pageHeight: nil)
        let height = Int(measured(painter).rounded(.up))
        let columns = Int(width)
        var pixels = [UInt8](repeating: 255, count: columns * height)
        let band = 8192
        var top = 0
        while top < height {
            let rows = min(band, height - top)
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(columns), Int32(rows)),
                  cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                throw Failure(.inputOutput, "cairo could not make a picture \(columns) × \(rows) dots for the report")
            }
            let cr = cairo_create(surface)!
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_translate(cr, 0, -Double(top))
            painter.paint(on: cr, visible: Double(top)..<Double(top + rows))
            cairo_destroy(cr)
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let data = cairo_image_surface_get_data(surface)!
            for row in 0..<rows {
                let line = data + row * stride
                for column in 0..<columns {
                    // RGB24 is 32 bits a pixel, blue in the lowest byte on a little-endian machine; the
                    // report is black on white, so one channel is its grey.
                    pixels[(top + row) * columns + column] = line[column * 4 + 1]
                }
            }
            cairo_surface_destroy(surface)
            top += rows
        }
        return ReportPicture(width: columns, height: height, pixels: pixels)
    }

    /// How tall the painter's sheet is on one long page (and each block of it, which it keeps).
    private static func measured(_ painter: SheetPainter) -> Double {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
        return painter.height(measuringWith: cr)
    }

    /// Where cairo writes a PDF as it makes it.
    private final class ByteSink {
        var bytes: [UInt8] = []
    }
}

/// A report drawn as a greyscale picture: `width` × `height` bytes, row by row, 0 black to 255 white.
public struct ReportPicture: Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]
}
