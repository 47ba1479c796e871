import Testing
@testable import HearthDomain

@Suite struct NameRulesTests {
    @Test func namesAreTrimmed() throws {
        #expect(try NameRules.check("  林家 ", field: "family name").get() == "林家")
    }

    @Test func emptyLongAndControlNamesAreRefusedWithTheField() {
        let empty = NameRules.check("   ", field: "family name")
        #expect(throws: InvalidValue(field: "family name", expected: "a name that is not empty")) { try empty.get() }

        let long = NameRules.check(String(repeating: "a", count: 101), field: "member name")
        #expect(throws: InvalidValue(field: "member name", expected: "at most 100 characters, not 101")) { try long.get() }

        let control = NameRules.check("Ana\u{0}Bob", field: "member name")
        #expect(throws: InvalidValue(field: "member name", expected: "no control characters (found U+0)")) { try control.get() }
    }
}
