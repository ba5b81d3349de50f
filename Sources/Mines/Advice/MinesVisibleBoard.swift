import GameCore

/// Everything a player sees of a board in play, and nothing more: the numbers revealed, which
/// covered cells carry a flag, and the mine count. The move chooser (`MinesMoveChooser`) takes
/// only this, so its advice cannot depend on where the mines really are: the type holds no
/// layout, and the only way to make one from a board reads the revealed cells alone.
public struct MinesVisibleBoard: Hashable, Sendable {
    /// The revealed numbers and the mine count, as the solver reads them.
    public let view: MinesView
    /// Row by row: whether a covered cell carries the player's flag (false on revealed cells).
    /// Flags are the player's opinion, not knowledge: the solver never trusts them, the advice
    /// only avoids pointing under one when another cell is as good.
    public let flagged: [Bool]

    /// Nil when `flagged` does not cover the board or flags a revealed cell.
    public init?(view: MinesView, flagged: [Bool]) {
        guard flagged.count == view.numbers.count,
              zip(view.numbers, flagged).allSatisfy({ number, flag in !(flag && number != nil) })
        else { return nil }
        self.view = view
        self.flagged = flagged
    }

    /// A board with no flags.
    public init(view: MinesView) {
        self.view = view
        flagged = [Bool](repeating: false, count: view.numbers.count)
    }

    public var width: Int { view.width }
    public var height: Int { view.height }
    public var totalMines: Int { view.totalMines }

    /// True before the first reveal: nothing is known and every first cell opens an area.
    public var isUntouched: Bool { view.numbers.allSatisfy { $0 == nil } }

    public func isFlagged(_ point: Point) -> Bool {
        contains(point) && flagged[point.y * width + point.x]
    }

    public func isCovered(_ point: Point) -> Bool {
        contains(point) && view.numbers[point.y * width + point.x] == nil
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= 0 && point.y >= 0 && point.x < width && point.y < height
    }
}

extension MinesBoard {
    /// What the player sees of this board: its revealed numbers, its flags and its mine count.
    public var visible: MinesVisibleBoard {
        let view = playerView
        let flags = (0..<params.cellCount).map { mark(at: Point(x: $0 % width, y: $0 / width)) == .flagged }
        return MinesVisibleBoard(view: view, flagged: flags) ?? MinesVisibleBoard(view: view)
    }
}
