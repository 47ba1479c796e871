import Testing
@testable import HearthDomain

/// "500 g", "2 packs", "1.5 kg", "½ dozen": what a family writes on a shopping list, kept as written
/// with the number and the unit apart; a bare number is the apps' count from 1 to 99.
@Suite struct GroceryQuantityTests {
    @Test(arguments: [
        ("3", nil, nil, 3), ("99", nil, nil, 99), ("500 g", "500", "g", 1), ("2 packs", "2", "packs", 1), ("1.5 kg", "1.5", "kg", 1),
        ("1,5 kg", "1,5", "kg", 1), ("½ dozen", "½", "dozen", 1), ("1½ l", "1½", "l", 1), ("1 1/2  cups", "1 1/2", "cups", 1),
        ("3/4 lb", "3/4", "lb", 1), ("  250 ml ", "250", "ml", 1), ("6 瓶", "6", "瓶", 1), ("1 ½ dozen", "1 ½", "dozen", 1),
        ("500g", "500", "g", 1), ("10 m²", "10", "m²", 1), ("2 A4", "2", "A4", 1), ("1 e3", "1", "e3", 1),
    ] as [(String, String?, String?, Int)])
    func amountsAndUnitsAreKeptApartAsWritten(text: String, amount: String?, unit: String?, count: Int) throws {
        let quantity = try GroceryQuantity.parse(text, field: "--quantity").get()
        #expect(quantity.amount == amount && quantity.unit == unit && quantity.count == count, "\(text)")
    }

    @Test(arguments: ["", "abc", "0", "100", "-1", "0 g", "1..5 kg", "1/0 cup", "g 500", "500 #g", "1 2 3 kg", "200000 g",
                      "5\r\u{5C1}\u{2C1}s", "1e3 g", "1 2 kg"])
    func whatIsNeitherACountNorAnAmountIsRefused(text: String) {
        #expect(throws: InvalidValue.self, "\(text)") { try GroceryQuantity.parse(text, field: "--quantity").get() }
    }

    @Test func anItemsMeasureIsItsCountOrItsAmount() {
        var item = GroceryItem(id: "1", name: "Flour", quantity: 2, locationID: "unknown", addedBy: nil, onList: true, completed: false,
                               available: true, lastPurchased: nil)
        #expect(item.measure == GroceryQuantity(count: 2) && item.measure.text == "2")
        item.measure = GroceryQuantity(amount: "1.5", unit: "kg")
        #expect(item.quantity == 1 && item.amount == "1.5" && item.unit == "kg" && item.measure.text == "1.5 kg")
    }
}
