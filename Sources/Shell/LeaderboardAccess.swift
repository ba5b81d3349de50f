import Foundation
import Leaderboards
import Midend
import Players

extension LeaderboardAccess {
    /// Every game's boards, in the order the Leaderboards screen pages through them.
    public var boards: [BoardDefinition] { listBoards?() ?? registry.boards }
}

/// Which rows of a board to read: from a position, or around a player's row.
package struct LeaderboardQuery: Equatable, Sendable {
    package enum Anchor: Equatable, Sendable {
        /// Rows from this position (0: the top).
        case position(Int)
        /// The rows around this player's row (the viewer's, or the player of a run).
        case player(PlayerID)
        /// The rows around the row of the player who played this run.
        case run(String)
    }

    package var board: BoardID
    package var window: RankWindow
    package var anchor: Anchor
    package var viewer: PlayerID?
    package var now: Date

    package init(board: BoardID, window: RankWindow, anchor: Anchor, viewer: PlayerID? = nil, now: Date) {
        self.board = board
        self.window = window
        self.anchor = anchor
        self.viewer = viewer
        self.now = now
    }
}

/// A stretch of a board's rows as read, with where it starts and where the screen should put
/// its selection.
package struct LeaderboardPage: Equatable, Sendable {
    package var query: LeaderboardQuery
    /// How many rows the board has in the window (for the viewer).
    package var total: Int
    /// The position of `rows.first` on the board.
    package var offset: Int
    package var rows: [BoardRow]
    /// The position the selection goes to (the anchor's row); nil: leave it where it is.
    package var focus: Int?
    /// A word on an anchor that was not found ("You have no row on this board today").
    package var note: String?
    /// The board's runs held for review (`withHeldRuns`), oldest first.
    package var held: [HeldRun] = []

    package func row(at position: Int) -> BoardRow? {
        rows.indices.contains(position - offset) ? rows[position - offset] : nil
    }
}

/// Reads pages of a board from a store: pure of any screen, run off the main thread.
package enum LeaderboardReader {
    /// Rows read at once: a few screens' worth, so scrolling reads again only now and then.
    package static let chunk = 100

    package static func read(_ query: LeaderboardQuery, store: any LeaderboardStore) throws -> LeaderboardPage {
        let total = try store.rowCount(board: query.board, window: query.window, now: query.now, viewer: query.viewer)
        switch query.anchor {
        case .position(let position):
            return try page(query, total: total, around: position, focus: nil, store: store)
        case .player(let player):
            return try pageAround(player, query: query, total: total, store: store)
        case .run(let id):
            guard let run = try store.run(id: id), run.board == query.board else {
                var page = try page(query, total: total, around: 0, focus: 0, store: store)
                page.note = "That game is not on this board"
                return page
            }
            return try pageAround(run.playerID, query: query, total: total, store: store)
        }
    }

    /// The chunk holding `player`'s row, with the selection on it. Ties share a rank, so the
    /// row's position is at least its rank less one: the chunk starts half a chunk before that
    /// and goes on chunk by chunk while the tie runs on.
    private static func pageAround(_ player: PlayerID, query: LeaderboardQuery, total: Int,
                                   store: any LeaderboardStore) throws -> LeaderboardPage {
        let viewerIsPlayer = query.viewer == player
        guard let row = try store.rank(of: player, board: query.board, window: query.window, now: query.now),
              viewerIsPlayer || !row.isHidden
        else {
            var page = try page(query, total: total, around: 0, focus: 0, store: store)
            let when = query.window == .allTime ? "" : " \(query.window.title)"
            page.note = viewerIsPlayer ? "You have no row on this board\(when)"
                                       : "That player has no row on this board\(when)"
            return page
        }
        var start = max(0, row.rank - 1 - chunk / 2)
        while start < total {
            let rows = try store.rows(board: query.board, window: query.window, now: query.now, offset: start,
                                      limit: chunk, viewer: query.viewer)
            if let index = rows.firstIndex(where: { $0.playerID == player }) {
                return LeaderboardPage(query: query, total: total, offset: start, rows: rows, focus: start + index)
            }
            guard rows.count == chunk else { break }
            start += chunk / 2
        }
        return try page(query, total: total, around: 0, focus: 0, store: store)
    }

    private static func page(_ query: LeaderboardQuery, total: Int, around position: Int, focus: Int?,
                             store: any LeaderboardStore) throws -> LeaderboardPage {
        let start = max(0, min(position - chunk / 2, total - chunk))
        let rows = try store.rows(board: query.board, window: query.window, now: query.now, offset: start,
                                  limit: chunk, viewer: query.viewer)
        return LeaderboardPage(query: query, total: total, offset: start, rows: rows,
                               focus: focus ?? (position == 0 ? 0 : nil))
    }
}
