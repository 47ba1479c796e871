/// What a chore is called: one of the eight labels of seed app 001 (with an icon each), or a family's
/// own label (1 to 8 characters, no duplicates).
public struct ChoreLabel: Hashable, Sendable {
    /// How a chore refers to its label in the store: a default label's key, or a custom label's text.
    public let title: String
    public let isDefault: Bool
    let englishName: String
    let chineseName: String

    /// The icon file under the theme's assets/icons/chores/.
    public var icon: String { isDefault ? "chores/\(title).svg" : "chores/custom.svg" }

    public func name(in language: Language) -> String {
        guard isDefault else { return title }
        return language == .traditionalChinese ? chineseName : englishName
    }

    public static let defaults: [ChoreLabel] = [
        ("sweep", "Sweep", "掃地"), ("mop", "Mop", "拖地"), ("vacuum", "Vacuum", "吸塵"), ("garbage", "Take out garbage", "倒垃圾"),
        ("laundry", "Laundry", "洗衣服"), ("cook", "Cook", "煮飯"), ("groceries", "Grocery shopping", "買菜"), ("toilet", "Clean toilet", "掃廁所"),
    ].map { ChoreLabel(title: $0.0, isDefault: true, englishName: $0.1, chineseName: $0.2) }

    public static func custom(_ text: String) -> ChoreLabel {
        ChoreLabel(title: text, isDefault: false, englishName: text, chineseName: text)
    }

    /// A default label named by its key or its name in either language, in any letter case.
    public static func defaultLabel(named text: String) -> ChoreLabel? {
        let wanted = text.trimmed.lowercased()
        return defaults.first { [$0.title, $0.englishName.lowercased(), $0.chineseName].contains(wanted) }
    }

    public static let maximumLength = 8

    /// A custom label's text, or why it cannot be one.
    public static func checkCustom(_ text: String, existing: [String]) -> Result<String, InvalidValue> {
        let field = "label"
        let trimmed: String
        switch NameRules.check(text, field: field, maximumLength: maximumLength, noun: "label") {
        case .success(let checked): trimmed = checked
        case .failure(let error): return .failure(error)
        }
        if let clash = defaultLabel(named: trimmed) {
            return .failure(InvalidValue(field: field, expected: "a new label: \"\(trimmed)\" is the default label \(clash.englishName) (\(clash.chineseName))"))
        }
        if existing.contains(where: { $0.lowercased() == trimmed.lowercased() }) {
            return .failure(InvalidValue(field: field, expected: "a new label: the family already has \"\(trimmed)\""))
        }
        return .success(trimmed)
    }
}
