import Foundation
import HearthDemo
import HearthDomain

/// The demo household that ships inside the program (demo/household.json, in the export format).
public enum DemoHousehold {
    /// The demo's own "today": `hearth build --demo` without --date renders this day, so the
    /// committed site/ never depends on the clock.
    public static let date = CalendarDay(year: 2026, month: 11, day: 19)!

    /// The demo household as an export document.
    public static var document: Data {
        guard let data = DemoFiles.file("household.json") else {
            fatalError("demo/household.json was not embedded into the program")
        }
        return data
    }

    /// A store in memory holding the demo household.
    public static func store() throws -> HouseholdStore {
        let store = try HouseholdStore.inMemory()
        try store.addDemoHousehold()
        return store
    }
}

extension HouseholdStore {
    /// Adds the demo household to this store (`hearth init --demo`).
    public func addDemoHousehold() throws {
        try importJSON(DemoHousehold.document, source: "demo/household.json")
    }
}
