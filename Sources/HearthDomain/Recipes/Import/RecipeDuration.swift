/// A time from another program's recipe, in whole minutes: ISO 8601 as schema.org writes it
/// ("PT1H30M", "P0DT1H"), Mealie's free text ("1 hour 15 minutes", "20 min"), or a number of minutes
/// (Tandoor's working_time, "15"). Seconds are rounded up to a minute.
public enum RecipeDuration {
    /// Nil when nothing in the value reads as a time.
    public static func minutes(_ value: JSONValue) -> Int? {
        switch value {
        case .number(let number): return wholeMinutes(seconds: number * 60)
        case .text(let text): return minutes(text)
        case .object: return value["maxValue"].flatMap(minutes)
        default: return nil
        }
    }

    public static func minutes(_ text: String) -> Int? {
        let trimmed = text.trimmed
        if let whole = Int(trimmed), whole >= 0 { return whole }
        let upper = trimmed.uppercased()
        if upper.hasPrefix("P") { return iso8601(upper) }
        return words(trimmed.lowercased())
    }

    /// "PT1H30M", "P1DT2H", "PT90M", "PT1H30M20S", "P0Y0M0DT0H15M0.000S".
    private static func iso8601(_ text: String) -> Int? {
        var seconds = 0.0, number = "", inTime = false, readAny = false
        for character in text.dropFirst() {
            if character == "T" { inTime = true; continue }
            if character.isNumber || character == "." || character == "," { number.append(character == "," ? "." : character); continue }
            guard let value = Double(number) else { return nil }
            number = ""
            switch (character, inTime) {
            // "P0Y0M0DT0H15M0.000S", as some sites write every field: a year and a month are no
            // recipe's time, but as nought they say nothing.
            case ("Y", false) where value == 0, ("M", false) where value == 0: break
            case ("D", false): seconds += value * 86_400
            case ("W", false): seconds += value * 604_800
            case ("H", true): seconds += value * 3_600
            case ("M", true): seconds += value * 60
            case ("S", true): seconds += value
            default: return nil
            }
            readAny = true
        }
        guard readAny, number.isEmpty else { return nil }
        return wholeMinutes(seconds: seconds)
    }

    /// Seconds as whole minutes, rounded up; a time beyond a million minutes (a file's "99999999999999999999")
    /// is kept at a million, which the recipe's rules then refuse by name (`Recipe.checkPrep`).
    private static func wholeMinutes(seconds: Double) -> Int? {
        guard !seconds.isNaN, seconds >= 0 else { return nil }
        return Int(min(seconds / 60, 1_000_000).rounded(.up))
    }

    private static let unitSeconds: [(String, Double)] = [
        ("day", 86_400), ("d", 86_400), ("hour", 3_600), ("hr", 3_600), ("h", 3_600),
        ("minute", 60), ("min", 60), ("m", 60), ("second", 1), ("sec", 1), ("s", 1),
        ("天", 86_400), ("小時", 3_600), ("小时", 3_600), ("分鐘", 60), ("分钟", 60), ("分", 60), ("秒", 1),
    ]

    /// "1 hour 15 minutes", "1½ hours", "20 min", "1h30": each number with the unit after it; a number
    /// last without a unit counts minutes.
    private static func words(_ text: String) -> Int? {
        var seconds = 0.0, readAny = false
        var rest = Substring(text.replacing("½", with: ".5"))
        while let start = rest.firstIndex(where: { $0.isASCII && $0.isNumber || $0 == "." }) {
            let numberEnd = rest[start...].firstIndex { !($0.isASCII && $0.isNumber || $0 == "." || $0 == ",") } ?? rest.endIndex
            guard let value = Double(String(rest[start..<numberEnd]).replacing(",", with: ".")) else { return nil }
            let after = rest[numberEnd...].drop { $0 == " " }
            let unit = after.prefix { $0.isLetter }
            if let (_, factor) = unitSeconds.first(where: { unit == $0.0 || ($0.0.count > 1 && unit.hasPrefix($0.0)) }) {
                seconds += value * factor
            } else if unit.isEmpty {
                seconds += value * 60
            } else {
                return nil
            }
            readAny = true
            rest = after.dropFirst(unit.count)
        }
        return readAny ? wholeMinutes(seconds: seconds) : nil
    }
}
