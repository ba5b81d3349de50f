import Leaderboards
import Tiles

// Boards come in groups: a game's own boards, then each Tiles pack's level boards. With many
// packs, Tab through every board is long; `]` and `[` go to the next or previous group's first
// board.
extension LeaderboardScreen {
    /// The group a board belongs to: its pack for a Tiles level of a pack other than the shipped
    /// one, else its game ("mines", "tiles").
    static func group(of board: BoardID) -> String {
        if let level = TilesLevelBoard(board), !level.key.isShipped { return "tiles pack " + level.key.pack }
        return board.gameKey
    }

    /// The index of the first board of the group `step` groups away (wrapping round).
    static func groupStart(from index: Int, by step: Int, in boards: [BoardDefinition]) -> Int {
        guard !boards.isEmpty else { return 0 }
        var starts: [Int] = []
        for (position, board) in boards.enumerated()
        where position == 0 || group(of: board.id) != group(of: boards[position - 1].id) {
            starts.append(position)
        }
        let current = starts.lastIndex { $0 <= index } ?? 0
        return starts[((current + step) % starts.count + starts.count) % starts.count]
    }

    mutating func changeGroup(by step: Int, context: ScreenContext) {
        let boards = boards(context)
        let target = Self.groupStart(from: boardIndex, by: step, in: boards)
        guard target != boardIndex || step != 0 else { return }
        changeBoard(by: target - boardIndex, context: context)
    }
}
