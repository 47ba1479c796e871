// libFuzzer target: a ShoppingList16/17 archive is decoded or refused with a message, never a crash.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShoppingListArchive(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    if let archive = try? ShoppingListArchive.decode(data, source: "fuzz.json") {
        for location in archive.locations {
            for item in location.items { _ = item.dateLastPurchased.flatMap(ShoppingListArchive.day(of:)) }
        }
    }
    return 0
}
