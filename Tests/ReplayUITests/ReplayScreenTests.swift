@testable import Shell
@testable import ReplayUI
@testable import TilesUI
@testable import MinesUI
import Foundation
import GameCore
import GameRules
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The replay viewer drawn into in-memory frames with a manual clock: recorded pace, speeds,
/// pausing, stepping, the verdict line, and waking only when a move is due.
@Suite struct ReplayScreenTests {
    let game = ReplayFixtures.minesWin()

    @Test func actionsComeAtTheirRecordedTimes() throws {
        var harness = try ReplayHarness(game.recording)
        #expect(harness.screen.step == 0)
        #expect(harness.screen.isPlaying)
        harness.wait(999)
        #expect(harness.screen.step == 0)
        harness.wait(1)
        #expect(harness.screen.step == 1)
        harness.wait(699)
        #expect(harness.screen.step == 1)
        harness.wait(1)
        #expect(harness.screen.step == 2)
        #expect(harness.text.contains("Move 2/\(game.log.count)"))
    }

    @Test func theLoopIsWokenForMovesAndTheClockOnlyAndNeverAtTheEnd() throws {
        var harness = try ReplayHarness(game.recording)
        let last = try #require(game.log.lastKnownOffset)
        harness.wait(last + 5000)
        #expect(harness.screen.step == game.log.count)
        // Each move, and the clock ten times a second (some instants are both), up to the last move.
        let refreshes = last / Int(ReplayPace.refreshMilliseconds)
        #expect(harness.wakes >= refreshes && harness.wakes <= refreshes + game.log.count)
        #expect(harness.screen.nextChange(after: harness.clock.now()) == nil)
        #expect(!harness.screen.isPlaying)
        #expect(harness.frame.line(containing: "End") != nil)
    }

    @Test func fasterAndSlowerChangeWhenTheNextMoveIsDue() throws {
        var harness = try ReplayHarness(game.recording)
        harness.press(.char("+"))
        #expect(harness.text.contains("2×"))
        harness.wait(499)
        #expect(harness.screen.step == 0)
        harness.wait(1)
        #expect(harness.screen.step == 1)
        harness.press(.char("-"), .char("-"))
        #expect(harness.text.contains("0.5×"))
        // 700 ms of play at half speed.
        harness.wait(1399)
        #expect(harness.screen.step == 1)
        harness.wait(1)
        #expect(harness.screen.step == 2)
    }

    @Test func speedStaysBetweenAQuarterAndEightTimes() throws {
        var harness = try ReplayHarness(game.recording)
        for _ in 0..<10 { harness.press(.char("+")) }
        #expect(harness.text.contains("8×"))
        for _ in 0..<10 { harness.press(.char("-")) }
        #expect(harness.text.contains("0.25×"))
        harness.wait(3999)
        #expect(harness.screen.step == 0)
        harness.wait(1)
        #expect(harness.screen.step == 1)
    }

    @Test func spacePausesAndPlaysOnFromTheSameMoment() throws {
        var harness = try ReplayHarness(game.recording)
        harness.wait(600)
        harness.press(.char(" "))
        #expect(!harness.screen.isPlaying)
        #expect(harness.screen.nextChange(after: harness.clock.now()) == nil)
        #expect(harness.text.contains("Paused"))
        let wakesWhilePlaying = harness.wakes
        harness.wait(60_000)
        #expect(harness.screen.step == 0)
        #expect(harness.wakes == wakesWhilePlaying, "a paused viewer is never woken")
        harness.press(.char(" "))
        harness.wait(399)
        #expect(harness.screen.step == 0)
        harness.wait(1)
        #expect(harness.screen.step == 1)
    }

    @Test func periodAndCommaStepAndPauseHomeAndEndJump() throws {
        var harness = try ReplayHarness(game.recording)
        harness.press(.char("."))
        #expect(harness.screen.step == 1)
        #expect(!harness.screen.isPlaying)
        harness.press(.char("."), .char("."), .char(","))
        #expect(harness.screen.step == 2)
        harness.press(.key(.end))
        #expect(harness.screen.step == game.log.count)
        #expect(harness.text.contains("End"))
        harness.press(.char("."))
        #expect(harness.screen.step == game.log.count)
        harness.press(.key(.home))
        #expect(harness.screen.step == 0)
        harness.press(.char(","))
        #expect(harness.screen.step == 0)
        // Space at the end plays again from the start.
        harness.press(.key(.end), .char(" "))
        #expect(harness.screen.step == 0)
        #expect(harness.screen.isPlaying)
    }

