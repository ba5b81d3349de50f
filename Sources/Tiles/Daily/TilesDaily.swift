import Daily
import Foundation
import GameCore
import GameRules
import Leaderboards

/// The Tiles daily as the Daily module takes it (`GameDaily`): the date's level built from its
/// seed (`DailyTilesChallenge`), ranked like a level (score, moves, time), its line to share
/// giving the score and the moves against par.
public struct TilesDaily: GameDaily {
    /// The maps already built, by date and seed (building one is not instant).
    private let maps = TilesMapCache()

    public init() {}

    public var kind: GameKind { TilesBackEnd.kind }
    public var title: String { TilesBackEnd.title }
    public var kinBoard: BoardID { TilesLevelBoard(key: LevelKey(number: 1), mapHash: 0).id }

    public func encodedSetup(on date: DailyDate, seed: UInt64) throws -> Data {
        let challenge = DailyTilesChallenge(date: date, seed: seed)
        return try TilesBackEnd.encode(GameSetup(params: challenge.params, seed: seed))
    }

    /// A daily level's setup names the `daily` pack and the fingerprint of the map `seed` builds.
    public func isChallenge(encodedSetup: Data, date: DailyDate, seed: UInt64) -> Bool {
        guard let setup = try? JSONDecoder().decode(GameSetup<TilesParams>.self, from: encodedSetup),
              setup.params.pack == DailyTilesChallenge.packName else { return false }
        return maps.mapHash(on: date, seed: seed) == setup.params.mapHash
    }

    /// The daily level's par, from the game's setup (it holds the whole level).
    public func par(encodedSetup: Data) -> Int? {
        (try? JSONDecoder().decode(GameSetup<TilesParams>.self, from: encodedSetup))?.params.par
    }

    public var about: String { "a Tiles level that grows from Monday to Sunday" }

    /// The level's size and colours; its par and map fingerprint only where the documented seed
    /// builds it (a board service's map is built from the board's seed when it is dealt).
    public func listing(on date: DailyDate, dealtByBoard: Bool) -> DailyChallengeListing {
        let challenge = DailyTilesChallenge(date: date)
        let board = challenge.board
        var fields: [String: DailyChallengeListing.Value] = ["width": .number(board.width), "height": .number(board.height)]
        guard !dealtByBoard else {
            let colours = DailyTilesChallenge.shape(weekday: date.weekday).colours
            return DailyChallengeListing(
                summary: "\(board.width)x\(board.height), \(colours) colours, map dealt by the board when played", fields: fields)
        }
        fields["mapHash"] = .text(FNV1a.hex(challenge.mapHash))
        fields["par"] = .number(challenge.par)
        let colours = Set(board.grid.cells.filter { $0 != 0 }).count
        return DailyChallengeListing(summary: "\(board.width)x\(board.height), \(colours) colours, par \(challenge.par)",
                                     fields: fields)
    }

    public func sharedFigures(_ figures: [String: Int64], par: Int?) -> [String] {
        var parts: [String] = []
        if let score = figures[TilesRanking.Figure.score] { parts.append(FigureFormat.count.text(score) + " points") }
        if let moves = figures[TilesRanking.Figure.moves] { parts.append("\(moves) moves" + (par.map { " (par \($0))" } ?? "")) }
        return parts
    }
}

extension DailyGame {
    /// The Tiles daily's game.
    public static let tiles = DailyGame(TilesBackEnd.kind)
}

extension GameDaily where Self == TilesDaily {
    public static var tiles: TilesDaily { TilesDaily() }
}
