/// A price in a currency's minor units (cents), kept exact: never a floating-point number.
public struct Price: Hashable, Comparable, Sendable {
    public var cents: Int

    public init(cents: Int) { self.cents = cents }

    /// Reads what people type: "25999", "25,999.50", "25999.5". At most two decimals; not negative.
    public static func parse(_ input: String, field: String = "--price") -> Result<Price, InvalidValue> {
        let text = input.trimmed.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "_", with: "")
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), !parts[0].isEmpty, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[0].count <= 12, parts.count == 1 || (1...2).contains(parts[1].count) else {
            return .failure(InvalidValue(field: field, expected: "an amount such as 25999 or 25,999.50 (at most two decimals), not \"\(input)\""))
        }
        let whole = Int(parts[0])!
        let fraction = parts.count == 2 ? Int(parts[1].count == 1 ? parts[1] + "0" : String(parts[1]))! : 0
        return .success(Price(cents: whole * 100 + fraction))
    }

    /// The amount in a currency, written for a language: "$25,999.00", "NT$25,999".
    public func formatted(in currency: Currency) -> String {
        let digits = currency.minorDigits
        let whole = cents / 100
        var grouped = ""
        for (index, character) in String(whole).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        var text = String(grouped.reversed())
        // A currency written without decimals still shows cents that are there.
        if digits == 2 || cents % 100 != 0 {
            let fraction = cents % 100
            text += "." + (fraction < 10 ? "0" : "") + String(fraction)
        }
        return currency.symbol.map { $0 + text } ?? "\(currency.code) \(text)"
    }

    public static func < (a: Price, b: Price) -> Bool { a.cents < b.cents }
}

/// An ISO 4217 currency code: the family's currency for car prices.
public struct Currency: Hashable, Sendable {
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
