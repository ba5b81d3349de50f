import Foundation
import GameCore
import GameRules
import Leaderboards
import PropertyBased
import Testing
@testable import Tiles

/// Same Game free play: the classic end (no group of two left), the penalty for tiles left, the
/// clear bonus, and boards dealt from a seed. Property checks are kept to a few dozen cases so
/// the suite runs in seconds in a debug build.
@Suite struct FreePlayRulesTests {
    private func state(_ map: String, rules: TilesRules = .sameGame) throws -> TilesState {
        TilesState(level: 1, par: 1, board: try TileMap.parse(map), rules: rules)
    }

    @Test func noGroupOfTwoLeftEndsTheGameAndTheTilesLeftCostNMinusTwoSquared() throws {
        // RR first: G B G B G are left, five singles.
        let (over, events) = try #require(try state("RRGBGBG").applying(TilesMove(Point(x: 0, y: 0))))
        #expect(over.penalty == 9)
        #expect(over.score == -9)
        #expect(events == [.freeGroupRemoved(size: 2, color: TileColor.red.rawValue, points: 0),
                           .tilesLeft(count: 5, penalty: 9, score: -9)])
        #expect(TilesBackEnd.status(of: over) == .lost)
        #expect(TilesBackEnd.status(of: over).isFinal)
    }

    @Test func aLevelKeepsItsStuckBoardOpenAndUnpenalised() throws {
        let (stuck, events) = try #require(try state("RRGBGBG", rules: .levels).applying(TilesMove(Point(x: 0, y: 0))))
        #expect(stuck.score == 0 && stuck.penalty == 0)
        #expect(events == [.groupRemoved(size: 2, color: TileColor.red.rawValue, points: 0), .boardStuck])
        #expect(TilesBackEnd.status(of: stuck) == .stuck)
    }

    @Test func oneOrTwoTilesLeftCostNothing() throws {
        #expect(TilesScoring.penalty(forTilesLeft: 1) == 0)
        #expect(TilesScoring.penalty(forTilesLeft: 2) == 0)
        #expect(TilesScoring.penalty(forTilesLeft: 3) == 1)
        #expect(TilesScoring.penalty(forTilesLeft: 12) == 100)
        let (over, _) = try #require(try state("RRRG").applying(TilesMove(Point(x: 0, y: 0))))
        #expect(over.score == 1 && over.penalty == 0 && over.isStuck)
    }

    @Test func clearingAddsTheBonusWithoutPassingALevel() throws {
        let (cleared, events) = try #require(try state("RRRR").applying(TilesMove(Point(x: 0, y: 0))))
        #expect(cleared.score == 4 + 1000)
        #expect(events == [.freeGroupRemoved(size: 4, color: TileColor.red.rawValue, points: 4),
                           .freeBoardCleared(score: 1004, moves: 1, bonus: 1000)])
        #expect(!events.contains { $0.name == .levelCleared || $0.name == .groupRemoved })
        #expect(TilesBackEnd.status(of: cleared) == .won)
    }

    /// Any legal play to the end: the game is over exactly when no group of two is left, and the
    /// score is the moves' (n−2)², then +1000 for a clear or −(left−2)² for the tiles left.
    @Test func gameOverExactlyWhenNoGroupOfTwoIsLeftAndTheScoreAddsUp() async {
        await propertyCheck(count: 60, input: BoardSpec.generator(colours: 2...4), Gen.int(in: 0...10_000).array(of: 40)) { spec, choices in
            var state = TilesState(level: 1, par: 1, board: spec.board, rules: .sameGame)
            var points = 0
            for choice in choices {
                let noPair = state.board.allGroups().allSatisfy { $0.count < 2 }
                #expect(TilesBackEnd.status(of: state).isFinal == noPair, "\(spec)")
                guard let move = state.board.pickMove(choice) else { break }
                let size = state.board.group(at: move.point).count
                state = try #require(state.applying(move)).state
                points += (size - 2) * (size - 2)
            }
            // A board with no pair at the start is never dealt (`FreePlayDeal`): nothing to settle.
            guard TilesBackEnd.status(of: state).isFinal, state.moves > 0 else { return }
            #expect(state.applying(TilesMove(Point(x: 0, y: state.board.height - 1))) == nil, "no move after the end")
            let left = state.board.tileCount
            let end = left == 0 ? 1000 : -(max(0, left - 2) * max(0, left - 2))
            #expect(state.score == points + end, "\(spec)")
        }
    }

    @Test func aDealIsAPureFunctionOfShapeAndSeed() async {
        await propertyCheck(count: 15, input: Gen.int(in: 4...9), Gen.int(in: 3...7), Gen.int(in: 2...6), Gen.uint64()) { width, height, colours, seed in
            let shape = try FreePlayShape(width: width, height: height, colours: colours)
            // The par search (a solver run) is left to the example below: in a debug build it
            // would make this check take a minute.
            let deal = FreePlayDeal(shape: shape, seed: seed, improvingPar: false)
            let again = FreePlayDeal(shape: shape, seed: seed, improvingPar: false)
            #expect(deal.board == again.board)
            #expect(deal.board.width == width && deal.board.height == height)
            #expect(deal.board.tileCount == width * height, "a full board")
            #expect(deal.board.tileCountsByColor.count <= colours)
            // Its par is a real clearing, when one is known.
            var board = deal.board
            for move in deal.solution {
                let group = board.group(at: move.point)
                #expect(group.count >= 2)
                board = board.removing(group)
            }
            #expect(deal.solution.isEmpty || board.isEmpty)
            #expect(deal.par == deal.solution.count)
            #expect(deal.solution == again.solution)
            #expect(width * height > FreePlayDeal.builderTileLimit ? deal.solution.isEmpty : true,
                    "a board over the builder's limit is a random fill")
        }
    }

    @Test func theParSearchOnlyShortensTheBuildersClearing() {
        for seed: UInt64 in 1...3 {
            let improved = FreePlayDeal(shape: .small, seed: seed)
            let built = FreePlayDeal(shape: .small, seed: seed, improvingPar: false)
            #expect(improved.board == built.board)
            #expect(improved.par >= 1 && improved.par <= built.par)
            var board = improved.board
            for move in improved.solution { board = board.removing(board.group(at: move.point)) }
            #expect(board.isEmpty, "par is a real clearing")
        }
    }

    @Test func differentSeedsDealDifferentBoards() {
        let boards = Set((1...20).map { FreePlayDeal(shape: .small, seed: UInt64($0), improvingPar: false).board })
        #expect(boards.count == 20)
    }

    @Test func theSmallStandardShapeIsDealtClearable() {
        for shape in [FreePlayShape.small] {
            for seed: UInt64 in [1, 2, 3, 5] {
                #expect(!FreePlayDeal(shape: shape, seed: seed, improvingPar: false).solution.isEmpty, "\(shape) \(seed)")
            }
        }
    }

    @Test func theLargestShapesAndTwoColoursAreDealtFull() throws {
        for shape in [try FreePlayShape(width: 24, height: 16, colours: 6), try FreePlayShape(width: 24, height: 16, colours: 2),
                      .large] {
            let deal = FreePlayDeal(shape: shape, seed: 7, improvingPar: false)
            #expect(deal.board.tileCount == shape.width * shape.height)
        }
    }

    @Test func shapesOutOfRangeAreRefusedInASentence() {
        #expect(throws: FreePlayShapeError.width(3)) { try FreePlayShape(width: 3, height: 5, colours: 3) }
        #expect(throws: FreePlayShapeError.height(17)) { try FreePlayShape(width: 5, height: 17, colours: 3) }
        #expect(throws: FreePlayShapeError.colours(7)) { try FreePlayShape(width: 5, height: 5, colours: 7) }
        #expect(FreePlayShapeError.colours(1).description == "1 colours is out of range: 2 to 6")
        #expect(FreePlayShape(key: FreePlayShape.normal.key) == .normal)
        #expect(FreePlayShape(key: "15x10c9") == nil)
        #expect(FreePlayShape(key: "015x10c3") == nil)
        let json = Data(#"{"width":30,"height":10,"colours":3}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FreePlayShape.self, from: json) }
    }
}
