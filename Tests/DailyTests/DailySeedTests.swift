import Foundation
import GameCore
import GameRules
import Mines
import Testing
@testable import Daily

@Suite struct DailySeedTests {
    /// The documented seed (README, "Daily") for one date, as published FNV-1a values of the
    /// day's texts, worked out once outside the game (Python, the FNV-1a 64 definition).
    @Test func theSeedIsTheDocumentedHashOfTheDate() throws {
        let date = try #require(DailyDate("2026-11-26"))
        #expect(DailySeed.text(.mines, on: date) == "clearfield-daily-mines-2026-11-26")
        #expect(DailySeed.seed(.mines, on: date) == 0xd89d_7f32_cfff_bae0)
        #expect(DailySeed.seed(.tiles, on: date) == 0x7686_2f48_cb07_94f7)
    }

    /// The Mines daily of 2026-11-26 as every copy of the game deals it, written out once and
    /// kept: a change to the generator, the seed or the opening rule that would hand players a
    /// different board for a past date (and so unrank its runs) fails here.
    @Test func theMinesDailyOfADateIsTheBoardWrittenOut() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        #expect(challenge.opening == Self.opening20261126)
        #expect(challenge.openedLayout?.rows == Self.board20261126)
        #expect(DailyMinesChallenge(date: DailyDate(dayNumber: 20_784)).openedLayout?.rows != Self.board20261126)
    }

    // Dealt by the game on 2026-11-29 and checked by hand: 40 mines, none on or around the opening.
    private static let opening20261126 = Point(x: 4, y: 9)
    private static let board20261126: [String] = [
        "*.*.........**.*",
        "..............**",
        ".....*..****.**.",
        "........*...*..*",
        ".........*......",
        "................",
        "...*............",
        "....*.*.......*.",
        "*.....*.....*...",
        "......*.....*..*",
        ".............*.*",
        "....*...........",
        "..............**",
        ".............*..",
        "..*...*...*.....",
        "....*..**.......",
    ]

    /// One board for everyone (issue 34): the game lays the daily board out when it starts, from
    /// the day's opening cell (the documented function of the seed, README "Daily"), as
    /// `mines generate --no-guess --first X,Y` does, with that opening revealed; whichever cell a
    /// player then reveals first, the mines stay where they are.
    @Test func theMinesBoardIsTheSameWhateverTheFirstClick() throws {
        let params = try MinesParams(width: 16, height: 16, mines: 40)
        // The openings the game dealt for these days, written out once and kept: deriving them
        // again here from the seed, as the game does, could not fail.
        let openings = [(9, 5), (7, 2), (11, 8), (6, 4), (12, 8), (7, 3), (3, 7), (2, 6), (4, 11), (2, 2), (6, 13), (7, 4)]
        for (day, (x, y)) in openings.enumerated() {
            let challenge = DailyMinesChallenge(date: DailyDate(dayNumber: 20_400 + day * 7))
            let opening = Point(x: x, y: y)
            #expect(challenge.opening == opening)
            let expected = try #require(MinesGenerator.layout(for: params, first: opening, seed: challenge.seed, style: .noGuess))
            let state = try MinesBackEnd.newGame(challenge.setup())
            #expect(state.board.layout == expected && challenge.openedLayout == expected)
            #expect(state.board.mark(at: opening) == .revealed)
            #expect(!state.board.hasBegun, "the clock waits for the player's first move")
            var layouts: Set<MineLayout> = []
            for first in [Point(x: 0, y: 0), Point(x: 15, y: 3), Point(x: 8, y: 8), Point(x: 3, y: 14)]
            where state.board.mark(at: first) == .covered && !expected.isMine(at: first) {
                let revealed = try #require(state.applying(.reveal(first))?.state)
                #expect(revealed.board.hasBegun)
                layouts.insert(try #require(revealed.board.layout))
            }
            #expect(layouts.count <= 1 && layouts.allSatisfy { $0 == expected }, "day \(day)")
        }
        let setup = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26"))).setup(questionMarks: true)
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        #expect(setup.params.mode == .classic(.intermediate) && setup.params.settings.style == .noGuess)
        #expect(challenge.isBoard(of: setup))
        #expect(!challenge.isBoard(of: GameSetup(params: setup.params, seed: setup.seed &+ 1)))
        var moved = setup
        moved.params.opening = Point(x: 0, y: 0)
        #expect(!challenge.isBoard(of: moved), "another opening is another board")
    }

    /// A daily saved or ranked before the opening rule has no opening in its setup: it still
    /// lays its board out at its first reveal, from that cell, and is still the day's board.
    @Test func anOlderDailySetupLaysItsBoardOutAtItsFirstReveal() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        var older = challenge.setup()
        older.params.opening = nil
        let text = String(decoding: try MinesBackEnd.encode(older), as: UTF8.self)
        #expect(!text.contains("opening"), "\(text)")
        let decoded = try JSONDecoder().decode(GameSetup<MinesGameParams>.self, from: Data(text.utf8))
        #expect(challenge.isBoard(of: decoded))
        let state = try MinesBackEnd.newGame(decoded)
        #expect(!state.board.isStarted)
        let first = Point(x: 15, y: 3)
        let revealed = try #require(state.applying(.reveal(first))?.state)
        #expect(revealed.board.layout == challenge.layout(first: first))
    }

    /// On the opened board, timed play starts at the player's first move, as `verify` reads it.
    @Test func theClockStartsAtThePlayersFirstMove() throws {
        let challenge = DailyMinesChallenge(date: try #require(DailyDate("2026-11-26")))
        let state = try MinesBackEnd.newGame(challenge.setup())
        let layout = try #require(state.board.layout)
        let safe = try #require((0..<256).map { Point(x: $0 % 16, y: $0 / 16) }
            .first { state.board.mark(at: $0) == .covered && !layout.isMine(at: $0) })
        let log = TimedLog<MinesMove>([TimedAction(.move(.reveal(safe)), at: 4_000)])
        let replayed = MinesBackEnd.replay(challenge.setup(), log: log, claimedPlayMilliseconds: nil)
        #expect((try? replayed.get())?.verified.timingStartOffset == 4_000, "\(replayed)")
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
