/// The deduction engine behind `MinesSolver` and `MinesGenerator`.
///
/// Knowledge is a list of facts "these cells (inside one 3×3 window) hold exactly k mines".
/// A revealed number gives one fact; comparing two overlapping facts can settle cells or give
/// new, smaller facts; a fact with no mines, or with as many mines as cells, settles all its
/// cells. When nothing local is left, the count of mines still to find is tried (`GlobalRule`).
///
/// Facts live in one flat list and are found through one short linked list per window corner,
/// so finding the facts that hold a cell looks at nine lists and finding the facts that
/// overlap a fact looks at twenty-five. Settled cells and new facts wait in two queues: the
/// work done follows what changes (the frontier), not the size of the board.
///
/// In *oracle* mode (the generator and the clear check) the engine holds the real layout and
/// opens every cell it proves safe, learning its number; in *view* mode (the hint) it only
/// reasons about the numbers the player can see.
///
/// The engine owns its memory (`FixedBuffer`); a copy would share it, so it is only ever
/// used in place, by the function that made it.
struct SolverCore {
    static let unknown: Int8 = -2
    static let mine: Int8 = -1
    /// Proven safe but not opened: its number is not known (view mode).
    static let safeUnopened: Int8 = 9

    let width: Int
    let height: Int
    let totalMines: Int
    private(set) var unknownCount: Int
    private(set) var knownMines = 0
    /// Set when the facts contradict each other or the layout: a bug, never expected.
    var contradiction = false
    /// How many times the count of mines left settled cells.
    var globalDeductions = 0
    /// How many times the exact rule (`FrontierAnalysis`) settled cells.
    var exactDeductions = 0
    /// Off only to measure what the fast rules alone do (tests and benchmarks).
    var exactRuleEnabled = true
    /// The exact rule is tried only with at most this many cells covered (the generator's limit).
    var exactCoveredLimit = Int.max
    /// Search steps the exact rule may take per part and in all, in one pass.
    var exactBudget = (perPart: SolverCore.exactStepsPerPart, total: SolverCore.exactSearchBudget)
    /// Parts of more cells than this are counted stage by stage (`FrontierStagedCount`), and so
    /// is any part the search could not finish; nil: never, a part too large proves nothing.
    /// Set for what a player sees (the hint and the odds); nil in oracle mode, so the no-guess
    /// generator deals the boards it always dealt from a seed.
    var stagedCountAbove: Int?

    /// Per cell: `unknown`, `mine`, a revealed number 0...8, or `safeUnopened`.
    let cells: FixedBuffer<Int8>
    /// The real mines (oracle mode; empty in view mode) and the number of each cell.
    var layout: [Bool]
    let numbers: FixedBuffer<Int8>
    /// Every cell the engine settled, in order.
    private let settledCells: FixedBuffer<Int32>
    private(set) var settledCount = 0
    /// The covered cells in no particular order, and where each sits in that list: lets the
    /// generator draw random covered cells in constant time.
    let unknownList: FixedBuffer<Int32>
    let unknownPosition: FixedBuffer<Int32>

    var facts: GrowableBuffer<Fact>
    /// Per cell: the first fact whose window corner is that cell, or -1.
    private let cornerHead: FixedBuffer<Int32>
    private var factQueue: GrowableBuffer<Int32>
    private var factQueueStart = 0
    private let cellQueue: FixedBuffer<Int32>
    private var cellQueueStart = 0
    private var cellQueueEnd = 0
    let window = WindowMask.tables
    /// For each window bit, the distance from the window's corner to that cell in the board's
    /// cell list: `row * width + column`.
    let bitOffset: FixedBuffer<Int>

