/// Turns a frame into the bytes that bring a terminal from the previous frame to it: the
/// output layer of the game's own (`CursesTerminal` writes them in one `write` per frame). Pure,
/// so every byte is pinned by tests.
///
/// Only glyphs that changed are written, in runs; between runs the cursor takes the cheapest
/// move from where the terminal's cursor really is (`CursorMotion`); attributes change by the
/// smallest SGR step from the rendition the terminal is in, tracked across frames
/// (`Rendition.sequence(from:)`). Of a few orders of the runs (rows top down, bottom up, the
/// frame cursor's row last, a run of that row cut in two, one run drawn between save and restore
/// cursor, the cursor saved at a change away from the cursor's rows), the shortest is sent, so
/// the cursor ends on the frame's cursor cheaply; "shortest" counts what the saved cursor is
/// worth to the next frame (`Emission.slotValue`) and the SGR a frame leaves on. The terminal's cursor is shown on the
/// frame's cursor (screen magnifiers follow it) and hidden without one, switched only on change.
public struct FrameEncoder: Sendable {
    public let dialect: TerminalDialect

    public init(dialect: TerminalDialect) {
        self.dialect = dialect
    }

    /// The bytes for `frame` over `previous` (nil, or a frame of another size: clear and draw it
    /// all) on a screen of `screen` (a larger frame is clipped); `state` is where the terminal
    /// is before, and after on return.
    public func encode(from previous: FrameBuffer?, to frame: FrameBuffer, screen: ScreenSize,
                       state: inout TerminalState) -> [UInt8] {
        let visible = ScreenSize(columns: max(0, min(frame.size.columns, screen.columns)),
                                 rows: max(0, min(frame.size.rows, screen.rows)))
        var start = Emission(cursor: state.cursor, rendition: state.rendition, saved: dialect.saveRestore ? state.saved : nil)
        var base = previous
        if previous == nil || previous?.size != frame.size {
            start.bytes += Array(Rendition.plain.sequence(from: state.rendition).utf8) + Self.clearScreen
            start.cursor = ScreenPosition(column: 0, row: 0)
            start.rendition = .plain
            base = FrameBuffer(size: frame.size)
        }
        let rows = RowCache(frame: frame, visibleColumns: visible.columns, dialect: dialect)
        let runs = Self.changedRuns(from: base ?? frame, to: frame, visible: visible, rows: rows)
        let target = frame.cursor.flatMap { cursor in
            (0..<visible.columns).contains(cursor.column) && (0..<visible.rows).contains(cursor.row) ? cursor : nil
        }
        // Where a frame that moves the cursor changes something away from its rows (the old and
        // the new one): the status line's position, which the next move is likely to change
        // again, so the saved cursor is best kept there. Each at its last glyph: the units
        // digit, which changes on every move, where the tens change only now and then. A frame
        // that does not move the cursor (the clock's second) has none: it keeps the slot.
        let moved = target != nil && previous?.cursor != target
        let cursorRows = [target?.row, previous?.cursor?.row]
        let anchors = !moved ? [] : runs.filter { !cursorRows.contains($0.row) }.map {
            ScreenPosition(column: $0.glyphs[$0.glyphs.count - 1].column, row: $0.row)
        }
        // A move with a few such changes is tried with the cursor saved at each (a new screen,
        // or a Tiles highlight over many rows, is not: each try encodes the frame again).
        let parkable = !anchors.isEmpty && anchors.count <= Self.parkLimit
        let context = Context(motion: CursorMotion(dialect: dialect), rows: rows, screen: screen, targetRow: target?.row,
                              anchors: anchors, slotBefore: start.saved)

        var best: Emission?
        var bestCost = Int.max
        var orders = Self.orders(of: runs, endingOn: target?.row)
        if runs.count <= Self.excursionLimit {
            orders += orders.flatMap { Self.splits(of: $0, onRow: target?.row, around: runs.count <= Self.aroundLimit) }
        }
        let tries = dialect.saveRestore && runs.count <= Self.excursionLimit
        for order in orders {
            // Each order as it is, with one run drawn between save and restore cursor, or with
            // the cursor saved at the first or the last glyph of one run away from the cursor's row.
            var plans: [(excursion: Int?, park: (run: Int, glyph: Int)?)] = [(nil, nil)]
            if tries {
                plans += order.indices.map { ($0, nil) }
                for (index, run) in order.enumerated() where parkable && !cursorRows.contains(run.row) {
                    plans += Set([0, run.glyphs.count - 1]).sorted().map { (nil, (index, $0)) }
                }
            }
            for plan in plans {
                var emission = start
                for (index, run) in order.enumerated() where index != plan.excursion {
                    emission.draw(run, context, parkingAt: plan.park?.run == index ? plan.park?.glyph : nil)
                }
                if let target { emission.move(to: target, then: .plain, context) }
                if let excursion = plan.excursion {
                    emission.drawSavingCursor(order[excursion], context)
                }
                let cost = emission.cost(context)
                if cost < bestCost {
                    best = emission
                    bestCost = cost
                }
            }
        }
        guard var result = best else { return [] }
        if target == nil && state.cursorVisible != false {
            result.bytes = Self.hideCursor + result.bytes
        } else if target != nil && state.cursorVisible != true {
            result.bytes += Self.showCursor
        }
        state = TerminalState(cursor: result.cursor, rendition: result.rendition, cursorVisible: target != nil,
                              saved: result.saved)
        return result.bytes
    }

