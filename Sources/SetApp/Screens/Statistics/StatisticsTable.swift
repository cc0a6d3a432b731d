import Catalog
import SetTable
import VectorFont

/// The statistics as `--stats` prints them, read back into sections, rows and
/// cells so the window can lay them out in columns with its own font.
struct StatisticsTable: Equatable {
    /// A block of rows between blank lines.
    struct Section: Equatable {
        var rows: [[String]]
        /// Whether it is the daily puzzles' block.
        var isDaily = false
        /// Whether its columns are the classic game's and Junior's (its header names "Set").
        var hasModeColumns = false
        /// Whether this is the variants' section: a row a variant played, the mode in play picked out.
        var isVariants = false

        /// The section of `rows`, told apart by its first row's words in `catalog`'s language.
        init(rows: [[String]], catalog c: Catalog) {
            self.rows = rows
            isDaily = rows.first?.first == c.text("Daily puzzles solved")
            hasModeColumns = rows.first?.dropFirst().first == c.text("Set", context: "the classic game's column")
            isVariants = rows.first?.first == c.text("Variants")
        }

        /// The widest cell of each column at em size `size`.
        func columnWidths(atSize size: Double) -> [Double] {
            let layout = TextLayout(size: size)
            let count = rows.map(\.count).max() ?? 0
            return (0..<count).map { column in
                rows.map { column < $0.count ? layout.measure($0[column]).width : 0 }.max() ?? 0
            }
        }

        /// The room the section needs at em size `size`: its columns, one em apart.
        func width(atSize size: Double) -> Double {
            let widths = columnWidths(atSize: size)
            return widths.reduce(0, +) + Double(max(0, widths.count - 1)) * size
        }

        /// Each column's left and right edge across `width`: the first column at the
        /// left, the others right-aligned, the last at the right edge.
        func columnEdges(atSize size: Double, width room: Double) -> [(Double, Double)] {
            let widths = columnWidths(atSize: size)
            guard let first = widths.first else { return [] }
            let others = width(atSize: size) - first
            var edges = [(0.0, max(first, room - others))]
            var right = room
            var rest: [(Double, Double)] = []
            for w in widths.dropFirst().reversed() {
                rest.append((right - w, right))
                right -= w + size
            }
            edges += rest.reversed()
            return edges
        }
    }

    var sections: [Section]

    /// The sections of the printed table `lines` (one line each; blank lines between sections), written in
    /// `catalog`'s language.
    init(lines: [String], catalog: Catalog) {
        var sections: [Section] = []
        var rows: [[String]] = []
        for line in lines {
            if line.allSatisfy({ $0 == " " }) {
                if !rows.isEmpty { sections.append(Section(rows: rows, catalog: catalog)) }
                rows = []
            } else {
                rows.append(Self.cells(of: line))
            }
        }
        if !rows.isEmpty { sections.append(Section(rows: rows, catalog: catalog)) }
        self.sections = sections
    }

    /// The cells of a printed row: runs of two or more spaces part them; a row
    /// that starts with spaces has an empty first cell (a header).
    static func cells(of line: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var spaces = 0
        for character in line {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2 || (spaces > 0 && cell.isEmpty && cells.isEmpty) {
                cells.append(cell)
                cell = ""
            } else if spaces == 1 {
                cell += " "
            }
            spaces = 0
            cell.append(character)
        }
        cells.append(cell)
        return cells
    }
}