    @Test func stepsBackAcrossCheckpointsShowTheSameBoardAsGoingForward() throws {
        // A long log: more steps than one checkpoint interval.
        // The centre opened, then a flag on a new covered cell each step, so every step's board
        // is its own.
        let setup = MinesSetup(mode: .classic(.expert), seed: 3).gameSetup
        var state = MinesState(setup: setup.params.setup(seed: setup.seed))
        var log = TimedLog<MinesMove>()
        var actions: [MinesMove] = [.reveal(Point(x: 15, y: 8))]
        for index in 0..<480 where actions.count < 150 {
            actions.append(.flag(Point(x: index % 30, y: index / 30)))
        }
        for (index, move) in actions.enumerated() {
            guard let (after, _) = state.applying(move) else { continue }
            state = after
            log.append(.move(move), at: 100 * index)
        }
        try #require(log.count > 2 * 64)
        let recording = ReplayFixtures.recording(kind: "mines", setup: try MinesBackEnd.encode(setup),
                                                 log: log.packed(), claimed: nil)
        var harness = try ReplayHarness(recording)
        harness.press(.key(.end))
        var backwards: [String] = []
        for _ in 0..<log.count {
            harness.press(.char(","))
            backwards.append(harness.text)
        }
        harness.press(.key(.home))
        var forwards: [String] = []
        for _ in 0..<(log.count - 1) {
            harness.press(.char("."))
            forwards.append(harness.text)
        }
        // Backwards showed the steps from the last but one down to 0; forwards from 1 up.
        #expect(Array(backwards.reversed().dropFirst()) == forwards)
        #expect(harness.screen.stepCount == log.count)
    }