    /// Oracle mode: all cells covered, the layout held for opening cells.
    init(width: Int, height: Int, layout: [Bool]) {
        let count = width * height
        self.width = width
        self.height = height
        self.layout = layout
        var mines = 0
        for isMine in layout where isMine { mines += 1 }
        totalMines = mines
        unknownCount = count
        cells = FixedBuffer(repeating: Self.unknown, count: count)
        numbers = FixedBuffer(repeating: 0, count: count)
        settledCells = FixedBuffer(repeating: 0, count: count)
        unknownList = FixedBuffer(repeating: 0, count: count)
        unknownPosition = FixedBuffer(repeating: 0, count: count)
        for cell in 0..<count {
            unknownList[cell] = Int32(cell)
            unknownPosition[cell] = Int32(cell)
        }
        facts = GrowableBuffer(capacity: count * 2, padding: Self.deadFact)
        cornerHead = FixedBuffer(repeating: -1, count: count)
        factQueue = GrowableBuffer(capacity: count * 2, padding: 0)
        cellQueue = FixedBuffer(repeating: 0, count: count)
        bitOffset = Self.bitOffsets(width: width)
        let board = Neighbourhood(width: width, height: height)
        for cell in 0..<count where layout[cell] {
            board.forEachNeighbour(of: cell) { numbers[$0] += 1 }
        }
    }

    /// View mode: `numbers` holds a revealed cell's number, or nil for a covered cell.
    init(width: Int, height: Int, totalMines: Int, numbers visible: [Int8?]) {
        let count = width * height
        self.width = width
        self.height = height
        self.totalMines = totalMines
        layout = []
        cells = FixedBuffer(repeating: Self.unknown, count: count)
        numbers = FixedBuffer(repeating: 0, count: count)
        settledCells = FixedBuffer(repeating: 0, count: count)
        unknownList = FixedBuffer(repeating: 0, count: count)
        unknownPosition = FixedBuffer(repeating: -1, count: count)
        var unknown = 0
        for cell in 0..<count {
            if let number = visible[cell] {
                cells[cell] = number
            } else {
                unknownPosition[cell] = Int32(unknown)
                unknownList[unknown] = Int32(cell)
                unknown += 1
            }
        }
        unknownCount = unknown
        facts = GrowableBuffer(capacity: count * 2, padding: Self.deadFact)
        cornerHead = FixedBuffer(repeating: -1, count: count)
        factQueue = GrowableBuffer(capacity: count * 2, padding: 0)
        cellQueue = FixedBuffer(repeating: 0, count: count)
        bitOffset = Self.bitOffsets(width: width)
        stagedCountAbove = Self.stagedCountAbove
        for cell in 0..<count where visible[cell] != nil {
            addNumberFact(at: cell)
        }
    }

    private static func bitOffsets(width: Int) -> FixedBuffer<Int> {
        let offsets = FixedBuffer(repeating: 0, count: 9)
        for bit in 0..<9 { offsets[bit] = (bit / 3) * width + bit % 3 }
        return offsets
    }

    private static let deadFact = Fact(corner: 0, next: -1, mask: 0, mines: 0, isAlive: false, isQueued: false)

    var isSolved: Bool { unknownCount == 0 }
    var minesLeft: Int { totalMines - knownMines }

    /// What the engine knows of `cell`: `unknown`, `mine`, a number, or `safeUnopened`.
    func state(of cell: Int) -> Int8 { cells[cell] }

    /// The `index`th cell the engine settled.
    func settledCell(_ index: Int) -> Int { Int(settledCells[index]) }

    /// The `position`th covered cell (positions run over 0..<unknownCount).
    func unknownCell(_ position: Int) -> Int { Int(unknownList[position]) }

    // MARK: - Running

    /// Deduces until every cell is settled or nothing more can be proven; true when solved.
    @discardableResult
    mutating func run() -> Bool {
        while true {
            propagate()
            if contradiction || unknownCount == 0 { break }
            // The fast rules first; the exact rule only where they are stuck.
            if applyGlobalRule() { continue }
            if !exactRuleEnabled || unknownCount > exactCoveredLimit || !applyExactRule() { break }
        }
        return unknownCount == 0 && !contradiction
    }

