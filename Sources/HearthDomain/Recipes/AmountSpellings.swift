/// Amounts as Chinese recipes write them, rewritten into the digits `Amount` reads, so that they scale
/// rather than being taken for part of the name: full-width digits ("１ 大匙"), a mixed number joined by
/// 又 ("1又1/2杯"), and a Chinese numeral before a space or a unit ("半 斤", "一杯", "兩 顆", "一个半番茄" for
/// 1½). Not read:
/// "一又二分之一杯", and a range of numerals ("兩三片"), which stay as written and do not scale.
enum AmountSpellings {
    static func normalized(_ line: String) -> String {
        joiningMixedNumbers(chineseNumeral(atStartOf: halfWidthAmount(AmountWords.inDigits(line))))
    }

    /// A word after a name read as the amount it spells, as `normalized` reads the start of a line: "３個"
    /// → "3個", "1と1/2カップ" → "1 1/2カップ", "半顆" → "1/2顆"; and a range's wave dash or tilde as the
    /// dash `Amount` reads: "5〜6個" → "5-6個", "300~500c.c" → "300-500c.c".
    static func amountWord(_ word: String) -> String {
        joiningMixedNumbers(chineseNumeral(atStartOf: halfWidthAmount(word), unitMayEnd: true))
            .replacingOccurrences(of: "〜", with: "-").replacingOccurrences(of: "～", with: "-").replacingOccurrences(of: "~", with: "-")
    }

    /// Whether a word alone between two numbers makes them a range: "8 ～ 10 隻", "3 - 4 EL", "2 to 3".
    static func isRangeDash(_ word: String) -> Bool {
        ["-", "–", "—", "~", "～", "〜", "to"].contains(word)
    }

    /// The amount at the start of the line in half-width forms: "１２．５／" → "12.5/", "２－３" → "2-3", the
    /// ideographic space → a space. The rest of the line ("鹽／胡椒") stays as written.
    private static func halfWidthAmount(_ line: String) -> String {
        var scalars = String.UnicodeScalarView()
        var inAmount = true
        for scalar in line.unicodeScalars {
            guard inAmount else { scalars.append(scalar); continue }
            switch scalar.value {
            case 0xFF10...0xFF19, 0xFF0D, 0xFF0E, 0xFF0F: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0)!)
            case 0x3000: scalars.append(" ")
            case 0x30...0x39, 0x20, 0x2D, 0x2E, 0x2F, 0x53C8, 0x3068: scalars.append(scalar)  // digits, " - . /", 又, と
            default:
                inAmount = Amount.glyphs[Character(scalar)] != nil
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// "1又1/2" and "1又½" → "1 1/2" and "1½": 又 (and Japanese と, "1と1/2カップ") between a whole number
    /// and a fraction, at the start of the text.
    private static func joiningMixedNumbers(_ text: String) -> String {
        let characters = Array(text)
        guard let index = characters.firstIndex(where: { $0 == "又" || $0 == "と" }), index > 0, index + 1 < characters.count,
              characters[..<index].allSatisfy({ $0.isASCII && $0.isNumber }),
              characters[index - 1].isASCII, characters[index - 1].isNumber,
              (characters[index + 1].isASCII && characters[index + 1].isNumber) || Amount.glyphs[characters[index + 1]] != nil
        else { return text }
        var joined = characters
        if Amount.glyphs[characters[index + 1]] != nil { joined.remove(at: index) } else { joined[index] = " " }
        return String(joined)
    }

    private static let digits: [Character: Int] = ["一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9]

    /// A Chinese numeral at the start of the line, up to 99 ("十二", "二十"), or 半 for ½, written in digits
    /// when a space or a unit follows it: "半 斤 豬肉" → "1/2 斤 豬肉", "一杯 醬油" → "1杯 醬油". Before
    /// anything else it is part of a name ("八角", "一小撮"). At the end of a line ("洋蔥 半顆") the unit
    /// may end the text: `unitMayEnd`.
    static func chineseNumeral(atStartOf text: String, unitMayEnd: Bool = false) -> String {
        let characters = Array(text)
        var value: String?
        var length = 0
        if characters.first == "半" {
            (value, length) = ("1/2", 1)
        } else {
            var total = 0, current = 0
            while length < min(characters.count, 3) {
                let character = characters[length]
                if let digit = digits[character] {
                    // "兩三片" is two or three: a range, not a number, left as written.
                    if current != 0 { return text }
                    current = digit
                } else if character == "十" {
                    total += max(current, 1) * 10
                    current = 0
                } else {
                    break
                }
                length += 1
            }
            total += current
            if length > 0, total > 0 { value = String(total) }
        }
        guard var value, length < characters.count else { return text }
        var rest = String(characters[length...])
        // "一个半番茄": one and a half, the half after the measure word.
        if value != "1/2", let (word, _) = MeasureUnit.spellingsWithoutSpaces.first(where: { rest.hasPrefix($0.0 + "半") }),
           (rest.count > word.count + 1 || unitMayEnd) {
            value += "½"
            rest = word + rest.dropFirst(word.count + 1)
        }
        // A line with digits of its own has its amount there: "三杯雞醬 2 大匙" is a name, then 2 大匙.
        if rest.contains(where: { $0.isASCII && $0.isNumber }) { return text }
        let unitFollows = MeasureUnit.spellingsWithoutSpaces.contains { rest.hasPrefix($0.0) && (rest.count > $0.0.count || unitMayEnd) }
        guard rest.first == " " || unitFollows else { return text }
        return value + rest
    }
}
