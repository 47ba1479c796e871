/// The demo household (demo/household.json, `hearth init --demo`) as the tests name it: the one fixture
/// household every suite uses, by the IDs the demo gives its families and members.
public enum Demo {
    /// The Riveras, in English.
    public static let riveras = "UHRJRTN8ZW2A"
    /// 林家, in Traditional Chinese.
    public static let lins = "MRGDW3AN3QQ7"
    /// Ana, a manager of the Riveras.
    public static let ana = "SB2NHJCBUKK8"
    /// Sam, of the Riveras.
    public static let sam = "3299H3YZ7CE2"
    /// Leo, of the Riveras.
    public static let leo = "RU36KC88MWA4"
    /// 哥哥, of 林家.
    public static let brother = "4M9NV7QZVHGF"
    /// 阿嬤, of 林家.
    public static let grandma = "RKWG6BN3JNFX"
    /// The password the tests set for the members who sign in to `hearth host`.
    public static let password = "correct horse battery"
}
