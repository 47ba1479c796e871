/// The sizes a sheet is drawn at, in the units of what it is drawn on: PDF points on a sheet of paper,
/// dots on a receipt, where text is at least 24 dots tall so that it reads at arm's length.
struct SheetStyle {
    /// The white around the text.
    var margin: Double
    var titleSize: Double
    var subtitleSize: Double
    var headingSize: Double
    var bodySize: Double
    /// The words under a line: who added it, the meals that need it.
    var detailSize: Double
    /// The side of the box to tick.
    var box: Double
    /// The line around the box.
    var boxLine: Double
    /// The space between blocks.
    var gap: Double
    /// The side of one module of a QR code.
    var module: Double
    /// The grey of details: black on a receipt, whose printer knows no grey.
    var detailGrey: Double
    /// The height of a line of text in times its size, in every script, on a sheet: Chinese fonts ask for
    /// a quarter more room than Latin ones, which took a Chinese family's crowded week onto a second
    /// sheet. Nil on a receipt, which is as long as it needs: there each font's own (OCR, and a person,
    /// tell Chinese lines with that room apart more surely).
    var lineHeight: Double?
    /// About the height of a line of Latin text, in times its size: where a box sits beside it.
    static let latinLine = 1.2

    static let sheet = SheetStyle(margin: 42, titleSize: 18, subtitleSize: 10, headingSize: 12.5, bodySize: 11, detailSize: 8.5,
                                  box: 9, boxLine: 0.8, gap: 4, module: 2.5, detailGrey: 0.35, lineHeight: latinLine)
    static let receipt = SheetStyle(margin: 8, titleSize: 36, subtitleSize: 24, headingSize: 32, bodySize: 32, detailSize: 24,
                                    box: 24, boxLine: 2, gap: 6, module: 6, detailGrey: 0, lineHeight: nil)

    /// The text, boxes and gaps at `factor` times their size, the margins as they are: a week of many
    /// chores made to fit one page.
    func textScaled(by factor: Double) -> SheetStyle {
        var style = scaled(by: factor)
        style.margin = margin
        return style
    }

    /// The style of a sheet scaled to `factor` times its size (a sheet drawn as a picture at 150 dpi).
    func scaled(by factor: Double) -> SheetStyle {
        SheetStyle(margin: margin * factor, titleSize: titleSize * factor, subtitleSize: subtitleSize * factor, headingSize: headingSize * factor,
                   bodySize: bodySize * factor, detailSize: detailSize * factor, box: box * factor, boxLine: boxLine * factor,
                   gap: gap * factor, module: module * factor, detailGrey: detailGrey, lineHeight: lineHeight)
    }
}
