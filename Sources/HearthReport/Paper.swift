import Foundation

/// The paper a report goes on (`--paper`): a sheet (A4, Letter, A5) laid out in PDF points, or a
/// receipt roll (58 or 80 mm) as wide as its printer's dots.
public enum Paper: String, CaseIterable, Sendable {
    case a4
    case letter
    case a5
    case receipt58 = "58mm"
    case receipt80 = "80mm"

    /// The sheet this machine's user prints on when they do not say (`--paper`), found as Debian's
    /// libpaper and the C library find it: `$PAPERSIZE`; else the country of the locale's paper
    /// (`LC_ALL`, `LC_PAPER`, `LANG`: "en_US.UTF-8"), Letter where CLDR says that country uses it; else
    /// the first word of /etc/papersize (`papersize`); else A4. A receipt roll is never a default.
    public static func ofThisMachine(environment: [String: String], papersize: String?) -> Paper {
        func sheet(_ name: String?) -> Paper? {
            guard let name = name?.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), let paper = Paper(rawValue: name) else { return nil }
            return paper.isReceipt ? nil : paper
        }
        if let chosen = sheet(environment["PAPERSIZE"]) { return chosen }
        let locale = ["LC_ALL", "LC_PAPER", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let locale, let separator = locale.firstIndex(of: "_") {
            let country = locale[locale.index(after: separator)...].prefix { $0.isLetter }
            return letterCountries.contains(String(country).uppercased()) ? .letter : .a4
        }
        let firstWord = papersize?.split(whereSeparator: \.isNewline).first { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        return sheet(firstWord.map(String.init)) ?? .a4
    }

    /// `ofThisMachine` for this process: its environment and the machine's /etc/papersize.
    public static var ofThisMachine: Paper {
        ofThisMachine(environment: ProcessInfo.processInfo.environment,
                      papersize: try? String(contentsOfFile: "/etc/papersize", encoding: .utf8))
    }

    /// The countries whose paper is US Letter (CLDR's supplemental measurement data, paperSize "US-Letter").
    static let letterCountries: Set<String> = ["BZ", "CA", "CL", "CO", "CR", "GT", "MX", "NI", "PA", "PH", "PR", "SV", "US", "VE"]

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
