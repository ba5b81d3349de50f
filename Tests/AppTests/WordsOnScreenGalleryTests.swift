@testable import Shell
@testable import PlayersUI
@testable import TilesUI
@testable import TilesEditorUI
import Foundation
import GameCore
import Midend
import Mines
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// The screens the words gallery (`WordsOnScreenTests`) did not yet draw: the avatar editor, the
/// Daily screen, the Leaderboards screen itself (with a shared board's longest header and a
/// moderator's question), the notices, the level list's questions, the editor's first question
/// and test play, and a Mines game in play, lost, with its odds and endless.
extension WordsOnScreenTests {
    static func record(_ name: String, _ frame: FrameBuffer, _ size: ScreenSize) {
        for line in ScreenWords.cuts(in: frame) { Issue.record("\(name) at \(size): \(line)") }
    }

    @Test func theAvatarEditor() throws {
        let world = try ProfileWorld()
        for size in Self.sizes {
            for (glyphs, theme) in [(GlyphSet.unicode, Theme.color), (.ascii, .monochrome)] {
                let context = world.context(size: size, glyphs: glyphs, theme: theme)
                var editor = AvatarEditorScreen(profile: try world.database.profile(of: world.viewer))
                editor.activate(context: context)
                Self.record("avatar editor", editor.frame(context), size)
                editor.press([.char("c"), .char("4"), .key(.right), .char("6"), .char("u")], context: context)
                Self.record("avatar editor, painted", editor.frame(context), size)
            }
        }
    }

    @Test func theDailyScreen() throws {
        let world = try DailyWorld()
        try world.played(.mines, "2026-11-25", "won")
        try world.played(.tiles, "2026-11-26", "lost")
        for size in Self.sizes {
            let (screen, context) = world.opened(size: size)
            Self.record("daily", screen.frame(context), size)
        }
    }

    @Test func theLeaderboardsWithASharedBoardsLongestHeaderAndAModeratorsQuestion() {
        // The longest the header says (SharedBoardClient.statusLine: the state, then why the last
        // game is not on the board).
        let header = "offline — 2 results waiting — "
            + "the last game is ranked on this computer only: it started while the shared board could not be reached"
        let link = SharedBoardLink(statusLine: { header }, moderate: { _, _, _ in "" })
        for size in Self.sizes {
            var plain = LeaderboardHarness(store: LeaderboardFixtures.store(players: 12), size: size)
            Self.record("leaderboards", plain.frame, size)
            plain.press(.key(.tab))
            Self.record("leaderboards, endless", plain.frame, size)
            let shared = LeaderboardHarness(store: LeaderboardFixtures.store(players: 3), size: size, shared: link)
            Self.record("leaderboards on a shared board", shared.frame, size)
            #expect(ScreenWords.words(shared.frame).contains("it started while the shared board could not be reached"),
                    "the reason shows at \(size)")
            #expect(shared.text.contains("Player 3"), "the rows show below it at \(size)")

            let profiles = ModerationProfiles(roles: [1: .owner])
            for key in ["n", "v", "b"] {
                var moderator = LeaderboardHarness(store: LeaderboardFixtures.store(players: 3, names: [2: "Bob"]),
                                                   viewer: 1, profiles: profiles.value, size: size)
                moderator.press(.key(.down), .char(Character(key)))
                Self.record("moderator's \(key) question", moderator.frame, size)
            }
        }
    }

    @Test func theNoticesAndTheLevelListsQuestions() {
        let environment = Fixtures.environment()
        let notices: [(String, NoticeScreen)] = [
            ("start-up warnings", NoticeScreen.startupWarnings([
                "config/settings.json is not a settings file (line 3: a comma is missing): it was set aside as "
                    + "settings.json.broken and the default settings are used.",
                "levels/campaign.sql:12: error: level 4 has a tile over an empty cell (tiles must rest on the bottom)",
            ])),
            ("save in use", SaveInUse.notice(holder: "Your saved game is open in another copy of Clearfield (process 4242).")),
        ]
        for size in Self.sizes {
            let context = Fixtures.context(environment, size: size)
            for (name, notice) in notices { Self.record(name, notice.frame(context), size) }
            var frame = FrameBuffer(size: size)
            LevelProblemNotice(level: 7, problem: "levels/campaign.sql:40: error: the solver proved no order of moves clears level 7")
                .draw(into: &frame, context: context)
            Self.record("level problem", frame, size)
            var question = SavedLevelQuestion(level: 3, savedGame: "Tiles level 3 \"Second Step\", 12 moves, 1:04")
            frame = FrameBuffer(size: size)
            question.draw(into: &frame, context: context)
            Self.record("saved level question", frame, size)
            _ = question.answer(to: .character("r"))
            frame = FrameBuffer(size: size)
            question.draw(into: &frame, context: context)
            Self.record("start over question", frame, size)
        }
    }

    @Test func theEditorsFirstQuestionsAndTestPlay() {
        let environment = Fixtures.environment()
        for size in Self.sizes {
            let context = Fixtures.context(environment, size: size)
            for start in [EditorStartScreen(copying: Fixtures.levels[2], into: nil),
                          EditorStartScreen(copying: Fixtures.levels[2], into: "My Very Own Level Pack"),
                          EditorStartScreen(copying: nil, into: nil)] {
                Self.record("editor start", Self.activated(start, context).frame(context), size)
            }
            var test = TestPlayScreen(level: Fixtures.levels[0])
            test.activate(context: context)
            Self.record("test play", test.frame(context), size)
            _ = test.handle(.key(.enter), context: context)
            _ = test.handle(.key(.enter), context: context)
            Self.record("test play cleared", test.frame(context), size)
        }
    }

    @Test func aMinesGameInPlayLostWithItsOddsAndEndless() {
        for size in Self.sizes {
            var mines = MinesScreenHarness(mode: .classic(.expert), seed: 21, size: size)
            mines.press(.char(" "))
            mines.wait(milliseconds: 3_000)
            Self.record("Mines expert in play", mines.frame, size)
            mines.press(.char("o"))
            Self.record("Mines odds", mines.frame, size)

            var lost = MinesScreenHarness(seed: 21, size: size)
            lost.press(.char(" "))
            if let layout = lost.board.layout,
               let mine = (0..<9).lazy.flatMap({ y in (0..<9).map { Point(x: $0, y: y) } }).first(where: layout.isMine) {
                lost.go(to: mine)
                lost.press(.char(" "))
            }
            #expect(lost.board.outcome == .lost, "at \(size)")
            Self.record("Mines lost", lost.frame, size)

            var endless = MinesScreenHarness(mode: .endless, seed: 7, size: size)
            endless.press(.char(" "))
            Self.record("Mines endless", endless.frame, size)
        }
    }
}
