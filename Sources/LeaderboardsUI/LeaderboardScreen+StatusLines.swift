import Shell
import GameCore
import Terminal

/// The shared board's header line under the board's name ("offline — 2 results waiting — the
/// last game is ranked on this computer only: …"), wrapped rather than cut (issue 22): the rows
/// of the table start as many lines lower, and that many fewer of them show.
extension LeaderboardScreen {
    /// The most lines the header takes; its sentences fit in three at 60 columns.
    static let statusLineLimit = 3

    /// The header's lines, wrapped to the width; none without a shared board.
    static func statusLines(_ context: ScreenContext) -> [String] {
        guard let line = context.environment.leaderboards?.shared?.statusLine() else { return [] }
        let glyphs = context.glyphs
        let text = glyphs.safe(SafeText.escaped(line))
        return Array(TextLayout.wrap(text, width: max(1, context.size.columns - 2)).prefix(statusLineLimit))
    }

    /// The lines the header takes beyond the one the layout keeps for it.
    private static func extraStatusLines(_ context: ScreenContext) -> Int {
        max(0, statusLines(context).count - 1)
    }

    /// The rows of the table shown at once, the header's extra lines taken off.
    package static func visibleRows(_ context: ScreenContext) -> Int {
        max(1, visibleRows(context.size) - extraStatusLines(context))
    }

    /// The line of the table's first row, below the header's lines.
    package static func firstRowLine(_ context: ScreenContext) -> Int {
        firstRowLine + extraStatusLines(context)
    }
}
