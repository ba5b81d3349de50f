import LightsOutGame
@testable import ReplayUI
@testable import Shell
import Terminal
import Testing
@testable import UITestSupport

/// The replay help names the keys that seek and says which way (issue 31: it read
/// "←↑↓→ h l  5 seconds back, on", where up and down do nothing), in Unicode and in ASCII.
@Suite struct ReplayHelpWordingTests {
    @Test(arguments: [(GlyphSet.unicode, ScreenSize(columns: 80, rows: 24)), (GlyphSet.ascii, ScreenSize(columns: 80, rows: 24)),
                      (GlyphSet.unicode, ScreenSize(columns: 60, rows: 20))])
    func theSeekKeysAreLeftAndRightAndSayWhichWay(glyphs: GlyphSet, size: ScreenSize) {
        let help = HelpScreen(topic: .replay)
        let text = help.frame(Fixtures.context(Fixtures.environment(), size: size, glyphs: glyphs)).text
        #expect(!text.contains("back, on"), "\(text)")
        #expect(text.contains("5 s back, forward") && text.contains("one move back, forward"), "\(text)")
        #expect(!text.contains(glyphs.arrows) || glyphs.isASCII, "no up or down arrow for a seek")
        #expect(text.contains(glyphs.isASCII ? "<- ->  h l" : "← →  h l"), "\(text)")
    }
}

/// The replay help's paragraphs about one game's boards come from that game's replay drawing
/// (issue 33: ReplayUI named Mines in its own text): a build without Mines does not describe the
/// Mines cursor path.
@Suite struct ReplayHelpGameNotesTests {
    @Test func eachGamesNotesFollowTheViewersOwn() {
        let shipped = ReplayHelp.rules(games: Fixtures.environment().games)
        #expect(Array(shipped.prefix(ReplayHelp.rules.count)) == ReplayHelp.rules)
        #expect(shipped.dropFirst(ReplayHelp.rules.count).contains { $0.hasPrefix("Mines: the underlined cells") },
                "\(shipped)")
        let lightsOut = ReplayHelp.rules(games: [LightsOutFrontEnd()])
        #expect(lightsOut == ReplayHelp.rules)
        #expect(!lightsOut.joined().contains("Mines"))
    }
}
