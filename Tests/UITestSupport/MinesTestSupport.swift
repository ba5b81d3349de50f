@testable import Shell
@testable import MinesUI
import Leaderboards
@testable import Midend
import Foundation
import GameCore
import Mines
import Terminal
import Testing

/// Boards as the game lays them out, worked out with the Mines module itself, so the tests know
/// where the mines are without copying any board.
enum MinesFixtures {
    /// The layout a fresh board gets when its centre is revealed first (what `H` then Space does).
    static func centreLayout(_ board: MinesBoard) -> MineLayout? {
        board.revealing(Point(x: board.width / 2, y: board.height / 2))?.board.layout
    }

    /// The board of an endless run's level, before its first reveal.
    static func endlessBoard(seed: UInt64, level: Int) -> MinesBoard {
        MinesBoard(params: EndlessSchedule.params(forLevel: level),
                   seed: EndlessSchedule.boardSeed(runSeed: seed, level: level), style: .noGuess)
    }

    /// The mine nearest the centre (row by row on ties).
    static func mineNearCentre(_ layout: MineLayout) -> Point? {
        let centre = Point(x: layout.width / 2, y: layout.height / 2)
        return layout.minePoints.min { distance($0, centre) < distance($1, centre) }
    }

    static func distance(_ a: Point, _ b: Point) -> Int { abs(a.x - b.x) + abs(a.y - b.y) }

    /// Keys that move the cursor from `from` to `to`, with counts as a player types them.
    static func moves(from: Point, to: Point) -> [InputEvent] {
        var events: [InputEvent] = []
        func steps(_ count: Int, _ key: Character) {
            guard count > 0 else { return }
            if count > 1 { events += InputEvent.typing(String(count)) }
            events.append(.char(key))
        }
        steps(to.x - from.x, "l")
        steps(from.x - to.x, "h")
        steps(to.y - from.y, "j")
        steps(from.y - to.y, "k")
        return events
    }
}

/// One Mines play screen on its own, with a manual clock and the fake store.
struct MinesScreenHarness {
    let clock: ManualClock
    let store = FakeStore()
    var context: ScreenContext
    var screen: MinesPlayScreen

    init(mode: MinesMode = .classic(.beginner), seed: UInt64 = 11, settings: MinesSettings = MinesSettings(),
         size: ScreenSize = ScreenSize(columns: 80, rows: 24), glyphs: GlyphSet = .unicode, theme: Theme = .color,
         clock: ManualClock = ManualClock(), slot: SaveSlot? = nil, origin: SeedOrigin = .chosen,
         leaderboards: LeaderboardAccess? = nil, player: PlayerIdentity? = nil) {
        self.clock = clock
        var environment = Fixtures.environment(store: store, clock: clock)
        environment.saveSlot = slot
        environment.leaderboards = leaderboards
        if let player { environment.player = CurrentPlayer(identity: player, keeper: nil) }
        context = Fixtures.context(environment, size: size, glyphs: glyphs, theme: theme)
        screen = MinesPlayScreen(setup: MinesSetup(mode: mode, seed: seed, settings: settings), origin: origin)
        screen.activate(context: context)
    }

    var state: MinesState { screen.state }
    var board: MinesBoard { screen.state.board }
    var text: String { screen.frame(context).text }
    var frame: FrameBuffer { screen.frame(context) }
    var layout: MinesPlayLayout { screen.layout(size: context.size) }

    @discardableResult
    mutating func press(_ events: InputEvent...) -> ScreenCommand {
        press(events)
    }

    @discardableResult
    mutating func press(_ events: [InputEvent]) -> ScreenCommand {
        var last = ScreenCommand.stay
        for event in events {
            context.now = clock.now()
            last = screen.handle(event, context: context)
        }
        return last
    }

    mutating func wait(milliseconds: UInt64) {
        clock.advance(milliseconds: milliseconds)
        context.now = clock.now()
    }

    /// Moves the cursor with the keyboard.
    mutating func go(to point: Point) {
        press(MinesFixtures.moves(from: screen.cursor, to: point))
    }

    /// A mouse click on a cell (it must be in view).
    mutating func click(_ point: Point, _ button: MouseButton = .left) {
        let layout = self.layout
        press(.mouse(MouseEvent(position: ScreenPosition(column: layout.column(ofCell: point.x),
                                                          row: layout.row(ofCell: point.y)), button: button)))
    }

    /// `H` then Space until the board is decided (at most one pair per cell).
    mutating func playHints() {
        var pairs = 0
        while board.outcome == .playing && pairs <= board.params.cellCount {
            press(.char("H"), .char(" "))
            pairs += 1
        }
    }

    func chordableNumber() -> (number: Point, mines: [Point], safe: [Point])? {
        MinesFixtures.chordableNumber(in: board)
    }
}

extension MinesFixtures {
    /// A revealed number with as many mines around it as its value among covered neighbours, and
    /// at least one safe covered neighbour: the place for a chord.
    static func chordableNumber(in board: MinesBoard) -> (number: Point, mines: [Point], safe: [Point])? {
        guard let layout = board.layout else { return nil }
        for y in 0..<board.height {
            for x in 0..<board.width {
                let point = Point(x: x, y: y)
                guard case .revealed(let value) = board.appearance(at: point), value > 0 else { continue }
                let covered = point.surroundingNeighbours.filter { board.mark(at: $0) == .covered }
                let mines = covered.filter { layout.isMine(at: $0) }
                let safe = covered.filter { !layout.isMine(at: $0) }
                if mines.count == value && !safe.isEmpty { return (point, mines, safe) }
            }
        }
        return nil
    }
}

extension FakeStore {
    var minesReports: [GameReport] { reports.filter { $0.kind == .mines } }
    var ticks: Int { reports.filter { $0.moment == .tick }.count }
}

/// The first seed of a random beginner board whose first reveal, at the centre, proves nothing.
func beginnerSeedStuckAfterTheFirstReveal() throws -> UInt64 {
    try #require((1...2_000).lazy.map(UInt64.init).first { seed in
        var state = MinesState(mode: .classic(.beginner), seed: seed, settings: MinesSettings(style: .random))
        guard let next = state.applying(.reveal(Point(x: 4, y: 4)))?.state else { return false }
        state = next
        guard state.board.outcome == .playing else { return false }
        return MinesSolver.deductions(for: state.board.playerView) == MinesDeductions()
    })
}
