import HearthDomain
import Testing

/// The merge rule without a store (docs/offline.md; `SentChangesTests` asserts it through the forms): what a
/// change made at a time does to an item whose fields were last changed at others.
@Suite struct MergeRuleTests {
    @Test func aChangeYieldsOnlyToALaterChangeOfAFieldItWrites() {
        let stamps: [MergeRule.Field: Int64] = [.place: 2_000, .availability: 500]
        #expect(MergeRule.verdict(.check, madeAt: 1_000, stamps: stamps) == .outdone(lastChange: 2_000))
        #expect(MergeRule.verdict(.check, madeAt: 2_000, stamps: stamps) == .applies, "made at the same moment, it arrived later")
        #expect(MergeRule.verdict(.unavailable, madeAt: 1_000, stamps: stamps) == .applies, "a later tick is no later mark")
        #expect(MergeRule.verdict(.available, madeAt: 400, stamps: stamps) == .outdone(lastChange: 500))
        #expect(MergeRule.verdict(.more, madeAt: 1, stamps: [.quantity: 9_000]) == .applies, "steps add up")
        #expect(MergeRule.verdict(.check, madeAt: 1, stamps: [:]) == .applies, "nothing recorded")
    }

    @Test func aRemovalYieldsToAnyLaterChangeAndAnAddToAPurchaseOrALaterQuantity() {
        #expect(MergeRule.verdict(.remove, madeAt: 1_000, stamps: [.quantity: 1_500, .place: 200]) == .outdone(lastChange: 1_500))
        #expect(MergeRule.verdict(.remove, madeAt: 3_000, stamps: [.quantity: 1_500, .place: 200]) == .applies)
        #expect(MergeRule.verdict(.add, madeAt: 1_000, itemOnList: false, stamps: [.place: 1_200]) == .outdone(lastChange: 1_200), "bought after it")
        #expect(MergeRule.verdict(.add, madeAt: 1_000, itemOnList: true, stamps: [.place: 1_200]) == .applies, "on the list: one item")
        #expect(MergeRule.verdict(.add, madeAt: 1_000, itemOnList: true, givesQuantity: true, stamps: [.quantity: 1_200]) == .outdone(lastChange: 1_200))
    }

    @Test func aRemovalBeatsWhatWasMadeBeforeIt() {
        #expect(MergeRule.removalBeats(.check, madeAt: 5_000, removedAt: 4_000), "a change to an item removed is refused")
        #expect(MergeRule.removalBeats(.add, madeAt: 3_000, removedAt: 4_000))
        #expect(!MergeRule.removalBeats(.add, madeAt: 5_000, removedAt: 4_000), "an add after it puts the item back")
    }
}
