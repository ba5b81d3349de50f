import GameCore

/// An avatar being edited: the picture, a cursor and the changes that undo takes back. A value,
/// so the editor screen only maps keys to these calls and the rules are tested without a screen.
public struct AvatarDraft: Hashable, Sendable {
    public private(set) var avatar: Avatar
    /// The picture the editor opened with (Esc leaves it as it was).
    public let original: Avatar
    public private(set) var cursor = Point.zero
    /// The colour the next paint uses (a colour key picks it and paints at once).
    public private(set) var ink: AvatarColor = .red
    /// The pictures before each change, newest last.
    private var history: [Avatar] = []
    /// Enough undo for any picture of 64 pixels; the oldest steps go first.
    public static let undoLimit = 256

    public init(_ avatar: Avatar) {
        self.avatar = avatar
        original = avatar
    }

    public var canUndo: Bool { !history.isEmpty }

    /// The picture differs from the one the editor opened with.
    public var hasChanges: Bool { avatar != original }

    public mutating func moveCursor(dx: Int, dy: Int) {
        cursor = Point(x: min(max(cursor.x + dx, 0), Avatar.side - 1), y: min(max(cursor.y + dy, 0), Avatar.side - 1))
    }

    /// Picks a colour and paints the pixel under the cursor with it.
    public mutating func paint(_ color: AvatarColor) {
        if color != .empty { ink = color }
        set(color)
    }

    /// Paints the pixel under the cursor with the current colour, or clears it when it already
    /// has that colour (Space toggles).
    public mutating func toggle() {
        set(avatar[x: cursor.x, y: cursor.y] == ink ? .empty : ink)
    }

    public mutating func erase() { set(.empty) }

    /// Empties the whole picture (one undo step).
    public mutating func clear() {
        change { $0 = Avatar() }
    }

    /// Starts again from the identicon (one undo step).
    public mutating func replace(with picture: Avatar) {
        change { $0 = picture }
    }

    public mutating func undo() {
        guard let previous = history.popLast() else { return }
        avatar = previous
    }

    private mutating func set(_ color: AvatarColor) {
        let point = cursor
        change { $0[x: point.x, y: point.y] = color }
    }

    /// A change that leaves the picture as it was is no step to undo.
    private mutating func change(_ edit: (inout Avatar) -> Void) {
        var next = avatar
        edit(&next)
        guard next != avatar else { return }
        history.append(avatar)
        if history.count > Self.undoLimit { history.removeFirst() }
        avatar = next
    }
}
