import Shell
import Terminal
import Tiles

extension TilesPlayScreen {
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { leaveGameUnseen(context: context) }
    public func unseenLeaving(context: ScreenContext) -> String { gameUnseenLeaving(context: context) }

    /// The level's board framed, with the two status lines above it and the message and key
    /// lines below; never less than the compact size (the status lines need its width).
    public func minimumSize(context: ScreenContext) -> ScreenSize {
        Self.minimumSize(boardWidth: level.board.width, boardHeight: level.board.height)
    }

    package static func minimumSize(boardWidth: Int, boardHeight: Int) -> ScreenSize {
        let compact = ScreenSize.compact
        // Two columns a tile, a frame and a margin each side; the board's rows and its frame.
        let columns = 2 * boardWidth + 3 + 2
        let rows = TilesPlayLayout.areaTop + boardHeight + 2 + TilesPlayLayout.bottomLines
        return ScreenSize(columns: max(compact.columns, columns), rows: max(compact.rows, rows))
    }
}
