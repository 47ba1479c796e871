import HearthDomain

/// An SVG bar chart of fatigue per member this week, drawn by Hearth: for each member a light bar for
/// what is planned and a dark one for what is done, each with its number written beside it (so neither
/// colour nor length is the only signal). Text from the store is escaped for XML.
enum FatigueChart {
    static func svg(_ loads: [MemberLoadModel], strings: ThemeStrings) -> String {
        let labelWidth = 120, barArea = 360, rowHeight = 44, top = 34
        let height = top + max(loads.count, 1) * rowHeight + 8
        let width = labelWidth + barArea + 60
        let largest = max(1, loads.map { max($0.planned, $0.done) }.max() ?? 1)
        func length(_ value: Int) -> Int { value == 0 ? 0 : max(2, value * barArea / largest) }

        var svg = #"<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(width) \#(height)" width="\#(width)" height="\#(height)" role="img" aria-labelledby="chart-title chart-desc">"#
        svg += "<title id=\"chart-title\">\(escape(strings.text("chart_title")))</title>"
        svg += "<desc id=\"chart-desc\">\(escape(strings.text("chart_desc")))</desc>"
        // The legend: a light square for planned, a dark one for done.
        svg += #"<rect class="chart__planned" x="\#(labelWidth)" y="8" width="14" height="14" rx="2"/>"#
        svg += #"<text class="chart__legend" x="\#(labelWidth + 20)" y="20">\#(escape(strings.text("chart_planned")))</text>"#
        svg += #"<rect class="chart__done" x="\#(labelWidth + 120)" y="8" width="14" height="14" rx="2"/>"#
        svg += #"<text class="chart__legend" x="\#(labelWidth + 140)" y="20">\#(escape(strings.text("chart_done")))</text>"#
        for (index, load) in loads.enumerated() {
            let y = top + index * rowHeight
            svg += #"<text class="chart__name" x="\#(labelWidth - 10)" y="\#(y + 24)" text-anchor="end">\#(escape(truncated(load.name)))</text>"#
            svg += #"<rect class="chart__planned" x="\#(labelWidth)" y="\#(y + 4)" width="\#(length(load.planned))" height="16" rx="3"/>"#
            svg += #"<text class="chart__value" x="\#(labelWidth + length(load.planned) + 6)" y="\#(y + 17)">\#(load.planned)</text>"#
            svg += #"<rect class="chart__done" x="\#(labelWidth)" y="\#(y + 22)" width="\#(length(load.done))" height="16" rx="3"/>"#
            svg += #"<text class="chart__value" x="\#(labelWidth + length(load.done) + 6)" y="\#(y + 35)">\#(load.done)</text>"#
        }
        return svg + "</svg>"
    }

    /// A long name keeps its chart readable: at most 14 characters, then an ellipsis.
    private static func truncated(_ name: String) -> String {
        name.count > 14 ? String(name.prefix(13)) + "…" : name
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