    /// Beyond this many runs (a new screen rather than a move), no run is tried between save and
    /// restore cursor: each try encodes the frame again.
    static let excursionLimit = 12
    /// Beyond this many runs, a run of the cursor's row is not tried cut with one part drawn
    /// before the other runs and one after.
    static let aroundLimit = 6
    /// Beyond this many changes away from the cursor's rows, the cursor is not tried saved at one.
    static let parkLimit = 3

    static let clearScreen = Array("\u{1B}[H\u{1B}[2J".utf8)
    static let saveCursor = Array("\u{1B}7".utf8)
    static let restoreCursor = Array("\u{1B}8".utf8)
    static let eraseToEndOfLine = Array("\u{1B}[K".utf8)
    static let hideCursor = Array("\u{1B}[?25l".utf8)
    static let showCursor = Array("\u{1B}[?25h".utf8)

    /// Runs of changed glyphs, top to bottom and left to right. A glyph is changed when a cell it
    /// covers differs, or the cell beside it was or becomes the right half of a wide glyph (so a
    /// wide glyph is always written whole).
    private static func changedRuns(from base: FrameBuffer, to frame: FrameBuffer, visible: ScreenSize,
                                    rows: RowCache) -> [Run] {
        var runs: [Run] = []
        let width = frame.size.columns
        for row in frame.changedRows(since: base) where row < visible.rows {
            var dirty = [Bool](repeating: false, count: width)
            for column in 0..<visible.columns where frame[column, row] != base[column, row] {
                dirty[column] = true
                if column > 0, frame[column, row].isContinuation || base[column, row].isContinuation {
                    dirty[column - 1] = true
                }
                if column + 1 < width, frame[column + 1, row].isContinuation || base[column + 1, row].isContinuation {
                    dirty[column + 1] = true
                }
            }
            var current: [Glyph] = []
            for glyph in rows[row].glyphs {
                if dirty[glyph.column..<(glyph.column + glyph.width)].contains(true) {
                    current.append(glyph)
                } else if !current.isEmpty {
                    runs.append(Run(row: row, glyphs: current))
                    current = []
                }
            }
            if !current.isEmpty { runs.append(Run(row: row, glyphs: current)) }
        }
        return runs
    }

