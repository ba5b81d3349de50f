@testable import Shell
@testable import MinesUI
import Foundation
import GameCore
import GameRules
import Midend
import Mines
import Progress
import SaveFiles
import Testing
@testable import UITestSupport

/// Mines saves the game cannot use: the player is told in one sentence, the file is moved aside
/// (never deleted or overwritten), and the main menu goes on. Never a crash, whatever the values.
@Suite struct MinesSavingProblemTests {
    static let savedAt = Date(timeIntervalSince1970: 1_800_000_000)
    static let centre = Point(x: 4, y: 4)

    /// The Mines payload with every key open to any value, for saves the game would never write.
    struct RawSave: Codable {
        var kind = "mines"
        var mines: RawSection
        var clockMs: Int64 = 10_000
        var paused = false
    }

    struct RawSection: Codable {
        var mode = "endless"
        var width: Int?
        var height: Int?
        var mines: Int?
        var seed: UInt64 = 7
        var noGuess = true
        var questionMarks = false
        var log = PackedActionLog<MinesMove>([]).packed()
        var level = 1
        var boardStartMs: Int64 = 0
        var clearedMs: [Int64] = []
        var cursorX = 4
        var cursorY = 4
    }

    static func write(_ game: SavedMinesGame, to slot: SaveSlot, playMilliseconds: Int64 = 10_000,
                      progress: SavedGameProgress? = nil) throws {
        try slot.write(try SavedGame.format1(kind: "mines", section: (game), playMilliseconds: playMilliseconds, paused: false,
                                 progress: progress),
                       summary: SaveSummary(game: "Mines", detail: "Endless level 1",
                                            playTimeMilliseconds: playMilliseconds, savedAt: savedAt))
    }

    static func endless(_ log: [SessionAction<MinesMove>], level: Int = 1, boardStart: Int64 = 0,
                        cleared: [Int64] = []) -> SavedMinesGame {
        SavedMinesGame(setup: MinesSetup(mode: .endless, seed: 7), log: log, level: level,
                       boardStartMilliseconds: boardStart, clearedMilliseconds: cleared, cursor: centre)
    }

    /// Stats of a Tiles game, as a save of the wrong game would carry.
    static func tilesProgress() throws -> SavedGameProgress {
        var player = try PlayerProgress(catalog: .empty(games: .clearfield))
        let (game, _) = try player.startGame(.tiles(level: 1), at: Instant(nanoseconds: 0), date: savedAt)
        return SavedGameProgress(gameID: "x", game: game)
    }

    enum Problem: String, CaseIterable {
        case unknownMode, badCustomBoard, levelOfAnotherMode, logDoesNotReplay, undoInTheLog, wrongLevel,
             gameAlreadyOver, missingBoardTimes, timesPastTheClock, statsOfAnotherGame

        func write(to slot: SaveSlot) throws {
            let reveal = SessionAction<MinesMove>.move(.reveal(MinesSavingProblemTests.centre))
            func raw(_ change: (inout RawSection) -> Void) throws {
                var section = RawSection()
                change(&section)
                try SaveArchive<RawSave>().write(RawSave(mines: section), kind: "mines",
                                                 summary: SaveSummary(game: "Mines", detail: "Endless level 1",
                                                                      playTimeMilliseconds: 0, savedAt: savedAt),
                                                 to: slot.url)
            }
            switch self {
            case .unknownMode:
                try raw { $0.mode = "hexagonal" }
            case .badCustomBoard:
                try raw {
                    $0.mode = "custom"
                    ($0.width, $0.height, $0.mines) = (3, 9, 5)
                }
            case .levelOfAnotherMode:
                try raw { $0.mode = "expert" }
            case .logDoesNotReplay:
                // A chord before the first reveal (a flag there is a move since issue 22).
                try MinesSavingProblemTests.write(endless([.move(.chord(MinesSavingProblemTests.centre))]), to: slot)
            case .undoInTheLog:
                try MinesSavingProblemTests.write(endless([reveal, .undo]), to: slot)
            case .wrongLevel:
                try MinesSavingProblemTests.write(endless([reveal], level: 3), to: slot)
            case .gameAlreadyOver:
                let board = MinesFixtures.endlessBoard(seed: 7, level: 1)
                let layout = try #require(MinesFixtures.centreLayout(board))
                let mine = try #require(MinesFixtures.mineNearCentre(layout))
                try MinesSavingProblemTests.write(endless([reveal, .move(.reveal(mine))]), to: slot)
            case .missingBoardTimes:
                try MinesSavingProblemTests.write(endless([reveal], cleared: [1_000]), to: slot)
            case .timesPastTheClock:
                try MinesSavingProblemTests.write(endless([reveal], boardStart: 10_001), to: slot)
            case .statsOfAnotherGame:
                try MinesSavingProblemTests.write(endless([reveal]), to: slot, progress: try tilesProgress())
            }
        }

        var reason: String {
            switch self {
            case .unknownMode:
                "could not be restored (field \"mines.mode\": unknown Mines mode \"hexagonal\")"
            case .badCustomBoard:
                "could not be restored (field \"mines.mode\": a custom board's width 3 is out of range: a board is 5 to 100 cells wide)"
            case .levelOfAnotherMode:
                "could not be restored (field \"mines.level\": level 1 does not fit the mode \"expert\")"
            case .logDoesNotReplay:
                "cannot be resumed (its action 1 of 1 does not play on its board (seed 7))"
            case .undoInTheLog:
                "cannot be resumed (its action 2 of 2 is an undo, which Mines does not have)"
            case .wrongLevel:
                "cannot be resumed (its moves reach level 1, not the saved 3)"
            case .gameAlreadyOver:
                "cannot be resumed (its moves end the game (a mine is hit), so there is nothing to continue)"
            case .missingBoardTimes:
                "cannot be resumed (its moves clear 0 boards but it has the times of 1 board)"
            case .timesPastTheClock:
                "cannot be resumed (its board times run past its play time)"
            case .statsOfAnotherGame:
                "cannot be resumed (its stats belong to another game)"
            }
        }
    }

