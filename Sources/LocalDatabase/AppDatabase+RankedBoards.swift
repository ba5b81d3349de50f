import GRDB
import Leaderboards

extension AppDatabase {
    /// Every board someone has an all-time row on, in id order: what lists a board the games'
    /// rules no longer name (a Tiles level changed or removed since it was played). Read from
    /// the bests' order index, so it costs one entry per board and player, never the runs.
    public func rankedBoards() throws -> [BoardID] {
        try dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT board FROM boardBest WHERE period = 'all' ORDER BY board")
                .map(BoardID.init(rawValue:))
        }
    }
}
