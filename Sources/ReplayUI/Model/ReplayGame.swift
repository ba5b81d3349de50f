import Foundation
import GameCore
import GameRules
import Shell
import Terminal

/// A replayed game as the viewer sees it, whatever the game: how many steps it has and when
/// each is shown, its verdict, and its board after the step it stands on, drawn as play draws it.
/// A value: the viewer is built off the main thread (the run read, verified and laid out).
package protocol ReplayGame: Sendable {
    /// The game's name ("Mines") and its board or level ("Expert"), for the title line.
    var title: (game: String, board: String) { get }
    var stepCount: Int { get }
    var verdict: ReplayVerdict { get }
    /// The step shown now (0: the game before its first action).
    var step: Int { get }
    /// The play time of `step` (when its action was made), in milliseconds.
    func time(ofStep step: Int) -> Int
    /// Shows the game after `step` actions.
    mutating func go(to step: Int)
    /// The game's own figures at this step (score and moves, mines left), one line.
    var figures: String { get }
    /// Draws the board between the status lines and the bottom lines of `context.size`.
    func drawBoard(into frame: inout FrameBuffer, context: ScreenContext)
    /// As `drawBoard(into:context:)`, the replay standing at `position` on the play clock (the
    /// way the player's cursor went, where the log keeps it, shown up to there).
    func drawBoard(into frame: inout FrameBuffer, context: ScreenContext, position: Int)
    /// The terminal the board needs.
    var minimumSize: ScreenSize { get }
    /// The terminal the board needs when the viewer takes `rows` more lines under it (its
    /// position bar).
    func minimumSize(reservingRows rows: Int) -> ScreenSize
}

extension ReplayGame {
    package func drawBoard(into frame: inout FrameBuffer, context: ScreenContext, position: Int) {
        drawBoard(into: &frame, context: context)
    }

    /// The step shown at play time `position`: the last one made by then (0 before the first).
    package func step(atTime position: Int) -> Int {
        var low = 0, high = stepCount
        while low < high {
            let middle = (low + high + 1) / 2
            if time(ofStep: middle) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The games the viewer can play back: each front end's drawing.
package enum ReplayFrontEnds {
    /// The recording's game, ready to play, or why it cannot be shown at all.
    package static func load(_ recording: ReplayRecording, games: [any GameFrontEnd]) -> Result<any ReplayGame, ReplayProblem> {
        guard let drawing = games.first(where: { $0.kind.rawValue == recording.kind })?.replayDrawing else {
            return .failure(ReplayProblem("there is no game called \"\(recording.kind)\" to replay"))
        }
        return drawing.load(recording)
    }
}

extension ReplayDrawing {
    /// Decodes the recording with the back end's types, verifies it and lays out its timeline.
    package static func load(_ recording: ReplayRecording) -> Result<any ReplayGame, ReplayProblem> {
        let setup: GameSetup<BackEnd.Params>
        let log: TimedLog<State.Move>
        do {
            setup = try JSONDecoder().decode(GameSetup<BackEnd.Params>.self, from: recording.encodedSetup)
            log = try TimedLog(packed: recording.packedLog)
        } catch {
            return .failure(ReplayProblem("the stored game cannot be read (\(error))"))
        }
        let initial: State
        switch BackEnd.checkedNewGame(setup) {
        case .success(let state): initial = state
        case .failure(let failure): return .failure(ReplayProblem(failure.reason))
        }
        var verdict: ReplayVerdict
        switch BackEnd.verify(setup, log: log, claimedPlayMilliseconds: recording.claimedPlayMilliseconds) {
        case .success(let verified): verdict = .verified(verified)
        case .failure(let failure): verdict = .notVerified(failure.reason)
        }
        if verdict.isVerified, let problem = recording.storedProblem { verdict = .notVerified(problem) }
        let replay = GameReplay<Self>(setup: setup, timeline: ReplayTimeline(initial: initial, log: log),
                                      verdict: verdict)
        return .success(replay)
    }
}

/// A game of one kind played back: its timeline and the session at the step shown.
package struct GameReplay<Drawing: ReplayDrawing>: ReplayGame {
    package let setup: GameSetup<Drawing.BackEnd.Params>
    package let timeline: ReplayTimeline<Drawing.State>
    package let verdict: ReplayVerdict
    package private(set) var step = 0
    private var session: ReplaySession<Drawing.State>

    package init(setup: GameSetup<Drawing.BackEnd.Params>, timeline: ReplayTimeline<Drawing.State>, verdict: ReplayVerdict) {
        self.setup = setup
        self.timeline = timeline
        self.verdict = verdict
        session = timeline.session(after: 0)
    }

    package var title: (game: String, board: String) { (Drawing.BackEnd.title, Drawing.boardTitle(of: setup)) }
    package var stepCount: Int { timeline.count }
    package var figures: String { Drawing.figures(of: session.current, hintsUsed: session.hintsUsed) }
    package var minimumSize: ScreenSize { Drawing.minimumSize(of: session.current) }
    package func minimumSize(reservingRows rows: Int) -> ScreenSize {
        Drawing.minimumSize(of: session.current, reservingRows: rows)
    }

    package func time(ofStep step: Int) -> Int { timeline.time(ofStep: step) }

    package mutating func go(to target: Int) {
        let target = min(max(0, target), stepCount)
        // Playing forward goes on from the step shown; anything else starts from a checkpoint.
        session = target >= step ? timeline.advance(session, from: step, to: target) : timeline.session(after: target)
        step = target
    }

    package func drawBoard(into frame: inout FrameBuffer, context: ScreenContext) {
        drawBoard(into: &frame, context: context, position: timeline.time(ofStep: step))
    }

    package func drawBoard(into frame: inout FrameBuffer, context: ScreenContext, position: Int) {
        Drawing.drawBoard(session.current, previous: step > 0 ? timeline.action(after: step - 1) : nil,
                          next: timeline.action(after: step), traces: timeline.traces(after: step), position: position,
                          into: &frame, context: context)
    }
}
