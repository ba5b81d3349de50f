import ClearfieldGames
import Shell
import ReplayUI
import PlayersUI
import LeaderboardsUI
import TilesPacksUI
import TilesUI
import TilesEditorUI
import MinesUI
import Benchmark
import BenchmarkSupport
import GameCore
import Midend
import Terminal
import Tiles

/// The target: the editor's status line says "clearable, par N" / "not clearable" within
/// 1 s of the last edit on a 16×12 level. The path after a key: the screen notes the change, waits
/// its debounce (a pause, not work: added here, not measured), then the check job runs and its
/// answer sets the status. Reported: that work, and the debounce plus it in milliseconds.
private let statusLatency = BenchmarkMetric.custom("status after the last edit (ms)", polarity: .prefersSmaller,
                                                   useScalingFactor: false)

/// A full random board: what a random fill (`x`) makes; usually the hardest for the solver.
private func randomDraft(colours: [TileColor], seed: UInt64) -> LevelDraft {
    LevelDraft(width: 16, height: 12).applying(.randomFill(colors: colours, seed: seed))
}

/// A board the generator builds clearable by construction: what a designer aims for.
private func builtDraft(seed: UInt64) -> LevelDraft {
    var generator = SeededGenerator(seed: seed)
    let built = ClearableBoardBuilder(width: 16, height: 12, colours: [.red, .green, .blue, .yellow, .magenta])
        .build(using: &generator)
    return LevelDraft(board: built?.board ?? TileBoard(grid: Grid(width: 16, height: 12, repeating: 1)), name: "",
                      background: "default")
}

/// The colour key that paints the top-left tile with the colour below it, or right of it.
private func lastEditKey(_ draft: LevelDraft) -> Character {
    let top = draft.color(at: Point(x: 0, y: 0))
    let below = draft.color(at: Point(x: 0, y: 1)), right = draft.color(at: Point(x: 1, y: 0))
    let color = below != top ? below : (right != top ? right : TileColor.red)
    return Character(String(color?.rawValue ?? 1))
}

private func drafts() -> [(String, LevelDraft)] {
    var drafts: [(String, LevelDraft)] = []
    if let largest = try? Repository.largestLevel() {
        drafts.append(("level \(largest.number) \(largest.name)",
                       LevelDraft(board: largest.board, name: largest.name, background: largest.background)))
    }
    drafts.append(("built clearable, 5 colours", builtDraft(seed: 7)))
    drafts.append(("random fill, 3 colours", randomDraft(colours: [.red, .green, .blue], seed: 11)))
    drafts.append(("random fill, 4 colours", randomDraft(colours: [.red, .green, .blue, .yellow], seed: 12)))
    drafts.append(("random fill, 6 colours", randomDraft(colours: TileColor.allCases, seed: 13)))
    return drafts
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 20,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric])
    )
    let clock = ManualClock()
    let environment = AppEnvironment(levels: { [] }, levelProgress: { [:] }, hint: { _ in .unknown },
                                     reportGame: { _ in [] }, clock: clock, background: { _ in nil },
                                     title: .plain, version: "bench", makeSeed: { 42 })

    for (name, draft) in drafts() {
        Benchmark("Editor status 16×12, \(name)",
                  configuration: .init(metrics: [.wallClock, ThreadTime.metric, statusLatency])) { benchmark in
            for _ in benchmark.scaledIterations {
                var context = ScreenContext(environment: environment, glyphs: .unicode, theme: .color,
                                            size: ScreenSize(columns: 80, rows: 24), now: clock.now())
                var screen = LevelEditorScreen(draft: draft, pack: "bench", number: 1)
                screen.activate(context: context)
                // The last edit: the top-left tile takes the colour of a neighbour (the map stays
                // playable and no colour is left with a single tile).
                _ = screen.handle(.key(.character(lastEditKey(draft))), context: context)
                let started = ThreadTime.nanoseconds()
                clock.advance(milliseconds: LevelEditorScreen.checkDelayMilliseconds)
                context.now = clock.now()
                // The check is asked for by the tick (the loop runs it on its work thread).
                let job = screen.tick(context: context).jobs.first
                let status = ThreadTime.measure(benchmark) {
                    if let job {
                        _ = screen.receive(.finished(title: job.title, result: job.run(WorkProgress())), context: context)
                    }
                    return screen.status
                }
                let workMilliseconds = Int((ThreadTime.nanoseconds() - started) / 1_000_000)
                benchmark.measurement(statusLatency, Int(LevelEditorScreen.checkDelayMilliseconds) + workMilliseconds)
                blackHole(status)
            }
        }
    }
}
