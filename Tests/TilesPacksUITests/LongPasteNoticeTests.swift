@testable import PlayersUI
@testable import TilesPacksUI
@testable import MinesUI
import Terminal
import Testing
@testable import UITestSupport

/// Issue 34's smaller items on screens: a paste longer than a prompt takes is cut with a word,
/// and a share of mines is never rounded to a figure that is not true.
@Suite struct LongPasteNoticeTests {
    @Test func aPathPastedPastTheLongestIsCutAndSaysSo() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        let long = String(repeating: "a", count: PackImportScreen.longestPath)
        var screen = fixture.screen(typing: "/" + long, context: context)
        #expect(screen.editor.text.count == PackImportScreen.longestPath, "cut at the longest path, not before")
        #expect(screen.problem?.contains("cut at 4,096 characters") == true, "\(screen.problem ?? "no word")")
        #expect(screen.frame(context).text.contains("cut at 4,096"))
        // The next edit takes the notice away.
        _ = screen.handle(.key(.backspace), context: context)
        #expect(screen.problem == nil)
    }

    @Test func aPathOfAThousandCharactersIsTakenWhole() throws {
        let fixture = try PackImportFixture()
        let context = Fixtures.context(fixture.environment())
        let path = "/" + String(repeating: "b", count: 1_500)
        let screen = fixture.screen(typing: path, context: context)
        #expect(screen.editor.text == path)
        #expect(screen.problem == nil)
    }

    @Test func aNicknamePastedPastTheTypingLimitSaysItWasCut() throws {
        let world = try ProfileWorld()
        let context = world.context()
        var screen = ProfileScreen()
        screen.activate(context: context)
        screen.press([.char("n")] + InputEvent.typing(String(repeating: "x", count: ProfileScreen.typingLimit + 5)), context: context)
        #expect(screen.typed?.count == ProfileScreen.typingLimit)
        #expect(screen.typingProblem?.hasPrefix("Cut at 600 characters") == true, "\(screen.typingProblem ?? "no word")")
    }

    @Test(arguments: [(9_991, 10_000, "over 99%"), (1, 1_000, "under 1%"), (10, 81, "12%"), (99, 480, "21%"),
                      (10_000, 10_000, "100%"), (4, 1_000, "under 1%"), (6, 1_000, "1%")])
    func theShareOfMinesIsNeverRoundedToAFalseFigure(mines: Int, cells: Int, text: String) {
        #expect(MinesCustomScreen.mineShare(mines: mines, cells: cells) == text)
    }
}
