import GameCore
import Testing
@testable import Tiles

/// Every level the game ships, read from levels/*.sql.
private let shippedLevels: [LevelRecord] = (try? LevelFileReader.allLevels()) ?? []

@Suite struct ShippedLevelTests {
    static let backgrounds: Set<String> = ["default", "meadow", "night", "dunes", "harbor"]

    @Test func theLevelFilesAreReadable() throws {
        let levels = try LevelFileReader.allLevels()
        #expect(levels.count >= 40)
        #expect(levels.count == shippedLevels.count)
        #expect(Set(levels.map(\.number)).count == levels.count, "level numbers are unique")
        #expect(levels.map(\.number) == Array(1...levels.count), "levels are numbered 1...n in file order")
    }

    @Test(arguments: shippedLevels)
    func levelIsWellFormed(level: LevelRecord) throws {
        let board = try TileMap.parse(level.map)
        #expect(!level.name.isEmpty, "\(level.file):\(level.line)")
        #expect(Self.backgrounds.contains(level.background), "\(level.file):\(level.line): \(level.background)")
        #expect(level.pack == "campaign")
        #expect(board.width >= 4 && board.height >= 4, "\(level.file):\(level.line)")
        #expect(board.width <= 16 && board.height <= 12, "\(level.file):\(level.line)")
        let colours = board.tileCountsByColor
        #expect((2...6).contains(colours.count))
        #expect(colours.values.allSatisfy { $0 >= 2 }, "\(level.file):\(level.line): a colour with one tile")
    }

    @Test(arguments: shippedLevels)
    func levelIsProvenClearableAndParIsReachable(level: LevelRecord) throws {
        let board = try TileMap.parse(level.map)
        let solution = TilesSolver().solve(board)
        #expect(solution.verdict == .clearable, "\(level.file):\(level.line): \(level.name)")
        let end = try #require(replay(solution.moves, on: board))
        #expect(end.isCleared)
        // Par is no more than a clearing the solver finds at once, and no less than one move
        // per colour (every clearing needs at least that).
        #expect(level.par <= solution.moves.count, "\(level.file):\(level.line): par \(level.par)")
        #expect(level.par >= board.tileCountsByColor.count, "\(level.file):\(level.line): par \(level.par)")
    }

    @Test(arguments: shippedLevels)
    func followingHintsClearsTheLevel(level: LevelRecord) throws {
        let board = try TileMap.parse(level.map)
        let start = TilesState(level: level.number, par: level.par, board: board)
        let (end, last) = followHints(from: start)
        #expect(end.isCleared, "\(level.file):\(level.line): stopped with \(String(describing: last))")
    }

    @Test(arguments: shippedLevels)
    func hintsClearFromPositionsPartWayThrough(level: LevelRecord) throws {
        // A third and two thirds of the way along a clearing (so still clearable), a hint
        // must lead on to a clearing.
        let board = try TileMap.parse(level.map)
        let clearing = TilesSolver().solve(board).moves
        for fraction in [1, 2] {
            var state = TilesState(level: level.number, par: level.par, board: board)
            for move in clearing.prefix(clearing.count * fraction / 3) {
                state = try #require(state.applying(move)).state
            }
            let (end, last) = followHints(from: state)
            #expect(end.isCleared, "\(level.file):\(level.line): stopped with \(String(describing: last))")
        }
    }

    @Test(arguments: shippedLevels.filter { ((try? TileMap.parse($0.map).tileCount) ?? 0) <= 100 })
    func hintsDecideAfterAMoveOfThePlayersOwn(level: LevelRecord) throws {
        // Follow a clearing for a third of the way, then play a move the clearing would not
        // have played. From there hints must lead to a clearing or say that none exists.
        // (On the biggest boards such a position can take more than the node limit to
        // decide; the hint then says `.unknown`.)
        let board = try TileMap.parse(level.map)
        let clearing = TilesSolver().solve(board).moves
        var state = TilesState(level: level.number, par: level.par, board: board)
        for move in clearing.prefix(clearing.count / 3) {
            state = try #require(state.applying(move)).state
        }
        let planned = clearing.dropFirst(clearing.count / 3).first.map { Set(state.board.group(at: $0.point)) }
        if let detour = state.board.removableGroups().first(where: { Set($0) != planned }) {
            state = try #require(state.applying(TilesMove(detour[0]))).state
        }
        let (end, last) = followHints(from: state)
        #expect(end.isCleared || last == .noneClearable, "\(level.file):\(level.line): stopped with \(String(describing: last))")
    }
}

extension LevelRecord: CustomTestStringConvertible {
    var testDescription: String { "\(number). \(name)" }
}
