/// A place in the store where items are found. Locations are visited in walking order (`position`,
/// smallest first); the Unknown Location always exists, always comes last and takes every item
/// that has no other place.
public struct StoreLocation: Encodable, Hashable, Sendable {
    /// The ID every family's Unknown Location has.
    public static let unknownID = "unknown"
    /// ShoppingList16/17's position of the Unknown Location (Int32.max).
    public static let unknownPosition = Int(Int32.max)

    public var id: String
    public var name: String
    public var position: Int
    public var colour: Colour

    public var isUnknown: Bool { id == Self.unknownID }

    public init(id: String, name: String, position: Int, colour: Colour) {
        self.id = id
        self.name = name
        self.position = position
        self.colour = colour
    }

    public static func unknown() -> StoreLocation {
        StoreLocation(id: unknownID, name: "Unknown Location", position: unknownPosition, colour: .neutral)
    }

    /// Walking order: by position, the Unknown Location last, then by name and ID so that two
    /// locations at the same position still have a fixed order.
    public static func walkingOrder(_ a: StoreLocation, _ b: StoreLocation) -> Bool {
        if a.isUnknown != b.isUnknown { return b.isUnknown }
        if a.position != b.position { return a.position < b.position }
        if a.name != b.name { return a.name < b.name }
        return a.id < b.id
    }
}

/// A colour as ShoppingList17 keeps it: red, green, blue and opacity, each 0...1.
public struct Colour: Encodable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.opacity = Self.clamp(opacity)
    }

    public static let neutral = Colour(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5)

    /// Reads "#RRGGBB" (opacity 1).
    public init?(hex: String) {
        var digits = Substring(hex.trimmed)
        if digits.first == "#" { digits = digits.dropFirst() }
        // Int(_:radix:) also reads a sign: "#-12345" was taken as a colour.
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        self.init(red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255,
                  blue: Double(value & 0xFF) / 255, opacity: 1)
    }

    /// The colour when each part is a number from 0 to 1, else the field (`red`, …) that is not and its
    /// value: both import formats refuse what the other would otherwise clamp.
    public static func check(red: Double, green: Double, blue: Double, opacity: Double) -> Result<Colour, InvalidValue> {
        for (field, value) in [("red", red), ("green", green), ("blue", blue), ("opacity", opacity)] where !(0...1).contains(value) {
            return .failure(InvalidValue(field: field, expected: "a number from 0 to 1, found \(value)"))
        }
        return .success(Colour(red: red, green: green, blue: blue, opacity: opacity))
    }

    /// "#RRGGBB", the colour over white at its opacity: what CSS and print show.
    public var hexOverWhite: String {
        func channel(_ value: Double) -> String {
            let blended = Int((value * opacity + (1 - opacity)) * 255 + 0.5)
            let text = String(blended, radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + channel(red) + channel(green) + channel(blue)
    }

    private static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
