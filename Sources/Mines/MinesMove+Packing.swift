import GameCore
import GameRules

/// A Mines move is what was done and, for the moves on a cell, where: a kind number (0 reveal,
/// 1 flag, 2 chord, 3 next board, 4 the cursor's trace) followed by the cell's x and y. Each move
/// has exactly one packing: the kind decides whether a cell follows, and a kind outside 0...4 is
/// refused. Kind 4 came with the cursor's traces (issue 22): logs written before hold none.
extension MinesMove: PackableMove {
    private enum Kind: Int {
        case reveal = 0, flag, chord, nextBoard, cursor
    }

    public func pack(into writer: inout PackWriter) {
        switch self {
        case .reveal(let point): Self.pack(.reveal, point, into: &writer)
        case .flag(let point): Self.pack(.flag, point, into: &writer)
        case .chord(let point): Self.pack(.chord, point, into: &writer)
        case .nextBoard: writer.write(Kind.nextBoard.rawValue)
        case .cursor(let point): Self.pack(.cursor, point, into: &writer)
        }
    }

    private static func pack(_ kind: Kind, _ point: Point, into writer: inout PackWriter) {
        writer.write(kind.rawValue)
        writer.write(point.x)
        writer.write(point.y)
    }

    public init(unpacking reader: inout PackReader) throws {
        let number = try reader.read(in: Kind.reveal.rawValue...Kind.cursor.rawValue)
        // The range was checked: every number in it names a kind.
        let kind = Kind(rawValue: number) ?? .nextBoard
        if kind == .nextBoard {
            self = .nextBoard
            return
        }
        let point = Point(x: try reader.read(), y: try reader.read())
        switch kind {
        case .reveal: self = .reveal(point)
        case .flag: self = .flag(point)
        case .chord: self = .chord(point)
        case .nextBoard: self = .nextBoard
        case .cursor: self = .cursor(point)
        }
    }

    /// The cursor's moves are traces: the rules and `verify` pass over them.
    public var isTrace: Bool {
        if case .cursor = self { true } else { false }
    }
}
