import Foundation
import HearthTestSupport
import Testing

/// Several shops, each in its own walking order, as a family sets them up and shops: `hearth shop`,
/// `grocery add|edit --only-at`, `grocery list --shop`, and the order learned from trips.
@Suite struct ShopCommandTests {
    /// The Lees: locations Produce, Dairy, Bakery, Frozen (in that order), the Corner shop (Dairy, then
    /// Bakery; no produce, no freezer) and the Big shop (Frozen, Produce, Bakery, Dairy); on the list Milk,
    /// Bread, Apples, Peas, Salt (no location) and Cheese, which only the Big shop has.
    static func theLees() async throws -> (TemporaryFolder, ([String]) async throws -> CommandLineTests.Run) {
        let folder = try TemporaryFolder()
        let run = { (arguments: [String]) async throws in try await CommandLineTests.hearth(arguments, in: folder.url, environment: ["HEARTH_FAMILY": "The Lees"]) }
        var setUp = [["init"], ["family", "create", "The Lees"], ["member", "add", "Ana", "--family", "The Lees", "--manager"]]
        setUp += ["Produce", "Dairy", "Bakery", "Frozen"].map { ["location", "add", $0] }
        setUp += [["shop", "add", "Corner shop"], ["shop", "add", "Big shop"],
                  ["shop", "order", "corner shop", "Dairy", "Bakery"], ["shop", "order", "Big shop", "Frozen", "Produce", "Bakery", "Dairy"]]
        setUp += [("Milk", "Dairy"), ("Bread", "Bakery"), ("Apples", "Produce"), ("Peas", "Frozen")].map {
            ["grocery", "add", $0.0, "--location", $0.1, "--as", "Ana"]
        }
        setUp += [["grocery", "add", "Salt", "--as", "Ana"], ["grocery", "add", "Cheese", "--location", "Dairy", "--only-at", "Big shop", "--as", "Ana"]]
        for arguments in setUp {
            let result = try await run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.errors)")
        }
        return (folder, run)
    }

    @Test func eachShopListsInItsOwnOrderWithWhatItHasNotLast() async throws {
        let (_, hearth) = try await Self.theLees()
        let corner = try await hearth(["grocery", "list", "--shop", "Corner shop"])
        #expect(corner.status == 0, "\(corner.errors)")
        #expect(corner.output == """
            Dairy
              [ ] Milk ×1 · Ana
            Bakery
              [ ] Bread ×1 · Ana
            Unknown Location
              [ ] Salt ×1 · Ana
            Not at Corner shop
              [ ] Apples ×1 · Ana
              [ ] Cheese ×1 · Ana
              [ ] Peas ×1 · Ana

            """)
        let big = try await hearth(["grocery", "list", "--shop", "big SHOP"])
        #expect(big.output == """
            Frozen
              [ ] Peas ×1 · Ana
            Produce
              [ ] Apples ×1 · Ana
            Bakery
              [ ] Bread ×1 · Ana
            Dairy
              [ ] Cheese ×1 · Ana
              [ ] Milk ×1 · Ana
            Unknown Location
              [ ] Salt ×1 · Ana

            """)
        // Without --shop, the locations' own order, as before shops.
        #expect(try await hearth(["grocery", "list"]).output.split(separator: "\n").filter { !$0.hasPrefix(" ") }
                == ["Produce", "Dairy", "Bakery", "Frozen", "Unknown Location"])
        #expect(try await hearth(["shop", "list"]).output.split(separator: "\n").map { $0.split(separator: " · ")[0] } == [
            "Big shop: Frozen → Produce → Bakery → Dairy → Unknown Location", "Corner shop: Dairy → Bakery → Unknown Location",
        ])
    }

    @Test func anItemKeptToAShopIsFreedByAnyShopOrTheShopsRemoval() async throws {
        let (_, hearth) = try await Self.theLees()
        #expect(try await hearth(["grocery", "edit", "Cheese", "--any-shop", "--as", "Ana"]).status == 0)
        #expect(try await hearth(["grocery", "list", "--shop", "Corner shop"]).output.contains("Dairy\n  [ ] Cheese ×1 · Ana\n  [ ] Milk ×1 · Ana\n"))
        #expect(try await hearth(["grocery", "edit", "Milk", "--only-at", "Big shop", "--as", "Ana"]).status == 0)
        #expect(try await hearth(["grocery", "list", "--shop", "Corner shop"]).output.hasSuffix("Not at Corner shop\n  [ ] Apples ×1 · Ana\n  [ ] Milk ×1 · Ana\n  [ ] Peas ×1 · Ana\n"))
        let removed = try await hearth(["shop", "remove", "Big shop"])
        #expect(removed.status == 0 && removed.errors.contains("Removed the shop Big shop; 1 item no longer kept to it."), "\(removed.errors)")
        #expect(try await hearth(["grocery", "list", "--shop", "Corner shop"]).output.contains("Dairy\n  [ ] Cheese ×1 · Ana\n  [ ] Milk ×1 · Ana\n"))
        // A removed shop shows nowhere.
        #expect(!(try await hearth(["shop", "list"]).output.contains("Big shop")))
        #expect(try await hearth(["grocery", "list", "--shop", "Big shop"]).status == 65)
    }

    @Test func anUnknownShopOrLocationIsRefusedAndChangesNothing() async throws {
        let (_, hearth) = try await Self.theLees()
        let noShop = try await hearth(["grocery", "list", "--shop", "Market"])
        #expect(noShop.status == 65)
        #expect(noShop.errors.contains("The Lees has no shop \"Market\" (its shops: \"Big shop\", \"Corner shop\")"), "\(noShop.errors)")
        #expect(noShop.output.isEmpty)
        let noLocation = try await hearth(["shop", "order", "Corner shop", "Dairy", "Deli"])
        #expect(noLocation.status == 65)
        #expect(noLocation.errors.contains("The Lees has no location \"Deli\""), "\(noLocation.errors)")
        let twice = try await hearth(["shop", "order", "Corner shop", "Dairy", "dairy"])
        #expect(twice.status == 65 && twice.errors.contains("\"Dairy\" is named twice"), "\(twice.errors)")
        #expect(try await hearth(["shop", "list"]).output.contains("Corner shop: Dairy → Bakery → Unknown Location"), "the order stays as it was")
        #expect(try await hearth(["grocery", "add", "Tea", "--only-at", "Market", "--as", "Ana"]).status == 65)
        #expect(!(try await hearth(["grocery", "list"]).output.contains("Tea")), "nothing added")
        #expect(try await hearth(["shop", "add", "corner SHOP"]).status == 65, "a second shop of one name")
    }

    /// Ana walks the Big shop freezers first, then produce, bakery, dairy, on three trips; the Big shop's
    /// order was set the other way round. What the trips learn is the order she walked.
    @Test func theOrderLearnedFromTripsIsTheOrderWalked() async throws {
        let (_, hearth) = try await Self.theLees()
        #expect(try await hearth(["shop", "order", "Big shop", "Dairy", "Bakery", "Produce", "Frozen"]).status == 0)
        let nothingYet = try await hearth(["shop", "learn", "Big shop", "--apply"])
        #expect(nothingYet.status == 65 && nothingYet.errors.contains("nothing to learn from"), "\(nothingYet.errors)")
        for walk in [["Peas", "Apples", "Bread", "Cheese", "Milk"], ["Apples", "Milk"], ["Peas", "Bread", "Milk"]] {
            let start = try await hearth(["trip", "start", "--shop", "Big shop", "--as", "Ana"])
            #expect(start.status == 0 && start.errors.contains("Ana's trip to Big shop started"), "\(start.errors)")
            for item in walk { #expect(try await hearth(["grocery", "check", item, "--as", "Ana"]).status == 0) }
            #expect(try await hearth(["grocery", "purchase", "--checked", "--as", "Ana"]).status == 0)
            for item in walk { #expect(try await hearth(["grocery", "add", item, "--as", "Ana"]).status == 0, "back on the list for the next trip") }
        }
        // A trip to the Corner shop, walked otherwise, says nothing of the Big shop.
        #expect(try await hearth(["trip", "start", "--shop", "Corner shop", "--as", "Ana"]).status == 0)
        for item in ["Milk", "Bread"] { #expect(try await hearth(["grocery", "check", item, "--as", "Ana"]).status == 0) }
        #expect(try await hearth(["grocery", "purchase", "--checked", "--as", "Ana"]).status == 0)

        let learned = try await hearth(["shop", "learn", "Big shop"])
        #expect(learned.status == 0, "\(learned.errors)")
        #expect(learned.output == "1. Frozen\n2. Produce\n3. Bakery\n4. Dairy\n")
        #expect(learned.errors.contains("Learned from 3 trips to Big shop: 100 % of 10 votes agree."), "\(learned.errors)")
        #expect(try await hearth(["shop", "list"]).output.contains("Big shop: Dairy → Bakery → Produce → Frozen"), "only a suggestion without --apply")
        #expect(try await hearth(["shop", "learn", "Big shop", "--apply"]).status == 0)
        #expect(try await hearth(["shop", "list"]).output.contains("Big shop: Frozen → Produce → Bakery → Dairy → Unknown Location"))
        #expect(try await hearth(["trip", "list"]).output.split(separator: "\n").filter { $0.hasSuffix("at Big shop") }.count == 3)
    }
}
