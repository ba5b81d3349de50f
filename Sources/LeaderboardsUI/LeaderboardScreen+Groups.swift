import Midend
import Shell
import ReplayUI
import PlayersUI
import Leaderboards

// Boards come in groups (`BoardDefinition.group`): a game's own boards, then, for a game that
// splits them, each part (a Tiles pack's level boards). With many
// packs, Tab through every board is long; `]` and `[` go to the next or previous group's first
// board.
extension LeaderboardScreen {
    /// The index of the first board of the group `step` groups away (wrapping round).
    package static func groupStart(from index: Int, by step: Int, in boards: [BoardDefinition]) -> Int {
        guard !boards.isEmpty else { return 0 }
        var starts: [Int] = []
        for (position, board) in boards.enumerated()
        where position == 0 || board.group != boards[position - 1].group {
            starts.append(position)
        }
        let current = starts.lastIndex { $0 <= index } ?? 0
        return starts[((current + step) % starts.count + starts.count) % starts.count]
    }

    package mutating func changeGroup(by step: Int, context: ScreenContext) -> ScreenEffects {
        let boards = boards(context)
        let target = Self.groupStart(from: boardIndex, by: step, in: boards)
        guard target != boardIndex || step != 0 else { return .none }
        return changeBoard(by: target - boardIndex, context: context)
    }
}
