import Testing
@testable import HearthDomain

/// A to-do made in a task app has a title and nothing else: a quantity at its end ("Milk 2 l", "Eggs ×12")
/// is the item's, parsed as the add form's quantity field is; a title whose end is no quantity is the name whole.
@Suite struct GroceryQuantityTitleTests {
    @Test(arguments: [
        ("Oat milk 2 l", "Oat milk", "2 l"), ("Apples 6", "Apples", "6"), ("Eggs ×12", "Eggs", "12"), ("Eggs x12", "Eggs", "12"),
        ("Flour 1.5 kg", "Flour", "1.5 kg"), ("Rice 500g", "Rice", "500 g"), ("  Coffee  ", "Coffee", nil), ("7 Up", "7 Up", nil),
        ("Vitamin B12", "Vitamin B12", nil), ("Size 4", "Size", "4"), ("Tomatoes 100", "Tomatoes 100", nil), ("醬油 2 瓶", "醬油", "2 瓶"),
        ("2", "2", nil),
    ] as [(String, String, String?)])
    func aQuantityAtTheEndOfATitleIsTheItems(title: String, name: String, quantity: String?) {
        let split = GroceryQuantity.split(title: title)
        #expect(split.name == name && split.quantity?.text == quantity, "\(title): \(split)")
    }
}