    /// Works through both queues: settled cells first (they shrink facts), then facts.
    mutating func propagate() {
        while true {
            if cellQueueStart < cellQueueEnd {
                let cell = Int(cellQueue[cellQueueStart])
                cellQueueStart += 1
                processSettledCell(cell)
            } else if factQueueStart < factQueue.count {
                let fact = Int(factQueue[factQueueStart])
                factQueueStart += 1
                facts[fact].isQueued = false
                if facts[fact].isAlive { examine(fact) }
            } else {
                factQueue.removeAll()
                factQueueStart = 0
                return
            }
        }
    }

    /// Opens `cell` as a safe cell: the way a run starts from the first click.
    mutating func open(_ cell: Int) {
        settle(cell, isMine: false)
    }

    // MARK: - Settling cells

    mutating func settle(_ cell: Int, isMine: Bool) {
        let current = cells[cell]
        guard current == Self.unknown else {
            if (current == Self.mine) != isMine { contradiction = true }
            return
        }
        if !layout.isEmpty && layout[cell] != isMine { contradiction = true }
        if isMine {
            cells[cell] = Self.mine
            knownMines += 1
        } else {
            cells[cell] = layout.isEmpty ? Self.safeUnopened : numbers[cell]
        }
        unknownCount -= 1
        let position = Int(unknownPosition[cell])
        let last = unknownList[unknownCount]
        unknownList[position] = last
        unknownPosition[Int(last)] = Int32(position)
        unknownPosition[cell] = -1
        settledCells[settledCount] = Int32(cell)
        settledCount += 1
        cellQueue[cellQueueEnd] = Int32(cell)
        cellQueueEnd += 1
    }

