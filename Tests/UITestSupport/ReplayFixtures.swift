@testable import ReplayUI
import Foundation
import GameCore
import GameRules
import Mines
import Tiles

/// Recorded games for the replay viewer's tests, played through the rules themselves so the
/// tests know what each step shows without copying any board.
enum ReplayFixtures {
    /// A beginner board won by revealing the centre and then every safe cell left covered, row
    /// by row: the first reveal at `start`, each next one `gap` milliseconds later.
    static func minesWin(seed: UInt64 = 11, start: Int = 1000, gap: Int = 700)
        -> (recording: ReplayRecording, log: TimedLog<MinesMove>, setup: GameSetup<MinesGameParams>) {
        let setup = MinesSetup(mode: .classic(.beginner), seed: seed).gameSetup
        var state = MinesState(setup: setup.params.setup(seed: setup.seed))
        var log = TimedLog<MinesMove>()
        var offset = start
        var next: Point? = Point(x: state.board.width / 2, y: state.board.height / 2)
        while let point = next, let (after, _) = state.applying(.reveal(point)) {
            log.append(.move(.reveal(point)), at: offset)
            offset += gap
            state = after
            next = firstSafeCovered(state.board)
        }
        return (recording(kind: "mines", setup: try? MinesBackEnd.encode(setup), log: log.packed(),
                          claimed: log.lastKnownOffset), log, setup)
    }

    static func firstSafeCovered(_ board: MinesBoard) -> Point? {
        guard !board.isOver, let layout = board.layout else { return nil }
        for y in 0..<board.height {
            for x in 0..<board.width {
                let point = Point(x: x, y: y)
                if board.mark(at: point) == .covered, !layout.isMine(at: point) { return point }
            }
        }
        return nil
    }

    /// A Tiles level played by taking the first removable group, top left first, until none is
    /// left; one move a second.
    static func tilesGame(level: Level = Fixtures.levels[2]) -> (recording: ReplayRecording, log: TimedLog<TilesMove>) {
        let setup = GameSetup(params: TilesParams(level: level), seed: 0)
        var state = level.startState
        var log = TimedLog<TilesMove>()
        var offset = 1000
        search: while true {
            for y in 0..<state.board.height {
                for x in 0..<state.board.width {
                    let point = Point(x: x, y: y)
                    if let (after, _) = state.applying(TilesMove(point)) {
                        log.append(.move(TilesMove(point)), at: offset)
                        offset += 1000
                        state = after
                        continue search
                    }
                }
            }
            break
        }
        return (recording(kind: "tiles", setup: try? TilesBackEnd.encode(setup), log: log.packed(),
                          claimed: log.lastKnownOffset), log)
    }

    static func recording(kind: String, setup: Data?, log: Data, claimed: Int?) -> ReplayRecording {
        ReplayRecording(kind: kind, encodedSetup: setup ?? Data(), packedLog: log, claimedPlayMilliseconds: claimed)
    }
}
