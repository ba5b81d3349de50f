import Foundation
import GameCore
import GameRules
import PropertyBased
import Testing
@testable import Mines

/// Issue 22: the cursor's moves kept in a Mines log as traces (`MinesMove.cursor`) for the replay
/// viewer are no plays: the rules refuse them, `verify` and the human envelope pass over them
/// wherever they stand and whatever their offsets, they pack compactly, and a log without them
/// (every log written before) reads and verifies as before.
@Suite struct CursorTraceTests {
    static func game(_ seed: UInt64) -> PlayedMinesGame {
        var player = TimedPlayer(seed: seed)
        let modes: [MinesMode] = [.classic(.beginner), .classic(.intermediate), .classic(.expert), .endless]
        return player.play(MinesGameParams(mode: modes[Int(seed % 4)]), seed: seed)
    }

    /// `log` with up to three traces before each entry: any cell (on the board or not), any offset
    /// (later, earlier, none).
    static func traced(_ log: TimedLog<MinesMove>, seed: UInt64) -> TimedLog<MinesMove> {
        var random = SeededGenerator(seed: seed ^ 0x7ACE)
        var entries: [TimedAction<MinesMove>] = []
        for entry in log.entries {
            for _ in 0..<random.uniform(below: 4) {
                let cell = Point(x: random.uniform(below: 40) - 5, y: random.uniform(below: 24) - 4)
                let offset: Int? = switch random.uniform(below: 4) {
                case 0: nil
                case 1: (entry.offset ?? 0) - random.uniform(below: 5_000)
                default: entry.offset.map { max(0, $0 - random.uniform(below: 300)) }
                }
                entries.append(TimedAction(.move(.cursor(cell)), at: offset))
            }
            entries.append(entry)
        }
        entries.append(TimedAction(.move(.cursor(Point(x: 1, y: 1))), at: log.lastKnownOffset))
        return TimedLog(entries)
    }

    @Test func tracesChangeNothingVerifyOrTheEnvelopeFinds() async {
        await propertyCheck(count: 24, input: Gen.uint64(in: 1...UInt64.max)) { seed in
            let game = Self.game(seed)
            let traced = Self.traced(game.log, seed: seed)
            #expect(traced.count > game.log.count)
            #expect(traced.playCount == game.log.count)
            #expect(traced.plays == game.log)
            let plain = MinesBackEnd.verify(game.setup, log: game.log, claimedPlayMilliseconds: game.endOffset)
            let withTraces = MinesBackEnd.verify(game.setup, log: traced, claimedPlayMilliseconds: game.endOffset)
            #expect(withTraces == plain)
            #expect((try? plain.get()) != nil, "the played game verifies")
            #expect(MinesBackEnd.actionOffsets(packedLog: traced.packed()) == MinesBackEnd.actionOffsets(packedLog: game.log.packed()))
            #expect((try? TimedLog<MinesMove>(packed: traced.packed())) == traced)
        }
    }

    @Test func theRulesRefuseATraceSoItCanNeverChangeAGame() throws {
        var state = MinesState(setup: MinesGameParams(mode: .classic(.beginner)).setup(seed: 3))
        #expect(state.applying(.cursor(Point(x: 4, y: 4))) == nil)
        state = try #require(state.applying(.reveal(Point(x: 4, y: 4)))).state
        #expect(state.applying(.cursor(Point(x: 0, y: 0))) == nil)
        #expect(MinesMove.cursor(Point(x: 2, y: 3)).isTrace)
        let plays: [MinesMove] = [.reveal(Point(x: 0, y: 0)), .flag(Point(x: 0, y: 0)), .chord(Point(x: 0, y: 0)), .nextBoard]
        #expect(plays.allSatisfy { !$0.isTrace })
    }

    @Test func aTracePacksAsKindFourWithItsCellAndNothingBeyondIsRead() throws {
        var writer = PackWriter()
        MinesMove.cursor(Point(x: 29, y: 15)).pack(into: &writer)
        #expect(writer.bytes == [8, 58, 30])
        var reader = PackReader(Data(writer.bytes))
        #expect(try MinesMove(unpacking: &reader) == .cursor(Point(x: 29, y: 15)))
        var beyond = PackReader(Data([10, 0, 0]))
        #expect(throws: (any Error).self) { try MinesMove(unpacking: &beyond) }
        // A run's trace in a timed log: a tag, the time since the last entry, the kind and cell.
        let log = TimedLog<MinesMove>([TimedAction(.move(.reveal(Point(x: 4, y: 4))), at: 1_000),
                                       TimedAction(.move(.cursor(Point(x: 9, y: 4))), at: 1_200)])
        #expect(log.packed().count - TimedLog<MinesMove>(Array(log.entries.prefix(1))).packed().count == 6)
    }

    @Test func aLogWrittenBeforeTracesReadsAndVerifiesAsBefore() throws {
        // Version 2, two actions: reveal 4,4 at 600 ms, flag 0,0 700 ms later (the bytes the game
        // wrote before traces existed).
        let bytes = Data([2, 4, 0x08, 0xB0, 0x09, 0, 8, 8, 0x08, 0xF8, 0x0A, 2, 0, 0])
        let log = try TimedLog<MinesMove>(packed: bytes)
        #expect(log.entries == [TimedAction(.move(.reveal(Point(x: 4, y: 4))), at: 600),
                                TimedAction(.move(.flag(Point(x: 0, y: 0))), at: 1_300)])
        #expect(log.packed() == bytes)
        #expect(log.playCount == 2 && log.plays == log)
    }

    @Test func aTraceRoundTripsThroughTheJSONForm() throws {
        let moves: [MinesMove] = [.cursor(Point(x: 7, y: 2)), .reveal(Point(x: 1, y: 1)), .nextBoard]
        let data = try JSONEncoder().encode(moves)
        #expect(try JSONDecoder().decode([MinesMove].self, from: data) == moves)
    }
}
