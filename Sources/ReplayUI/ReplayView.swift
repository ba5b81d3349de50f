import Shell
import GameCore
import GameRules
import Leaderboards
import Terminal

extension ReplayScreen {
    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        drawStatus(into: &frame, context: context)
        // The board's lines end above the viewer's own: the position bar (and the review line).
        var boardContext = context
        boardContext.size.rows -= reservedRows
        game.drawBoard(into: &frame, context: boardContext, position: pace.position(at: context.now))
        drawPositionBar(into: &frame, context: context)
        let verdict = verdictLine(glyphs: glyphs, width: size.columns)
        frame.putCentered(verdict.text, row: size.rows - 2, from: 0, width: size.columns,
                          style: game.verdict.isVerified ? theme.good : theme.warning, glyphs: glyphs)
        let seeks = glyphs.isASCII ? "Left/Right" : "←/→"
        // A narrow line drops hints from the right of the middle: the review keys come first.
        let hints: [(key: String, action: String)] = [("Space", pace.isPlaying ? "pause" : "play")] + reviewHints + [
            (seeks, "5 s"), ("PgUp/PgDn", "30 s"), (",/.", "move"), ("+/-", "speed"), ("?", "help"), ("q", "back"),
        ]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
        drawReview(into: &frame, context: context)
    }

    /// Title and time on the first line; the game's figures and where the replay stands on the
    /// second, as the play screens lay out theirs.
    private func drawStatus(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let time = Self.time(position(at: context.now)) + " / " + Self.time(game.time(ofStep: game.stepCount))
        let timeColumn = size.columns - DisplayWidth.of(time) - 1
        let separator = " \(glyphs.separator) "
        var x = frame.put("Replay", column: 1, row: 0, style: theme.title)
        x = frame.put(separator, column: x, row: 0, style: theme.dim)
        let title = [game.title.game, game.title.board] + (caption.map { [$0] } ?? [])
        frame.put(title.joined(separator: separator), column: x, row: 0, width: max(0, timeColumn - x - 1),
                  style: theme.heading, glyphs: glyphs)
        frame.put(time, column: timeColumn, row: 0, style: pace.isPlaying ? .bold : theme.text)

        let state = game.step >= game.stepCount ? "End" : pace.isPlaying ? "Playing" : "Paused"
        let counting = count.map { "Count \($0)   " } ?? ""
        var where_ = counting + "Move \(game.step)/\(game.stepCount)   \(pace.speed.text)\(glyphs.times)   \(state)"
        var figures = game.figures
        // Short of room (60 columns), narrower gaps before anything is cut.
        if DisplayWidth.of(glyphs.safe(figures)) + 3 + DisplayWidth.of(where_) + 2 > size.columns {
            figures = figures.replacingOccurrences(of: "   ", with: "  ")
            where_ = where_.replacingOccurrences(of: "   ", with: "  ")
        }
        let whereColumn = size.columns - DisplayWidth.of(where_) - 1
        frame.put(figures, column: 1, row: 1, width: max(0, whereColumn - 3), glyphs: glyphs)
        frame.put(where_, column: whereColumn, row: 1, style: pace.isPlaying ? .bold : theme.dim)
    }

    /// Where the replay stands in its play time, as a bar across the screen under the board.
    private func drawPositionBar(into frame: inout FrameBuffer, context: ScreenContext) {
        let columns = Self.barColumns(in: context.size)
        let end = game.time(ofStep: game.stepCount)
        let fraction = end > 0 ? Double(position(at: context.now)) / Double(end) : 1
        frame.put(context.glyphs.bar(fraction, width: columns.count), column: columns.lowerBound,
                  row: Self.barRow(in: context.size), style: context.theme.border)
    }

    /// "Verified: the moves replay to the result (won in 1:12.34)", or on a line too narrow for
    /// that "Verified: won in 1:12.34"; "Not verified: action 7 is not a legal move...".
    package func verdictLine(glyphs: GlyphSet, width: Int = .max) -> (text: String, isVerified: Bool) {
        switch game.verdict {
        case .verified(let verified):
            let outcome = Self.outcome(of: verified)
            let long = "\(glyphs.check) Verified: the moves replay to the result (\(outcome))"
            return (DisplayWidth.of(long) <= width ? long : "\(glyphs.check) Verified: \(outcome)", true)
        case .notVerified(let reason):
            return ("Not verified: \(reason)", false)
        }
    }

    /// "won in 12.34 s"; for a run of several boards (endless) the figure its leaderboard ranks
    /// by, "lost, 3 boards in 42.99 s": the boards cleared and the time to the last clear, not
    /// the play time up to the losing reveal (issue 31: the two disagreed on one screen).
    package static func outcome(of verified: VerifiedGame) -> String {
        let status = verified.status.rawValue
        guard verified.level != nil else {
            return verified.playMilliseconds.map { "\(status) in \(time($0))" } ?? status
        }
        let boards = verified.boardsCleared
        guard boards > 0, let cleared = verified.clearedPlayMilliseconds else { return "\(status), no board cleared" }
        return "\(status), \(boards) \(boards == 1 ? "board" : "boards") in \(time(cleared))"
    }

    /// Hundredths as the boards write them ("5.32 s", "1:02.50").
    package static func time(_ milliseconds: Int) -> String {
        FigureFormat.hundredths.text(Int64(max(0, milliseconds)))
    }
}