    /// Settles every cell of a mask anchored at `corner`.
    mutating func settle(mask: UInt16, corner: Int, isMine: Bool) {
        var bits = mask
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            settle(corner + bitOffset[bit], isMine: isMine)
        }
    }

    /// A settled cell leaves every fact that holds it; an opened number becomes a fact.
    private mutating func processSettledCell(_ cell: Int) {
        let x = cell % width, y = cell / width
        let isMine = cells[cell] == Self.mine
        for cornerY in max(0, y - 2)...y {
            for cornerX in max(0, x - 2)...x {
                let corner = cornerY * width + cornerX
                let bit = WindowMask.bit(column: x - cornerX, row: y - cornerY)
                var fact = firstLiveFact(at: corner)
                while fact >= 0 {
                    let next = nextLiveFact(after: fact)
                    let current = facts[fact]
                    if current.mask & bit != 0 {
                        facts[fact].isAlive = false
                        addFact(cornerX: cornerX, cornerY: cornerY, mask: current.mask & ~bit,
                                mines: Int(current.mines) - (isMine ? 1 : 0))
                    }
                    fact = next
                }
            }
        }
        let value = cells[cell]
        if value >= 0 && value <= 8 { addNumberFact(at: cell) }
    }

    /// The fact a revealed number gives about its covered neighbours.
    private mutating func addNumberFact(at cell: Int) {
        let x = cell % width, y = cell / width
        var mines = Int(cells[cell])
        var mask: UInt16 = 0
        for dy in -1...1 {
            let ny = y + dy
            guard ny >= 0 && ny < height else { continue }
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx
                guard nx >= 0 && nx < width else { continue }
                let value = cells[ny * width + nx]
                if value == Self.unknown {
                    mask |= WindowMask.bit(column: dx + 1, row: dy + 1)
                } else if value == Self.mine {
                    mines -= 1
                }
            }
        }
        addFact(cornerX: x - 1, cornerY: y - 1, mask: mask, mines: mines)
    }

    // MARK: - Facts

    /// Adds "the cells of `mask` (window corner at cornerX, cornerY, which may be just off the
    /// board) hold `mines` mines", after dropping cells already settled. Duplicates are ignored.
    mutating func addFact(cornerX: Int, cornerY: Int, mask: UInt16, mines: Int) {
        var mask = mask
        var mines = mines
        var bits = mask
        let windowStart = cornerY * width + cornerX
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            let value = cells[windowStart + bitOffset[bit]]
            if value != Self.unknown {
                mask &= ~(UInt16(1) << UInt16(bit))
                if value == Self.mine { mines -= 1 }
            }
        }
        guard mask != 0 else {
            if mines != 0 { contradiction = true }
            return
        }
        guard mines >= 0 && mines <= window.size(mask) else {
            contradiction = true
            return
        }
        let gap = window.leadingGap(mask)
        let normal = window.shift(mask, dx: -gap.columns, dy: -gap.rows)
        let corner = (cornerY + gap.rows) * width + cornerX + gap.columns
        var fact = firstLiveFact(at: corner)
        while fact >= 0 {
            if facts[fact].mask == normal {
                if Int(facts[fact].mines) != mines { contradiction = true }
                return
            }
            fact = nextLiveFact(after: fact)
        }
        let id = Int32(facts.count)
        facts.append(Fact(corner: Int32(corner), next: cornerHead[corner], mask: normal, mines: Int8(mines),
                          isAlive: true, isQueued: true))
        cornerHead[corner] = id
        factQueue.append(id)
    }

    /// Changes a fact's mine count (after a perturbation) and queues it again.
    mutating func adjust(fact: Int, by delta: Int) {
        facts[fact].mines = Int8(Int(facts[fact].mines) + delta)
        if !facts[fact].isQueued {
            facts[fact].isQueued = true
            factQueue.append(Int32(fact))
        }
    }

    /// The first live fact cornered at `corner`, unlinking dead ones on the way.
    @inline(__always)
    func firstLiveFact(at corner: Int) -> Int {
        var fact = cornerHead[corner]
        while fact >= 0 && !facts[Int(fact)].isAlive { fact = facts[Int(fact)].next }
        cornerHead[corner] = fact
        return Int(fact)
    }

    @inline(__always)
    func nextLiveFact(after fact: Int) -> Int {
        var next = facts[fact].next
        while next >= 0 && !facts[Int(next)].isAlive { next = facts[Int(next)].next }
        facts[fact].next = next
        return Int(next)
    }

    /// Every live fact, in creation order.
    func liveFacts() -> [Int] {
        var result: [Int] = []
        for fact in 0..<facts.count where facts[fact].isAlive { result.append(fact) }
        return result
    }

    func mines(ofFact fact: Int) -> Int { Int(facts[fact].mines) }

    /// The board indices of a fact's cells.
    func cells(ofFact fact: Int) -> [Int] {
        var result: [Int] = []
        var bits = facts[fact].mask
        let corner = Int(facts[fact].corner)
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            result.append(corner + bitOffset[bit])
        }
        return result
    }

    /// Calls `body` with the board index of each of a fact's cells.
    @inline(__always)
    func forEachCell(ofFact fact: Int, _ body: (Int) -> Void) {
        var bits = facts[fact].mask
        let corner = Int(facts[fact].corner)
        while bits != 0 {
            let bit = bits.trailingZeroBitCount
            bits &= bits &- 1
            body(corner + bitOffset[bit])
        }
    }

    /// Every live fact that holds `cell`.
    func facts(holding cell: Int) -> [Int] {
        var result: [Int] = []
        let x = cell % width, y = cell / width
        for cornerY in max(0, y - 2)...y {
            for cornerX in max(0, x - 2)...x {
                let bit = WindowMask.bit(column: x - cornerX, row: y - cornerY)
                var fact = firstLiveFact(at: cornerY * width + cornerX)
                while fact >= 0 {
                    if facts[fact].mask & bit != 0 { result.append(fact) }
                    fact = nextLiveFact(after: fact)
                }
            }
        }
        return result
    }
}
