import Midend
import Shell
import TilesUI
import GameCore
import Terminal
import Tiles

/// A Tiles play screen on a level that is not saved: the game is played as any other, but it
/// sees an environment with no player, no save slot, no leaderboards and no listener, so nothing
/// of it reaches the stats, progress, saves or boards. Leaving it returns to the editor.
package struct TestPlayScreen: Screen {
    package private(set) var play: TilesPlayScreen

    /// Said in the title row, in the pack's place and after the level's name: the message line
    /// below the board is the game's own (hints, warnings), and a label there would cover them.
    /// Two short words rather than one long label, so the name still fits at 60 columns (issue 22).
    package static let title = "test play"
    package static let label = "not recorded"
    package static let rankingNote = "Test play: not recorded, never ranked"

    package init(level: Level) {
        var shown = level
        shown.name = level.name.isEmpty ? Self.label : "\(level.name) (\(Self.label))"
        play = TilesPlayScreen(level: shown, campaign: [shown])
        play.leavesFor = "editor"
        play.titlePack = Self.title
        // Not "no leaderboards are kept in this run" (issue 31): this run keeps them, test play does not.
        play.rankingNote = Self.rankingNote
    }

    package var state: TilesState { play.state }

    /// The context with everything that would keep a record taken away.
    package static func unrecorded(_ context: ScreenContext) -> ScreenContext {
        var context = context
        var environment = context.environment
        environment.player = nil
        environment.saveSlot = nil
        environment.leaderboards = nil
        environment.reportGame = { _ in [] }
        environment.levelProblem = { _ in nil }
        environment.gameHistory = nil
        context.environment = environment
        return context
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        play.draw(into: &frame, context: Self.unrecorded(context))
    }

    package func minimumSize(context: ScreenContext) -> ScreenSize { play.minimumSize(context: Self.unrecorded(context)) }

    package mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        var command = play.handle(event, context: Self.unrecorded(context))
        // Leaving after a clear is "next level" to the play screen, whose banner speaks of the
        // campaign ("You have cleared the last level"): back in the editor that would be wrong.
        if case .pop = command.navigation { command.banners = [] }
        return command
    }

    package mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { .pop }
    @discardableResult
    package mutating func activate(context: ScreenContext) -> ScreenEffects {
        play.activate(context: Self.unrecorded(context))
    }

    @discardableResult
    package mutating func deactivate(context: ScreenContext) -> ScreenEffects {
        play.deactivate(context: Self.unrecorded(context))
    }

    package func nextChange(after now: Instant) -> Instant? { play.nextChange(after: now) }

    @discardableResult
    package mutating func tick(context: ScreenContext) -> ScreenEffects { play.tick(context: Self.unrecorded(context)) }

    package mutating func appWillStop(context: ScreenContext) { play.appWillStop(context: Self.unrecorded(context)) }
    package mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        play.receive(delivery, context: Self.unrecorded(context))
    }
}
