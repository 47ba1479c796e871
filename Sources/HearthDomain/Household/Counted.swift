/// A number with its noun, for the messages the commands print: "1 family", "3 families", "0 items".
public enum Counted {
    public static func text(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }
}
