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
import Foundation
import GameCore
import Mines
import Terminal
import Tiles

/// The size the end-to-end tests play at, and a common terminal.
private let screenSize = ScreenSize(columns: 100, rows: 30)

/// The shipped art (title and backgrounds), read as the game reads it.
private func shippedArt() -> (title: TitleArt, backgrounds: [String: BackgroundArt]) {
    guard let assets = try? Repository.file("assets") else { return (.plain, [:]) }
    let title = TitleArt(unicodeText: try? String(contentsOf: assets.appendingPathComponent("title.txt"), encoding: .utf8),
                         asciiText: try? String(contentsOf: assets.appendingPathComponent("title-ascii.txt"), encoding: .utf8))
    var backgrounds: [String: BackgroundArt] = [:]
    let folder = assets.appendingPathComponent("backgrounds")
    for file in (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
    where file.pathExtension == "txt" {
        let name = file.deletingPathExtension().lastPathComponent
        if let text = try? String(contentsOf: file, encoding: .utf8),
           let art = try? BackgroundArt.parse(name: name, text: text) {
            backgrounds[name] = art
        }
    }
    return (title, backgrounds)
}

/// The app's environment with the shipped levels and art, a manual clock, and no database
/// (nothing here writes).
private func makeEnvironment(levels: [Level], clock: ManualClock) -> AppEnvironment {
    let art = shippedArt()
    return AppEnvironment(
        levels: { levels }, levelProgress: { [:] },
        hint: { TilesSolver(nodeLimit: TilesSolver.interactiveNodeLimit).hint(for: $0) },
        reportGame: { _ in [] }, clock: clock, background: { art.backgrounds[$0] }, title: art.title,
        version: "bench", makeSeed: { 42 })
}

/// A terminal that shows nothing: enough for `AppController.render`.
private final class NullTerminal: TerminalDevice {
    let size = screenSize
    let capabilities = TerminalCapabilities(colors: true, unicode: true, mouse: true)
    func present(_ frame: FrameBuffer) {}
    func nextEvent(timeoutMilliseconds: Int?) -> InputEvent { .timeout }
    func restore() {}
}

/// Everything the drawing benchmarks draw, prepared once.
private struct Scenes {
    let clock = ManualClock()
    let environment: AppEnvironment
    let context: ScreenContext
    let tiles: TilesPlayScreen
    let tilesAfterMove: TilesPlayScreen
    let mines: MinesPlayScreen
    let controller: AppController

    init() throws {
        let levels = try Repository.shippedLevels()
        let largest = try Repository.largestLevel()
        environment = makeEnvironment(levels: levels, clock: clock)
        context = ScreenContext(environment: environment, glyphs: .unicode, theme: .color, size: screenSize,
                                now: clock.now())

        // Tiles: the largest level at its start, the cursor on the hinted group; then that group
        // removed.
        var tiles = TilesPlayScreen(level: largest, campaign: levels)
        tiles.activate(context: context)
        _ = tiles.handle(.key(.character("H")), context: context)
        self.tiles = tiles
        _ = tiles.handle(.key(.enter), context: context)
        tilesAfterMove = tiles

        // Mines: an expert board half played through the hint key, as a player would.
        var mines = MinesPlayScreen(setup: MinesSetup(mode: .classic(.expert), seed: 2026), origin: .chosen)
        mines.activate(context: context)
        _ = mines.handle(.key(.character(" ")), context: context)
        var presses = 0
        while mines.state.board.revealedCount < MinesParams.expert.safeCellCount / 2, presses < 2000 {
            _ = mines.handle(.key(.character("H")), context: context)
            _ = mines.handle(.key(.character(" ")), context: context)
            presses += 1
        }
        self.mines = mines

        controller = AppController(terminal: NullTerminal(), environment: environment, screens: [MainMenuScreen()])
    }

    func draw(_ screen: some Screen, at now: Instant? = nil) -> FrameBuffer {
        var frame = FrameBuffer(size: screenSize)
        var context = context
        if let now { context.now = now }
        screen.draw(into: &frame, context: context)
        return frame
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, ThreadTime.metric, .mallocCountTotal],
        timeUnits: .microseconds,
        warmupIterations: 3,
        maxDuration: .seconds(2),
        maxIterations: 2000,
        thresholds: Tolerances.for([.wallClock, ThreadTime.metric, .mallocCountTotal])
    )
    let prepared = Prepared { () -> Scenes? in
        do {
            let scenes = try Scenes()
            // CLEARFIELD_BENCH_SHOW=1 prints the frames measured, to check they show what they say.
            if ProcessInfo.processInfo.environment["CLEARFIELD_BENCH_SHOW"] != nil {
                for frame in [scenes.draw(scenes.tiles), scenes.draw(scenes.tilesAfterMove), scenes.draw(scenes.mines),
                              scenes.controller.render(now: scenes.clock.now())] {
                    print(frame.text + "\n" + String(repeating: "-", count: screenSize.columns))
                }
            }
            return scenes
        } catch {
            print("cannot prepare the screens: \(error)")
            return nil
        }
    }
    let configuration = Benchmark.Configuration(setup: { _ = prepared.value })

    // A whole frame, drawn from scratch into a new buffer as the main loop does on every wake.
    Benchmark("Draw the Tiles play screen, largest level, 100x30", configuration: configuration) { benchmark in
        guard let scenes = prepared.value else { return }
        blackHole(ThreadTime.measure(benchmark) { scenes.draw(scenes.tiles) })
    }
    Benchmark("Draw the Mines play screen, expert board mid-game, 100x30", configuration: configuration) { benchmark in
        guard let scenes = prepared.value else { return }
        blackHole(ThreadTime.measure(benchmark) { scenes.draw(scenes.mines) })
    }
    // The first frame after launch: the main menu with the title art, through the controller
    // (frame, screen, banners).
    Benchmark("Render the main menu through AppController, 100x30", configuration: configuration) { benchmark in
        guard let scenes = prepared.value else { return }
        blackHole(ThreadTime.measure(benchmark) { scenes.controller.render(now: scenes.clock.now()) })
    }

    // Comparing frames: what the loop does before it presents (is this frame new?), and what the
    // terminal does to write only what changed (rows, then runs of cells).
    let tilesFrames = Prepared { prepared.value.map { ($0.draw($0.tiles), $0.draw($0.tilesAfterMove)) } }
    // The same screen drawn twice: equal frames in separate storage, as on an idle wake.
    let sameFrames = Prepared { prepared.value.map { ($0.draw($0.tiles), $0.draw($0.tiles)) } }
    let minesFrames = Prepared {
        prepared.value.map { ($0.draw($0.mines), $0.draw($0.mines, at: $0.clock.now().adding(milliseconds: 1000))) }
    }
    let framesConfiguration = Benchmark.Configuration(setup: {
        _ = tilesFrames.value
        _ = sameFrames.value
        _ = minesFrames.value
    })
    Benchmark("Frame equality, two equal 100x30 frames (an idle wake)", configuration: framesConfiguration) { benchmark in
        guard let (frame, same) = sameFrames.value else { return }
        blackHole(ThreadTime.measure(benchmark) { frame == same })
    }
    Benchmark("FrameBuffer.changedRows, Tiles frames before and after one move", configuration: framesConfiguration) { benchmark in
        guard let (before, after) = tilesFrames.value else { return }
        blackHole(ThreadTime.measure(benchmark) { after.changedRows(since: before) })
    }
    Benchmark("FrameDiff.spans, Tiles frames before and after one move", configuration: framesConfiguration) { benchmark in
        guard let (before, after) = tilesFrames.value else { return }
        blackHole(ThreadTime.measure(benchmark) { FrameDiff.spans(from: before, to: after) })
    }
    Benchmark("FrameDiff.spans, Mines frames one timer second apart", configuration: framesConfiguration) { benchmark in
        guard let (before, after) = minesFrames.value else { return }
        blackHole(ThreadTime.measure(benchmark) { FrameDiff.spans(from: before, to: after) })
    }
    // A Mines timer second end to end, short of ncurses: draw the frame, compare, find the spans.
    Benchmark("Mines timer second: draw, compare and diff a 100x30 frame", configuration: configuration) { benchmark in
        guard let scenes = prepared.value, let (before, _) = minesFrames.value else { return }
        let later = scenes.clock.now().adding(milliseconds: 1000)
        blackHole(ThreadTime.measure(benchmark) { () -> [FrameSpan] in
            let frame = scenes.draw(scenes.mines, at: later)
            return frame != before ? FrameDiff.spans(from: before, to: frame) : []
        })
    }
}
