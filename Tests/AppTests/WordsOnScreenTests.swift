@testable import Shell
@testable import StatsUI
@testable import PlayersUI
@testable import TilesPacksUI
@testable import TilesUI
@testable import TilesEditorUI
@testable import MinesUI
import GameCore
import Leaderboards
@testable import Midend
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Every screen, overlay and message drawn at 80×24 and 60×20 says its sentences whole: a line
/// cut with "…" (what `TextLayout.fitted` does to text too long for its place) fails, naming the
/// screen and the line (issue 22, "Words on screen").
@Suite struct WordsOnScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize.compact]

    /// Draws `screen` (activated) at both sizes and records every cut line.
    static func check(_ name: String, _ make: (ScreenContext) -> any Screen, environment: AppEnvironment) {
        for size in sizes {
            let context = Fixtures.context(environment, size: size)
            let screen = make(context)
            let frame = screen.frame(context)
            for line in ScreenWords.cuts(in: frame) { Issue.record("\(name) at \(size): \(line)") }
        }
    }

    static func activated<S: Screen>(_ screen: S, _ context: ScreenContext) -> S {
        var screen = screen
        screen.activate(context: context)
        return screen
    }

    @Test func theDetectorFindsACutSentenceAndPassesMeantEllipses() {
        var frame = FrameBuffer(size: ScreenSize(columns: 30, rows: 2))
        frame.put("Best time, beginner", column: 0, row: 0, width: 14, glyphs: .unicode)
        frame.put("Ranked: sending…  checking…", column: 0, row: 1)
        #expect(ScreenWords.cuts(in: frame) == [frame.lines[0]])
    }

    @Test func menusListsStatsAndAchievements() throws {
        let fixture = try ProgressFixture()
        let environment = fixture.environment(clock: ManualClock())
        Self.check("main menu", { Self.activated(MainMenuScreen(), $0) }, environment: environment)
        Self.check("level list", { Self.activated(LevelSelectScreen(), $0) }, environment: environment)
        Self.check("Mines menu", { Self.activated(MinesMenuScreen(), $0) }, environment: environment)
        Self.check("custom board", { Self.activated(MinesCustomScreen(preferences: MinesPreferences()), $0) },
                   environment: environment)
        for kind in [GameKind.tiles, GameKind.mines] {
            Self.check("stats \(kind.rawValue)", { Self.activated(StatsScreen(kind: kind), $0) }, environment: environment)
        }
        Self.check("achievements", { Self.activated(AchievementsScreen(), $0) }, environment: environment)
    }

    /// The screens the first gallery left out: the profile, the Mines history, the pack import.
    @Test func profileHistoryAndPackImport() throws {
        let fixture = try ProgressFixture()
        let environment = fixture.environment(clock: ManualClock())
        Self.check("profile", { Self.activated(ProfileScreen(), $0) }, environment: environment)
        Self.check("Mines history", { Self.activated(MinesHistoryScreen(), $0) }, environment: environment)
        Self.check("pack import", { Self.activated(PackImportScreen(note: ImportedPackNote()), $0) },
                   environment: environment)
    }

    @Test func statsDuringAGame() throws {
        let fixture = try ProgressFixture()
        let environment = fixture.environment(clock: ManualClock())
        let context = Fixtures.context(environment)
        var game = TilesPlayScreen(level: Fixtures.levels[2], campaign: Fixtures.levels)
        game.activate(context: context)
        _ = game.handle(.key(.enter), context: context)
        Self.check("stats during a game", { Self.activated(StatsScreen(kind: .tiles), $0) }, environment: environment)
        let frame = StatsScreen(kind: .tiles).frame(context)
        #expect(frame.text.contains("This game joins the lifetime totals when it ends."))
    }

    @Test func everyHelpPageWhole() {
        let environment = Fixtures.environment()
        for topic in environment.helpTopics + [.replay] {
            for size in Self.sizes {
                let context = Fixtures.context(environment, size: size)
                let page = HelpPage(HelpScreen(topic: topic), width: size.columns, context: context).lines
                for line in ScreenWords.cuts(in: page) { Issue.record("help \(topic.title) at \(size): \(line)") }
            }
        }
    }

    @Test func theTooSmallNotice() {
        for size in Self.sizes {
            var frame = FrameBuffer(size: size)
            TooSmallNotice(needed: ScreenSize(columns: 120, rows: 40), size: size, leaving: "save the game and leave it")
                .draw(into: &frame, theme: .color, glyphs: .unicode)
            for line in ScreenWords.cuts(in: frame) { Issue.record("too small at \(size): \(line)") }
            #expect(ScreenWords.words(frame).contains("enlarge the terminal"))
        }
    }

    @Test func theEditorsProblemLineItsCannotSaveMessageAndTheSaveUnprovenQuestion() throws {
        let shelf = FakeShelf()
        let environment = shelf.environment()
        for size in Self.sizes {
            let context = Fixtures.context(environment, size: size)
            var editor = LevelEditorScreen(draft: LevelDraft(width: 10, height: 8, name: "Mine 1"), pack: "Mine",
                                           number: 1)
            editor.activate(context: context)
            // A tile over an empty cell: the map cannot be played.
            editor.type("k1", context: context)
            var frame = editor.frame(context)
            for line in ScreenWords.cuts(in: frame) { Issue.record("editor at \(size): \(line)") }
            #expect(ScreenWords.words(frame).contains("(tiles must rest on the bottom)"), "the fix is on screen at \(size)")
            editor.type("s", context: context)
            frame = editor.frame(context)
            #expect(ScreenWords.words(frame).contains("g drops the tiles"), "at \(size)")
            for line in ScreenWords.cuts(in: frame) { Issue.record("cannot save at \(size): \(line)") }

            frame = FrameBuffer(size: size)
            EditorPrompt.question(.saveUnproven(leaving: false), title: "Save an unproven level?",
                                  lines: ["The solver says: \(EditorCheck.undecidedText)", "Save it marked unproven anyway?"])
                .draw(into: &frame, context: context)
            for line in ScreenWords.cuts(in: frame) { Issue.record("save unproven at \(size): \(line)") }
            #expect(ScreenWords.words(frame).contains("too hard for the quick check"))
        }
    }

    @Test func theLeaderboardsKeyPopUp() throws {
        for size in Self.sizes {
            var harness = LeaderboardHarness(store: LeaderboardFixtures.store(players: 3), size: size)
            _ = harness.screen.handle(.key(.character("?")), context: harness.context)
            let frame = harness.frame
            for line in ScreenWords.cuts(in: frame) { Issue.record("leaderboard keys at \(size): \(line)") }
            #expect(ScreenWords.words(frame).contains("only you see your row."), "the last line shows at \(size)")
        }
    }

    @Test func resultsPanelsWithEveryRankingLine() throws {
        let board = MinesRanking.board(.beginner, MinesSettings().style)
        let verdicts: [RankingVerdict] = [
            .checking, .ranked(Placement(board: board, ranks: [:], isPersonalBest: false), runID: "r"),
            .ranked(Placement(board: board, ranks: [.allTime: 1094, .week: 3], isPersonalBest: true), runID: "r"),
            .notRanked(.assisted), .notRanked(.belowThreeBVFloor(floor: 30, actual: 12)), .held(board: board, runID: "r"),
            .notKept(board: board, reason: "the disk is full"), .unavailable,
        ]
        for size in Self.sizes {
            let context = Fixtures.context(Fixtures.environment(), size: size)
            for verdict in verdicts {
                var tiles = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
                tiles.activate(context: context)
                _ = tiles.handle(.key(.enter), context: context)
                _ = tiles.handle(.key(.enter), context: context)
                tiles.runner.ranking.verdict = verdict
                for line in ScreenWords.cuts(in: tiles.frame(context)) { Issue.record("Tiles panel at \(size): \(line)") }
            }
        }
    }

    @Test func theReplayViewerAndAMinesResultsPanel() throws {
        for size in Self.sizes {
            var replay = try ReplayHarness(ReplayFixtures.minesWin().recording, size: size)
            replay.wait(1500)
            for line in ScreenWords.cuts(in: replay.frame) { Issue.record("replay at \(size): \(line)") }
            var tiles = try ReplayHarness(ReplayFixtures.tilesGame().recording, size: size)
            tiles.press(.key(.end))
            for line in ScreenWords.cuts(in: tiles.frame) { Issue.record("Tiles replay at \(size): \(line)") }

            var mines = MinesScreenHarness(seed: 21, size: size)
            for key in MinesFixtures.sweep(mines.board) {
                mines.wait(milliseconds: 40)
                mines.press(key)
            }
            #expect(mines.board.outcome == .won)
            for line in ScreenWords.cuts(in: mines.frame) { Issue.record("Mines panel at \(size): \(line)") }
        }
    }
}
