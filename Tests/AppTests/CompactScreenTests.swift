@testable import Shell
@testable import StatsUI
@testable import TilesUI
@testable import MinesUI
import GameCore
import Terminal
import Testing
import Tiles
@testable import UITestSupport

/// Every menu, list and help page plays at 60×20 (`ScreenSize.compact`): each screen asks for
/// no more, and drawn at that size nothing it needs is cut off.
@Suite struct CompactScreenTests {
    static let compact = ScreenSize.compact

    /// `count` small levels, more than a 60×20 list shows.
    static func manyLevels(_ count: Int) -> [Level] {
        (1...count).map { Fixtures.level($0, "Level number \($0)", Fixtures.firstMap, par: 2) }
    }

    static func activated<S: Screen>(_ screen: S, _ context: ScreenContext) -> S {
        var screen = screen
        screen.activate(context: context)
        return screen
    }

    /// A box is whole on a row when both its corners are there.
    static func boxIsWhole(_ frame: FrameBuffer) -> Bool {
        guard let top = frame.lines.first(where: { $0.contains("┌") }) else { return false }
        return top.contains("┐") && frame.lines.contains { $0.contains("└") && $0.contains("┘") }
    }

    @Test func menusListsAndHelpAskForNoMoreThanTheCompactSize() throws {
        let fixture = try ProgressFixture()
        let context = Fixtures.context(fixture.environment(clock: ManualClock()), size: Self.compact)
        let screens: [any Screen] = [MainMenuScreen(), LevelSelectScreen(), MinesMenuScreen(), MinesCustomScreen(preferences: MinesPreferences()),
                                     HelpScreen(), StatsScreen(), AchievementsScreen(),
                                     NoticeScreen(title: "A notice", paragraphs: ["Some words."])]
        for screen in screens {
            #expect(screen.minimumSize(context: context) == Self.compact, "\(type(of: screen))")
        }
    }

    @Test func theMainMenuTradesItsWideTitleForOneLineAndKeepsItsBoxWhole() throws {
        var environment = Fixtures.environment()
        let art = String(repeating: "█", count: 66)
        environment.title = TitleArt(unicode: Array(repeating: art, count: 5), ascii: ["CLEARFIELD"])
        let narrow = MainMenuScreen().frame(Fixtures.context(environment, size: Self.compact))
        #expect(narrow.text.contains("C L E A R F I E L D") && !narrow.text.contains(art))
        #expect(Self.boxIsWhole(narrow))
        #expect(narrow.text.contains("Tiles         t   clear the board, level by level"))
        let wide = MainMenuScreen().frame(Fixtures.context(environment, size: ScreenSize(columns: 80, rows: 24)))
        #expect(wide.text.contains(art), "the art where it fits")
    }

    @Test func theVersionNeverTouchesTheKeyHints() throws {
        for columns in 50...90 {
            let frame = MainMenuScreen().frame(Fixtures.context(Fixtures.environment(),
                                                                size: ScreenSize(columns: columns, rows: 20)))
            let keys = try #require(frame.lines.last)
            #expect(keys.contains("shortcuts"), "\(columns)")
            #expect(!keys.contains("shortcutsv") && !keys.contains("shortcuts v"), "\(columns): \(keys)")
        }
    }

    @Test func theMinesMenuNarrowsItsBoxAndShortensItsTagline() {
        let frame = MinesMenuScreen().frame(Fixtures.context(Fixtures.environment(), size: Self.compact))
        #expect(Self.boxIsWhole(frame))
        #expect(frame.text.contains("Boards that never need a guess") && !frame.text.contains("gets ha"))
        #expect(frame.lines.last?.contains("q back") == true)
    }

