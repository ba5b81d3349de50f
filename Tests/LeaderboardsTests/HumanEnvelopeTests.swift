import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing

/// The human envelope's limits, one by one, on hand-made figures.
@Suite struct HumanEnvelopeTests {
    private let envelope = HumanEnvelope.standard

    /// `count` offsets `gap` ms apart, from `start`.
    private func evenly(_ count: Int, gap: Int, start: Int = 0) -> [Int] {
        (0..<count).map { start + $0 * gap }
    }

    @Test func theFloorsSitAQuarterBelowTheRecords() {
        #expect(envelope.limits(for: "mines.expert.noguess").timeFloorMilliseconds == 19_942)
        #expect(envelope.limits(for: "mines.expert.random").timeFloorMilliseconds == 19_942)
        #expect(envelope.limits(for: "mines.intermediate.random").timeFloorMilliseconds == 3_757)
        #expect(envelope.limits(for: "mines.beginner.noguess").timeFloorMilliseconds == 67)
        #expect(envelope.limits(for: "mines.endless").timeFloorMilliseconds == nil)
        #expect(envelope.limits(for: "tiles.level.3").moveMilliseconds == 80)
    }

    @Test func theExpertRecordIsPlausible() {
        let record = EnvelopeFigures(board: "mines.expert.random", playMilliseconds: 26_590, threeBV: 130,
                                     offsets: evenly(200, gap: 133))
        #expect(envelope.verdict(record) == .plausible)
    }

    @Test func anExpertGameUnderTheFloorIsHeld() {
        let fast = EnvelopeFigures(board: "mines.expert.noguess", playMilliseconds: 19_000, threeBV: 100,
                                   offsets: evenly(150, gap: 127))
        let reason = envelope.verdict(fast).heldReason
        #expect(reason?.limit == .time)
        #expect(reason?.description == "faster than any recorded game: 19.00 s, under the floor of 19.94 s, the record is 26.59 s")
    }

    /// Issue 19's attack: a genuine beginner log whose offsets were rewritten 1 ms apart.
    @Test func aBeginnerLogRewrittenToOneMillisecondApartIsHeld() {
        let genuine = EnvelopeFigures(board: "mines.beginner.noguess", playMilliseconds: 4_400, threeBV: 12,
                                      offsets: evenly(12, gap: 400))
        #expect(envelope.verdict(genuine) == .plausible)
        let rewritten = EnvelopeFigures(board: "mines.beginner.noguess", playMilliseconds: 11, threeBV: 12,
                                        offsets: evenly(12, gap: 1))
        #expect(envelope.verdict(rewritten).isHeld)
    }

    @Test func tooMuch3BVASecondIsHeldEvenAboveTheFloor() {
        // 4 s is above the intermediate floor, but 119 3BV in it is 30 a second.
        let figures = EnvelopeFigures(board: "mines.intermediate.random", playMilliseconds: 4_000, threeBV: 120,
                                      offsets: evenly(60, gap: 66))
        #expect(envelope.verdict(figures).heldReason?.limit == .threeBVRate)
        // The first click is free: 2 3BV in 60 ms is one click after the clock started.
        let beginner = EnvelopeFigures(board: "mines.beginner.random", playMilliseconds: 90, threeBV: 2, offsets: [0, 90])
        #expect(envelope.verdict(beginner) == .plausible)
    }

    @Test func aBurstOfActionsIsHeldAndASingleQuickPairIsNot() {
        var offsets = evenly(100, gap: 300)
        // 21 actions within 500 ms, in the middle of an otherwise slow game.
        let burst = (0..<21).map { 10_000 + $0 * 25 }
        offsets = (offsets.filter { $0 < 10_000 } + burst + offsets.filter { $0 > 10_600 }).sorted()
        let figures = EnvelopeFigures(board: "mines.expert.random", playMilliseconds: 40_000, threeBV: 110, offsets: offsets)
        #expect(envelope.verdict(figures).heldReason?.limit == .actionRate)
        // Two keys pressed together (5 ms apart) now and then are a person's.
        let pairs = (0..<60).flatMap { [$0 * 400, $0 * 400 + 5] }
        let human = EnvelopeFigures(board: "mines.expert.random", playMilliseconds: 24_000 + 5, threeBV: 110, offsets: pairs)
        #expect(envelope.verdict(human) == .plausible)
    }

