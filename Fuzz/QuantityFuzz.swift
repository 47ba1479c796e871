// libFuzzer target: the ingredient and amount parsers never crash, and what they read formats back; a
// grocery quantity ("500 g") that parses reads back the same from its own text.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzQuantity(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    for comma in [false, true] {
        if case .success(let ingredient) = Ingredient.parse(text, decimalComma: comma) {
            for factor in [Rational(1), Rational(3, 2), Rational(1, 7), Rational(100)] {
                _ = ingredient.line(scaledBy: factor, decimalComma: comma)
            }
        }
        _ = Amount.parse(prefixOf: text, decimalComma: comma)
    }
    if case .success(let quantity) = GroceryQuantity.parse(text, field: "--quantity") {
        guard case .success(let again) = GroceryQuantity.parse(quantity.text, field: "--quantity"), again == quantity else {
            fatalError("\(quantity.text) does not read back as itself")
        }
    }
    return 0
}
