/// A unit a recipe measures in, with the words it is written with and how amounts in it are written.
public struct MeasureUnit: Hashable, Sendable {
    /// How amounts in a unit read best.
    public enum System: Sendable {
        /// US and imperial (cup, tbsp, oz...): fractions with small denominators, "1½ cups".
        case customary
        /// Metric (g, ml...): decimals with about 3 significant digits, "12.5 g".
        case metric
        /// Counted things ("3 eggs", the app's "1x"): whole numbers, or halves.
        case count
    }

    public let key: String
    public let singular: String
    public let plural: String
    public let system: System
    /// Every spelling that means this unit, lower-cased: its English and Chinese words, then each
    /// kitchen's (`KitchenWords`).
    let spellings: [String]

    init(key: String, singular: String, plural: String, system: System, spellings: [String]) {
        self.key = key
        self.singular = singular
        self.plural = plural
        self.system = system
        let kitchens = KitchenWords.spellings(of: key).filter { !spellings.contains($0) }
        var seen = Set<String>()
        self.spellings = (spellings + kitchens).filter { seen.insert($0).inserted }
    }

    public static let all: [MeasureUnit] = [
        MeasureUnit(key: "cup", singular: "cup", plural: "cups", system: .customary, spellings: ["cup", "cups", "c", "杯"]),
        MeasureUnit(key: "tbsp", singular: "tbsp", plural: "tbsp", system: .customary,
                    spellings: ["tbsp", "tbsp.", "tbs", "tablespoon", "tablespoons", "大匙", "湯匙"]),
        MeasureUnit(key: "tsp", singular: "tsp", plural: "tsp", system: .customary, spellings: ["tsp", "tsp.", "teaspoon", "teaspoons", "小匙", "茶匙"]),
        MeasureUnit(key: "fl oz", singular: "fl oz", plural: "fl oz", system: .customary, spellings: ["fl oz", "fl. oz.", "fluid ounce", "fluid ounces"]),
        MeasureUnit(key: "oz", singular: "oz", plural: "oz", system: .customary, spellings: ["oz", "oz.", "ounce", "ounces"]),
        MeasureUnit(key: "lb", singular: "lb", plural: "lb", system: .customary, spellings: ["lb", "lbs", "lb.", "pound", "pounds"]),
        MeasureUnit(key: "pint", singular: "pint", plural: "pints", system: .customary, spellings: ["pint", "pints", "pt"]),
        MeasureUnit(key: "quart", singular: "quart", plural: "quarts", system: .customary, spellings: ["quart", "quarts", "qt"]),
        MeasureUnit(key: "g", singular: "g", plural: "g", system: .metric, spellings: ["g", "gram", "grams", "gr", "克", "公克", "gramm", "gramos", "gramas", "gramme", "grammes", "grammi", "grammo", "グラム"]),
        MeasureUnit(key: "kg", singular: "kg", plural: "kg", system: .metric, spellings: ["kg", "kilogram", "kilograms", "公斤", "kilo", "kilos"]),
        MeasureUnit(key: "mg", singular: "mg", plural: "mg", system: .metric, spellings: ["mg", "milligram", "milligrams"]),
        MeasureUnit(key: "ml", singular: "ml", plural: "ml", system: .metric, spellings: ["ml", "milliliter", "milliliters", "millilitre", "millilitres", "毫升", "c.c.", "c.c", "cc", "mililitros", "mililitro", "millilitri"]),
        MeasureUnit(key: "l", singular: "l", plural: "l", system: .metric, spellings: ["l", "liter", "liters", "litre", "litres", "公升", "litro", "litros", "litri"]),
        MeasureUnit(key: "dl", singular: "dl", plural: "dl", system: .metric, spellings: ["dl"]),
        MeasureUnit(key: "cl", singular: "cl", plural: "cl", system: .metric, spellings: ["cl"]),
        // The Taiwanese catty (600 g), as markets sell meat and vegetables: "半 斤 豬肉".
        MeasureUnit(key: "斤", singular: "斤", plural: "斤", system: .metric, spellings: ["斤", "台斤"]),
        // The Taiwanese tael (37.5 g), a sixteenth of a catty: "2兩 牛肉".
        MeasureUnit(key: "兩", singular: "兩", plural: "兩", system: .metric, spellings: ["兩"]),
        // The Japanese cup (200 ml, not the American 240): measured in its own fractions, never converted.
        MeasureUnit(key: "カップ", singular: "カップ", plural: "カップ", system: .customary, spellings: ["カップ"]),
        // The Polish and Russian glass (szklanka, стакан: 250 ml), in its own fractions as the Japanese cup.
        MeasureUnit(key: "glass", singular: "glass", plural: "glasses", system: .customary, spellings: []),
        MeasureUnit(key: "x", singular: "x", plural: "x", system: .count, spellings: ["x", "×"]),
        MeasureUnit(key: "clove", singular: "clove", plural: "cloves", system: .count, spellings: ["clove", "cloves", "瓣"]),
        MeasureUnit(key: "slice", singular: "slice", plural: "slices", system: .count, spellings: ["slice", "slices", "片"]),
        MeasureUnit(key: "can", singular: "can", plural: "cans", system: .count, spellings: ["can", "cans", "罐"]),
        MeasureUnit(key: "piece", singular: "piece", plural: "pieces", system: .count,
                    spellings: ["piece", "pieces", "pc", "pcs", "個", "顆", "塊", "根", "條", "把", "隻", "粒", "个", "枚", "本", "st", "st.", "stk", "stk."]),
        MeasureUnit(key: "pinch", singular: "pinch", plural: "pinches", system: .count, spellings: ["pinch", "pinches"]),
    ]

    /// Every spelling, lower-cased, to its unit: looked up for every ingredient of every page rendered.
    private static let bySpelling: [String: MeasureUnit] = {
        var index: [String: MeasureUnit] = [:]
        for unit in all { for spelling in unit.spellings where index[spelling] == nil { index[spelling] = unit } }
        return index
    }()

    /// The unit a word means, ignoring letter case; nil when it is no unit Hearth knows.
    public static func named(_ word: String) -> MeasureUnit? {
        bySpelling[word.lowercased()]
    }

    /// Chinese and Japanese counting words read after their number without a space ("2顆"); they keep
    /// their own spelling. The longest first, so that 大さじ is not read as 大.
    public static let spellingsWithoutSpaces: [(String, MeasureUnit)] =
        all.flatMap { unit in unit.spellings.filter(isChinese).map { ($0, unit) } }.sorted { $0.0.count > $1.0.count }

    /// Spellings of more than one word ("fl oz", "c. à soupe", "colheres de sopa"), the longest first:
    /// read before a one-word unit, so that "c." is not taken for a cup.
    static let spellingsWithSpaces: [(String, MeasureUnit)] =
        all.flatMap { unit in unit.spellings.filter { $0.contains(" ") }.map { ($0, unit) } }.sorted { $0.0.count > $1.0.count }

    /// Whether a spelling is written in Chinese (CJK) characters only: 大匙, 杯.
    static func isChinese(_ spelling: String) -> Bool {
        spelling.unicodeScalars.allSatisfy { $0.value > 0x2E7F }
    }
}
