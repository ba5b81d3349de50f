@testable import Shell
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// A notice about a game belongs to that game (issue 31: "Copied to the clipboard …" stayed into
/// the next game): it goes when another attempt starts in place (`noticeScope`) or another
/// screen takes the top, and stays while its own game is on screen.
@Suite struct NoticeScopeTests {
    /// A game screen in miniature: `c` copies its line, `r` plays again in place, `n` replaces
    /// the screen with a new one, any other key does nothing.
    struct GameLikeScreen: Screen {
        var attempt = 0
        var noticeScope: Int { attempt }

        func draw(into frame: inout FrameBuffer, context: ScreenContext) {
            frame.put("attempt \(attempt)", column: 0, row: 2)
        }

        mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
            switch event {
            case .key(.character("c")): return .copy("my line")
            case .key(.character("r")):
                attempt += 1
                return .stay
            case .key(.character("n")): return .replace(GameLikeScreen())
            case .key(.character("q")): return .quit
            default: return .stay
            }
        }
    }

    static let copied = "Copied to the clipboard"

    /// The frames after each event of `keys` (then q).
    static func frames(_ keys: [Character]) -> [String] {
        let clock = ManualClock()
        let terminal = ScriptedTerminal(clock: clock, events: keys.map { InputEvent.char($0) } + [.char("q")])
        let controller = AppController(terminal: terminal, environment: Fixtures.environment(clock: clock),
                                       screens: [MainMenuScreen(), GameLikeScreen()])
        controller.run()
        return terminal.presented.map(\.text)
    }

    @Test func theNoticeStaysWithItsGame() {
        let frames = Self.frames(["c", "x"])
        #expect(frames.last?.contains(Self.copied) == true, "another key in the same game keeps it")
    }

    @Test func anotherAttemptInPlaceTakesItAway() {
        let frames = Self.frames(["c", "r"])
        let retried = frames.last { $0.contains("attempt 1") }
        #expect(frames.contains { $0.contains(Self.copied) && $0.contains("attempt 0") })
        #expect(retried != nil && retried?.contains(Self.copied) == false, "\(retried ?? "")")
    }

    @Test func aNewGameScreenTakesItAway() {
        let frames = Self.frames(["c", "n"])
        #expect(frames.contains { $0.contains(Self.copied) })
        #expect(frames.last?.contains(Self.copied) == false, "\(frames.last ?? "")")
    }
}
