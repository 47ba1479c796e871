/// The paper a report goes on (`--paper`): a sheet (A4, Letter, A5) laid out in PDF points, or a
/// receipt roll (58 or 80 mm) as wide as its printer's dots.
public enum Paper: String, CaseIterable, Sendable {
    case a4
    case letter
    case a5
    case receipt58 = "58mm"
    case receipt80 = "80mm"

    /// Whether the paper is a receipt roll: one page as long as the report, printed as a bitmap.
    public var isReceipt: Bool { self == .receipt58 || self == .receipt80 }

    /// A sheet's width and height in PDF points (1/72 inch), upright.
    var sheetSize: (width: Double, height: Double) {
        switch self {
        case .a4: return (595.28, 841.89)
        case .letter: return (612, 792)
        case .a5: return (419.53, 595.28)
        // A receipt as a PDF (for `lp`): the roll's printable width, 48 or 72 mm.
        case .receipt58: return (136.06, 0)
        case .receipt80: return (204.09, 0)
        }
    }

    /// The dots across a receipt printer's line at 203 dpi: 384 on 58 mm paper, 576 on 80 mm. A sheet
    /// drawn as a picture is 150 dots an inch.
    var dots: Int {
        switch self {
        case .receipt58: return 384
        case .receipt80: return 576
        default: return Int((sheetSize.width * 150 / 72).rounded())
        }
    }
}
