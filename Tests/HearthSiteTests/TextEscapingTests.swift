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
        ("12) not a list", "12\\) not a list"),
        ("3.", "3\\."),
        // Digits and a point with no space after are no list marker: amounts stay as typed.
        ("0.21", "0.21"),
        ("1.5 cups", "1.5 cups"),
        ("2)x", "2)x"),
        ("2026-11-19", "2026-11-19"),
        ("a\nb", "a b"),
        ("`code` & _em_ | ~x~ !", "\\`code\\` \\& \\_em\\_ \\| \\~x\\~ \\!"),
        ("back\\slash", "back\\\\slash"),
        ("林家 👵", "林家 👵"),
        ("a\r\nb", "a b"),
        // A combining mark after "[" or "*" makes one Swift Character; CommonMark still sees "[" and "*".
        ("[\u{301}x](javascript:y) *\u{301}z*", "\\[\u{301}x\\](javascript:y) \\*\u{301}z\\*"),
        // Bare addresses, which GitHub-flavoured readers would make links of.
        ("see https://evil.example/login now", "see https\\://evil.example/login now"),
        ("ftp://x.example", "ftp\\://x.example"),
        ("www.evil.example", "www\\.evil.example"),
        ("(WWW.evil.example)", "(WWW\\.evil.example)"),
        ("Note: 2 cups, not 3", "Note: 2 cups, not 3"),
        // Left out, as in HTML: control characters and bidirectional controls.
        ("Eve\u{202E}x\u{1}y\u{7F}\u{2066}z\u{2069}", "Evexyz"),
        ("a\tb · c", "a\tb · c"),
    ])
    func textFromTheStoreNeverBecomesMarkup(text: String, escaped: String) {
        #expect(MarkdownText.escape(text) == escaped)
    }

    /// An escaped address reads back as typed, as text.
    @Test(arguments: ["see https://evil.example/login now", "www.evil.example", "ftp://x.example"])
    func anEscapedAddressReadsBackAsTyped(text: String) {
        let html = MarkdownRenderer.html("- " + MarkdownText.escape(text))
        #expect(html.contains("<li>\(text)</li>"), "\(html)")
    }

    /// Whatever follows an amount in a template, a reader of the Markdown sees the amount, never a list.
    @Test(arguments: ["0.21", "3.", "3)", "12.5", "1"])
    func anAmountAtTheStartOfALineStaysText(amount: String) {
        for line in ["\(MarkdownText.escape(amount)) tsp", "- \(MarkdownText.escape(amount)) tsp"] {
            let html = MarkdownRenderer.html(line)
            #expect(!html.contains("<ol"), "\(line) → \(html)")
            #expect(html.contains("\(amount) tsp"), "\(line) → \(html)")
        }
    }
}

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("Ana & Bo", "Ana &amp; Bo"),
        ("<b title='x'>\"</b>", "&lt;b title=&#39;x&#39;&gt;&quot;&lt;/b&gt;"),
        // A combining mark after a quote makes one Swift Character; a browser still sees the quote.
        ("x\"\u{301} onmouseover=y '\u{301} <\u{338}img &\u{301}", "x&quot;\u{301} onmouseover=y &#39;\u{301} &lt;\u{338}img &amp;\u{301}"),
        ("林家 👵 café · – →", "林家 👵 café · – →"),
        // What another program may write into a name: control characters, which make a page invalid
        // HTML, and bidirectional controls, which show "0 / 5" beside a name as "5 / 0". Left out.
        ("Eve\u{202E}x\u{1}y\u{7F}\u{85}\u{2066}z\u{2069}\u{0}", "Evexyz"),
        ("tab\tline\nform\u{C}return\r", "tab\tline\nform\u{C}return\r"),
    ])
    func textFromTheStoreNeverBecomesMarkup(text: String, escaped: String) {
        #expect(HTMLText.escape(text) == escaped)
    }
}

@Suite struct MarkdownRendererTests {
    /// The site loads nothing from another server: an image there would be fetched by every browser
    /// that opens the page (a tracking pixel in a car's description). It shows as its description.
    @Test func imagesFromAnotherServerBecomeTheirDescription() {
        let markdown = """
            Our car ![front view](https://evil.example/x.png) and ![side](//evil.example/y.png) \
            ![back](<  //evil.example/z.png>) ![HTTP](HTTP://EVIL.EXAMPLE/w.png) [the dealer](https://dealer.example/)

            ![inline](data:image/png;base64,iVBORw0KGgo=) ![here](photo.png)
            """
        let html = MarkdownRenderer.html(markdown)
        #expect(!html.contains("evil.example"), "\(html)")
        #expect(html.contains("Our car front view and side") && html.contains("back") && html.contains("HTTP"))
        #expect(html.contains("<a href=\"https://dealer.example/\">the dealer</a>"), "a link is only followed when clicked")
        #expect(html.contains("<img src=\"data:image/png;base64,iVBORw0KGgo=\"") && html.contains("<img src=\"photo.png\""))
        let twin = MarkdownRenderer.commonMark(markdown)
        #expect(!twin.contains("evil.example") && twin.contains("front view") && twin.contains("![here](photo.png)"), "\(twin)")
    }
}
