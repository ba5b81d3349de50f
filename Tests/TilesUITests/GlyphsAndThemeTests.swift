@testable import Shell
@testable import StatsUI
@testable import TilesUI
import GameCore
import Terminal
import Testing
import Tiles
@testable import UITestSupport

@Suite struct GlyphsAndThemeTests {
    @Test func theASCIISetHoldsOnlyASCII() {
        for glyph in GlyphSet.ascii.all {
            #expect(glyph.allSatisfy { $0.isASCII }, "'\(glyph)' is ASCII")
            #expect(!glyph.isEmpty)
        }
        #expect(GlyphSet.unicode.all.contains { !$0.allSatisfy { $0.isASCII } })
        #expect(GlyphSet.ascii.all.count == GlyphSet.unicode.all.count)
    }

    @Test func theSetFollowsTheTerminalUnlessASCIIIsForced() {
        #expect(GlyphSet.choose(unicodeCapable: true, forceASCII: false) == .unicode)
        #expect(GlyphSet.choose(unicodeCapable: true, forceASCII: true) == .ascii)
        #expect(GlyphSet.choose(unicodeCapable: false, forceASCII: false) == .ascii)
    }

    @Test func safeTextReplacesWhatASCIICannotShow() {
        #expect(GlyphSet.ascii.safe("80×24 — (n−2)² · “ok” … é") == "80x24 - (n-2)^2 - \"ok\" ... ?")
        #expect(GlyphSet.unicode.safe("80×24 — é") == "80×24 — é")
        #expect(GlyphSet.ascii.stars(2) == "**-")
        #expect(GlyphSet.unicode.stars(3) == "★★★")
        #expect(GlyphSet.unicode.stars(7) == "★★★", "never more than the total")
    }

    /// Every screen, drawn with the ASCII set, writes nothing but ASCII.
    @Test(arguments: [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 100, rows: 30)])
    func everyScreenIsPureASCIIWithTheASCIISet(size: ScreenSize) {
        let store = FakeStore(progress: ScreenSnapshotTests.progress)
        let environment = Fixtures.environment(store: store, warnings: ["Background ‘sky’ — missing…"])
        let context = Fixtures.context(environment, size: size, glyphs: .ascii, theme: .monochrome)
        var levelSelect = LevelSelectScreen()
        levelSelect.activate(context: context)
        var playing = TilesPlayScreen(level: Fixtures.levels[2], campaign: Fixtures.levels)
        playing.activate(context: context)
        // A game is played once its screen has shown (started).
        var cleared = TilesPlayScreen(level: Fixtures.levels[0], campaign: Fixtures.levels)
        cleared.activate(context: context)
        _ = cleared.handle(.key(.enter), context: context)
        _ = cleared.handle(.key(.enter), context: context)
        var stuck = TilesPlayScreen(level: TilesPlayTests.trap, campaign: Fixtures.levels)
        stuck.activate(context: context)
        _ = stuck.handle(.key(.up), context: context)
        _ = stuck.handle(.key(.enter), context: context)
        var hinted = TilesPlayScreen(level: Fixtures.levels[1], campaign: Fixtures.levels)
        hinted.activate(context: context)
        _ = hinted.handle(.char("H"), context: context)
        let screens: [(String, any Screen)] = [
            ("menu", MainMenuScreen()), ("help", HelpScreen()), ("levels", levelSelect), ("play", playing),
            ("cleared", cleared), ("stuck", stuck), ("hint", hinted),
            ("stats", StatsScreen()), ("achievements", AchievementsScreen()), ("warnings", NoticeScreen.startupWarnings(environment.warnings)),
        ]
        for (name, screen) in screens {
            let text = screen.frame(context).text
            #expect(text.allSatisfy { $0.isASCII }, "the \(name) screen is ASCII")
            #expect(text.contains { !$0.isWhitespace }, "the \(name) screen is not blank")
        }
        #expect(cleared.frame(context).text.contains("Stars ***"))
        #expect(stuck.frame(context).text.contains("Stuck: no group of 2 is left (4 tiles) - u undo, R restart"))
        #expect(MainMenuScreen().frame(context).text.contains("=== CLEARFIELD ==="))
    }

    @Test func theTooSmallMessageIsASCIIToo() throws {
        let clock = ManualClock()
        let terminal = ScriptedTerminal(size: ScreenSize(columns: 70, rows: 10), unicode: false, clock: clock, events: [])
        let controller = AppController(terminal: terminal, environment: Fixtures.environment(clock: clock), screens: [])
        controller.run()
        let text = try #require(terminal.lastFrame?.text)
        #expect(text.contains("Terminal too small: this screen needs 60x20 (now 70x10)."))
        #expect(text.allSatisfy { $0.isASCII })
    }

    @Test func monochromeTilesDifferByLetterAlone() {
        let context = Fixtures.context(Fixtures.environment(), glyphs: .ascii, theme: .monochrome)
        let everyColour = Fixtures.level(7, "Rainbow", "RGBYMC\nRGBYMC", par: 6)
        var screen = TilesPlayScreen(level: everyColour, campaign: [everyColour])
        screen.activate(context: context)
        let frame = screen.frame(context)
        // A zoomed tile without colour is a block of its letter (2×zoom columns each).
        let zoom = TilesPlayLayout(size: context.size, board: everyColour.board).zoom
        #expect(zoom > 1)
        let letters = "RGBYMC".map { String(repeating: $0, count: 2 * zoom) }.joined()
        let row = frame.lines.firstIndex { $0.contains(letters) }
        #expect(row != nil, "each colour shows its own letter")
        #expect(Set(TileColor.allCases.map(\.letter)).count == TileColor.allCases.count)
        #expect(frame.cells.allSatisfy { $0.style.foreground == nil && $0.style.background == nil },
                "no colour anywhere in monochrome")
        // The cursor's group stands out by attribute, not colour.
        let layout = TilesPlayLayout(size: context.size, board: everyColour.board)
        #expect(row == layout.row(ofCell: 0))
        let bottom = layout.row(ofCell: 1)
        #expect(frame[layout.column(ofCell: 0), bottom].style.reverse, "the cursor's red pair is reversed")
        #expect(!frame[layout.column(ofCell: 1), bottom].style.reverse)
    }

    @Test func colourTilesUseSixDistinctColoursAndReadableText() {
        let theme = Theme.color
        let backgrounds = TileColor.allCases.map { theme.tile($0, highlighted: false).background }
        #expect(Set(backgrounds.compactMap { $0 }).count == 6)
        for color in TileColor.allCases {
            let style = theme.tile(color, highlighted: false)
            #expect(style.foreground != style.background)
            #expect(theme.tile(color, highlighted: true).reverse)
        }
    }
}
