import Foundation
import HearthTestSupport
import Testing

/// Shops through the API (issue 70): the shops with their walking orders, the list at one shop, and the
/// shops an item is kept to.
extension APITests {
    @Test func theShopsAndTheListAtEachInItsOwnOrder() async throws {
        let host = try await HostServerTests.Hosted()
        defer { host.stop() }
        for arguments in [["shop", "add", "Corner shop", "--family", "The Riveras"], ["shop", "add", "Big shop", "--family", "The Riveras"],
                          ["shop", "order", "Corner shop", "Dairy & Eggs", "Bakery", "--family", "The Riveras"],
                          ["grocery", "edit", "Eggs (dozen)", "--only-at", "Big shop", "--as", "Sam"]] {
            let result = try await host.hearth(arguments)
            try #require(result.status == 0, "\(arguments): \(result.errors)")
        }
        let ana = Client(phone: host.phone(), token: try await Self.token(host, "Home Assistant", "--as", "Ana"))
        let shops = try #require(try Self.json(try ana.call("GET", "/shops"))["items"] as? [[String: Any]])
        #expect(shops.map { $0["name"] as? String } == ["Big shop", "Corner shop"])
        #expect(shops[1]["locations"] as? [String] == ["Dairy & Eggs", "Bakery", "Unknown location"])
        let corner = try #require(shops[1]["id"] as? String)

        let list = try Self.json(try ana.call("GET", "/shops/\(corner)/grocery-items"))
        #expect(list["shop"] as? String == "Corner shop")
        let names = { (key: String) in (list[key] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(names("items") == ["Greek yogurt", "Milk", "Sourdough loaf", "Birthday candles"], "its order, the checked Milk after what is to get")
        #expect(names("notHere") == ["Avocados", "Dish soap", "Eggs (dozen)", "Lemons", "Peanut butter", "Spaghetti", "Baby spinach", "Bananas"])
        let eggs = try #require((list["notHere"] as? [[String: Any]])?.first { $0["name"] as? String == "Eggs (dozen)" })
        #expect(eggs["onlyAt"] as? [String] == ["Big shop"])
        #expect((list["items"] as? [[String: Any]])?.allSatisfy { $0["onlyAt"] == nil } == true, "an item got anywhere carries no onlyAt")
        try Self.expectProblem(try ana.call("GET", "/shops/no-such-shop/grocery-items"), 404, saying: "no shop", field: "id")
    }
}
