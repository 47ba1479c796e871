import Testing

extension Tag {
    /// A test that times what a person would wait for (a notice within seconds, a printer given up on, a
    /// build killed part way, a task app's sync): `scripts/test` runs these alone, one at a time, after every
    /// other test, so the seconds they count are the program's, not a loaded machine's.
    @Tag public static var timed: Self
}
