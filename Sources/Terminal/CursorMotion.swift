/// The cheapest way to move a terminal's cursor between two cells, in bytes: an absolute jump
/// (`\e[r;cH`), or a move along the row and one along the column, each the shortest of the
/// relative forms (CR, backspaces, `\e[nA/B/C/D`, hpa/vpa where the terminal has them, and
/// writing the cells in between again when they are known and drawn in the current rendition).
struct CursorMotion {
    let dialect: TerminalDialect

    /// `rewrite(from, to)` gives the bytes that redraw the target row's cells `from..<to` as they
    /// are, or nil where that is not possible (a cell in another rendition, half a wide glyph).
    func sequence(from start: ScreenPosition?, to target: ScreenPosition,
                  rewrite: (Int, Int) -> [UInt8]?) -> [UInt8] {
        let absolute = Self.absolute(target)
        guard let start else { return absolute }
        if start == target { return [] }
        let vertical = verticalMove(from: start.row, to: target.row)
        let horizontal = horizontalMove(from: start.column, to: target.column, rewrite: rewrite)
        return vertical.count + horizontal.count < absolute.count ? vertical + horizontal : absolute
    }

    static func absolute(_ target: ScreenPosition) -> [UInt8] {
        if target.row == 0 && target.column == 0 { return Array("\u{1B}[H".utf8) }
        if target.column == 0 { return Array("\u{1B}[\(target.row + 1)H".utf8) }
        return Array("\u{1B}[\(target.row + 1);\(target.column + 1)H".utf8)
    }

    private func verticalMove(from row: Int, to target: Int) -> [UInt8] {
        if row == target { return [] }
        let distance = abs(target - row)
        var best = Self.csi(distance, target > row ? "B" : "A")
        if dialect.rowAddress { best = Self.shorter(best, Self.csi(target + 1, "d", elideOne: false)) }
        return best
    }

    private func horizontalMove(from column: Int, to target: Int, rewrite: (Int, Int) -> [UInt8]?) -> [UInt8] {
        if column == target { return [] }
        var best: [UInt8]
        if target < column {
            let distance = column - target
            best = Self.shorter(Array(repeating: 8, count: distance), Self.csi(distance, "D"))
        } else {
            best = Self.csi(target - column, "C")
            if let cells = rewrite(column, target) { best = Self.shorter(best, cells) }
        }
        // From the row's start: a carriage return, then forward.
        var fromStart: [UInt8] = [13]
        if target > 0 {
            var forward = Self.csi(target, "C")
            if let cells = rewrite(0, target) { forward = Self.shorter(forward, cells) }
            fromStart += forward
        }
        best = Self.shorter(best, fromStart)
        if dialect.columnAddress { best = Self.shorter(best, Self.csi(target + 1, "G", elideOne: false)) }
        return best
    }

    /// `\e[nX`, with n left out when it is 1 (the default).
    private static func csi(_ count: Int, _ final: Character, elideOne: Bool = true) -> [UInt8] {
        Array(("\u{1B}[" + (count == 1 && elideOne ? "" : "\(count)") + String(final)).utf8)
    }

    private static func shorter(_ first: [UInt8], _ second: [UInt8]) -> [UInt8] {
        second.count < first.count ? second : first
    }
}
