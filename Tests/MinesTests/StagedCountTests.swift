import Foundation
import GameCore
import PropertyBased
import Testing
@testable import Mines

/// Large parts of the frontier counted stage by stage (issue 32, `FrontierStagedCount`): the
/// same counts as the search that lists every arrangement, and on expert boards the positions
/// that search gave up on (a long edge, 34 to 57 cells) now get exact odds and a hint.
@Suite struct StagedCountTests {
    /// The engine of a position after the fast rules, its facts left for the exact rule.
    private static func stuckCore(_ view: MinesView) -> SolverCore {
        var core = SolverCore(width: view.width, height: view.height, totalMines: view.totalMines,
                              numbers: view.numbers.map { $0.map { Int8($0) } })
        core.exactRuleEnabled = false
        core.run()
        return core
    }

    /// A position of a game: a random layout, its first reveal, then random safe reveals, each
    /// followed by the fast rules' proofs, so the frontier has long irregular parts.
    private static func position(width: Int, height: Int, density: Int, seed: UInt64, reveals: Int) throws -> MinesView? {
        let mines = max(1, width * height * density / 100)
        guard let params = try? MinesParams(width: width, height: height, mines: mines) else { return nil }
        var random = SeededGenerator(seed: seed)
        var board = MinesBoard(params: params, seed: seed, style: .random)
        board = try #require(board.revealing(Point(x: width / 2, y: height / 2))).board
        let layout = try #require(board.layout)
        for round in 0...reveals where board.outcome == .playing {
            if round > 0 {
                let covered = (0..<params.cellCount).map { Point(x: $0 % width, y: $0 / width) }
                    .filter { board.mark(at: $0) == .covered && !layout.isMine(at: $0) }
                guard !covered.isEmpty else { break }
                board = try #require(board.revealing(covered[random.uniform(below: covered.count)])).board
            }
            while board.outcome == .playing {
                let core = stuckCore(board.playerView)
                let proven = (0..<core.settledCount).map(core.settledCell).filter { core.state(of: $0) != SolverCore.mine }
                    .map { Point(x: $0 % width, y: $0 / width) }.filter { board.mark(at: $0) == .covered }
                guard !proven.isEmpty else { break }
                for point in proven where board.outcome == .playing { board = board.revealing(point)?.board ?? board }
            }
        }
        return board.outcome == .playing ? board.playerView : nil
    }

    /// The frontier of `core` with every part counted by the search (a budget far beyond the
    /// hint's) or every part counted by stages.
    private static func analysis(of core: SolverCore, byStages: Bool) -> FrontierAnalysis {
        var core = core
        core.stagedCountAbove = byStages ? 0 : nil
        return FrontierAnalysis(core: core, stepsPerPart: 2_000_000, budget: 20_000_000)
    }

    @Test func everyPartCountsAsTheSearchCountsIt() async throws {
        let parts = Counter()
        let largeParts = Counter()
        let input = zip(Gen.int(in: 16...30), Gen.int(in: 12...16), Gen.int(in: 17...22), Gen.uint64(), Gen.int(in: 0...3))
        await propertyCheck(count: 300, input: input) { width, height, density, seed, reveals in
            guard let view = try Self.position(width: width, height: height, density: density, seed: seed, reveals: reveals)
            else { return }
            let core = Self.stuckCore(view)
            let searched = Self.analysis(of: core, byStages: false)
            let staged = Self.analysis(of: core, byStages: true)
            try #require(searched.components.count == staged.components.count)
            for (plain, counted) in zip(searched.components, staged.components) where plain.isExact {
                #expect(counted.isExact, "a part of \(plain.cells.count) cells was not counted by stages in \(view)")
                #expect(plain.cells == counted.cells)
                #expect(plain.arrangements == counted.arrangements,
                        "\(plain.cells.count) cells: \(plain.arrangements) against \(counted.arrangements) in \(view)")
                for cell in plain.cells.indices {
                    for mines in 0...plain.cells.count {
                        #expect(plain.mineArrangements(cell: cell, mines: mines) == counted.mineArrangements(cell: cell, mines: mines),
                                "cell \(plain.cells[cell]), \(mines) mines, in \(view)")
                    }
                }
                parts.add(1)
                if plain.cells.count > SolverCore.stagedCountAbove { largeParts.add(1) }
            }
        }
        #expect(parts.value >= 200, "too few parts were compared")
        #expect(largeParts.value >= 8, "too few parts larger than \(SolverCore.stagedCountAbove) cells were compared")
        print("staged counts: \(parts.value) parts compared, \(largeParts.value) of more than \(SolverCore.stagedCountAbove) cells")
    }

    /// Boards of `mines autoplay --width 30 --height 16 --mines 99 --first 3,3 --seed 1` (seeds
    /// 48, 285 and 539) whose play reaches a part too large for the search: where the search gives
    /// up, the stages count it, and the counts hold together (each arrangement of m mines has m
    /// mines; a cell made a mine by one more fact leaves exactly the arrangements counted with a
    /// mine there),
    /// the odds are exact and the hint names a cell with its chance.
    @Test(arguments: [UInt64(48), 285, 539])
    func theExpertPositionsTheSearchGaveUpOnGetExactOdds(seed: UInt64) throws {
        var found = 0
        try playExpertBoardByTheHint(seed: seed) { advice, board in
            let view = board.visible.view
            var core = Self.stuckCore(view)
            core.stagedCountAbove = nil
            guard !FrontierAnalysis(core: core).isExact else { return }
            core.stagedCountAbove = SolverCore.stagedCountAbove
            let analysis = FrontierAnalysis(core: core)
            try #require(analysis.isExact, "the stages did not count \(analysis.components.map(\.cells.count)) in \(view)")
            found += 1
            for part in analysis.components where part.cells.count > SolverCore.stagedCountAbove {
                for mines in part.arrangements.indices {
                    let mineCells = part.cells.indices.reduce(0) { $0 + part.mineArrangements(cell: $1, mines: mines) }
                    #expect(mineCells == mines * part.arrangements[mines])
                }
                // The part's facts, and one more that makes a cell a mine: counted forward
                // alone, that is the cell's column of the marginals.
                let local = Dictionary(uniqueKeysWithValues: part.cells.enumerated().map { ($1, $0) })
                var factsOfCell = [[Int]](repeating: [], count: part.cells.count)
                var mines: [Int] = []
                for fact in core.liveFacts() {
                    var inPart = false
                    core.forEachCell(ofFact: fact) { cell in
                        guard let index = local[cell] else { return }
                        factsOfCell[index].append(mines.count)
                        inPart = true
                    }
                    if inPart { mines.append(core.mines(ofFact: fact)) }
                }
                for index in [0, part.cells.count / 2, part.cells.count - 1] {
                    var forced = factsOfCell
                    forced[index].append(mines.count)
                    let counted = try #require(FrontierStagedCount(factsOfCell: forced, mines: mines + [1]))
                    #expect(counted.arrangements == (0...part.cells.count).map { part.mineArrangements(cell: index, mines: $0) })
                }
            }
            let odds = MinesSolver.odds(for: view)
            #expect(odds.isExact)
            if case .guess(let guess) = advice.reason {
                #expect(guess.method != .uncounted)
                #expect(MinesSolver.hint(from: advice, on: board) != nil)
            }
        }
        #expect(found >= 1, "the board no longer reaches a part too large for the search")
    }
}
