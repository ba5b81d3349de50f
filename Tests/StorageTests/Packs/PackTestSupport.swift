import Foundation
@testable import SaveFiles
@testable import LocalDatabase
@testable import TilesLevels
import Tiles

/// Tiles' rules as the app hands them to Storage (TilesUI's `LevelRules.tiles`, which this test
/// target cannot import): the map check and the solver's fewest moves.
let tilesRules = LevelRules(mapProblem: TileMap.problem(in:), prove: { map in
    guard let board = try? TileMap.parse(map) else { return .undecided(reason: "unreadable") }
    let solution = TilesSolver().fewestMoves(board)
    switch solution.verdict {
    case .clearable: return .clearable(par: solution.moves.count)
    case .unclearable: return .unclearable
    case .undecided: return .undecided(reason: "too hard")
    }
})

/// A data directory with a player who has results and an installed pack, and pack files to import.
struct PackFixture {
    let directory: TemporaryDirectory
    let database: AppDatabase
    let player: Player
    var databaseFile: URL { directory.url.appendingPathComponent("clearfield.sqlite") }

    static let goodPack = """
        INSERT INTO pack (name, author, version, description) VALUES ('Mine', 'ada', '1', 'Two boards');
        INSERT INTO levels (ix, name, map) VALUES (1, 'One', 'RRGG
        RRGG');
        INSERT INTO levels (ix, name, par, map) VALUES (2, 'Two', 5, 'RGR
        RGR');
        """

    init() throws {
        directory = try TemporaryDirectory()
        database = try AppDatabase.open(at: directory.url.appendingPathComponent("clearfield.sqlite"))
        player = try database.currentPlayer(named: "ada")
        _ = try importPack(Self.goodPack, named: "mine.sql")
        try database.recordLevelResult(LevelAttempt(pack: "Mine", levelNumber: 1, passed: true, score: 1000, stars: 3,
                                                    moves: 2), player: player.id)
    }

    func importer(_ limits: SandboxLimits = .standard) -> PackImporter {
        PackImporter(backgrounds: ["meadow"], rules: tilesRules, limits: limits)
    }

    func write(_ sql: String, named name: String) throws -> URL {
        try directory.write(sql, to: "packs/\(name)")
    }

    func importPack(_ sql: String, named name: String, skipBad: Bool = false,
                    limits: SandboxLimits = .standard) throws -> PackImportReport {
        try importer(limits).importPack(file: write(sql, named: name), into: database, skipBad: skipBad)
    }

    /// The database file and its write-ahead log, byte for byte.
    func snapshot() throws -> [Data?] {
        ["", "-wal"].map { try? Data(contentsOf: URL(fileURLWithPath: databaseFile.path + $0)) }
    }
}
