import App
import Tiles

/// A depth-first search for a clearing sequence, with a budget so a hint never hangs the
/// game: the real solver replaces it.
enum StandInHint {
    static let budget = 200_000

    static func hint(for state: TilesState) -> TilesHint {
        var visited = Set<TileBoard>()
        var nodes = 0
        func clears(_ board: TileBoard) -> Bool? {
            if board.isEmpty { return true }
            nodes += 1
            if nodes > budget { return nil }
            guard visited.insert(board).inserted else { return false }
            for group in board.removableGroups().sorted(by: { $0.count > $1.count }) {
                switch clears(board.removing(group)) {
                case true?: return true
                case nil: return nil
                case false?: continue
                }
            }
            return false
        }
        let groups = state.board.removableGroups().sorted { $0.count > $1.count }
        for group in groups {
            switch clears(state.board.removing(group)) {
            case true?: return .move(group[0])
            case nil: return .move(groups[0][0])  // out of budget: suggest the biggest group
            case false?: continue
            }
        }
        return .noneClearable
    }
}
