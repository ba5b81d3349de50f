import Foundation
import GameCore
import Testing
import Tiles
@testable import Daily

/// The Tiles daily of 365 consecutive dates: each proven clearable in par moves by replaying the
/// solver's clearing, each shaped by its weekday. Prints the slowest date's build time (for the
/// note; nothing here asserts a time).
@Suite struct DailyTilesYearTests {
    @Test func everyDateOfAYearIsClearableInPar() throws {
        let first = try #require(DailyDate("2026-11-23"))  // a Monday
        var slowest = (date: first, milliseconds: 0.0)
        var hashes = Set<UInt64>()
        for offset in 0..<365 {
            let date = first.adding(days: offset)
            let started = ContinuousClock.now
            let challenge = DailyTilesChallenge(date: date)
            let took = ContinuousClock.now - started
            let milliseconds = Double(took.components.seconds) * 1000 + Double(took.components.attoseconds) / 1e15
            if milliseconds > slowest.milliseconds { slowest = (date, milliseconds) }

            let shape = DailyTilesChallenge.shape(weekday: date.weekday)
            #expect(challenge.board.width == shape.width && challenge.board.height == shape.height, "\(date)")
            #expect(Set(challenge.board.grid.cells.filter { $0 != 0 }).count <= shape.colours, "\(date)")
            var state = challenge.level.startState
            for move in challenge.solution {
                state = try #require(state.applying(move)?.state, "\(date): an illegal move in the clearing")
            }
            #expect(state.isCleared, "\(date)")
            #expect(challenge.solution.count == challenge.par, "\(date)")
            #expect(challenge.params.mapHash == TilesParams.mapHash(of: challenge.board))
            hashes.insert(challenge.mapHash)
        }
        #expect(hashes.count == 365)
        print("DailyTilesYearTests: slowest build \(slowest.date) (weekday \(slowest.date.weekday)): "
              + String(format: "%.1f ms", slowest.milliseconds))
    }

    @Test func theLevelGrowsFromMondayToSunday() {
        let shapes = (1...7).map(DailyTilesChallenge.shape(weekday:))
        for (earlier, later) in zip(shapes, shapes.dropFirst()) {
            #expect(earlier.width * earlier.height < later.width * later.height)
            #expect(earlier.colours <= later.colours)
        }
    }
}
