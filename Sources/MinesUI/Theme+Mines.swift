import Shell
import ReplayUI
import Mines
import Terminal

/// Mines cells. Colour only adds to the glyphs (each kind of cell has its own character and
/// numbers are digits), so the monochrome theme shows the same board.
extension Theme {
    /// The classic colours of the numbers, 1 blue to 8 grey, all bold.
    public func minesNumber(_ number: Int) -> TextStyle {
        guard usesColor else { return .bold }
        let colors: [TerminalColor?] = [nil, .blue, .green, .red, .magenta, .yellow, .cyan, nil, nil]
        let color = colors.indices.contains(number) ? colors[number] : nil
        return TextStyle(foreground: color, bold: true, dim: number == 8)
    }

    /// Covered cells and open cells with no mine near are plain text in every theme: the cursor's
    /// brackets stand either side of a cell, and a move makes ncurses rewrite the cell between
    /// two changed brackets; a plain cell costs its few bytes, a coloured or dim one an
    /// attribute reset each way (docs/PERFORMANCE.md, "Bytes per cursor move"). Their shapes
    /// (■ and ·) tell them apart.
    public func minesCell(_ appearance: CellAppearance) -> TextStyle {
        switch appearance {
        case .covered: .plain
        case .revealed(let number): number == 0 ? .plain : minesNumber(number)
        case .flagged: TextStyle(foreground: usesColor ? .red : nil, bold: true)
        case .questioned: TextStyle(foreground: usesColor ? .yellow : nil, bold: true)
        case .mine: TextStyle(bold: true)
        case .explodedMine:
            usesColor ? TextStyle(foreground: .white, background: .red, bold: true) : TextStyle(bold: true, reverse: true)
        case .wrongFlag: TextStyle(foreground: usesColor ? .magenta : nil, bold: true, underline: true)
        }
    }
}
