extension GroceryQuantity {
    /// A task's title as a task app sends it, with no field of its own for the quantity: "Milk 2 l",
    /// "Flour 500 g", "Apples 6" or "Eggs ×12" (as `hearth grocery list` shows a count) is the item and the
    /// quantity at the end of the title, parsed as the add form's quantity field is (`parse`). A title
    /// whose end is no quantity ("7 Up", "Vitamin B12") is the item's name whole, with no quantity.
    public static func split(title: String) -> (name: String, quantity: GroceryQuantity?) {
        let text = title.trimmed
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        for taken in [2, 1] where words.count > taken {
            var tail = words.suffix(taken).joined(separator: " ")
            // "×12" or "x12": a count as the list shows it.
            if taken == 1, let first = tail.first, first == "×" || first == "x", tail.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), tail.count > 1 {
                tail.removeFirst()
            }
            // Two words only as a number and a unit ("2 l"): "Size 4" is not an amount of "Size".
            if taken == 2, value(of: String(words[words.count - 2])) == nil { continue }
            if case .success(let quantity) = parse(tail, field: "SUMMARY") {
                return (words.dropLast(taken).joined(separator: " "), quantity)
            }
        }
        return (text, nil)
    }
}
