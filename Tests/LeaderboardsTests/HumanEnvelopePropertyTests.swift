import Foundation
import GameCore
import Leaderboards
import Mines
import PropertyBased
import Testing

/// The envelope against random games: a record holder's play is always ranked, and anything
/// faster than the limits (a genuine game sped up, a time under the floor) is always held.
@Suite struct HumanEnvelopePropertyTests {
    private let envelope = HumanEnvelope.standard
    private static let classic: [(board: BoardID, record: Int, floor3BV: Int)] = [
        ("mines.beginner.noguess", MinesRanking.Record.beginner, 2),
        ("mines.intermediate.random", MinesRanking.Record.intermediate, 30),
        ("mines.expert.noguess", MinesRanking.Record.expert, 100),
    ]

    /// A game a record holder could play: at least the record's time, at most 12 3BV a second
    /// (more than the fastest expert players' 10), actions 60–400 ms apart with now and then a
    /// second key 5 ms after the first (two keys pressed together).
    private func recordHolderGame(_ random: inout SeededGenerator, board: BoardID, record: Int, floor3BV: Int)
        -> EnvelopeFigures {
        let time = record + Int.random(in: 0...(2 * record), using: &random)
        let most3BV = max(floor3BV, 1 + 12 * time / 1_000)
        let threeBV = Int.random(in: floor3BV...most3BV, using: &random)
        var offsets = [0]
        while offsets.last! < time {
            let quickPair = offsets.count % 10 == 0 && Bool.random(using: &random)
            offsets.append(offsets.last! + (quickPair ? 5 : Int.random(in: 60...400, using: &random)))
        }
        offsets[offsets.count - 1] = time
        return EnvelopeFigures(board: board, playMilliseconds: time, threeBV: threeBV, offsets: offsets)
    }

    @Test func aRecordHoldersGamesArePlausible() async {
        await propertyCheck(count: 200, input: Gen.uint64()) { seed in
            var random = SeededGenerator(seed: seed)
            for (board, record, floor3BV) in Self.classic {
                let game = recordHolderGame(&random, board: board, record: record, floor3BV: floor3BV)
                #expect(envelope.verdict(game) == .plausible, "\(game)")
            }
        }
    }

    /// A record holder's game played back 1.34 to 1000 times faster: beyond the margin, held.
    @Test func aGenuineGameSpedUpBeyondTheMarginIsHeld() async {
        await propertyCheck(count: 200, input: zip(Gen.uint64(), Gen.int(in: 1_340...1_000_000))) { seed, speedUp in
            var random = SeededGenerator(seed: seed)
            for (board, record, floor3BV) in Self.classic {
                var game = recordHolderGame(&random, board: board, record: record, floor3BV: floor3BV)
                game.playMilliseconds = game.playMilliseconds * 1_000 / speedUp
                game.offsets = game.offsets.map { $0 * 1_000 / speedUp }
                // A game slower than the record, sped up a little, can stay at a person's pace.
                guard game.playMilliseconds < record * HumanEnvelope.marginPercent / 100 else { continue }
                #expect(envelope.verdict(game).isHeld, "\(game)")
            }
        }
    }

    @Test func anythingUnderTheFloorIsHeldWhateverElseItClaims() async {
        await propertyCheck(count: 200, input: zip(Gen.uint64(), Gen.int(in: 0...999))) { seed, share in
            var random = SeededGenerator(seed: seed)
            for (board, record, floor3BV) in Self.classic {
                let floor = record * HumanEnvelope.marginPercent / 100
                let time = floor * share / 1_000
                let offsets = (0..<Int.random(in: 0...50, using: &random)).map { $0 * 300 }
                let game = EnvelopeFigures(board: board, playMilliseconds: time,
                                           threeBV: Int.random(in: floor3BV...400, using: &random), offsets: offsets)
                #expect(envelope.verdict(game).heldReason?.limit == .time)
            }
        }
    }

    @Test func moreThanTwentyActionsASecondAnywhereIsHeld() async {
        await propertyCheck(count: 200, input: zip(Gen.uint64(), Gen.int(in: 0...949))) { seed, burstSpan in
            var random = SeededGenerator(seed: seed)
            // A slow expert game with 21 actions squeezed into under a second somewhere in it.
            let start = Int.random(in: 0...60_000, using: &random)
            var offsets = (0..<200).map { $0 * 400 }.filter { $0 < start || $0 > start + burstSpan }
            offsets += (0...20).map { start + $0 * burstSpan / 20 }
            offsets.sort()
            let game = EnvelopeFigures(board: "mines.expert.random", playMilliseconds: 80_000, threeBV: 150, offsets: offsets)
            #expect(envelope.verdict(game).heldReason?.limit == .actionRate)
        }
    }

    @Test func aTilesClearAtAPersonsPaceIsPlausibleAndSpedUpIsHeld() async {
        await propertyCheck(count: 200, input: zip(Gen.uint64(), Gen.int(in: 1...60))) { seed, par in
            var random = SeededGenerator(seed: seed)
            let moves = par + Int.random(in: 0...10, using: &random)
            var offsets = [Int.random(in: 200...2_000, using: &random)]
            for _ in 1..<moves { offsets.append(offsets.last! + Int.random(in: 100...3_000, using: &random)) }
            let time = offsets.last! + Int.random(in: 0...50, using: &random)
            var game = EnvelopeFigures(board: "tiles.level.1", playMilliseconds: time, moves: moves, par: par, offsets: offsets)
            #expect(envelope.verdict(game) == .plausible)
            // Every move 2 ms after the one before: a machine.
            game.offsets = (0..<moves).map { 200 + 2 * $0 }
            game.playMilliseconds = 200 + 2 * moves
            if par > 4 { #expect(envelope.verdict(game).isHeld) }
        }
    }
}