    @Test func theLevelListDropsItsPanelForADetailLineAndSaysItScrolls() throws {
        let levels = Self.manyLevels(30)
        let environment = Fixtures.environment(levels: levels)
        let context = Fixtures.context(environment, size: Self.compact)
        var list = Self.activated(LevelSelectScreen(), context)
        var frame = list.frame(context)
        // 13 rows of levels: title, summary, header, the list, a blank, the detail line, messages, keys.
        #expect(frame.lines[1].hasPrefix("    1–13 of 30") && frame.lines[1].hasSuffix("0 of 30 passed"))
        #expect(frame.lines[3].contains("▸   1 Level number 1") && !frame.lines[3].contains("▲"))
        #expect(frame.lines[15].contains("13 Level number 13") && frame.lines[15].hasSuffix("▼"))
        #expect(frame.lines[17].contains("Level 1: 2×2, 2 colours, par 2, not cleared yet"))
        #expect(!frame.text.contains("┌"), "no panel at 60 columns")
        _ = list.handle(.key(.end), context: context)
        frame = list.frame(context)
        #expect(frame.lines[1].contains("18–30 of 30"))
        #expect(frame.lines[3].hasSuffix("▲") && !frame.text.contains("▼"))
        #expect(frame.lines[17].contains("Level 30:") && frame.lines[17].contains("locked"))

        let wide = Fixtures.context(environment, size: ScreenSize(columns: 80, rows: 24))
        let wideFrame = Self.activated(LevelSelectScreen(), wide).frame(wide)
        #expect(wideFrame.text.contains("┌") && wideFrame.lines[1].contains("1–18 of 30"), "the panel at 80 columns")
        let ascii = Fixtures.context(environment, size: Self.compact, glyphs: .ascii)
        let asciiFrame = Self.activated(LevelSelectScreen(), ascii).frame(ascii)
        #expect(asciiFrame.lines[1].contains("1-13 of 30") && asciiFrame.lines[15].hasSuffix("v"))
    }

    @Test func aListThatFitsShowsNoMarks() {
        let context = Fixtures.context(Fixtures.environment(), size: Self.compact)
        let frame = Self.activated(LevelSelectScreen(), context).frame(context)
        #expect(!frame.text.contains("▲") && !frame.text.contains("▼") && !frame.text.contains("1–3 of 3"))
        #expect(frame.text.contains("0 of 3 passed"))
    }

    @Test func achievementsKeepTitlesReadableWithAShorterBar() throws {
        let fixture = try ProgressFixture(catalog: TestAchievements.tiers(20))
        let context = Fixtures.context(fixture.environment(clock: ManualClock()), size: Self.compact)
        let frame = AchievementsScreen().frame(context)
        let line = try #require(frame.line(containing: "Tier 1 "))
        #expect(line.contains("5 pts  ░░░░░░ ") && line.hasSuffix("0 / 1"))
        #expect(frame.text.contains("1–5 of 20") && frame.text.contains("▼"))
        #expect(frame.lines.last?.contains("Esc back") == true)
    }

    @Test func statsThatScrollSayWhere() throws {
        let fixture = try ProgressFixture()
        let context = Fixtures.context(fixture.environment(clock: ManualClock()), size: ScreenSize(columns: 60, rows: 14))
        var stats = StatsScreen(kind: .tiles)
        var frame = stats.frame(context)
        // Six rows of the table (rows 5 to 10) between the headings and the keys.
        #expect(frame.lines[2].contains("1–6 of") && frame.lines[5].contains("Games started"))
        #expect(frame.lines[10].hasSuffix("▼") && !frame.text.contains("▲"))
        _ = stats.handle(.key(.down), context: context)
        frame = stats.frame(context)
        #expect(frame.lines[2].contains("2–7 of") && frame.lines[5].hasSuffix("▲") && !frame.lines[5].contains("Games started"))
    }

    @Test func overlaysKeepTheirTitlesOffTheMessageLine() {
        let context = Fixtures.context(Fixtures.environment(), size: Self.compact)
        var frames: [(String, FrameBuffer)] = []
        var frame = FrameBuffer(size: Self.compact)
        QuitPrompt(destination: "the level list", outcome: "abandoned").draw(into: &frame, context: context, title: "Quit level 3?")
        frames.append(("Quit level 3?", frame))
        frame = FrameBuffer(size: Self.compact)
        ReplaceSavedGameQuestion(title: "Start level 2?", startAction: "start level 2", savedGame: "Tiles level 1")
            .draw(into: &frame, context: context)
        frames.append(("Start level 2?", frame))
        let long = NoticeScreen(title: "Many problems", paragraphs: (1...40).map { "Problem \($0)." })
        frames.append(("Many problems", long.frame(context)))
        for (title, frame) in frames {
            let row = frame.row(containing: title)
            #expect(row != nil && row! < AppController.messageRow(in: Self.compact), "\(title)")
            #expect(Self.boxIsWhole(frame), "\(title) fits 60 columns")
        }
    }
}
