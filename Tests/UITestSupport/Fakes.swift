@testable import ClearfieldGames
@testable import Shell
@testable import TilesUI
@testable import Midend
import Foundation
import GameCore
import Terminal
import Tiles

/// One clear of a Tiles level as the stats roll it over (the level's result is written in the
/// end-of-game transaction): what the fake listener below derives from a won game's reports.
struct LevelResult: Hashable {
    var level: Int
    var score: Int
    var moves: Int
    var stars: Int
    var hintsUsed: Int
    var undosUsed: Int
    var playMilliseconds: Int
    var finishedAt: Date
}

/// An in-memory stand-in for the stats listener and the database: the reports and events as they
/// arrive, and, like the rollover, each won level's result and the progress per level.
final class FakeStore {
    var progress: [LevelKey: LevelProgress]
    private(set) var results: [LevelResult] = []
    private(set) var events: [GameEvent] = []
    private(set) var reports: [GameReport] = []
    /// The events of the game in progress, since its start.
    private var gameEvents: [GameEvent] = []

    init(progress: [LevelKey: LevelProgress] = [:]) {
        self.progress = progress
    }

    /// The rollover's part: a won Tiles game's result, from its own events.
    private func finish(_ report: GameReport) {
        guard case .ended(.won) = report.moment,
              let clear = gameEvents.last(where: { $0.levelCleared != nil })?.levelCleared else { return }
        let result = LevelResult(
            level: clear.level, score: clear.score, moves: clear.moves, stars: clear.stars,
            hintsUsed: gameEvents.filter { $0 == .hintUsed }.count, undosUsed: gameEvents.filter { $0 == .undone }.count,
            playMilliseconds: report.playMilliseconds, finishedAt: report.date)
        results.append(result)
        let key = LevelKey(pack: report.context.tilesPack, number: result.level)
        let old = progress[key]
        progress[key] = LevelProgress(
            pack: key.pack, level: result.level, passed: true,
            bestScore: max(old?.bestScore ?? 0, result.score),
            stars: max(old?.stars ?? 0, result.stars),
            fewestMoves: min(old?.fewestMoves ?? Int.max, result.moves))
    }

    func record(_ report: GameReport) {
        reports.append(report)
        events += report.events
        if report.moment == .started { gameEvents = [] }
        gameEvents += report.events
        finish(report)
    }
}

enum Fixtures {
    /// Level 1: two columns; the red pair then the green pair clear it in 2 moves.
    static let firstMap = """
    RG
    RG
    """

    /// Level 2: green, then blue, then red: 3 moves.
    static let secondMap = """
    GBB
    GRR
    """

    /// Level 3: a bigger board, for the locked line and the preview.
    static let thirdMap = """
    ..Y...
    .BYY..
    RBBYC.
    RRGGCC
    """

    static func level(_ number: Int, _ name: String, _ map: String, par: Int, background: String = "default") -> Level {
        // The maps above are fixed, valid text: a failure here is a broken fixture.
        let board = (try? TileMap.parse(map)) ?? TileBoard(grid: Grid(width: 1, height: 1, repeating: 0))
        return Level(number: number, name: name, background: background, par: par, pack: ShippedPack.name, board: board)
    }

    static let levels: [Level] = [
        level(1, "First steps", firstMap, par: 2),
        level(2, "Three colours", secondMap, par: 3, background: "waves"),
        level(3, "Tower", thirdMap, par: 6),
    ]

    static let title = TitleArt(unicode: ["▛▀▀ CLEARFIELD ▀▀▜"], ascii: ["=== CLEARFIELD ==="])

    static let arts: [String: BackgroundArt] = [
        "default": BackgroundArt(name: "default", lines: ["~ "], color: .blue),
        "waves": BackgroundArt(name: "waves", lines: ["^v"], color: .cyan),
    ]

    static func environment(
        levels: [Level] = Fixtures.levels,
        store: FakeStore = FakeStore(),
        clock: ManualClock = ManualClock(),
        hint: @escaping (TilesState) -> TilesHint = { _ in .noneClearable },
        warnings: [String] = [],
        arts: [String: BackgroundArt] = Fixtures.arts
    ) -> AppEnvironment {
        AppEnvironment(
            levels: { levels },
            levelProgress: { store.progress },
            hint: hint,
            reportGame: { report in store.record(report); return [] },
            clock: clock,
            timeZone: .utc,
            background: { arts[$0] },
            title: title,
            warnings: warnings,
            version: "9.9")
    }

    static func context(_ environment: AppEnvironment, size: ScreenSize = ScreenSize(columns: 80, rows: 24),
                        glyphs: GlyphSet = .unicode, theme: Theme = .color) -> ScreenContext {
        ScreenContext(environment: environment, glyphs: glyphs, theme: theme, size: size,
                      now: environment.clock.now())
    }
}

extension Screen {
    func frame(_ context: ScreenContext) -> FrameBuffer {
        var frame = FrameBuffer(size: context.size)
        draw(into: &frame, context: context)
        return frame
    }
}

extension FrameBuffer {
    var lines: [String] { text.components(separatedBy: "\n") }

    /// The first line containing a piece of text, if any.
    func line(containing needle: String) -> String? {
        lines.first { $0.contains(needle) }
    }

    func row(containing needle: String) -> Int? {
        lines.firstIndex { $0.contains(needle) }
    }

    /// The column at which text starts on a line (in cells, counting wide characters as 1 here
    /// because every glyph the app uses is one cell wide).
    func column(of needle: String, row: Int) -> Int? {
        let line = lines[row]
        guard let range = line.range(of: needle) else { return nil }
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }
}
