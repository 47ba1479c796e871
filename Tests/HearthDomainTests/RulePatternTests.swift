import Foundation
import Testing
@testable import HearthDomain

/// The API's document describes what a client may send by the rules' own patterns (`NameRules.pattern`,
/// `GroceryQuantity.pattern`, issue 64): what a pattern matches, the rule takes. Matched here with
/// Foundation's regular expressions (ICU), which read these patterns as ECMA-262 and Python do.
@Suite struct RulePatternTests {
    /// Whether the pattern matches a text (compiled once: the name's test asks 130,000 times).
    static func matcher(_ pattern: String) throws -> (String) -> Bool {
        let expression = try NSRegularExpression(pattern: pattern)
        return { text in expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil }
    }

    /// Every character of the Basic Multilingual Plane as a name of its own, and beside a letter: the
    /// pattern matches exactly when the rules take it.
    @Test func theNamePatternIsTheNameRulesForEveryCharacter() throws {
        let matches = try Self.matcher(NameRules.pattern)
        var differing: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // the surrogates, which no text holds
            for name in [String(scalar), "a" + String(scalar) + "b"] {
                let taken = (try? NameRules.check(name, field: "item name").get()) != nil
                if matches(name) != taken { differing.append("U+\(String(value, radix: 16, uppercase: true)) in \(name.debugDescription)") }
            }
        }
        #expect(differing.isEmpty, "\(differing.count): \(differing.prefix(20))")
    }

    /// A count the pattern matches is one the rules take, from 1 to 99 and nothing else; an amount and
    /// unit it matches is taken too.
    @Test func theQuantityPatternMatchesOnlyWhatTheRulesTake() throws {
        let matches = try Self.matcher(GroceryQuantity.pattern)
        for count in -1...1000 {
            let taken = (try? GroceryQuantity.parse(String(count), field: "quantity").get()) != nil
            #expect(matches(String(count)) == taken, "\(count)")
        }
        let longest = String(repeating: "k", count: GroceryQuantity.maximumUnitLength)
        for text in ["500 g", " 2 packs ", "99999 " + longest, "1 e", "3 A"] {
            #expect(matches(text), "\(text)")
            #expect((try? GroceryQuantity.parse(text, field: "quantity").get()) != nil, "\(text)")
        }
        for text in ["0 g", "100000 g", "1 " + longest + "k", "lots", "1e3 g", "5 g1"] {
            #expect(!matches(text), "\(text)")
        }
    }
}
