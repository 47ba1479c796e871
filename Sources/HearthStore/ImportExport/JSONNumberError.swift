import Foundation

/// Where a file that is valid JSON holds a number a whole-number field cannot: Foundation's JSONDecoder
/// reports "2.5" or "1e30" for an `Int` as "not valid JSON", with no place, although the file parses.
enum JSONNumberError {
    /// The colour components of a location are the format's only fractional numbers.
    private static let fractionalKeys: Set<String> = ["red", "green", "blue", "opacity"]

    /// "groceryItems[2].quantity: expected a whole number, found 2.5" for the first such number (keys
    /// taken in sorted order), or nil when there is none or the data does not parse.
    static func describe(in data: Data) -> String? {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return nil }
        return firstFractional(root, path: "")
    }

    private static func firstFractional(_ value: Any, path: String) -> String? {
        switch value {
        case let object as [String: Any]:
            for key in object.keys.sorted() where !fractionalKeys.contains(key) {
                if let found = firstFractional(object[key]!, path: path.isEmpty ? key : "\(path).\(key)") { return found }
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                if let found = firstFractional(element, path: "\(path)[\(index)]") { return found }
            }
        case is Bool, is String:
            return nil
        case let number as NSNumber:
            let double = number.doubleValue
            guard double.rounded() != double || abs(double) >= 9.2e18 else { return nil }
            return "\(path.isEmpty ? "the document" : path): expected a whole number, found \(number)"
        default:
            return nil
        }
        return nil
    }
}