    @Test(arguments: Problem.allCases)
    func aMinesSaveTheGameCannotUseIsMovedAsideWhenContinued(problem: Problem) throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        try FileManager.default.createDirectory(at: slot.url.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try problem.write(to: slot)
        let before = try Data(contentsOf: slot.url)

        let fixture = try ProgressFixture()
        let run = try SavingRun(events: [.char("c"), .key(.escape)], fixture: fixture, slot: slot)
        run.run()
        let files = folder.files(beside: slot)
        #expect(files == [SaveSlot.fileName + ".bad-20270115-080000"], "moved aside, not deleted")
        let moved = slot.url.deletingLastPathComponent().appendingPathComponent(files.first ?? "")
        #expect(try Data(contentsOf: moved) == before, "moved as it was")
        let notice = try #require(run.frames.first { $0.contains("Your saved game could not be resumed") })
        let squeezed = SavingProblemTests.squeezed(notice)
        #expect(squeezed.contains(SavingProblemTests.squeezed("The saved game \(problem.reason)")))
        #expect(squeezed.contains(SavingProblemTests.squeezed("so it was moved to \(moved.path).")))
        #expect(run.controller.stack.count == 1 && run.controller.stack.last is MainMenuScreen)
        #expect(!run.lastText.contains("Continue      c"))
        #expect(fixture.keeper.gameInProgress == nil, "nothing was installed")
        #expect(run.store.reports.isEmpty)
    }

    /// Saves that are intact as files but hold any values at all (modes, seeds, logs, levels,
    /// times, cursors): resuming either installs a game that is exactly the log's replay, or
    /// refuses with a sentence and moves the file aside. Never a crash.
    @Test func minesSavesHoldingAnyValuesResumeExactlyOrAreRefused() throws {
        let folder = try ScratchFolder()
        let slot = folder.slot()
        var random = SeededGenerator(seed: 61)
        var resumed = 0, refused = 0
        let modes: [MinesMode] = [.endless, .classic(.beginner), .custom(try MinesParams(width: 6, height: 5, mines: 4))]
        for _ in 0..<120 {
            let mode = modes[Int.random(in: 0..<modes.count, using: &random)]
            let setup = MinesSetup(mode: mode, seed: UInt64.random(in: 0...3, using: &random),
                                   settings: MinesSettings(style: Bool.random(using: &random) ? .noGuess : .random,
                                                           questionMarks: Bool.random(using: &random)))
            // Mostly moves that play (hints' cells), now and then anything at all.
            var state = setup.initialState
            var log: [SessionAction<MinesMove>] = []
            var cleared: [Int64] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) {
                let action: SessionAction<MinesMove>
                let hinted = state.hint(near: nil)?.point ?? Point(x: 0, y: 0)
                switch Int.random(in: 0..<12, using: &random) {
                case 0: action = .undo
                case 1: action = .hint
                case 2: action = .move(.nextBoard)
                case 3: action = .move(.flag(Point(x: Int.random(in: -1...9, using: &random),
                                                   y: Int.random(in: -1...9, using: &random))))
                case 4: action = .move(.chord(hinted))
                case 5: action = .move(.flag(hinted))
                default: action = state.canAdvance ? .move(.nextBoard) : .move(.reveal(hinted))
                }
                if case .move(let move) = action, let next = state.applying(move) {
                    if state.board.outcome == .playing && next.state.board.outcome == .won { cleared.append(500) }
                    state = next.state
                }
                log.append(action)
            }
            let level = Int.random(in: 0..<4, using: &random) == 0 ? Int.random(in: 0...3, using: &random)
                : state.level
            let game = SavedMinesGame(
                setup: setup, log: log, level: level,
                boardStartMilliseconds: Int64.random(in: 0...12_000, using: &random),
                clearedMilliseconds: Int.random(in: 0..<5, using: &random) == 0 ? [] : cleared,
                cursor: Point(x: Int.random(in: -9...9, using: &random), y: Int.random(in: -9...9, using: &random)))
            try Self.write(game, to: slot)
            let environment = SavingRun.plainEnvironment(slot: slot)
            switch GameResumer.resume(environment: environment, now: environment.clock.now()) {
            case .resumed(let screens):
                resumed += 1
                let screen = try #require(screens.last as? MinesPlayScreen)
                let replayed = GameSession.replaying(log, from: setup.initialState)
                #expect(screen.session == replayed)
                #expect(screen.state.board.contains(screen.cursor))
                #expect(!screen.state.isOver)
                #expect(screen.clearedBoards.map(\.milliseconds) == game.clearedMilliseconds.map { Int($0) })
            case .failed(let sentence):
                refused += 1
                #expect(sentence.hasPrefix("The saved game "))
                #expect(!FileManager.default.fileExists(atPath: slot.url.path))
            case .nothingSaved:
                Issue.record("a written save was not found")
            }
            for name in folder.files(beside: slot) {
                try FileManager.default.removeItem(at: slot.url.deletingLastPathComponent().appendingPathComponent(name))
            }
        }
        #expect(resumed > 10 && refused > 10, "both outcomes were exercised (\(resumed) resumed, \(refused) refused)")
    }
}
