import HearthDomain

/// An SVG bar chart of fatigue per member this week, drawn by Hearth: for each member their name, then a
/// light bar for what is planned and a dark one for what is done, each with its number written beside it
/// (so neither colour nor length is the only signal). The name stands above its bars rather than beside
/// them, so the chart is narrow enough (344 wide) to be drawn at its own size on a phone: beside them, it
/// was 540 wide and a phone shrank its text to 9 px. Text from the store is escaped for XML.
enum FatigueChart {
    static func svg(_ loads: [MemberLoadModel], strings: ThemeStrings) -> String {
        let barArea = 300, rowHeight = 62, top = 30
        let width = barArea + 44
        let height = top + max(loads.count, 1) * rowHeight
        let largest = max(1, loads.map { max($0.planned, $0.done) }.max() ?? 1)
        func length(_ value: Int) -> Int { value == 0 ? 0 : max(2, value * barArea / largest) }

        var svg = #"<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(width) \#(height)" width="\#(width)" height="\#(height)" role="img" aria-labelledby="chart-title chart-desc">"#
        svg += "<title id=\"chart-title\">\(escape(strings.text("chart_title")))</title>"
        svg += "<desc id=\"chart-desc\">\(escape(strings.text("chart_desc")))</desc>"
        // The legend: a light square for planned, a dark one for done.
        svg += #"<rect class="chart__planned" x="1" y="4" width="14" height="14" rx="2"/>"#
        svg += #"<text class="chart__legend" x="21" y="16">\#(escape(strings.text("chart_planned")))</text>"#
        svg += #"<rect class="chart__done" x="121" y="4" width="14" height="14" rx="2"/>"#
        svg += #"<text class="chart__legend" x="141" y="16">\#(escape(strings.text("chart_done")))</text>"#
        for (index, load) in loads.enumerated() {
            let y = top + index * rowHeight
            svg += #"<text class="chart__name" x="1" y="\#(y + 14)">\#(escape(truncated(load.name)))</text>"#
            svg += #"<rect class="chart__planned" x="1" y="\#(y + 21)" width="\#(length(load.planned))" height="14" rx="3"/>"#
            svg += #"<text class="chart__value" x="\#(length(load.planned) + 7)" y="\#(y + 33)">\#(load.planned)</text>"#
            svg += #"<rect class="chart__done" x="1" y="\#(y + 39)" width="\#(length(load.done))" height="14" rx="3"/>"#
            svg += #"<text class="chart__value" x="\#(length(load.done) + 7)" y="\#(y + 51)">\#(load.done)</text>"#
        }
        return svg + "</svg>"
    }

    /// A long name keeps within the chart's width: about 38 Latin letters, or 19 Chinese characters (which
    /// are twice as wide), then an ellipsis.
    private static func truncated(_ name: String) -> String {
        var kept = "", width = 0
        for character in name {
            let wide = character.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false
            width += wide ? 2 : 1
            if width > 38 { return kept + "…" }
            kept.append(character)
        }
        return name
    }

    /// Escapes text for XML content and attributes: the characters XML 1.0 does not allow are left
    /// out, then the rest is escaped as for HTML (the same five entities).
    static func escape(_ text: String) -> String {
        var allowed = String.UnicodeScalarView()
        allowed.append(contentsOf: text.unicodeScalars.filter { scalar in
            let value = scalar.value
            return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value) || value >= 0x10000
        })
        return HTMLText.escape(String(allowed))
    }
}
