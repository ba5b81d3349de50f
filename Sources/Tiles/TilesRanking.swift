import Foundation
import GameCore
import GameRules
import Leaderboards

/// Tiles on the leaderboards: a board per level version (score, then fewer moves, then less
/// time; its id in `TilesLevelBoard`) and the Tiles total (the sum of each player's best scores
/// on the shipped levels' boards, then how many of those boards), which a store sums from the
/// level boards.
///
/// A level is the same board for everyone and its seed is not used, so where the seed came
/// from tells nothing: only hints and an unfinished board keep a game off the boards. A level of
/// an imported or player's pack ranks on its own board the same way (its map is fixed, and the
/// board is for that exact map), but never counts in the total.
public struct TilesRanking: RankingRules {
    public static let total: BoardID = "tiles.total"

    /// The level board of the current version of a shipped level (the campaign's `N`).
    public static func board(level: Int, mapHash: UInt64) -> BoardID {
        TilesLevelBoard(key: LevelKey(number: level), mapHash: mapHash).id
    }

    /// The total's members: every shipped level's board, whatever its version. A pure function
    /// of the id, so any store (SQLite here, a shared PostgreSQL board) sums the same boards.
    public static let totalAggregate = BoardAggregate(memberPrefix: TilesLevelBoard.shippedPrefix,
                                                      summedFigure: Figure.score, countFigure: Figure.levels)

    /// The levels to list, in order (the shipped pack first, then each pack's), with their names
    /// and their maps' fingerprints.
    public var levels: [Level]
    /// Boards with rows that are not the current version of a listed level (a level changed or
    /// removed since): listed after the level they were for, titled as an older version.
    public var olderBoards: [BoardID]

    public init(levels: [Level] = [], olderBoards: [BoardID] = []) {
        self.levels = levels
        self.olderBoards = olderBoards
    }

    public var kind: GameKind { .tiles }

    /// The total, then every level's current board followed by its older versions' boards,
    /// the shipped pack first and then the packs in the order `levels` gives them.
    public var boards: [BoardDefinition] {
        let current = levels.map { TilesLevelBoard(key: $0.key, mapHash: $0.mapHash) }
        let currentIDs = Set(current.map(\.id))
        let older = olderBoards.compactMap(TilesLevelBoard.init).filter { !currentIDs.contains($0.id) }
        var packOrder: [String] = []
        for pack in levels.map(\.key.pack) + older.map(\.key.pack) where !packOrder.contains(pack) {
            packOrder.append(pack)
        }
        func place(_ board: TilesLevelBoard, isCurrent: Bool) -> (Int, Int, Int, String) {
            let pack = board.key.isShipped ? -1 : packOrder.firstIndex(of: board.key.pack) ?? packOrder.count
            return (pack, board.key.number, isCurrent ? 0 : 1, board.hashPrefix)
        }
        let ordered = (current.map { ($0, true) } + older.map { ($0, false) })
            .sorted { place($0.0, isCurrent: $0.1) < place($1.0, isCurrent: $1.1) }
        return [totalDefinition] + ordered.map { levelDefinition($0.0) } + freeDefinitions
    }

    public func definition(of board: BoardID) -> BoardDefinition? {
        if board == Self.total { return totalDefinition }
        if let shape = Self.freeShape(of: board) { return Self.freeDefinition(shape) }
        return TilesLevelBoard(board).map(levelDefinition)
    }

    /// A level's boards, named by its number and map (`TilesLevelBoard`), of the campaign or a pack.
    public var boardForms: [BoardForm] {
        [BoardForm(prefix: "tiles.level.", pattern: "tiles.level.N"), BoardForm(prefix: "tiles.pack.", pattern: "tiles.pack.PACK.N.HASH")]
    }

    /// `tiles.level.N`, the id before boards carried their map, names the board of the campaign's
    /// level N as it is now.
    public func definition(named typed: String) -> BoardDefinition? {
        let prefix = "tiles.level."
        guard typed.hasPrefix(prefix), let number = Int(typed.dropFirst(prefix.count)),
              let level = levels.first(where: { $0.key == LevelKey(number: number) }) else { return nil }
        return definition(of: TilesLevelBoard(key: level.key, mapHash: level.mapHash).id)
    }

