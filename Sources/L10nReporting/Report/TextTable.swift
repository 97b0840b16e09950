import L10nParsing

/// A plain-text table aligned by display width, so a column of Chinese text (two columns per
/// character) lines up in a terminal. Columns are separated by two spaces; trailing spaces
/// are trimmed.
package struct TextTable: Sendable {
    package struct Column: Sendable {
        var title: String
        var alignsRight = false
    }

    var columns: [Column]
    var rows: [[String]] = []

    init(_ columns: [Column]) { self.columns = columns }

    mutating func append(_ row: [String]) { rows.append(row) }

    /// The header line and one line per row, each prefixed with `indent`.
    func lines(indent: String = "") -> [String] {
        var widths = columns.map { DisplayWidth.of($0.title) }
        for row in rows {
            for (index, cell) in row.enumerated() where index < widths.count {
                widths[index] = max(widths[index], DisplayWidth.of(cell))
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { index, cell in
                DisplayWidth.pad(cell, to: widths[index], right: columns[index].alignsRight)
            }
            var text = indent + padded.joined(separator: "  ")
            while text.last == " " { text.removeLast() }
            return text
        }
        return [line(columns.map(\.title))] + rows.map(line)
    }
}
