import GameCore

/// The editor's model without a screen: the draft, its undo history, the cursor, the colour in
/// hand and a rectangle's first corner. Keys map to these calls one for one.
public struct LevelEditor: Hashable, Sendable {
    /// How many edits undo reaches back (a draft is at most 280 cells, so this stays small).
    public static let historyLimit = 500

    public private(set) var draft: LevelDraft
    private var undoStack: [LevelDraft] = []
    private var redoStack: [LevelDraft] = []
    public private(set) var cursor: Point = .zero
    /// The colour Space paints (nil: empty).
    public var color: TileColor? = .red
    /// The first corner of a rectangle being marked.
    public private(set) var corner: Point?

    public init(draft: LevelDraft) {
        self.draft = draft
        cursor = Point(x: 0, y: draft.height - 1)
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }

    /// Applies `edit`; one that changes nothing is not an edit (nothing to undo). Returns whether
    /// the draft changed.
    @discardableResult
    public mutating func apply(_ edit: LevelEdit) -> Bool {
        let next = draft.applying(edit)
        guard next != draft else { return false }
        undoStack.append(draft)
        if undoStack.count > Self.historyLimit { undoStack.removeFirst() }
        redoStack = []
        draft = next
        keepCursorOnBoard()
        return true
    }

    @discardableResult
    public mutating func undo() -> Bool {
        guard let previous = undoStack.popLast() else { return false }
        redoStack.append(draft)
        draft = previous
        keepCursorOnBoard()
        return true
    }

    @discardableResult
    public mutating func redo() -> Bool {
        guard let next = redoStack.popLast() else { return false }
        undoStack.append(draft)
        draft = next
        keepCursorOnBoard()
        return true
    }

    // MARK: The cursor and the pen

    public mutating func moveCursor(_ direction: Direction) {
        moveCursor(to: cursor.moved(by: direction))
    }

    public mutating func moveCursor(to point: Point) {
        cursor = Point(x: min(max(0, point.x), draft.width - 1), y: min(max(0, point.y), draft.height - 1))
    }

    /// Paints the cursor's cell with the colour in hand.
    @discardableResult
    public mutating func paint() -> Bool { apply(.paint(cursor, color)) }

    /// Takes `color` in hand and paints the cursor's cell with it (the colour keys).
    @discardableResult
    public mutating func paint(with color: TileColor?) -> Bool {
        self.color = color
        return paint()
    }

    @discardableResult
    public mutating func floodFill() -> Bool { apply(.floodFill(cursor, color)) }

    /// The rectangle key: the first press marks a corner, the second fills from it to the cursor.
    @discardableResult
    public mutating func markOrFillRectangle() -> Bool {
        guard let corner else {
            self.corner = cursor
            return false
        }
        self.corner = nil
        return apply(.fillRectangle(corner, cursor, color))
    }

    public mutating func cancelRectangle() { corner = nil }

    private mutating func keepCursorOnBoard() {
        moveCursor(to: cursor)
        if let corner, !draft.cells.contains(corner) { self.corner = nil }
    }
}
