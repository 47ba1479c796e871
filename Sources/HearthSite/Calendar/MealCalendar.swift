import HearthDomain

/// The meal plan as an iCalendar feed beside chores.ics (meals.ics): one all-day event a meal, named
/// "Dinner: Weeknight chili", its servings in the description. UIDs are the meals' own IDs, so a moved
/// meal moves in a subscribed calendar rather than appearing twice.
public enum MealCalendar: ShowsFamilyData {
    /// The feed's file in the family's folder.
    public static let fileName = "meals.ics"
    static let shows: Set<FamilyData> = [.meals, .recipes]

    public static func ics(for snapshot: FamilySnapshot, date: CalendarDay, strings: ThemeStrings) -> String {
        let family = snapshot.family
        let recipes = Dictionary(snapshot.recipes.map { ($0.id, $0) }) { first, _ in first }
        var lines: [String] = []
        let stamp = date.iso.replacingOccurrences(of: "-", with: "") + "T000000Z"
        for meal in snapshot.meals {
            guard let recipe = recipes[meal.recipeID] else { continue }
            lines += [
                "BEGIN:VEVENT",
                "UID:" + ChoreCalendar.escape("meal-\(meal.id)-\(family.id.text)@hearth"),
                "DTSTAMP:" + stamp,
                "DTSTART;VALUE=DATE:" + meal.day.iso.replacingOccurrences(of: "-", with: ""),
                "DTEND;VALUE=DATE:" + meal.day.adding(days: 1).iso.replacingOccurrences(of: "-", with: ""),
                "SUMMARY:" + ChoreCalendar.escape(strings.meal(meal.name) + ": " + recipe.name),
                "DESCRIPTION:" + ChoreCalendar.escape(strings.text("serves", ["count": String(meal.servings)])),
                "TRANSP:TRANSPARENT",
                "END:VEVENT",
            ]
        }
        return ChoreCalendar.feed(named: strings.text("menu_title") + " · " + family.name, events: lines)
    }
}
