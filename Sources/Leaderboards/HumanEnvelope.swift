/// The human envelope: how fast people have ever played, per board. A run faster than that is
/// not ranked but held for a moderator to look at (docs/FAIR-PLAY.md gives every figure below
/// with its source). A replay proves a log is legal, not that a person played it: a log whose
/// offsets were rewritten to 1 ms apart still replays. Every limit sits below the fastest
/// recorded human play by a stated margin, so a record holder is always ranked. Each game's
/// ranking rules say which limits its boards are held to (`RankingRules.envelopeLimits(for:)`).
///
/// Pure and the same everywhere: the local database and the shared board hold by the same rule.
public struct HumanEnvelope: Hashable, Sendable {
    /// What a board's runs are held to.
    public struct Limits: Hashable, Sendable {
        /// No time below this is plausible (classic Mines boards: the record less the margin).
        public var timeFloorMilliseconds: Int?
        /// The record the floor comes from, for the reason's words.
        public var recordMilliseconds: Int?
        /// The most 3BV cleared per second of play, counting each board's first click as free
        /// (the clock starts on it). Nil: not checked.
        public var maximumThreeBVPerSecond: Int?
        /// Which 3BV the rate counts: the board's (classic) or every cleared board's (endless).
        public var threeBVMeasure: ThreeBVMeasure
        /// Sustained rate: any `windowIntervals` consecutive gaps between logged actions together
        /// last at least `windowMilliseconds`.
        public var windowIntervals: Int
        public var windowMilliseconds: Int
        /// Tiles: each move after the first takes at least this long, over the level's par
        /// moves (or the moves made, when fewer). Nil: not checked.
        public var moveMilliseconds: Int?

        public init(timeFloorMilliseconds: Int? = nil, recordMilliseconds: Int? = nil,
                    maximumThreeBVPerSecond: Int? = nil, threeBVMeasure: ThreeBVMeasure = .board,
                    windowIntervals: Int, windowMilliseconds: Int, moveMilliseconds: Int? = nil) {
            self.timeFloorMilliseconds = timeFloorMilliseconds
            self.recordMilliseconds = recordMilliseconds
            self.maximumThreeBVPerSecond = maximumThreeBVPerSecond
            self.threeBVMeasure = threeBVMeasure
            self.windowIntervals = windowIntervals
            self.windowMilliseconds = windowMilliseconds
            self.moveMilliseconds = moveMilliseconds
        }
    }

    public enum ThreeBVMeasure: Hashable, Sendable {
        case board
        case cleared
    }

    /// Limits are this share of the record (75 %: a quarter below the fastest game on record).
    public static let marginPercent = 75
    /// The most 3BV per second: twice the "more than 10 3BV/s on Expert" of the fastest players.
    public static let maximumThreeBVPerSecond = 20
    /// Sustained action rate for Mines and games without their own: 20 actions a second over
    /// any 20 consecutive gaps, about the fastest sustained tapping of one key on record.
    public static let actionWindowIntervals = 20
    public static let actionWindowMilliseconds = 1_000
    public init() {}

    /// The envelope the game uses.
    public static let standard = HumanEnvelope()

    /// The limits of a game that states none of its own: the sustained action rate only.
    public static let actionLimits = Limits(windowIntervals: actionWindowIntervals,
                                            windowMilliseconds: actionWindowMilliseconds)

    /// The time floor below a record: `marginPercent` of it.
    public static func floor(belowRecord milliseconds: Int) -> Int {
        milliseconds * marginPercent / 100
    }

    /// Whether a person could have played `figures` under `limits` (the limits its game's ranking
    /// rules give its board: `RankingRules.envelopeLimits(for:)`), or why the run is held.
    public func verdict(_ figures: EnvelopeFigures, limits: Limits) -> EnvelopeVerdict {
        let time = figures.playMilliseconds
        if let floor = limits.timeFloorMilliseconds, time < floor {
            let record = limits.recordMilliseconds.map { ", the record is \(Self.seconds($0))" } ?? ""
            return .held(HeldReason(.time, "\(Self.seconds(time)), under the floor of \(Self.seconds(floor))\(record)"))
        }
        if let rate = limits.maximumThreeBVPerSecond {
            let threeBV = limits.threeBVMeasure == .board ? (figures.threeBV ?? 0) : (figures.threeBVCleared ?? 0)
            let firstClicks = limits.threeBVMeasure == .board ? 1 : figures.boardsCleared
            let counted = max(0, threeBV - firstClicks)
            if counted > 0, counted * 1_000 > rate * time {
                return .held(HeldReason(.threeBVRate,
                                        "\(counted) 3BV past the first click in \(Self.seconds(time)), over \(rate) a second"))
            }
        }
        if let moveTime = limits.moveMilliseconds {
            let needed = min(figures.moves, figures.par ?? figures.moves)
            let floor = max(0, needed - 1) * moveTime
            if time < floor {
                return .held(HeldReason(.moveRate, "\(Self.seconds(time)) for \(needed) moves, under \(moveTime) ms a move"))
            }
        }
        if let burst = Self.fastestWindow(figures.offsets, intervals: limits.windowIntervals),
           burst < limits.windowMilliseconds {
            return .held(HeldReason(.actionRate, "\(limits.windowIntervals + 1) actions within \(burst) ms, "
                                    + "under \(limits.windowMilliseconds) ms"))
        }
        return .plausible
    }

    /// The shortest span of `intervals` consecutive gaps; nil when the log is shorter.
    static func fastestWindow(_ offsets: [Int], intervals: Int) -> Int? {
        guard intervals > 0, offsets.count > intervals else { return nil }
        var fastest = Int.max
        for start in 0..<(offsets.count - intervals) {
            fastest = min(fastest, offsets[start + intervals] - offsets[start])
        }
        return fastest
    }

    static func seconds(_ milliseconds: Int) -> String {
        FigureFormat.hundredths.text(Int64(milliseconds))
    }
}

/// The envelope's answer for one run.
public enum EnvelopeVerdict: Hashable, Sendable {
    case plausible
    case held(HeldReason)

    public var heldReason: HeldReason? {
        if case .held(let reason) = self { return reason }
        return nil
    }

    public var isHeld: Bool { heldReason != nil }
}

/// Why a run is held for review: which limit it crossed and by how much, in words.
public struct HeldReason: Hashable, Sendable, CustomStringConvertible {
    public enum Limit: String, Hashable, Sendable {
        case time, threeBVRate, actionRate, moveRate
    }

    /// The line its player sees (the results panel, the board).
    public static let playerLine = "held for review: faster than any recorded game"

    public var limit: Limit
    /// The figures against the limit ("12.00 s, under the floor of 19.94 s, the record is 26.59 s").
    public var detail: String

    public init(_ limit: Limit, _ detail: String) {
        self.limit = limit
        self.detail = detail
    }

    public var description: String { "faster than any recorded game: " + detail }
}
