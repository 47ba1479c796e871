import CPangoCairo
import HearthSite

/// Draws a `ReportSheet` with cairo, its text laid out by pango (line breaking, Chinese, a font for each
/// script), from the top down, in `width` units across. On sheets of paper (`pageHeight`) a block that
/// does not fit starts a new page (a heading goes with the line after it); a receipt is one page as long
/// as the report.
final class SheetPainter {
    let sheet: ReportSheet
    /// The sizes the sheet is drawn at.
    let fullStyle: SheetStyle
    /// The sizes the text is drawn at now: `fullStyle`, or smaller from a crowded week on (`Pen.columns`).
    private(set) var style: SheetStyle
    /// The width of the paper, in the units it is drawn in.
    let width: Double
    /// The height of a page; nil for a receipt, as long as it needs.
    let pageHeight: Double?
    /// Each block's height on one long page, once measured: a long receipt is drawn in bands, and a
    /// band lays out only the blocks it shows.
    private var blockHeights: [Int: Double] = [:]
    /// Layouts made to measure a block before a page break is decided, kept for drawing it: each text is
    /// laid out once (a list of thousands of items over many pages).
    private var keptLayouts: [LayoutKey: [OpaquePointer]] = [:]

    /// One pango context for every text of the sheet, in its language (a context made per text was most of
    /// the time a long list took), and a font description per size and weight.
    private var context: OpaquePointer?
    private var fonts: [Double: [Bool: OpaquePointer]] = [:]

    deinit {
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        for font in fonts.values.flatMap(\.values) { pango_font_description_free(font) }
    }

    /// The sheet's pango context, made for (or brought up to date with) the surface `cr` draws on.
    private func context(for cr: OpaquePointer) -> OpaquePointer {
        if let context {
            pango_cairo_update_context(cr, context)
            return context
        }
        let made = pango_cairo_create_context(cr)!
        pango_context_set_language(made, pango_language_from_string(sheet.language))
        context = made
        return made
    }

