import CPangoCairo
import HearthSite

/// Draws a `ReportSheet` with cairo, its text laid out by pango (line breaking, Chinese, a font for each
/// script), from the top down, in `width` units across. On sheets of paper (`pageHeight`) a block that
/// does not fit starts a new page; a receipt is one page as long as the report.
final class SheetPainter {
    let sheet: ReportSheet
    let style: SheetStyle
    /// The width of the paper, in the units it is drawn in.
    let width: Double
    /// The height of a page; nil for a receipt, as long as it needs.
    let pageHeight: Double?
    /// Each block's height on one long page, once measured: a long receipt is drawn in bands, and a
    /// band lays out only the blocks it shows.
    private var blockHeights: [Int: Double] = [:]

    init(sheet: ReportSheet, style: SheetStyle, width: Double, pageHeight: Double?) {
        self.sheet = sheet
        self.style = style
        self.width = width
        self.pageHeight = pageHeight
    }

    /// How tall the whole sheet is when drawn on one long page, as `paint(on:)` would draw it.
    func height(measuringWith cr: OpaquePointer) -> Double {
        paint(on: cr, drawing: false)
    }

    /// Draws the sheet on `cr`, starting new pages as `pageHeight` says; returns the height drawn on the
    /// last page (the whole height of a receipt). With `drawing` false it only measures. On one long page,
    /// blocks measured before that fall outside `visible` are passed over.
    @discardableResult
    func paint(on cr: OpaquePointer, drawing: Bool = true, visible: Range<Double>? = nil) -> Double {
        let inner = width - 2 * style.margin
        var y = style.margin
        /// Starts a new page when `height` more does not fit on this one (and this one holds something).
        func makeRoom(_ height: Double) {
            guard let pageHeight, y + height > pageHeight - style.margin, y > style.margin else { return }
            if drawing { cairo_show_page(cr) }
            y = style.margin
        }
        func draw(_ text: String, size: Double, bold: Bool = false, grey: Double = 0, x: Double, width: Double) -> Double {
            let layout = makeLayout(cr, text, size: size, bold: bold, width: width)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            if drawing {
                cairo_set_source_rgb(cr, grey, grey, grey)
                cairo_move_to(cr, x, y)
                pango_cairo_show_layout(cr, layout)
            }
            return Self.height(of: layout)
        }
        y += draw(sheet.title, size: style.titleSize, bold: true, x: style.margin, width: inner)
        y += style.gap / 2
        y += draw(sheet.subtitle, size: style.subtitleSize, grey: style.detailGrey, x: style.margin, width: inner)
        y += style.gap * 2
        for (index, block) in sheet.blocks.enumerated() {
            if pageHeight == nil, let visible, let known = blockHeights[index], y + known < visible.lowerBound || y > visible.upperBound {
                y += known
                continue
            }
            let top = y
            defer { if pageHeight == nil { blockHeights[index] = y - top } }
            switch block {
            case .heading(let text):
                // A heading goes with at least its first line.
                makeRoom(measure(cr, text, size: style.headingSize, width: inner) + style.gap * 3 + style.bodySize * 2.6)
                y += style.gap * 2
                y += draw(text, size: style.headingSize, bold: true, x: style.margin, width: inner)
                if drawing {
                    cairo_set_source_rgb(cr, 0, 0, 0)
                    cairo_set_line_width(cr, style.boxLine)
                    cairo_move_to(cr, style.margin, y + style.gap / 2)
                    cairo_line_to(cr, width - style.margin, y + style.gap / 2)
                    cairo_stroke(cr)
                }
                y += style.gap
            case .tick(let text, let detail, let marked):
                // The text well clear of the box, which a reader (or OCR) would take for a letter.
                let textX = style.margin + style.box * 2.2, textWidth = inner - style.box * 2.2
                let needed = measure(cr, text, size: style.bodySize, width: textWidth)
                    + (detail.isEmpty ? 0 : measure(cr, detail, size: style.detailSize, width: textWidth)) + style.gap
                makeRoom(needed)
                if drawing {
                    // The box sits on the first line of the text.
                    let top = y + (style.bodySize * 1.2 - style.box) / 2
                    cairo_set_source_rgb(cr, 0, 0, 0)
                    cairo_set_line_width(cr, style.boxLine)
                    cairo_rectangle(cr, style.margin + style.boxLine / 2, top, style.box, style.box)
                    cairo_stroke(cr)
                }
                y += draw(text, size: style.bodySize, x: textX, width: textWidth)
                // A marked line ("not available" last time) says so in bold: struck-through text is hard to read.
                if !detail.isEmpty { y += draw(detail, size: style.detailSize, bold: marked, grey: marked ? 0 : style.detailGrey, x: textX, width: textWidth) }
                y += style.gap
            case .text(let text):
                makeRoom(measure(cr, text, size: style.bodySize, width: inner) + style.gap * 2)
                y += style.gap
                y += draw(text, size: style.bodySize, x: style.margin, width: inner)
                y += style.gap
            case .code(let code, let caption):
                let side = Double(code.size + 2 * QRCode.quietZone) * style.module
                makeRoom(side + measure(cr, caption, size: style.detailSize, width: inner) + style.gap * 2)
                y += style.gap
                if drawing { drawCode(code, on: cr, x: style.margin, y: y) }
                y += side
                y += draw(caption, size: style.detailSize, grey: style.detailGrey, x: style.margin, width: inner)
                y += style.gap
            }
        }
        return y + style.margin
    }

    /// The dark modules of a QR code as filled squares, its quiet zone left white.
    private func drawCode(_ code: QRCode, on cr: OpaquePointer, x: Double, y: Double) {
        cairo_set_source_rgb(cr, 0, 0, 0)
        let offset = Double(QRCode.quietZone) * style.module
        for row in 0..<code.size {
            for column in 0..<code.size where code.isDark(row: row, column: column) {
                cairo_rectangle(cr, x + offset + Double(column) * style.module, y + offset + Double(row) * style.module, style.module, style.module)
            }
        }
        cairo_fill(cr)
    }

    private func measure(_ cr: OpaquePointer, _ text: String, size: Double, width: Double) -> Double {
        let layout = makeLayout(cr, text, size: size, bold: false, width: width)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return Self.height(of: layout)
    }

    /// A pango layout of `text` as plain text (never markup: a name "<b>" stays those characters), broken
    /// into lines `width` wide at words, or within a word that is wider (a long URL, Chinese text), in the
    /// sheet's language, which picks the glyphs of Chinese characters.
    private func makeLayout(_ cr: OpaquePointer, _ text: String, size: Double, bold: Bool, width: Double) -> OpaquePointer {
        let layout = pango_cairo_create_layout(cr)!
        pango_context_set_language(pango_layout_get_context(layout), pango_language_from_string(sheet.language))
        pango_layout_context_changed(layout)
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, "Sans")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        if bold { pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD) }
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        return layout
    }

    private static func height(of layout: OpaquePointer) -> Double {
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        return Double(height) / Double(PANGO_SCALE)
    }
}