    /// Each run of the target row cut in two: its right part drawn first, so that a move to the
    /// left ends near the cursor instead of passing it; and (with `around`, for frames of few
    /// runs) one part drawn before every other run and the other after them, so that an
    /// attribute left on by the first part is ended by restore cursor on the way to the others
    /// and the trip back lands on the second part (a move right: the reversed cell first, its
    /// plain right bracket after the status line).
    private static func splits(of order: [Run], onRow targetRow: Int?, around: Bool) -> [[Run]] {
        guard let targetRow else { return [] }
        var variants: [[Run]] = []
        for (index, run) in order.enumerated() where run.row == targetRow && run.glyphs.count <= 16 {
            for cut in run.glyphs.indices.dropFirst() {
                let left = Run(row: run.row, glyphs: Array(run.glyphs[..<cut]))
                let right = Run(row: run.row, glyphs: Array(run.glyphs[cut...]))
                var variant = order
                variant.replaceSubrange(index...index, with: [right, left])
                variants.append(variant)
                guard around else { continue }
                for (first, second) in [(left, right), (right, left)] {
                    var variant = order
                    variant[index] = second
                    variants.append([first] + variant)
                }
            }
        }
        return variants
    }

    /// The orders tried: rows top down and bottom up, each also with the target row's runs last.
    private static func orders(of runs: [Run], endingOn targetRow: Int?) -> [[Run]] {
        let descending = runs.sorted { $0.row != $1.row ? $0.row > $1.row : $0.start < $1.start }
        var orders = [runs, descending]
        if let targetRow {
            for order in [runs, descending] {
                orders.append(order.filter { $0.row != targetRow } + order.filter { $0.row == targetRow })
            }
        }
        var unique: [[Run]] = []
        for order in orders where !unique.contains(order) { unique.append(order) }
        return unique
    }
}

/// Consecutive changed glyphs of one row.
struct Run: Hashable {
    var row: Int
    var glyphs: [Glyph]
    var start: Int { glyphs[0].column }
}

/// Rows of the frame as glyphs, made once each per frame.
final class RowCache {
    private let frame: FrameBuffer
    private let visibleColumns: Int
    private let dialect: TerminalDialect
    private var made: [Int: GlyphRow] = [:]

    init(frame: FrameBuffer, visibleColumns: Int, dialect: TerminalDialect) {
        self.frame = frame
        self.visibleColumns = visibleColumns
        self.dialect = dialect
    }

    subscript(row: Int) -> GlyphRow {
        if let row = made[row] { return row }
        let glyphs = GlyphRow(row: row, of: frame, visibleColumns: visibleColumns, dialect: dialect)
        made[row] = glyphs
        return glyphs
    }
}

/// What one candidate encoding has written so far, and where that leaves the terminal.
private struct Emission {
    var bytes: [UInt8] = []
    var cursor: ScreenPosition?
    var rendition: Rendition?

    var saved: SavedCursor?

    init(cursor: ScreenPosition?, rendition: Rendition?, saved: SavedCursor?) {
        self.cursor = cursor
        self.rendition = rendition
        self.saved = saved
    }

    /// The bytes, plus those the next frame would need to get back to the plain rendition (a
    /// frame that leaves an attribute on only defers its cost), less what the saved cursor is
    /// worth to the frames after (`slotValue`), plus that worth when a save this frame moved a
    /// slot away from the cursor's row onto it (an excursion over one kept for the status line).
    func cost(_ context: Context) -> Int {
        var cost = bytes.count + Rendition.plain.sequence(from: rendition).utf8.count - slotValue(context)
        if let before = context.slotBefore, before.position.row != context.targetRow, saved != before,
           context.targetRow == nil || saved.map({ $0.position.row == context.targetRow }) ?? true {
            cost += Self.parkedSlotValue
        }
        return cost
    }