    @Test func anEndlessRunCountsEveryClearedBoard() {
        let fast = EnvelopeFigures(board: "mines.endless", playMilliseconds: 8_000, threeBVCleared: 200, boardsCleared: 3,
                                   offsets: evenly(40, gap: 200))
        #expect(envelope.verdict(fast).heldReason?.limit == .threeBVRate)
        let fine = EnvelopeFigures(board: "mines.endless", playMilliseconds: 60_000, threeBVCleared: 200, boardsCleared: 3,
                                   offsets: evenly(240, gap: 250))
        #expect(envelope.verdict(fine) == .plausible)
    }

    @Test func aTilesClearFasterThanItsMovesAllowIsHeld() {
        let fast = EnvelopeFigures(board: "tiles.level.7", playMilliseconds: 1_000, moves: 30, par: 30,
                                   offsets: evenly(30, gap: 34))
        #expect(envelope.verdict(fast).heldReason?.limit == .moveRate)
        // Par bounds the floor: fewer moves than par need less time.
        let short = EnvelopeFigures(board: "tiles.level.7", playMilliseconds: 800, moves: 8, par: 30,
                                    offsets: evenly(8, gap: 100))
        #expect(envelope.verdict(short) == .plausible)
        let steady = EnvelopeFigures(board: "tiles.level.7", playMilliseconds: 9_000, moves: 30, par: 28,
                                     offsets: evenly(30, gap: 300))
        #expect(envelope.verdict(steady) == .plausible)
        // Moves undone still came from the keyboard: 12 a second over ten moves is held.
        let burst = EnvelopeFigures(board: "tiles.level.7", playMilliseconds: 9_000, moves: 10, par: 10,
                                    offsets: evenly(11, gap: 800) + evenly(11, gap: 60, start: 8_100))
        #expect(envelope.verdict(burst).heldReason?.limit == .actionRate)
    }

    @Test func boardsWithoutTheirOwnLimitsStillHaveTheActionRate() {
        #expect(envelope.verdict(EnvelopeFigures(board: "tiles.total", playMilliseconds: 0)) == .plausible)
        let bot = EnvelopeFigures(board: "lightsout.solve", playMilliseconds: 30, offsets: evenly(30, gap: 1))
        #expect(envelope.verdict(bot).heldReason?.limit == .actionRate)
    }

    @Test func aRunsFiguresComeFromItsReplayAndItsSetupsPar() throws {
        let setup = Data(#"{"params":{"level":3,"par":17,"mapRows":[],"mapHash":1},"seed":0}"#.utf8)
        let run = RankedRun(id: "r", board: "tiles.level.3", playerID: 1, kind: GameKind(rawValue: "tiles"), setup: setup, log: Data(),
                            claimed: VerifiedGame(kind: GameKind(rawValue: "tiles"), status: .won, boardsCleared: 1, moves: 19, hintsUsed: 0,
                                                  undosUsed: 0, actionCount: 21, timingStartOffset: 0, lastOffset: 900,
                                                  playMilliseconds: 950),
                            sortKey: [0], figures: [:], finishedAt: Date(timeIntervalSince1970: 0), verification: .verified)
        let figures = EnvelopeFigures(run: run, offsets: [5, 9])
        #expect(figures.par == 17)
        #expect(figures.moves == 19)
        #expect(figures.playMilliseconds == 950)
        #expect(figures.offsets == [5, 9])
        #expect(envelope.verdict(figures).heldReason?.limit == .moveRate)  // 16 moves × 80 ms > 950 ms
    }

    @Test func reviewStatesRankOnlyOnceApproved() {
        #expect(!ReviewState.held(reason: "x").mayRank)
        #expect(ReviewState.held(reason: "x").summary == "held for review: faster than any recorded game")
        #expect(ReviewState.decided(.approve, moderator: 2, at: Date()).mayRank)
        #expect(!ReviewState.decided(.reject, moderator: 2, at: Date()).mayRank)
    }
}
