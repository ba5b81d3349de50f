/// What a board is: its name, its columns and how its rows are ordered.
///
/// Rows are ordered by their sort key (up to three integers, compared in order, lower is
/// better: a figure where more is better is stored negated), so a store orders every board the
/// same way without knowing the game.
public struct BoardDefinition: Hashable, Sendable {
    public var id: BoardID
    /// The board's name on screen ("Mines: Expert, no guessing").
    public var title: String
    /// The figures shown for each row, in order (after rank, avatar and nickname).
    public var columns: [BoardColumn]
    /// The order in words, for help and the command line ("time, then 3BV/s, then earlier date").
    public var sortKeysDescription: String
    /// Nil for a board of runs; set for a board made from each player's bests on other boards.
    public var aggregate: BoardAggregate?
    /// How to get on this board, for an empty board ("Win an Expert game without hints").
    public var howToEnter: String
    /// The boards listed together (`]` and `[` on the Leaderboards screen go from group to group):
    /// by default the game's; a game may split its boards further (Tiles: a group per pack).
    public var group: String

    public init(id: BoardID, title: String, columns: [BoardColumn], sortKeysDescription: String,
                aggregate: BoardAggregate? = nil, howToEnter: String, group: String? = nil) {
        self.group = group ?? id.gameKey
        self.id = id
        self.title = title
        self.columns = columns
        self.sortKeysDescription = sortKeysDescription
        self.aggregate = aggregate
        self.howToEnter = howToEnter
    }
}

/// One figure column of a board: which figure of a row it shows and how.
public struct BoardColumn: Hashable, Sendable {
    /// The figure's name in `RankedRun.figures` ("timeMs", "boards").
    public var figure: String
    /// The column's heading ("Time").
    public var title: String
    public var format: FigureFormat

    public init(figure: String, title: String, format: FigureFormat) {
        self.figure = figure
        self.title = title
        self.format = format
    }
}

/// How a figure is written.
public enum FigureFormat: Hashable, Sendable {
    /// A whole number, its thousands grouped as the games show scores ("42", "1,094").
    case count
    /// Milliseconds shown in hundredths, the competitive way: "12.34 s", "1:02.50".
    case hundredths
    /// A number stored times 1000, shown with three decimals (3BV/s: 1234 → "1.234").
    case thousandths

    /// The figure as text.
    public func text(_ value: Int64) -> String {
        switch self {
        case .count:
            let digits = Array(String(value.magnitude))
            var grouped = ""
            for (index, digit) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
                grouped.append(digit)
            }
            return (value < 0 ? "-" : "") + grouped
        case .hundredths:
            // Truncated, never rounded up: a shown time is never better than the real one.
            let sign = value < 0 ? "-" : ""
            let hundredths = abs(value) / 10
            let seconds = hundredths / 100
            let fraction = Self.twoDigits(hundredths % 100)
            if seconds < 60 { return "\(sign)\(seconds).\(fraction) s" }
            return "\(sign)\(seconds / 60):\(Self.twoDigits(seconds % 60)).\(fraction)"
        case .thousandths:
            let sign = value < 0 ? "-" : ""
            let fraction = String(abs(value) % 1000)
            return "\(sign)\(abs(value) / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
        }
    }

    private static func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
}

/// A board made from each player's best rows on other boards (the Tiles total: the sum of each
/// player's best level scores, then levels passed).
///
/// Its sort key is (the sum of the members' first keys, minus the number of member boards),
/// which orders by the summed figure (negated in the members' keys), then by more boards.
public struct BoardAggregate: Hashable, Sendable {
    /// The member boards: every board whose raw value starts with this ("tiles.level.").
    public var memberPrefix: String
    /// The members' figure that is summed ("score"), kept under the same name.
    public var summedFigure: String
    /// The figure that holds how many member boards the player is on ("levels").
    public var countFigure: String

    public init(memberPrefix: String, summedFigure: String, countFigure: String) {
        self.memberPrefix = memberPrefix
        self.summedFigure = summedFigure
        self.countFigure = countFigure
    }

    public func isMember(_ board: BoardID) -> Bool { board.rawValue.hasPrefix(memberPrefix) }
}