    /// What the saved cursor is worth to the next frame, in bytes: about a far jump
    /// (`parkedSlotValue`) when it is away from the cursor's row, less the move from it to the
    /// nearest change of this frame away from that row (the status line's digit that changed;
    /// the next frame is likely to change it again, as a run of moves in one direction does).
    func slotValue(_ context: Context) -> Int {
        guard let saved, let targetRow = context.targetRow, saved.position.row != targetRow else { return 0 }
        let distance = context.anchors.map { anchor in
            context.motion.sequence(from: saved.position, to: anchor) { start, end in
                context.rows[anchor.row].redraw(from: start, to: end, in: saved.rendition)
            }.count
        }.min() ?? 0
        return max(0, Self.parkedSlotValue - distance)
    }

    /// About what a saved cursor on the status line saves a frame: a far jump there (`\e[2;96H`,
    /// 7–8 bytes) where `\e8` takes 2.
    static let parkedSlotValue = 8

    /// Moves the cursor by the cheaper of a move from where it is and restore cursor plus a move
    /// from the saved place, counting the SGR each leaves to reach `next`, the rendition wanted
    /// after the move (restore cursor brings back the saved one: after a bold clock digit, the
    /// way back to the cell through `\e8` ends bold for free).
    mutating func move(to target: ScreenPosition, then next: Rendition, _ context: Context) {
        let row = context.rows[target.row]
        let rendition = self.rendition
        let direct = context.motion.sequence(from: cursor, to: target) { start, end in
            row.redraw(from: start, to: end, in: rendition)
        }
        if let saved {
            let restored = FrameEncoder.restoreCursor + context.motion.sequence(from: saved.position, to: target) { start, end in
                row.redraw(from: start, to: end, in: saved.rendition)
            }
            if restored.count + next.sequence(from: saved.rendition).utf8.count
                < direct.count + next.sequence(from: rendition).utf8.count {
                bytes += restored
                cursor = target
                self.rendition = saved.rendition
                return
            }
        }
        bytes += direct
        cursor = target
    }

    /// Draws a run; with `parkingAt`, saves the cursor before that glyph (for the next frame's
    /// restore cursor: the status line's digit).
    mutating func draw(_ run: Run, _ context: Context, parkingAt park: Int? = nil) {
        move(to: ScreenPosition(column: run.start, row: run.row), then: run.glyphs[0].rendition, context)
        let row = context.rows[run.row]
        for (index, glyph) in run.glyphs.enumerated() {
            if index == park, let cursor, let rendition {
                bytes += FrameEncoder.saveCursor
                saved = SavedCursor(position: cursor, rendition: rendition)
            }
            // The rest of the row blank: erase to its end (`\e[K`, in the plain rendition, which
            // erases to the terminal's own background) when that is shorter than the blanks.
            if glyph.column >= row.blankFrom, run.glyphs.count - index > 3 + (rendition == .plain ? 0 : 3) {
                bytes += Array(Rendition.plain.sequence(from: rendition).utf8) + FrameEncoder.eraseToEndOfLine
                rendition = .plain
                return
            }
            if glyph.rendition != rendition {
                bytes += Array(glyph.rendition.sequence(from: rendition).utf8)
                rendition = glyph.rendition
            }
            bytes += glyph.bytes
            let next = glyph.column + glyph.width
            // After the last column terminals differ on where the cursor is (pending wrap).
            cursor = next < context.screen.columns ? ScreenPosition(column: next, row: run.row) : nil
        }
    }

    /// Draws a run between save cursor and restore cursor (which brings back the rendition too).
    mutating func drawSavingCursor(_ run: Run, _ context: Context) {
        let kept = (cursor, rendition)
        bytes += FrameEncoder.saveCursor
        saved = cursor.flatMap { position in rendition.map { SavedCursor(position: position, rendition: $0) } }
        draw(run, context)
        bytes += FrameEncoder.restoreCursor
        (cursor, rendition) = kept
    }
}

private struct Context {
    let motion: CursorMotion
    let rows: RowCache
    let screen: ScreenSize
    let targetRow: Int?
    /// Where this frame's runs away from the cursor's rows, old and new, start.
    let anchors: [ScreenPosition]
    /// The saved cursor before this frame.
    let slotBefore: SavedCursor?
}
