import GameCore
import GameRules
import Testing
@testable import Tiles

/// A log changed after the game was played must not verify as the game that was played: each
/// kind of tampering is rejected with the reason that gives it away.
@Suite struct TilesTamperTests {
    private let levels: [LevelRecord] = ((try? LevelFileReader.allLevels()) ?? []).filter { [7, 20, 33, 44].contains($0.number) }

    private func verify(_ record: LevelRecord, _ log: TimedLog<TilesMove>, claimed: Int? = nil,
                        map: String? = nil) throws -> Result<VerifiedGame, VerificationFailure> {
        var changed = record
        if let map { changed.map = map }
        var setup = try tilesSetup(changed)
        if map != nil { setup.params.mapHash = try tilesSetup(record).params.mapHash }
        return TilesBackEnd.verify(setup, log: log, claimedPlayMilliseconds: claimed)
    }

    /// The index of the first action of `log` the rules refuse, replayed outside any session.
    private func firstIllegalIndex(_ log: TimedLog<TilesMove>, _ record: LevelRecord) throws -> Int? {
        var state = try TilesBackEnd.newGame(try tilesSetup(record))
        for (index, action) in log.actions.enumerated() {
            guard case .move(let move) = action else { continue }
            guard let next = state.applying(move) else { return index }
            state = next.state
        }
        return nil
    }

    @Test func theLevelsAreThere() {
        #expect(levels.count == 4)
    }

    @Test func aMoveChangedToACellWithoutAGroupIsIllegalWhereItStands() throws {
        for record in levels {
            let game = try SolvedTilesGame(record)
            var log = game.log
            let index = log.count - 1
            log.entries[index].action = .move(TilesMove(Point(x: -1, y: 0)))
            #expect(try verify(record, log) == .failure(.illegalAction(index: index)))
        }
    }

    @Test func aMoveChangedToAnotherLegalMoveDoesNotReachTheSameGame() throws {
        for record in levels {
            let game = try SolvedTilesGame(record)
            let original = try verify(record, game.log).get()
            // The first clearing move (after the hint) swapped for another legal group.
            let start = try TilesBackEnd.newGame(try tilesSetup(record))
            guard case .move(let played) = game.log.entries[1].action else { Issue.record("no move"); continue }
            let other = try #require(Self.moves(in: start).first { $0 != played && start.board.group(at: $0.point) != start.board.group(at: played.point) })
            var log = game.log
            log.entries[1].action = .move(other)
            let result = try verify(record, log)
            #expect(result != .success(original), "level \(record.number)")
            if case .success(let verified) = result { #expect(verified.status != .won || verified.score != original.score) }
        }
    }

    @Test func aReorderedLogIsRejectedWhereItFirstGoesWrong() throws {
        for record in levels {
            let game = try SolvedTilesGame(record)
            var log = game.log
            // The actions in reverse order, each keeping its slot's time.
            let reversed = Array(log.actions.reversed())
            for index in log.entries.indices { log.entries[index].action = reversed[index] }
            let expected = try #require(try firstIllegalIndex(log, record), "level \(record.number)")
            #expect(try verify(record, log) == .failure(.illegalAction(index: expected)), "level \(record.number)")
        }
    }

    @Test func aSolutionPlayedOnAnotherLevelDiverges() throws {
        // Tiles has no seed to get wrong: the wrong "deal" is another level's board.
        for (record, other) in zip(levels, levels.dropFirst() + levels.prefix(1)) {
            let game = try SolvedTilesGame(record)
            let result = TilesBackEnd.verify(try tilesSetup(other), log: game.log, claimedPlayMilliseconds: nil)
            // Either an action is refused on the way or the game does not come out cleared.
            if case .success(let verified) = result {
                #expect(verified.status != .won, "level \(record.number) on level \(other.number)")
            }
        }
    }

    @Test func aMapThatDoesNotMatchItsFingerprintIsABadSetup() throws {
        let record = try #require(levels.first)
        let game = try SolvedTilesGame(record)
        let changedMap = record.map.replacingOccurrences(of: "R", with: "G")
        guard case .failure(.badSetup(let reason)) = try verify(record, game.log, map: changedMap) else {
            Issue.record("a changed map was accepted")
            return
        }
        #expect(reason.contains("fingerprint"))
    }

    @Test func oddParamsAreABadSetup() throws {
        let record = try #require(levels.first)
        var setup = try tilesSetup(record)
        for change in [{ (params: inout TilesParams) in params.level = 0 }, { $0.par = 0 }, { $0.mapRows = [] },
                       { $0.mapRows[0] += "X" }] {
            var params = setup.params
            change(&params)
            setup.params = params
            let result = TilesBackEnd.verify(setup, log: TimedLog(), claimedPlayMilliseconds: nil)
            guard case .failure(.badSetup) = result else {
                Issue.record("accepted \(params)")
                continue
            }
            setup = try tilesSetup(record)
        }
    }

    @Test func aClaimedTimeShorterThanTheLogIsRejected() throws {
        for record in levels {
            let game = try SolvedTilesGame(record)
            #expect(try verify(record, game.log, claimed: game.lastOffset - 1)
                    == .failure(.claimedTimeTooShort(claimed: game.lastOffset - 1, lastOffset: game.lastOffset)))
            #expect(try verify(record, game.log, claimed: game.lastOffset).get().playMilliseconds == game.lastOffset)
        }
    }

    @Test func offsetsGoingBackwardsAreRejected() throws {
        for record in levels {
            let game = try SolvedTilesGame(record)
            var log = game.log
            let index = log.count / 2
            let previous = try #require(log.entries[index - 1].offset)
            log.entries[index].offset = previous - 1
            #expect(try verify(record, log) == .failure(.offsetWentBack(index: index, offset: previous - 1, previous: previous)))
        }
    }

    @Test func anythingAfterTheClearIsRejected() throws {
        let record = try #require(levels.first)
        let game = try SolvedTilesGame(record)
        for action in [SessionAction<TilesMove>.undo, .hint, .restart] {
            var log = game.log
            log.append(action, at: game.lastOffset + 5)
            #expect(try verify(record, log) == .failure(.actionAfterEnd(index: game.log.count, status: .won)))
        }
    }

    @Test func anUntimedLogVerifiesWithTheClaimedTime() throws {
        let record = try #require(levels.first)
        let game = try SolvedTilesGame(record)
        let untimed = TimedLog(untimed: game.log.actions)
        let verified = try verify(record, untimed, claimed: 90_000).get()
        #expect(verified.status == .won)
        #expect(verified.lastOffset == nil)
        #expect(verified.playMilliseconds == 90_000)
        var late = untimed
        late.entries[0].offset = 10
        #expect(try verify(record, late) == .failure(.missingOffset(index: 1)))
    }

    private static func moves(in state: TilesState) -> [TilesMove] {
        (0..<state.board.height).flatMap { y in (0..<state.board.width).map { TilesMove(Point(x: $0, y: y)) } }
            .filter { state.board.group(at: $0.point).count >= TilesScoring.minimumGroup }
    }
}
