import Testing
@testable import HearthSite

@Suite struct MarkdownTextTests {
    @Test(arguments: [
        ("Ana", "Ana"),
        ("*Ana* [x](y)", "\\*Ana\\* \\[x\\](y)"),
        ("<script>alert(1)</script>", "\\<script\\>alert(1)\\</script\\>"),
        ("# not a heading", "\\# not a heading"),
        ("- not a list", "\\- not a list"),
        ("1. not a list", "1\\. not a list"),
        ("2026-11-19", "2026-11-19"),
        ("a\nb", "a b"),
        ("`code` & _em_ | ~x~ !", "\\`code\\` \\& \\_em\\_ \\| \\~x\\~ \\!"),
        ("back\\slash", "back\\\\slash"),
        ("林家 👵", "林家 👵"),
    ])
    func textFromTheStoreNeverBecomesMarkup(text: String, escaped: String) {
        #expect(MarkdownText.escape(text) == escaped)
    }
}
