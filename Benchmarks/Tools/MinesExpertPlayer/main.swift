import Foundation
import GameCore
import GameRules
import Mines

// The board service benchmarks' player (Benchmarks/scripts/board-service-submits.sh): wins a
// classic expert Mines game with the game's own back end, for a client that only learns the seed
// once its first click has started the game on the service (issue 29, point 4).
//
// A line protocol on standard input and output, so a script in any language can drive it:
//   `first`               → the first action, packed as a one-action log, base64
//   `<seed> <durationMs>` → {"setup","log" (base64),"claimedMilliseconds","firstOffset"}: every
//                           safe cell revealed in reading order, spaced so that the game lasts
//                           about `durationMs` after the first click (a human pace: the service's
//                           human envelope holds a faster run for review, and ranks this one)
// Nothing is timed here: the service's replay of the log is what the script measures.

let firstClick = MinesMove.reveal(Point(x: 15, y: 8))
let firstOffset = 500

struct PlayedGame: Encodable {
    var setup: String
    var log: String
    var claimedMilliseconds: Int
    var firstOffset: Int
}

enum PlayError: Error { case illegal(String) }

func won(seed: UInt64, durationMilliseconds: Int) throws -> PlayedGame {
    let params = MinesGameParams(mode: .classic(.expert))
    var state = MinesState(setup: params.setup(seed: seed))
    guard let opened = state.applying(firstClick) else { throw PlayError.illegal("the first click") }
    state = opened.state
    guard let layout = state.board.layout else { throw PlayError.illegal("no layout after the first click") }
    // Which cells will need a click of their own: the covered safe ones, each later reveal
    // possibly opening others (a flood), so the clicks are found by playing, then spaced.
    var clicks: [MinesMove] = []
    var probe = state
    for y in 0..<probe.board.height {
        for x in 0..<probe.board.width {
            let point = Point(x: x, y: y)
            guard !layout.isMine(at: point), probe.board.mark(at: point) == .covered,
                  probe.board.outcome == .playing else { continue }
            guard let next = probe.applying(.reveal(point)) else { throw PlayError.illegal("reveal \(x),\(y)") }
            probe = next.state
            clicks.append(.reveal(point))
        }
    }
    guard probe.board.outcome == .won else { throw PlayError.illegal("the game was not won") }
    let pace = max(120, durationMilliseconds / max(1, clicks.count))
    var log = TimedLog<MinesMove>()
    log.append(.move(firstClick), at: firstOffset)
    var offset = firstOffset
    for click in clicks {
        offset += pace
        log.append(.move(click), at: offset)
    }
    return PlayedGame(setup: try MinesBackEnd.encode(GameSetup(params: params, seed: seed)).base64EncodedString(),
                      log: log.packed().base64EncodedString(), claimedMilliseconds: offset, firstOffset: firstOffset)
}

/// One answer line, written at once (the script waits for it; stdout's buffer would hold it).
func answer(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
}

let encoder = JSONEncoder()
while let line = readLine() {
    let words = line.split(separator: " ")
    do {
        if words == ["first"] {
            answer(TimedLog<MinesMove>([TimedAction(.move(firstClick), at: firstOffset)]).packed().base64EncodedString())
        } else if words.count == 2, let seed = UInt64(words[0]), let duration = Int(words[1]) {
            answer(String(decoding: try encoder.encode(try won(seed: seed, durationMilliseconds: duration)), as: UTF8.self))
        } else {
            answer("{\"error\":\"expected: first | SEED DURATION_MS\"}")
        }
    } catch {
        answer("{\"error\":\"\(error)\"}")
    }
}
