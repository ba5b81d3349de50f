import Shell
import GameCore
import Mines
import Terminal

/// The odds overlay of a Mines board (`o`, issue 24): each covered cell's exact chance of a
/// mine in percent, drawn over the board, the least risky cell picked out.
///
/// It belongs to the position it was worked out for: any move changes the view and the
/// overlay stops drawing (it is worked out again on the next `o`).
package struct MinesOddsOverlay: Equatable {
    /// What the player saw when the odds were worked out.
    package let view: MinesView
    package let odds: MinesOdds
    package let leastRisky: Point?
    /// False once `o` hid the overlay: the status line still gives the cursor cell's odds.
    package var isShown = true

    /// Two columns per cell: the percent, right-aligned onto the cell's glyph.
    package static func label(for chance: Double) -> String {
        if chance >= 1 { return "!!" }
        if chance <= 0 { return " 0" }
        // Never "0" for a cell that can hold a mine, nor "100" for one that can be clear.
        let percent = min(99, Int((chance * 100).rounded()))
        return percent == 0 ? "<1" : (percent < 10 ? " \(percent)" : "\(percent)")
    }

    /// Green for safe to a fifth, yellow to a half, red above; the least risky cell underlined
    /// (reverse video marks the cursor). Without colour the sure mines are bold too.
    package static func style(for chance: Double, isLeastRisky: Bool, theme: Theme) -> TextStyle {
        guard theme.usesColor else { return TextStyle(bold: chance >= 1 || isLeastRisky, underline: isLeastRisky) }
        let color: TerminalColor = chance < 0.2 ? .green : chance < 0.5 ? .yellow : .red
        return TextStyle(foreground: color, bold: chance >= 1 || isLeastRisky, underline: isLeastRisky)
    }

    /// Draws the odds of the cells `layout` shows, covered and not flagged: a glyph of the compact
    /// scale on each cell's glyph at zoom 1, the percent in two columns on a zoomed board
    /// (`MinesOddsScale`). The cursor is drawn over them afterwards (reversed, with its brackets).
    package func draw(over board: MinesBoard, layout: MinesPlayLayout, into frame: inout FrameBuffer, theme: Theme) {
        guard odds.isExact else { return }
        let compact = MinesOddsScale.isCompact(layout)
        for y in layout.origin.y..<(layout.origin.y + layout.visibleRows) {
            for x in layout.origin.x..<(layout.origin.x + layout.visibleColumns) {
                let point = Point(x: x, y: y)
                guard board.mark(at: point) != .flagged, board.mark(at: point) != .revealed,
                      let chance = odds.mineChance(at: point) else { continue }
                let style = Self.style(for: chance, isLeastRisky: point == leastRisky, theme: theme)
                if compact {
                    frame.put(MinesOddsScale.compactGlyph(for: chance), column: layout.column(ofCell: x),
                              row: layout.row(ofCell: y), style: style)
                } else {
                    frame.put(Self.label(for: chance), column: layout.column(ofCell: x) - 1, row: layout.row(ofCell: y),
                              style: style)
                }
            }
        }
    }
}

extension MinesPlayScreen {
    /// `o`: shows the odds (a hint: it is counted), or hides them.
    package mutating func toggleOdds(context: ScreenContext) -> ScreenCommand {
        guard state.board.outcome == .playing else { return .stay }
        // Hidden, the odds of this position stay known: the status line still gives the
        // cursor cell's, and `o` shows them again without another hint.
        if var overlay = oddsOverlay, overlay.view == state.board.playerView {
            overlay.isShown.toggle()
            oddsOverlay = overlay
            message = PlayMessage(text: overlay.isShown ? "Odds shown" : "Odds hidden: the cursor's odds stay on the status line")
            return .stay
        }
        guard state.board.isStarted else {
            message = PlayMessage(text: "No odds before the first reveal \(context.glyphs.dash) it always opens an area")
            return .stay
        }
        let view = state.board.playerView
        let odds = MinesSolver.odds(for: view)
        guard odds.isExact else {
            message = PlayMessage(text: "No odds: too many arrangements to be exact here", isWarning: true)
            return .stay
        }
        // The cell picked out is the hint's (the same chooser): a proven-safe cell, the least
        // risky cell, or a near-tie that is likelier to open the board.
        let advice = MinesMoveChooser.advice(for: state.board.visible, near: cursor)
        let leastRisky = advice?.point
        perform(.hint, context: context)
        oddsOverlay = MinesOddsOverlay(view: view, odds: odds, leastRisky: leastRisky)
        if let leastRisky, let chance = odds.mineChance(at: leastRisky) {
            let name = advice?.guess.map { Self.percentText($0.leastMineChance) == Self.percentText(chance) } == false
                ? "best guess" : "least risky"
            message = PlayMessage(text: "Odds of a mine, in %: \(name) \(leastRisky.x + 1),\(leastRisky.y + 1) at "
                                  + "\(Self.percentText(chance)) \(context.glyphs.dash) o hides them")
        } else {
            message = PlayMessage(text: "Odds of a mine, in % \(context.glyphs.dash) o hides them")
        }
        return .stay
    }

    /// A chance as the message line says it: "12%", "<1%", "100%".
    package static func percentText(_ chance: Double) -> String {
        if chance >= 1 { return "100%" }
        if chance <= 0 { return "0%" }
        let percent = min(99, Int((chance * 100).rounded()))
        return percent == 0 ? "<1%" : "\(percent)%"
    }

    /// The odds worked out for the position on screen, shown or hidden; nil once a move changed it.
    package var currentOdds: MinesOddsOverlay? {
        guard let oddsOverlay, !isPaused, state.board.outcome == .playing, oddsOverlay.odds.isExact,
              oddsOverlay.view == state.board.playerView else { return nil }
        return oddsOverlay
    }

    /// Whether the overlay is drawn over the board (and its legend on the key line).
    package var showsOdds: Bool { currentOdds?.isShown == true }

    /// The cursor cell's chance of a mine for the status line ("30%"), while the odds of the
    /// position are known, shown or hidden; nil for an open or flagged cell.
    package var cursorOdds: String? {
        guard let odds = currentOdds, state.board.mark(at: cursor) != .revealed,
              state.board.mark(at: cursor) != .flagged, let chance = odds.odds.mineChance(at: cursor) else { return nil }
        return Self.percentText(chance)
    }

    /// The overlay over the board, while it still belongs to the position on screen.
    package func drawOdds(into frame: inout FrameBuffer, layout: MinesPlayLayout, context: ScreenContext) {
        guard showsOdds, let oddsOverlay else { return }
        oddsOverlay.draw(over: state.board, layout: layout, into: &frame, theme: context.theme)
    }
}
