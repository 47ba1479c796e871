extension QRCode {
    /// The code drawn with Unicode half blocks, two rows of modules per line of text, with the quiet
    /// zone. Light modules are drawn as blocks (a terminal's light text on its dark background), as
    /// `qrencode -t UTF8` does; `lightBackground` draws dark modules as blocks instead.
    public func terminalText(lightBackground: Bool = false) -> String {
        let zone = Self.quietZone
        let range = -zone..<(size + zone)
        func inked(_ row: Int, _ column: Int) -> Bool {
            isDark(row: row, column: column) == lightBackground
        }
        var lines: [String] = []
        for top in stride(from: range.lowerBound, to: range.upperBound, by: 2) {
            var line = ""
            for column in range {
                switch (inked(top, column), top + 1 < range.upperBound && inked(top + 1, column)) {
                case (true, true): line += "█"
                case (true, false): line += "▀"
                case (false, true): line += "▄"
                case (false, false): line += " "
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
