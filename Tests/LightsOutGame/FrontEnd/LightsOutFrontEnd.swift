import GameCore
import GameRules
import Leaderboards
import Shell
import SaveFiles
import Terminal

/// Lights-out as the app sees it, declared the way Tiles and Mines declare themselves: its main
/// menu line, its help page, its replay drawing and how its saved game comes back. An
/// environment that lists it offers the game; nothing in the shell names it.
public struct LightsOutFrontEnd: GameFrontEnd {
    public init() {}

    package var kind: GameKind { LightsOutBackEnd.kind }

    package var menuItem: MenuItem {
        MenuItem(shortcut: "o", title: LightsOutBackEnd.title, detail: "switch every light off") { _ in
            .push(LightsOutMenuScreen())
        }
    }

    package var helpTopics: [HelpTopic] { [Self.helpTopic] }

    package var replayDrawing: any ReplayDrawing.Type { LightsOutReplayDrawing.self }

    package var playOptions: (any GamePlayOptions.Type)? { LightsOutPlayOptions.self }

    package func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        LightsOutPlayScreen.resume(saved, environment: environment)
    }

    /// The help page: keys on the left, the rules on the right.
    package static var helpTopic: HelpTopic {
        HelpTopic(id: "lights-out", title: LightsOutBackEnd.title, shortcut: "o", draw: drawHelp)
    }

    private static func drawHelp(into frame: inout FrameBuffer, left: Int, top: Int, context: ScreenContext) {
        let theme = context.theme
        let keys = [("arrows hjkl", "move the cursor"), ("Space Enter", "press the light"),
                    ("1-9", "press a light by number"), ("p", "pause"), ("l (won)", "leaderboard"),
                    ("S", "stats"), ("A", "achievements"), ("q Esc", "quit (can save)")]
        frame.put("Keys", column: left + 2, row: top + 2, style: theme.heading)
        for (index, (key, action)) in keys.enumerated() {
            frame.put(key, column: left + 2, row: top + 4 + index, style: .bold)
            frame.put(action, column: left + 17, row: top + 4 + index)
        }
        let rules = ["Pressing a light switches it and its", "neighbours above, below and beside.",
                     "Switch every light off.", "", "A dealt board won without help is",
                     "ranked: fewer presses first, then", "less time."]
        let rulesLeft = left + HelpScreen.rulesOffset
        frame.put("Rules", column: rulesLeft, row: top + 2, style: theme.heading)
        for (index, line) in rules.enumerated() {
            frame.put(line, column: rulesLeft, row: top + 4 + index)
        }
    }
}

/// The Lights Out menu: a new game, and the screen a saved game comes back over.
public struct LightsOutMenuScreen: Screen {
    public init() {}

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let theme = context.theme, glyphs = context.glyphs, size = context.size
        frame.putCentered("Lights Out", row: 1, style: theme.title)
        let lines = ["Enter  a new board, scrambled \(LightsOutPlayScreen.classic.scramble) times",
                     "?      how to play", "q      back"]
        // One left edge for the lines, so their keys line up.
        let left = max(0, (size.columns - (lines.map { DisplayWidth.of($0) }.max() ?? 0)) / 2)
        for (index, line) in lines.enumerated() {
            frame.put(line, column: left, row: size.rows / 2 - 1 + index, width: size.columns - left, glyphs: glyphs)
        }
        frame.putKeyHints([("Enter", "new game"), ("?", "help"), ("q", "back")], row: size.rows - 1, theme: theme,
                          glyphs: glyphs)
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if KeyBindings.isBack(key) { return .pop }
        if key == .character("?") { return .push(HelpScreen(topic: LightsOutFrontEnd.helpTopic)) }
        guard KeyBindings.isConfirm(key) else { return .stay }
        // Another copy playing the saved game: starting here would give it up under its feet.
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        // Dealt by the game, so the game can be ranked.
        let setup = GameSetup(params: LightsOutPlayScreen.classic, seed: context.environment.makeSeed())
        do {
            return .push(try LightsOutPlayScreen(setup: setup, origin: .dealt))
        } catch {
            return .banner("No board could be dealt: \(error)")
        }
    }
}
