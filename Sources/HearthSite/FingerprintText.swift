import HearthDomain

// The text a build fingerprints to tell whether a page must be made again: every field, written out by
// hand (reflecting a value into text is slow) and framed by `Fingerprint.join`.

/// Fields joined so that two different lists of fields never give the same text: each is written after its
/// length in UTF-8 bytes and a colon ("3:Ana6:Rivera"). A separator character alone would not do, since
/// text from the store may hold it, and a recipe whose text moved from one field to the next would keep
/// its old page.
enum Fingerprint {
    static func join(_ fields: [String]) -> String {
        var text = ""
        text.reserveCapacity(fields.reduce(0) { $0 + $1.utf8.count + 4 })
        for field in fields {
            text += String(field.utf8.count)
            text += ":"
            text += field
        }
        return text
    }
}

extension Member {
    var fingerprintText: String {
        Fingerprint.join([id.text, displayName, familyID.text, originFamilyID.text, "\(isManager)", created])
    }
}

extension Recipe {
    var fingerprintText: String {
        var parts = [id, name, type.rawValue, String(servings), String(prepMinutes), method, addedBy?.text ?? "", created, imageID ?? "",
                     String(cookMinutes), String(waitMinutes), String(totalMinutes), source ?? "", cuisine, tags.joined(separator: "\n"), language]
        for fact in nutrition { parts += [fact.name, fact.value] }
        for ingredient in ingredients { parts += [ingredient.amountText, ingredient.unit, ingredient.name, ingredient.note, ingredient.section, String(ingredient.amountAfterName), ingredient.amountWritten] }
        return Fingerprint.join(parts)
    }
}

extension Car {
    var fingerprintText: String {
        Fingerprint.join([vin.text, name, model, colour, String(year), String(price.cents), imageID ?? "", description, addedBy?.text ?? ""])
    }
}

extension Chore {
    var fingerprintText: String {
        Fingerprint.join([id, title, weekday.rawValue, String(fatigue), assignee?.text ?? ""])
    }
}

extension ChoreRecord {
    var fingerprintText: String { Fingerprint.join([date.iso, choreID, doneBy?.text ?? ""]) }
}

extension Wish {
    var fingerprintText: String { Fingerprint.join([id, memberID.text, text, created]) }
}

extension Meal {
    var fingerprintText: String {
        Fingerprint.join([id, recipeID, day.iso, name, String(servings), addedBy?.text ?? ""])
    }
}
