import Shell
import ReplayUI
import GameCore
import GameRules
import Leaderboards
import Midend
import Mines
import Progress
import Terminal

// The hint (`H`): a cell logic proves safe, or, when logic runs out, the least risky cell and the
// odds overlay; and `l` when there is no board to open.
extension MinesPlayScreen {
    package mutating func hint(context: ScreenContext) -> ScreenCommand {
        guard state.board.outcome == .playing else { return .stay }
        let advice = MinesMoveChooser.advice(for: state.board.visible, near: cursor)
        guard let advice, let hint = MinesSolver.hint(from: advice, on: state.board, near: cursor) else {
            // Logic has run out and the odds could not be counted exactly.
            message = PlayMessage(text: "No cell can be proven safe \(context.glyphs.dash) "
                                  + "too many arrangements to be exact here", isWarning: true)
            return .stay
        }
        cursor = hint.point
        // "Start here" tells nothing (the first reveal always opens an area): it is not a hint.
        if state.board.isStarted { perform(.hint, context: context) }
        let text: String
        switch hint {
        case .safe:
            if !state.board.isStarted {
                text = "Hint: start here \(context.glyphs.dash) the first reveal always opens an area (Space)"
            } else if state.board.mark(at: hint.point) == .flagged {
                text = "Hint: this flag is wrong, the cell is safe \(context.glyphs.dash) f takes the flag off"
            } else {
                text = "Hint: this cell is safe \(context.glyphs.dash) Space reveals it"
            }
        case .mine:
            text = "Hint: no safe cell can be proven; this cell is a mine \(context.glyphs.dash) f flags it"
        case .leastRisky:
            text = (advice.guess.map(Self.guessText) ?? "No cell can be proven safe")
                + " \(context.glyphs.dash) o shows the odds"
        }
        message = PlayMessage(text: text)
        return .stay
    }

    /// Why the hint's guess is the one to take: "Least risky: 18% a mine, and it likely opens
    /// 3 cells", or, when a little more risk buys a better next move, "Best guess: 20% a mine
    /// (least 18%), ...", or at the end of a board the chance of winning with best play.
    package static func guessText(_ guess: MinesGuess) -> String {
        let chance = percentText(guess.mineChance)
        let isLeast = percentText(guess.leastMineChance) == chance
        let opened = max(1, Int(guess.expectedOpened.rounded()))
        let opens = "it likely opens \(opened) \(opened == 1 ? "cell" : "cells")"
        switch guess.method {
        case .endgame(let winChance):
            return "Best guess: \(chance) a mine; with best play \(percentText(winChance)) to win from here"
        case .isolatedPart(let clearChance):
            return "Best guess: \(chance) a mine; a closed pocket, \(percentText(clearChance)) to clear it with best play"
        case .forcedFiftyFifty:
            return "Unavoidable 50/50: no other reveal can settle it, so guess it now"
        case .fiftyFiftyOrSafe:
            return "50/50 or safe (\(chance) a mine): a mine here could never be told apart, so guess it now"
        case .uncounted:
            return "No cell can be proven safe; a guess at about \(chance) a mine"
        case .rated:
            return isLeast ? "Least risky: \(chance) a mine, and \(opens)"
                : "Best guess: \(chance) a mine (least \(percentText(guess.leastMineChance))), and \(opens)"
        }
    }

    /// `l` with no board to open: why not, on the message line.
    package mutating func notOnABoard() -> ScreenCommand {
        let ranked = ranking.verdict?.focus != nil
        message = PlayMessage(text: ranked ? "No board can be opened in this run"
                                           : "This game is not on a board: l opens the board after a ranked game")
        return .stay
    }
}