    @Test func eachStepShowsTheBoardTheRulesReachAfterThatManyActions() throws {
        var harness = try ReplayHarness(game.recording)
        for step in [1, 3, game.log.count] {
            harness.press(.key(.home))
            for _ in 0..<step { harness.press(.char(".")) }
            let prefix = TimedLog(Array(game.log.entries.prefix(step)))
            let state = try MinesBackEnd.replay(game.setup, log: prefix, claimedPlayMilliseconds: nil).get()
                .session.current
            // The board ends a line higher than in play: the position bar takes that line.
            var boardContext = harness.context
            boardContext.size.rows -= 1
            var expected = FrameBuffer(size: harness.context.size)
            let layout = MinesPlayLayout(size: boardContext.size, boardWidth: state.board.width,
                                         boardHeight: state.board.height, cursor: .zero)
            MinesPlayScreen.drawBoard(state.board, cursor: nil, layout: layout, into: &expected,
                                      context: boardContext)
            let rows = layout.frameTop..<(layout.frameTop + layout.frameRows)
            // The replay brackets the cell of the next move (the drawn cursor, issue 22): the
            // board's cells are what is compared.
            func cells(_ lines: ArraySlice<String>) -> [String] {
                lines.map { $0.replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ") }
            }
            #expect(cells(harness.frame.lines[rows]) == cells(expected.lines[rows]), "step \(step)")
        }
    }

    @Test func aVerifiedGameSaysSo() throws {
        let harness = try ReplayHarness(game.recording)
        let line = try #require(harness.frame.line(containing: "Verified"))
        #expect(line.contains("won"))
        #expect(!harness.text.contains("Not verified"))
    }

    @Test func aTamperedLogSaysWhyAndPlaysWhatIsLegal() throws {
        var log = game.log
        // The last move again: the cell is open by then, so the rules refuse it.
        log.append(log.entries[1].action, at: (log.lastKnownOffset ?? 0) + 10)
        var recording = game.recording
        recording.packedLog = log.packed()
        recording.claimedPlayMilliseconds = nil
        var harness = try ReplayHarness(recording)
        #expect(harness.screen.stepCount == game.log.count)
        #expect(harness.text.contains("Not verified: action \(log.count) "))
        harness.press(.key(.end))
        #expect(harness.screen.step == game.log.count)
    }

    @Test func aClaimedTimeShorterThanTheLogIsNotVerified() throws {
        var recording = game.recording
        recording.claimedPlayMilliseconds = 10
        let harness = try ReplayHarness(recording)
        #expect(harness.text.contains("Not verified: "))
        #expect(!harness.text.contains("Verified: the moves"))
    }

    @Test func whatTheStoreFoundWrongIsShownEvenWhenTheMovesReplay() throws {
        var recording = game.recording
        recording.storedProblem = "the claimed time differs from the replay"
        let harness = try ReplayHarness(recording)
        #expect(harness.text.contains("Not verified: the claimed time differs"))
    }

    @Test func unknownGamesAndUnreadableRecordsAreRefusedWithAReason() {
        var recording = game.recording
        recording.kind = "chess"
        #expect(throws: ReplayProblem.self) { try ReplayScreen.open(recording, games: AppEnvironment.clearfieldGames).get() }
        if case .failure(let problem) = ReplayScreen.open(recording, games: AppEnvironment.clearfieldGames) {
            #expect(problem.description.contains("\"chess\""))
        }
        recording = game.recording
        recording.encodedSetup = Data("{]".utf8)
        if case .failure(let problem) = ReplayScreen.open(recording, games: AppEnvironment.clearfieldGames) {
            #expect(problem.description.contains("cannot be read"))
        } else {
            Issue.record("an unreadable setup opened")
        }
    }

    @Test func beingCoveredStopsThePlaybackUntilShownAgain() throws {
        var harness = try ReplayHarness(game.recording)
        harness.wait(900)
        harness.cover(for: 10_000)
        #expect(harness.screen.step == 0)
        harness.wait(99)
        #expect(harness.screen.step == 0)
        harness.wait(1)
        #expect(harness.screen.step == 1)
    }

    @Test func everyRegisteredGameCanBePlayedBack() {
        let drawings = AppEnvironment.clearfieldGames.map(\.replayDrawing)
        for kind in GameRegistry.clearfield.kinds {
            #expect(drawings.contains { $0.kind == kind }, "\(kind.rawValue) has no replay drawing")
        }
        #expect(drawings.count == GameRegistry.clearfield.kinds.count)
    }

    @Test func qAndEscGoBack() throws {
        var harness = try ReplayHarness(game.recording)
        guard case .pop = harness.press(.char("q")).navigation else { Issue.record("q did not go back"); return }
        guard case .pop = harness.press(.key(.escape)).navigation else { Issue.record("Esc did not go back"); return }
    }

    @Test func tilesPlaysBackToItsVerifiedScore() throws {
        let tiles = ReplayFixtures.tilesGame()
        var harness = try ReplayHarness(tiles.recording)
        let setup = GameSetup(params: TilesParams(level: Fixtures.levels[2]), seed: 0)
        let verified = try TilesBackEnd.verify(setup, log: tiles.log, claimedPlayMilliseconds: nil).get()
        #expect(harness.text.contains("Tiles"))
        #expect(harness.text.contains("Level 3"))
        #expect(harness.text.contains("Score 0 "))
        harness.wait(tiles.log.lastKnownOffset ?? 0)
        #expect(harness.screen.step == tiles.log.count)
        #expect(harness.text.contains("Score \(TextLayout.number(verified.score ?? -1)) "))
    }

    @Test func theComingTilesMoveIsMarkedOnItsTile() throws {
        let tiles = ReplayFixtures.tilesGame()
        let harness = try ReplayHarness(tiles.recording)
        guard case .move(let move) = tiles.log.entries.first?.action else { Issue.record("no first move"); return }
        let level = Fixtures.levels[2]
        var boardSize = harness.context.size
        boardSize.rows -= 1  // the position bar's line
        let layout = TilesPlayLayout(size: boardSize, board: level.board)
        let line = harness.frame.lines[layout.row(ofCell: move.point.y) + (layout.zoom - 1) / 2]
        let cells = Array(line)
        #expect(String(cells[layout.column(ofCell: move.point.x) + layout.zoom]) == GlyphSet.unicode.cursor)
    }

    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 60, rows: 20)])
    func hostileCaptionsAndASCIIWithoutColourStayPlainText(size: ScreenSize) throws {
        var recording = game.recording
        recording.caption = "Evil\u{1B}[2J\u{202E}name\u{07}" + String(repeating: "x", count: 500)
        let harness = try ReplayHarness(recording, size: size, glyphs: .ascii, theme: .monochrome)
        #expect(harness.screen.minimumSize(context: harness.context).columns <= size.columns)
        let text = harness.text
        #expect(text.unicodeScalars.allSatisfy { $0.isASCII && ($0.value >= 0x20 || $0 == "\n") })
        #expect(text.contains("Evil"))
        #expect(text.contains("Left/Right 5 s"))
        #expect(harness.frame.lines.allSatisfy { $0.count <= size.columns })
    }
}
