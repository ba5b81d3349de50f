import Terminal
import Tiles

/// The play screens' side of a too-small terminal: the size their board needs, and q/Esc
/// going through the game's own quit path. Kept apart from the screens, which only map input
/// and draw.
extension SavingPlayScreen {
    /// Presses q on the game, as the player would, and answers its quit prompt with "Save and
    /// quit": the game is saved and left exactly as from the prompt. A game that needs no
    /// prompt (finished, or nowhere to save) is left by the q alone. If the save fails, the
    /// prompt stays with its reason for when the terminal is big enough to choose.
    mutating func leaveGameUnseen(context: ScreenContext) -> ScreenCommand {
        if prompt == nil {
            let command = handle(.key(.character("q")), context: context)
            guard prompt != nil else { return command }
        }
        let command = answerPrompt(.key(.character(QuitPrompt.Choice.saveAndQuit.shortcut)), context: context)
        guard prompt == nil else {
            return .banner("The game could not be saved: enlarge the terminal to choose what to do")
        }
        return command
    }

    func gameUnseenLeaving(context: ScreenContext) -> String {
        isUnderWay && context.environment.saveSlot != nil ? "save the game and leave it" : "leave the game"
    }
}

extension TilesPlayScreen {
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }

    /// The level's board framed, with the two status lines above it and the message and key
    /// lines below; never less than the compact size (the status lines need its width).
    public func minimumSize(context: ScreenContext) -> ScreenSize {
        Self.minimumSize(boardWidth: level.board.width, boardHeight: level.board.height)
    }

    static func minimumSize(boardWidth: Int, boardHeight: Int) -> ScreenSize {
        let compact = ScreenSize.compact
        // Two columns a tile, a frame and a margin each side; the board's rows and its frame.
        let columns = 2 * boardWidth + 3 + 2
        let rows = TilesPlayLayout.areaTop + boardHeight + 2 + TilesPlayLayout.bottomLines
        return ScreenSize(columns: max(compact.columns, columns), rows: max(compact.rows, rows))
    }
}

extension MinesPlayScreen {
    // A Mines board bigger than the window scrolls, so the compact size is enough for any.
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }
}
