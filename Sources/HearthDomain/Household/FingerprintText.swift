// The text a build fingerprints to tell whether a page must be made again: every field, joined by the
// unit separator, written out by hand (reflecting a value into text is slow).

private let separator = "\u{1F}"

extension Member {
    public var fingerprintText: String {
        [id.text, displayName, familyID.text, originFamilyID.text, "\(isManager)", created].joined(separator: separator)
    }
}

extension Recipe {
    public var fingerprintText: String {
        var parts = [id, name, type.rawValue, String(servings), String(prepMinutes), method, addedBy?.text ?? "", created]
        for ingredient in ingredients { parts += [ingredient.amountText, ingredient.unit, ingredient.name, ingredient.note] }
        return parts.joined(separator: separator)
    }
}

extension Car {
    public var fingerprintText: String {
        [vin.text, name, model, colour, String(year), String(price.cents), imageID ?? "", description, addedBy?.text ?? ""].joined(separator: separator)
    }
}

extension Chore {
    public var fingerprintText: String {
        [id, title, weekday.rawValue, String(fatigue), assignee?.text ?? ""].joined(separator: separator)
    }
}

extension ChoreRecord {
    public var fingerprintText: String { [date.iso, choreID, doneBy?.text ?? ""].joined(separator: separator) }
}

extension Wish {
    public var fingerprintText: String { [id, memberID.text, text, created].joined(separator: separator) }
}
