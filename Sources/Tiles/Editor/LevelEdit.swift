import GameCore

/// One change to a draft: what undo and redo step over. Each is a pure function of the draft
/// (`LevelDraft.applying`); the random fill carries its seed, so applying it again gives the
/// same board.
public enum LevelEdit: Hashable, Sendable {
    /// One cell set to a colour (nil: emptied).
    case paint(Point, TileColor?)
    /// The cell's connected region of its own colour (or of empty cells) set to a colour.
    case floodFill(Point, TileColor?)
    /// Every cell of the rectangle with these opposite corners set to a colour.
    case fillRectangle(Point, Point, TileColor?)
    /// Every cell set to one of `colors`, chosen by a generator seeded with `seed`.
    case randomFill(colors: [TileColor], seed: UInt64)
    /// A new size (clamped to the editor's limits), keeping what fits from the bottom-left.
    case resize(width: Int, height: Int)
    /// Tiles drop onto what is below them and empty columns close to the left, as in play.
    case settle
    case background(String)
    case rename(String)
}

extension LevelDraft {
    /// The draft after `edit`. Points off the board change nothing.
    public func applying(_ edit: LevelEdit) -> LevelDraft {
        var draft = self
        switch edit {
        case let .paint(point, color):
            if cells.contains(point) { draft.cells[point] = Self.value(color) }
        case let .floodFill(point, color):
            for member in region(at: point) { draft.cells[member] = Self.value(color) }
        case let .fillRectangle(corner, opposite, color):
            let left = max(0, min(corner.x, opposite.x)), right = min(width - 1, max(corner.x, opposite.x))
            let top = max(0, min(corner.y, opposite.y)), bottom = min(height - 1, max(corner.y, opposite.y))
            guard left <= right, top <= bottom else { break }
            for y in top...bottom { for x in left...right { draft.cells[x, y] = Self.value(color) } }
        case let .randomFill(colors, seed):
            guard !colors.isEmpty else { break }
            var generator = SeededGenerator(seed: seed)
            for index in 0..<cells.count {
                let color = colors[Int(generator.next() % UInt64(colors.count))]
                draft.cells[cells.point(at: index)] = Self.value(color)
            }
        case let .resize(newWidth, newHeight):
            let target = Grid<UInt8>(width: Self.clampedWidth(newWidth), height: Self.clampedHeight(newHeight),
                                     repeating: 0)
            draft.cells = Self.copy(cells, into: target)
        case .settle:
            draft.cells = board.removing([]).grid
        case .background(let name):
            draft.background = name
        case .rename(let name):
            draft.name = name
        }
        return draft
    }

    /// The cells connected to `point` (orthogonally) holding the same value, itself included;
    /// empty when the point is off the board.
    public func region(at point: Point) -> [Point] {
        guard cells.contains(point) else { return [] }
        let value = cells[point]
        var seen: Set<Point> = [point]
        var stack = [point]
        while let next = stack.popLast() {
            for neighbour in next.orthogonalNeighbours where cells.contains(neighbour) && cells[neighbour] == value
                && !seen.contains(neighbour) {
                seen.insert(neighbour)
                stack.append(neighbour)
            }
        }
        return Array(seen)
    }

    static func value(_ color: TileColor?) -> UInt8 { UInt8(color?.rawValue ?? 0) }
}
