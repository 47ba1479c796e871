/// A price in a currency's minor units (cents), kept exact: never a floating-point number.
public struct Price: Encodable, Hashable, Comparable, Sendable {
    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    /// Reads what people type: "25999", "25,999.50", "25999.5", or with the family's decimal comma
    /// "25.999,50" and "25999,5". At most two decimals; not negative. A grouping mark must stand between
    /// groups of three digits: "1,5" in a family that writes decimal points is refused, never read as 15.
    public static func parse(_ input: String, decimalComma: Bool = false, field: String = "--price") -> Result<Price, InvalidValue> {
        let (decimalMark, groupingMark): (Character, Character) = decimalComma ? (",", ".") : (".", ",")
        let example = decimalComma ? "25999 or 25.999,50" : "25999 or 25,999.50"
        let failure = Result<Price, InvalidValue>.failure(InvalidValue(field: field, expected: "an amount such as \(example) (at most two decimals), not \"\(input)\""))
        let parts = input.trimmed.replacingOccurrences(of: "_", with: "").split(separator: decimalMark, omittingEmptySubsequences: false)
        let groups = parts[0].split(separator: groupingMark, omittingEmptySubsequences: false)
        guard groups.count == 1 || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 }) else { return failure }
        let wholeDigits = groups.joined()
        guard (1...2).contains(parts.count), !wholeDigits.isEmpty, wholeDigits.allSatisfy({ $0.isASCII && $0.isNumber }),
              parts.dropFirst().allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              wholeDigits.count <= 12, parts.count == 1 || (1...2).contains(parts[1].count) else {
            return failure
        }
        let whole = Int(wholeDigits)!
        let fraction = parts.count == 2 ? Int(parts[1].count == 1 ? parts[1] + "0" : String(parts[1]))! : 0
        return .success(Price(cents: whole * 100 + fraction))
    }

    /// The amount in a currency, with the family's decimal mark: "$25,999.00", "NT$25,999", or with a
    /// decimal comma "€25.999,00", as `parse` reads it back.
    public func formatted(in currency: Currency, decimalComma: Bool) -> String {
        let (decimalMark, groupingMark): (Character, Character) = decimalComma ? (",", ".") : (".", ",")
        let digits = currency.minorDigits
        let whole = cents / 100
        var grouped = ""
        for (index, character) in String(whole).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(groupingMark) }
            grouped.append(character)
        }
        var text = String(grouped.reversed())
        // A currency written without decimals still shows cents that are there.
        if digits == 2 || cents % 100 != 0 {
            let fraction = cents % 100
            text += String(decimalMark) + (fraction < 10 ? "0" : "") + String(fraction)
        }
        return currency.symbol.map { $0 + text } ?? "\(currency.code) \(text)"
    }

    public static func < (a: Price, b: Price) -> Bool { a.cents < b.cents }
}

/// An ISO 4217 currency code: the family's currency for car prices.
public struct Currency: Encodable, Hashable, Sendable {
    public let code: String

    public static let usd = Currency(checkedCode: "USD")

    public static func check(_ input: String, field: String = "--currency") -> Result<Currency, InvalidValue> {
        let code = input.trimmed.uppercased()
        guard code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return .failure(InvalidValue(field: field, expected: "a three-letter ISO 4217 code such as USD or TWD, not \"\(input)\""))
        }
        return .success(Currency(checkedCode: code))
    }

    private init(checkedCode: String) { code = checkedCode }

    /// The sign printed before the amount, for the currencies Hearth knows; others print their code.
    public var symbol: String? {
        ["USD": "$", "TWD": "NT$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "HKD": "HK$",
         "CAD": "CA$", "AUD": "A$", "NZD": "NZ$", "KRW": "₩", "SGD": "S$", "CHF": "CHF "][code]
    }

    /// Digits after the decimal mark as prices are usually written (New Taiwan dollars, yen and won: none).
    public var minorDigits: Int { ["TWD", "JPY", "KRW"].contains(code) ? 0 : 2 }
}
