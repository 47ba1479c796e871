import Testing
@testable import HearthDomain
@testable import HearthSite

/// A build renders a page again when its fingerprint text changes, so different data must never give
/// the same text.
@Suite struct FingerprintTests {
    @Test func textMovedFromOneFieldToTheNextChangesTheFingerprint() {
        #expect(Fingerprint.join(["cup\u{1F}x", "y"]) != Fingerprint.join(["cup", "x\u{1F}y"]))
        #expect(Fingerprint.join(["a", ""]) != Fingerprint.join(["", "a"]))
        #expect(Fingerprint.join(["1:a"]) != Fingerprint.join(["1", "a"]), "a field that looks like a length")
        #expect(Fingerprint.join(["林", "家"]) == "3:林3:家", "lengths in UTF-8 bytes")

        func recipe(_ unit: String, _ name: String) -> Recipe {
            Recipe(id: "r", name: "Soup", type: .dinner, servings: 4, prepMinutes: 10,
                   ingredients: [Ingredient(amountText: "1", unit: unit, name: name, note: "")],
                   method: "", addedBy: nil, created: "2026-11-19T10:00:00Z")
        }
        #expect(recipe("cup\u{1F}x", "y").fingerprintText != recipe("cup", "x\u{1F}y").fingerprintText,
                "the recipe's pages are made again")
    }
}
