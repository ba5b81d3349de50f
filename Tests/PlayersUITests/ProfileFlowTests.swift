@testable import Shell
import Foundation
import GameCore
import Players
import Terminal
import Testing
@testable import UITestSupport

/// The profile and avatar editor through the main loop, on the in-memory terminal.
@Suite struct ProfileFlowTests {
    @Test(arguments: [(ScreenSize(columns: 80, rows: 24), true), (ScreenSize(columns: 60, rows: 20), false)])
    func fromTheMenuToANewNicknameAndAvatar(size: ScreenSize, unicode: Bool) throws {
        let world = try ProfileWorld()
        let clock = ManualClock()
        let events: [InputEvent] = [.char("p"), .char("n")] + Array(repeating: .key(.backspace), count: 3)
            + InputEvent.typing("Lovelace") + [.key(.enter), .char("e"), .char("c"), .char("6"), .key(.down), .char("6"),
                                              .key(.enter), .key(.escape), .char("q")]
        let terminal = ScriptedTerminal(size: size, unicode: unicode, colors: unicode, clock: clock, events: events)
        let controller = AppController(terminal: terminal, environment: world.environment, options: AppOptions(),
                                       screens: [MainMenuScreen()])
        #expect(controller.run() == .quit)
        let frames = terminal.presented.map(\.text)
        #expect(frames.contains { $0.contains("Your profile") && $0.contains("Member since") })
        #expect(frames.contains { $0.contains("Avatar editor") })
        #expect(frames.contains { $0.contains("Nickname saved: Lovelace") })
        let profile = try world.database.profile(of: world.viewer)
        #expect(profile.displayName == "Lovelace")
        var expected = Avatar()
        // 6 is cyan, as in the level editor.
        expected[x: 0, y: 0] = .cyan
        expected[x: 0, y: 1] = .cyan
        #expect(profile.avatar == expected)
        #expect(terminal.presented.allSatisfy { !$0.holdsUnsafeText })
    }
}
