@testable import Shell
import Mines
import Testing
@testable import UITestSupport

/// The Mines help says what `f` does with the question-mark setting in force, and the legend
/// shows the question mark only when it can appear.
@Suite struct MinesHelpSettingsTests {
    static func text(_ help: HelpScreen, preferenceOn: Bool) -> String {
        let environment = Fixtures.environment()
        environment.preferences.update { $0.mines.questionMarks = preferenceOn }
        return help.frame(Fixtures.context(environment)).text
    }

    @Test func fromAMenuTheHelpFollowsThePreference() {
        let off = Self.text(HelpScreen(topic: .mines), preferenceOn: false)
        #expect(off.contains("flag, or take it off"))
        #expect(!off.contains("?"), "no question mark anywhere when they are off: \(off)")
        let on = Self.text(HelpScreen(topic: .mines), preferenceOn: true)
        #expect(on.contains("flag (cycles ? too)") && on.contains("? maybe"))
    }

    @Test func fromAGameTheHelpFollowsThatGamesSetting() {
        let gameOn = Self.text(HelpScreen(topic: .mines(questionMarks: true)), preferenceOn: false)
        #expect(gameOn.contains("flag (cycles ? too)"))
        let gameOff = Self.text(HelpScreen(topic: .mines(questionMarks: false)), preferenceOn: true)
        #expect(gameOff.contains("flag, or take it off") && !gameOff.contains("maybe"))
    }

    @Test func aGameOpensTheHelpWithItsOwnSetting() throws {
        for questionMarks in [false, true] {
            var harness = MinesScreenHarness(settings: MinesSettings(questionMarks: questionMarks))
            guard case .push(let pushed) = harness.press(.char("?")).navigation else {
                Issue.record("? opens the help")
                return
            }
            let help = try #require(pushed as? HelpScreen)
            #expect(help.topic == .mines)
            // Drawn against the opposite preference, the page still follows the game's setting.
            let text = Self.text(help, preferenceOn: !questionMarks)
            #expect(text.contains(questionMarks ? "flag (cycles ? too)" : "flag, or take it off"))
        }
    }
}
