import Shell
import GameCore
import Terminal

/// The Mines play screen's second line: mines left, hints, the board, then the seed at its end
/// (issue 22: the seed always shows, the README promises it), and after it the cursor's
/// column,row, and that cell's chance of a mine while the odds of the position are known.
///
/// The line is laid out from the right: the position (when shown) in a field as wide as the
/// board's last cell ("30,16"), the column and the row each right-aligned in their own part
/// (" 9, 5"), so a cursor move rewrites only the digits that changed and nothing shifts (the
/// column going from 9 to 10 used to move the row too: 5 characters written instead of 1); the
/// seed before it; then the longest wording of the rest that fits the room left, shortened step
/// by step ("Mines left" to "Left", "may need a guess" to "random", the board as "30×16/99")
/// before the seed would ever be left out.
///
/// The position shows at every size (issue 31): the reversed cell says where the cursor is on the
/// board, the position says it in the coordinates hints and the odds message use. Its digit
/// costs a move 16 bytes, 15 of them ncurses's jump to the status line and back
/// (docs/PERFORMANCE.md, "Issue 31, last measure").
package struct MinesStatusLine: Equatable {
    package var minesLeft: Int
    package var hints: Int
    package var width: Int
    package var height: Int
    package var mines: Int
    /// True for boards logic alone clears (an endless run's always are).
    package var noGuess: Bool
    package var seed: UInt64
    /// The cursor's cell (from 0; shown from 1, "12,5"); nil when it is not shown.
    package var position: Point?
    /// The cursor cell's chance of a mine ("30%", "<1%"); nil when not known.
    package var odds: String?

    package init(minesLeft: Int, hints: Int, width: Int, height: Int, mines: Int, noGuess: Bool, seed: UInt64,
                 position: Point?, odds: String? = nil) {
        self.minesLeft = minesLeft
        self.hints = hints
        self.width = width
        self.height = height
        self.mines = mines
        self.noGuess = noGuess
        self.seed = seed
        self.position = position
        self.odds = odds
    }

    /// Where each part goes on a line of `columns` (the line starts at column 1 and keeps its
    /// last column blank).
    package struct Placed: Equatable {
        package var status: String
        package var seed: String
        package var seedColumn: Int
        package var position: String
        package var positionColumn: Int
        /// The odds, right-aligned in a field as wide as "100%" after the position ("" when unknown).
        package var odds: String
        package var oddsColumn: Int
    }

    /// The odds field's width: "100%" and a space before it.
    static let oddsWidth = 5

    package var seedText: String { "Seed \(seed)" }

    /// The wordings of the left part, longest first.
    package func wordings(times: String) -> [String] {
        let size = "\(width)\(times)\(height)"
        let style = noGuess ? "no-guess" : "may need a guess"
        let shortStyle = noGuess ? "no-guess" : "random"
        let mineCount = mines == 1 ? "1 mine" : "\(mines) mines"
        return [
            "Mines left \(minesLeft)   Hints \(hints)   \(size), \(mineCount), \(style)",
            "Mines left \(minesLeft)   Hints \(hints)   \(size), \(mineCount), \(shortStyle)",
            "Mines left \(minesLeft)   Hints \(hints)   \(size)/\(mines) \(shortStyle)",
            "Mines left \(minesLeft)  Hints \(hints)  \(size)/\(mines) \(shortStyle)",
            "Left \(minesLeft)  Hints \(hints)  \(size)/\(mines) \(shortStyle)",
            "Left \(minesLeft)  Hints \(hints)  \(size)/\(mines)",
            "Left \(minesLeft)  Hints \(hints)",
            "Left \(minesLeft)",
        ]
    }

    /// The position's field: the column and the row counted from 1, each right-aligned to the
    /// digits of the board's largest (" 9, 5" on an expert board, "30,16" at its last cell).
    package static func field(_ cell: Point, width: Int, height: Int) -> String {
        "\(cell.x + 1)".rightAligned(to: "\(width)".count) + "," + "\(cell.y + 1)".rightAligned(to: "\(height)".count)
    }

    /// The line laid out on `columns`: the position and the seed always (on any line the play
    /// screen draws at all), the longest wording that fits before them.
    package func placed(columns: Int, times: String) -> Placed {
        let oddsWidth = odds == nil ? 0 : Self.oddsWidth
        let positionWidth = position == nil ? 0 : Self.field(Point(x: width - 1, y: height - 1), width: width,
                                                             height: height).count
        let positionColumn = columns - oddsWidth - positionWidth - 1
        let seedColumn = max(1, positionColumn - (position == nil ? 0 : 3) - DisplayWidth.of(seedText))
        let room = max(0, seedColumn - 3)
        let candidates = wordings(times: times)
        let status = candidates.first { DisplayWidth.of($0) <= room } ?? ""
        return Placed(status: status, seed: seedText, seedColumn: seedColumn,
                      position: position.map { Self.field($0, width: width, height: height) } ?? "",
                      positionColumn: positionColumn,
                      odds: (odds ?? "").rightAligned(to: oddsWidth), oddsColumn: positionColumn + positionWidth)
    }
}