    private func font(size: Double, bold: Bool) -> OpaquePointer {
        if let font = fonts[size]?[bold] { return font }
        let font = pango_font_description_new()!
        pango_font_description_set_family(font, "Sans")
        pango_font_description_set_absolute_size(font, size * Double(PANGO_SCALE))
        if bold { pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD) }
        fonts[size, default: [:]][bold] = font
        return font
    }

    /// What a text's layout depends on.
    private struct LayoutKey: Hashable {
        var text: String
        var size: Double
        var bold: Bool
        var width: Double
    }

    init(sheet: ReportSheet, style: SheetStyle, width: Double, pageHeight: Double?) {
        self.sheet = sheet
        self.fullStyle = style
        self.style = style
        self.width = width
        self.pageHeight = pageHeight
    }

    /// The width inside the margins.
    private var inner: Double { width - 2 * style.margin }

    /// How tall the whole sheet is when drawn on one long page, as `paint(on:)` would draw it.
    func height(measuringWith cr: OpaquePointer) -> Double {
        paint(on: cr, drawing: false)
    }

    /// Draws the sheet on `cr`, starting new pages as `pageHeight` says; returns the height drawn on the
    /// last page (the whole height of a receipt). With `drawing` false it only measures. On one long page,
    /// blocks measured before that fall outside `visible` are passed over.
    @discardableResult
    func paint(on cr: OpaquePointer, drawing: Bool = true, visible: Range<Double>? = nil) -> Double {
        _ = context(for: cr)
        style = fullStyle
        var pen = Pen(cr: cr, drawing: drawing, painter: self)
        var y = style.margin
        y += pen.text(sheet.title, size: style.titleSize, bold: true, x: style.margin, y: y, width: inner)
        y += style.gap / 2
        y += pen.text(sheet.subtitle, size: style.subtitleSize, grey: style.detailGrey, x: style.margin, y: y, width: inner)
        y += style.gap * 2
        var measuring = Pen(cr: cr, drawing: false, painter: self, keepsLayouts: true)
        // On a sheet of paper a list may flow in columns, as a newspaper's: down the first, then the next.
        let flow = pageHeight == nil ? 1 : max(sheet.columnsOnPaper, 1)
        let gutter = style.gap * 4
        let flowWidth = (inner - gutter * Double(flow - 1)) / Double(flow)
        var column = 0, columnTop = y
        func placeColumn() {
            pen.left = style.margin + Double(column) * (flowWidth + gutter)
            pen.inner = flowWidth
            measuring.left = pen.left
            measuring.inner = flowWidth
        }
        placeColumn()
        /// Goes on in the next column of the page, or at the top of a new page.
        func breakPage() {
            if column + 1 < flow {
                column += 1
            } else {
                if drawing { cairo_show_page(cr) }
                column = 0
                columnTop = style.margin
            }
            y = columnTop
            dropKeptLayouts()
            placeColumn()
        }
        for (index, block) in sheet.blocks.enumerated() {
            if pageHeight == nil, let visible, let known = blockHeights[index], y + known < visible.lowerBound || y > visible.upperBound {
                y += known
                continue
            }
            if let pageHeight, let sizes = measuring.rowSizes(of: block), !sizes.rows.isEmpty {
                // A table (or a chart) longer than the room left goes on over the next pages, cut between
                // rows, its header (or legend) repeated at the top of each part: nothing is lost below a
                // page's edge. It starts on a new page when not even its first row fits.
                var next = 0
                while next < sizes.rows.count {
                    var count = sizes.rowsFitting(from: next, in: pageHeight - style.margin - y)
                    if count == 0 && y > columnTop {
                        breakPage()
                        continue
                    }
                    // A row taller than a whole page (never met: a row is a line or two) is drawn anyway.
                    count = max(count, 1)
                    y += pen.rows(next..<(next + count), of: block, y: y)
                    dropKeptLayouts()
                    next += count
                    if next < sizes.rows.count { breakPage() }
                }
                continue
            }
            if let pageHeight {
                var needed = measuring.block(block, y: 0)
                // A heading goes with the line after it, or with a table's header and first row.
                if case .heading = block, index + 1 < sheet.blocks.count {
                    let following = sheet.blocks[index + 1]
                    if case .tick = following { needed += measuring.block(following, y: 0) }
                    if let sizes = measuring.rowSizes(of: following), let first = sizes.rows.first { needed += sizes.top + first + sizes.bottom }
                }
                if y + needed > pageHeight - style.margin, y > columnTop { breakPage() }
            }
            let height = pen.block(block, y: y)
            dropKeptLayouts()
            if pageHeight == nil { blockHeights[index] = height }
            y += height
        }
        return y + style.margin
    }

    /// Draws (or, not `drawing`, measures) the parts of a sheet, each returning the height it takes.
    private struct Pen {
        let cr: OpaquePointer
        let drawing: Bool
        let painter: SheetPainter
        /// Keeps the layouts it measures for the drawing that follows (`keptLayouts`).
        var keepsLayouts = false
        /// Drawing with a smaller style already, to fit the week on one page: not smaller again.
        var shrunk = false
        /// Where a block's text starts, and how wide it may be: inside the margins, or one column of them.
        var left: Double
        var inner: Double

        init(cr: OpaquePointer, drawing: Bool, painter: SheetPainter, keepsLayouts: Bool = false) {
            self.cr = cr
            self.drawing = drawing
            self.painter = painter
            self.keepsLayouts = keepsLayouts
            left = painter.style.margin
            inner = painter.inner
        }
        var style: SheetStyle { painter.style }

        func block(_ block: ReportSheet.Block, y: Double) -> Double {
            switch block {
            case .heading(let heading):
                var height = style.gap * 2
                height += text(heading, size: style.headingSize, bold: true, x: left, y: y + height, width: inner)
                rule(y: y + height + style.gap / 2, from: left, to: left + inner)
                return height + style.gap
            case .tick(let text, let detail, let marked):
                return tick(text, detail: detail, marked: marked, x: left, y: y, width: inner)
            case .text(let words):
                return style.gap + text(words, size: style.bodySize, x: left, y: y + style.gap, width: inner) + style.gap
            case .code(let code, let caption):
                let side = Double(code.size + 2 * QRCode.quietZone) * style.module
                if drawing { qrCode(code, x: left, y: y + style.gap) }
                return style.gap + side + text(caption, size: style.detailSize, grey: style.detailGrey, x: left, y: y + style.gap + side, width: inner) + style.gap
            case .columns(let columns):
                return self.columns(columns, y: y)
            case .table(let header, let rows):
                return table(header: header, rows: rows, y: y)
            case .bars(let bars, let legend):
                return self.bars(bars, legend: legend, most: Self.most(of: bars), y: y)
            }
        }

        /// The heights of a block that a page break may cut between its rows (a table, a chart), measured
        /// without keeping the layouts: a table of a thousand rows is laid out a page at a time as it is
        /// drawn. Nil for any other block, which goes on one page whole.
        func rowSizes(of block: ReportSheet.Block) -> RowSizes? {
            var pen = self
            pen.keepsLayouts = false
            switch block {
            case .table(let header, let rows) where !header.isEmpty:
                return RowSizes(top: pen.tableTop(header, y: 0), rows: rows.map { pen.tableRow($0, header: header, y: 0) }, bottom: style.gap)
            case .bars(let bars, let legend):
                let most = Self.most(of: bars)
                return RowSizes(top: pen.barsLegend(legend, y: 0), rows: bars.map { pen.bar($0, most: most, y: 0) }, bottom: style.gap)
            default:
                return nil
            }
        }

        /// Rows `range` of a table or a chart under its header or legend: the part of it on one page. A
        /// chart's part keeps the whole chart's scale.
        func rows(_ range: Range<Int>, of block: ReportSheet.Block, y: Double) -> Double {
            switch block {
            case .table(let header, let rows): return table(header: header, rows: Array(rows[range]), y: y)
            case .bars(let bars, let legend): return self.bars(Array(bars[range]), legend: legend, most: Self.most(of: bars), y: y)
            default: return self.block(block, y: y)
            }
        }

        /// A bar chart: a row per label, its planned fatigue as an outlined bar and what was done as a
        /// filled one inside it, on one scale (`most`, the largest number of the whole chart, when a part of
        /// it is drawn on a page), "done / planned" after them; the legend first.
        func bars(_ bars: [ReportSheet.Bar], legend: (planned: String, done: String), most: Int, y: Double) -> Double {
            var height = barsLegend(legend, y: y)
            for bar in bars { height += self.bar(bar, most: most, y: y + height) }
            return height + style.gap
        }

        /// The largest number of a chart, its bars' scale.
        static func most(of bars: [ReportSheet.Bar]) -> Int { max(bars.map { max($0.planned, $0.done) }.max() ?? 1, 1) }

        /// Where a chart's parts go across the sheet: the labels, the bars, the numbers.
        private var barColumns: (left: Double, labelWidth: Double, barLeft: Double, barWidth: Double, numberWidth: Double) {
            let left = style.margin, inner = painter.inner
            let labelWidth = inner / 4, numberWidth = style.bodySize * 4
            return (left, labelWidth, left + labelWidth, inner - labelWidth - numberWidth, numberWidth)
        }

        /// The legend over a chart: an outlined square "planned", a filled one "done".
        func barsLegend(_ legend: (planned: String, done: String), y: Double) -> Double {
            let columns = barColumns
            let height = style.gap
            let key = style.detailSize
            var x = columns.barLeft
            for (filled, words) in [(false, legend.planned), (true, legend.done)] {
                if drawing {
                    cairo_set_source_rgb(cr, 0, 0, 0)
                    cairo_set_line_width(cr, style.boxLine)
                    cairo_rectangle(cr, x, y + height + key * 0.2, key, key)
                    if filled { cairo_fill(cr) } else { cairo_stroke(cr) }
                }
                x += key * 1.5
                let measure = painter.makeLayout(cr, words, size: style.detailSize, bold: false, width: columns.barWidth)
                var textWidth: Int32 = 0, textHeight: Int32 = 0
                pango_layout_get_size(measure, &textWidth, &textHeight)
                g_object_unref(UnsafeMutableRawPointer(measure))
                text(words, size: style.detailSize, x: x, y: y + height, width: columns.barWidth)
                x += Double(textWidth) / Double(PANGO_SCALE) + key * 2
            }
            return height + key * 1.6 + style.gap
        }

        /// One row of a chart: the label, the bars at the chart's scale, the numbers.
        func bar(_ bar: ReportSheet.Bar, most: Int, y: Double) -> Double {
            let (left, labelWidth, barLeft, barWidth, numberWidth) = barColumns
            let barHeight = style.bodySize * 0.9
            let row = max(text(bar.label, size: style.bodySize, x: left, y: y, width: labelWidth - style.gap), barHeight)
            if drawing {
                let top = y + (style.bodySize * SheetStyle.latinLine - barHeight) / 2
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_set_line_width(cr, style.boxLine)
                if bar.planned > 0 {
                    cairo_rectangle(cr, barLeft, top, barWidth * Double(bar.planned) / Double(most), barHeight)
                    cairo_stroke(cr)
                }
                if bar.done > 0 {
                    cairo_rectangle(cr, barLeft, top + barHeight * 0.2, barWidth * Double(bar.done) / Double(most), barHeight * 0.6)
                    cairo_fill(cr)
                }
            }
            text("\(bar.done) / \(bar.planned)", size: style.bodySize, x: barLeft + barWidth + style.gap, y: y, width: numberWidth - style.gap)
            return row + style.gap
        }

        /// A line to tick: a box on its first line, the text well clear of it (a reader, or OCR, would take
        /// a box beside a letter for one), the details under it; a `marked` line's details in bold.
        func tick(_ words: String, detail: String, marked: Bool, checked: Bool = false, x: Double, y: Double, width: Double) -> Double {
            let indent = style.box * 2.2
            if drawing {
                let (left, top) = (x + style.boxLine / 2, y + (style.bodySize * SheetStyle.latinLine - style.box) / 2)
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_set_line_width(cr, style.boxLine)
                cairo_rectangle(cr, left, top, style.box, style.box)
                if checked {
                    // A tick across the box: done already.
                    cairo_move_to(cr, left + style.box * 0.2, top + style.box * 0.55)
                    cairo_line_to(cr, left + style.box * 0.45, top + style.box * 0.8)
                    cairo_line_to(cr, left + style.box * 0.85, top + style.box * 0.2)
                }
                cairo_stroke(cr)
            }
            var height = text(words, size: style.bodySize, x: x + indent, y: y, width: width - indent)
            if !detail.isEmpty {
                height += text(detail, size: style.detailSize, bold: marked, grey: marked ? 0 : style.detailGrey, x: x + indent, y: y + height, width: width - indent)
            }
            return height + style.gap
        }

        /// Columns side by side (the days of a week), each with its title, its lines and a last line in
        /// bold; one under the other where they would be too narrow to read (a receipt) or too long
        /// for a page.
        func columns(_ columns: [ReportSheet.Column], y: Double) -> Double {
            guard !columns.isEmpty else { return 0 }
            let gutter = style.gap * 2
            let columnWidth = (painter.inner - gutter * Double(columns.count - 1)) / Double(columns.count)
            let measure = Pen(cr: cr, drawing: false, painter: painter)
            let after = painter.sheet.blocks.drop { block in
                if case .columns = block { return false }
                return true
            }.dropFirst()
            // Below the title on one page, with what follows it (the week's load table): a week of many
            // chores is drawn smaller, and what follows it at the same size, rather than on two pages.
            let room = (painter.pageHeight ?? .infinity) - 2 * style.margin - style.titleSize * 3
            let wideEnough = columnWidth >= style.bodySize * 6
            let tallest = wideEnough ? columns.map { measure.column($0, x: 0, y: 0, width: columnWidth) }.max()! : .infinity
            func height(of blocks: ArraySlice<ReportSheet.Block>, with pen: Pen) -> Double { blocks.reduce(0.0) { $0 + pen.block($1, y: 0) } }
            if wideEnough, painter.pageHeight != nil, !shrunk, tallest + height(of: after, with: measure) > room {
                // The largest size, down to half, at which the week fits with what follows it (which is then
                // drawn at that size too); else the largest at which the week alone fits, full size first (what
                // follows, too long for any size, goes on to the next pages).
                for withAfter in [true, false] {
                    for factor in (withAfter ? [] : [1.0]) + [0.9, 0.8, 0.7, 0.6, 0.55, 0.5] {
                        let smaller = SheetPainter(sheet: painter.sheet, style: style.textScaled(by: factor), width: painter.width, pageHeight: painter.pageHeight)
                        var pen = Pen(cr: cr, drawing: false, painter: smaller)
                        pen.shrunk = true
                        let needed = columns.map { pen.column($0, x: 0, y: 0, width: columnWidth) }.max()! + (withAfter ? height(of: after, with: pen) : 0)
                        guard needed <= room else { continue }
                        if withAfter { painter.style = smaller.style }
                        var drawingPen = Pen(cr: cr, drawing: drawing, painter: withAfter ? painter : smaller)
                        drawingPen.shrunk = true
                        return drawingPen.columns(columns, y: y)
                    }
                }
            }
            guard wideEnough, tallest <= (painter.pageHeight ?? .infinity) - 2 * style.margin else {
                var height = 0.0
                for column in columns { height += self.column(column, x: style.margin, y: y + height, width: painter.inner) + style.gap * 2 }
                return height
            }
            var drawn = 0.0
            for (index, column) in columns.enumerated() {
                let x = style.margin + Double(index) * (columnWidth + gutter)
                drawn = max(drawn, self.column(column, x: x, y: y, width: columnWidth))
            }
            return drawn + style.gap
        }

        func column(_ column: ReportSheet.Column, x: Double, y: Double, width: Double) -> Double {
            var height = style.gap
            height += text(column.title, size: style.headingSize, bold: true, x: x, y: y + height, width: width)
            if !column.subtitle.isEmpty {
                height += text(column.subtitle, size: style.detailSize, grey: style.detailGrey, x: x, y: y + height, width: width)
            }
            rule(y: y + height + style.gap / 2, from: x, to: x + width)
            height += style.gap * 1.5
            for line in column.lines {
                height += tick(line.text, detail: line.detail, marked: false, checked: line.checked, x: x, y: y + height, width: width)
            }
            if column.lines.isEmpty, !column.empty.isEmpty {
                height += text(column.empty, size: style.bodySize, grey: style.detailGrey, x: x, y: y + height, width: width) + style.gap
            }
            height += text(column.footer, size: style.bodySize, bold: true, x: x, y: y + height, width: width)
            return height
        }

        /// A table: its header in bold over a rule, the first column as wide as a third of the sheet, the
        /// others sharing the rest. Where those would be too narrow for a word (a receipt), a row at a
        /// time instead: its first cell in bold, then each other cell after its header ("This week: 10 / 19").
        func table(header: [String], rows: [[String]], y: Double) -> Double {
            guard !header.isEmpty else { return 0 }
            var height = tableTop(header, y: y)
            for cells in rows { height += tableRow(cells, header: header, y: y + height) }
            return height + style.gap
        }

        /// Whether a table of `count` columns is written a row at a time, each cell after its header.
        private func tableIsNarrow(_ count: Int) -> Bool { tableColumns(count).rest < style.bodySize * 5 }

        /// The widths of a table's first column and of each of the others.
        private func tableColumns(_ count: Int) -> (first: Double, rest: Double) {
            let first = painter.inner / 3
            return (first, (painter.inner - first) / Double(max(count - 1, 1)))
        }

        /// Above a table's first row: its header over a rule (none when the table is narrow).
        func tableTop(_ header: [String], y: Double) -> Double {
            guard !tableIsNarrow(header.count) else { return style.gap }
            var height = style.gap
            height += tableCells(header, count: header.count, bold: true, y: y + height)
            rule(y: y + height, from: style.margin, to: style.margin + painter.inner)
            return height + style.gap / 2
        }

        /// One row of a table under `header`.
        func tableRow(_ cells: [String], header: [String], y: Double) -> Double {
            guard tableIsNarrow(header.count) else { return tableCells(cells, count: header.count, bold: false, y: y) }
            var height = text(cells.first ?? "", size: style.bodySize, bold: true, x: style.margin, y: y, width: painter.inner)
            let values = zip(header, cells).dropFirst().filter { !$0.1.isEmpty }.map { $0.0 + painter.sheet.colon + $0.1 }
            height += text(values.joined(separator: " · "), size: style.bodySize, x: style.margin, y: y + height, width: painter.inner) + style.gap
            return height
        }

        /// A row's cells side by side, each in its column (the first `count`): as tall as the tallest.
        private func tableCells(_ cells: [String], count: Int, bold: Bool, y: Double) -> Double {
            let (first, rest) = tableColumns(count)
            var tallest = 0.0
            for (column, cell) in cells.enumerated() where column < count {
                let x = style.margin + (column == 0 ? 0 : first + Double(column - 1) * rest)
                tallest = max(tallest, text(cell, size: style.bodySize, bold: bold, x: x, y: y, width: (column == 0 ? first : rest) - style.gap))
            }
            return tallest + style.gap / 2
        }

        /// Text in the sheet's font, broken into lines `width` wide; its height.
        @discardableResult
        func text(_ words: String, size: Double, bold: Bool = false, grey: Double = 0, x: Double, y: Double, width: Double) -> Double {
            let key = LayoutKey(text: words, size: size, bold: bold, width: width)
            let layout = painter.takeKeptLayout(key) ?? painter.makeLayout(cr, words, size: size, bold: bold, width: width)
            defer { if keepsLayouts { painter.keptLayouts[key, default: []].append(layout) } else { g_object_unref(UnsafeMutableRawPointer(layout)) } }
            if drawing {
                cairo_set_source_rgb(cr, grey, grey, grey)
                cairo_move_to(cr, x, y)
                pango_cairo_show_layout(cr, layout)
            }
            var layoutWidth: Int32 = 0, layoutHeight: Int32 = 0
            pango_layout_get_size(layout, &layoutWidth, &layoutHeight)
            return Double(layoutHeight) / Double(PANGO_SCALE)
        }

        /// A thin line across, under a heading.
        func rule(y: Double, from left: Double, to right: Double) {
            guard drawing else { return }
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_set_line_width(cr, style.boxLine)
            cairo_move_to(cr, left, y)
            cairo_line_to(cr, right, y)
            cairo_stroke(cr)
        }

        /// The dark modules of a QR code as filled squares, its quiet zone left white.
        func qrCode(_ code: QRCode, x: Double, y: Double) {
            cairo_set_source_rgb(cr, 0, 0, 0)
            let offset = Double(QRCode.quietZone) * style.module
            for row in 0..<code.size {
                for column in 0..<code.size where code.isDark(row: row, column: column) {
                    cairo_rectangle(cr, x + offset + Double(column) * style.module, y + offset + Double(row) * style.module, style.module, style.module)
                }
            }
            cairo_fill(cr)
        }
    }

    /// A layout measured before and kept for drawing, if there is one.
    private func takeKeptLayout(_ key: LayoutKey) -> OpaquePointer? {
        guard var layouts = keptLayouts[key], !layouts.isEmpty else { return nil }
        let layout = layouts.removeLast()
        keptLayouts[key] = layouts.isEmpty ? nil : layouts
        return layout
    }

    /// Frees the layouts kept and not drawn (the line a heading was measured with, drawn with its own block).
    private func dropKeptLayouts() {
        for layout in keptLayouts.values.joined() { g_object_unref(UnsafeMutableRawPointer(layout)) }
        keptLayouts = [:]
    }

    /// A pango layout of `text` as plain text (never markup: a name "<b>" stays those characters), broken
    /// into lines `width` wide at words, or within a word that is wider (a long URL, Chinese text), in the
    /// sheet's language, which picks the glyphs of Chinese characters.
    /// Each line is as tall as the style says (`SheetStyle.lineHeight`).
    fileprivate func makeLayout(_ cr: OpaquePointer, _ text: String, size: Double, bold: Bool, width: Double) -> OpaquePointer {
        let layout = pango_layout_new(context ?? context(for: cr))!
        pango_layout_set_font_description(layout, font(size: size, bold: bold))
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_text(layout, text, -1)
        if let lineHeight = style.lineHeight {
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_line_height_new_absolute(Int32((size * lineHeight * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        return layout
    }
}

/// The heights of a block that a page break may cut between its rows (`SheetPainter.Pen.rowSizes`):
/// above its first row (a table's header, a chart's legend, repeated on each page), each row, and below
/// its last.
struct RowSizes {
    var top: Double
    var rows: [Double]
    var bottom: Double

    /// How many rows from `first` on fit in `room`, with the top and the bottom.
    func rowsFitting(from first: Int, in room: Double) -> Int {
        var height = top + bottom, count = 0
        while first + count < rows.count, height + rows[first + count] <= room {
            height += rows[first + count]
            count += 1
        }
        return count
    }
}