    public func eligibility(encodedSetup: Data, verification: Result<VerifiedGame, VerificationFailure>,
                            origin: SeedOrigin?) -> Eligibility {
        guard let setup = try? JSONDecoder().decode(GameSetup<TilesParams>.self, from: encodedSetup) else {
            return .notRanked(.unknownSetup)
        }
        let verified: VerifiedGame
        switch verification {
        case .failure(let failure): return .notRanked(.unverified(failure))
        case .success(let game): verified = game
        }
        if let shape = setup.params.free { return freeEligibility(shape, verified: verified, origin: origin) }
        if verified.hintsUsed > 0 { return .notRanked(.assisted) }
        if verified.status != .won || verified.playMilliseconds == nil { return .notRanked(.notFinished) }
        // The replay checked the map against its fingerprint, so the board named from the
        // params is the board of the map that was played.
        return .ranked(setup.params.levelBoard.id)
    }

    public func score(of verified: VerifiedGame, on board: BoardID, finishedAt: Date) -> RankedScore {
        let score = Int64(verified.score ?? 0)
        let moves = Int64(verified.moves)
        let time = Int64(verified.playMilliseconds ?? Int.max)
        return RankedScore(sortKey: [-score, moves, time],
                           figures: [Figure.score: score, Figure.moves: moves, Figure.time: time])
    }

    private var totalDefinition: BoardDefinition {
        BoardDefinition(
            id: Self.total, title: "Tiles: Total",
            columns: [BoardColumn(figure: Figure.score, title: "Score", format: .count),
                      BoardColumn(figure: Figure.levels, title: "Levels", format: .count)],
            sortKeysDescription: "the highest sum of best scores on the shipped levels, then the most of them passed",
            aggregate: Self.totalAggregate, howToEnter: "Clear any shipped Tiles level without a hint")
    }

    private func levelDefinition(_ board: TilesLevelBoard) -> BoardDefinition {
        let listed = levels.first { $0.key == board.key }
        let isCurrent = listed.map { board.isVersion($0.mapHash) } ?? false
        let place = board.key.isShipped ? "Level \(board.key.number)"
                                        : "\(board.key.pack), level \(board.key.number)"
        var title = "Tiles: " + place
        if let name = listed?.name, isCurrent { title += " " + name }
        if !isCurrent { title += listed == nil ? " (map \(board.hashPrefix))" : " (older version)" }
        let levelText = board.key.isShipped ? "level \(board.key.number)" : "level \(board.key.number) of \(board.key.pack)"
        return BoardDefinition(
            id: board.id, title: title,
            columns: [BoardColumn(figure: Figure.score, title: "Score", format: .count),
                      BoardColumn(figure: Figure.moves, title: "Moves", format: .count),
                      BoardColumn(figure: Figure.time, title: "Time", format: .hundredths)],
            sortKeysDescription: "the highest score, then the fewest moves, then the shortest time",
            howToEnter: isCurrent || listed == nil ? "Clear \(levelText) without a hint"
                                                   : "This version of \(levelText) is no longer played",
            group: board.key.isShipped ? nil : "tiles pack " + board.key.pack)
    }

    /// A level as the boards list it.
    public struct Level: Hashable, Sendable {
        public var key: LevelKey
        public var name: String
        /// `TilesParams.mapHash` of its map.
        public var mapHash: UInt64

        public init(key: LevelKey, name: String, mapHash: UInt64) {
            self.key = key
            self.name = name
            self.mapHash = mapHash
        }

        /// A level as the game plays it.
        public init(_ level: Tiles.Level) {
            self.init(key: level.key, name: level.name, mapHash: TilesParams.mapHash(of: level.board))
        }
    }

    /// The figures' names in a run.
    public enum Figure {
        public static let score = "score"
        public static let moves = "moves"
        public static let time = "timeMs"
        public static let levels = "levels"
    }
}
