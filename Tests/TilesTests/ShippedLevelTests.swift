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
        #expect(Set(levels.map(\.ix)).count == levels.count, "level numbers are unique")
        #expect(levels.map(\.ix) == Array(1...levels.count), "levels are numbered 1...n in file order")
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
        let start = TilesState(level: level.ix, par: level.par, board: board)
        let (end, last) = followHints(from: start)
        #expect(end.isCleared, "\(level.file):\(level.line): stopped with \(String(describing: last))")
    }

    @Test(arguments: shippedLevels)
    func hintsRecoverFromPositionsPartWayThrough(level: LevelRecord) throws {
        // Play a few moves of the player's own (the first removable groups in scan order);
        // from wherever that leads, a hint must either lead to a clearing or say none exists.
        let board = try TileMap.parse(level.map)
        var state = TilesState(level: level.ix, par: level.par, board: board)
        for step in 0..<3 {
            guard let move = state.board.pickMove(step * 7 + level.ix) else { break }
            state = try #require(state.applying(move)).state
        }
        let verdict = TilesSolver().solve(state.board)
        let (end, last) = followHints(from: state)
        switch verdict.verdict {
        case .clearable: #expect(end.isCleared, "\(level.file):\(level.line)")
        case .unclearable: #expect(last == .noneClearable)
        case .undecided: Issue.record("\(level.file):\(level.line): undecided after \(verdict.nodes) nodes")
        }
    }
}

extension LevelRecord: CustomTestStringConvertible {
    var testDescription: String { "\(ix). \(name)" }
}
