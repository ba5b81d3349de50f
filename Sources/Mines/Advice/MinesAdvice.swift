import GameCore

/// The move the chooser advises and why: what the hint shows, the odds overlay picks out and
/// the autoplay makes (`MinesMoveChooser`).
public struct MinesAdvice: Equatable, Sendable {
    public enum Reason: Equatable, Sendable {
        /// Before the first reveal: every first cell opens an area, so the centre.
        case opening
        /// Logic proves the cell safe (it may sit under a wrong flag).
        case provenSafe
        /// No cell can be proven safe: the best guess, and how it was weighed.
        case guess(MinesGuess)
    }

    public let point: Point
    public let reason: Reason
    /// Every cell logic proves safe (the autoplay reveals them all before asking again).
    public let provenSafe: [Point]
    /// Every cell logic proves a mine.
    public let provenMines: [Point]

    public init(point: Point, reason: Reason, provenSafe: [Point] = [], provenMines: [Point] = []) {
        self.point = point
        self.reason = reason
        self.provenSafe = provenSafe
        self.provenMines = provenMines
    }

    /// The guess, when the advice is one.
    public var guess: MinesGuess? {
        if case .guess(let guess) = reason { guess } else { nil }
    }
}

/// How a guess was weighed. Every chance is over the layouts that fit what the player sees,
/// each equally likely.
public struct MinesGuess: Equatable, Sendable {
    public enum Method: Equatable, Sendable {
        /// The least risky cells compared by what revealing them is likely to lead to.
        case rated
        /// Few layouts were left: every way of playing them out was searched, and this cell
        /// wins most often (the chance of winning from here, 0...1).
        case endgame(winChance: Double)
        /// The cell lies in an enclosed part of the frontier that no other reveal can inform
        /// (`MinesIsolatedPart`): the part was searched out alone, and this cell clears it
        /// most often (that chance, 0...1).
        case isolatedPart(clearChance: Double)
        /// Two cells hold one mine that no other reveal can ever place (`MinesFiftyFifty`), or
        /// a chain of such pairs has two fillings no other reveal can tell apart
        /// (`MinesFiftyFiftyChain`): the guess is unavoidable, so it is taken now, while its
        /// number can still help.
        case forcedFiftyFifty
        /// The cell is a mine only where it is one of two (or four) cells that no reveal could
        /// ever tell apart (`MinesLongTermRisk`): that guess would come anyway, and the cell
        /// may be safe, so it is taken now.
        case fiftyFiftyOrSafe
        /// The odds could not be counted exactly here (a huge frontier): a cell off the
        /// frontier with the fewest covered neighbours, its chance taken as the density left.
        case uncounted
    }

    /// The chance (0...1) that the cell holds a mine.
    public let mineChance: Double
    /// The lowest chance of a mine on any covered cell: the guess may take a little more risk
    /// than that for a better next move.
    public let leastMineChance: Double
    /// When the cell is safe: how many cells the reveal is expected to open or prove safe, the
    /// cell itself included (1 when it is not known).
    public let expectedOpened: Double
    /// The chance the cell is safe and its number proves another cell safe.
    public let progressChance: Double
    /// The chance of surviving this reveal and the best reveal after it.
    public let secondarySafety: Double
    /// True when the cell touches no revealed number: its odds come from the mines left.
    public let isOffFrontier: Bool
    public let method: Method

    public init(mineChance: Double, leastMineChance: Double, expectedOpened: Double, progressChance: Double,
                secondarySafety: Double, isOffFrontier: Bool, method: Method) {
        self.mineChance = mineChance
        self.leastMineChance = leastMineChance
        self.expectedOpened = expectedOpened
        self.progressChance = progressChance
        self.secondarySafety = secondarySafety
        self.isOffFrontier = isOffFrontier
        self.method = method
    }
}
