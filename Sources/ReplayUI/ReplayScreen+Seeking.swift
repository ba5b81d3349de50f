import Shell
import GameCore
import Terminal

/// The viewer's keys: seeking by play time (←/→ five seconds, PgUp/PgDn thirty, a count typed
/// before them multiplies), stepping by action (`,`/`.`), the start and the end, the speed,
/// pausing, and a click on the position bar.
extension ReplayScreen {
    /// Play time one ←/→ seeks, in milliseconds.
    package static let shortSeekMilliseconds = 5_000
    /// Play time one PgUp/PgDn seeks, in milliseconds.
    package static let longSeekMilliseconds = 30_000
    /// The largest count kept: more digits would only seek past either end.
    package static let largestCount = 9_999

    /// Lines the viewer keeps under the board: the position bar, and the review line when a
    /// moderator reviews a held run.
    var reservedRows: Int { reviewing == nil ? 1 : 2 }

    /// The position bar's row: over the verdict and key lines.
    static func barRow(in size: ScreenSize) -> Int { size.rows - 3 }

    /// The bar's columns: the width less a margin each side.
    static func barColumns(in size: ScreenSize) -> Range<Int> { 1..<max(1, size.columns - 1) }

    mutating func handleKey(_ key: Key, now: Instant) -> ScreenCommand {
        if case .character(let character) = key, let digit = character.wholeNumberValue, character.isASCII,
           digit > 0 || count != nil {
            count = min(Self.largestCount, (count ?? 0) * 10 + digit)
            return .stay
        }
        let counted = count
        count = nil
        let times = counted ?? 1
        switch key {
        case .escape where counted != nil:
            // Esc after digits takes the count back rather than leaving.
            break
        case .character("q"), .escape:
            return .pop
        case .character("?"):
            return .push(HelpScreen(topic: .replay))
        case .character(" "), .character("p"):
            if pace.isPlaying {
                pace.pause(at: now)
            } else {
                if game.step >= game.stepCount { restart(at: now) }
                pace.play(at: now)
            }
        case .left, .character("h"):
            seek(by: -Self.shortSeekMilliseconds * times, now: now)
        case .right, .character("l"):
            seek(by: Self.shortSeekMilliseconds * times, now: now)
        case .pageUp:
            seek(by: -Self.longSeekMilliseconds * times, now: now)
        case .pageDown:
            seek(by: Self.longSeekMilliseconds * times, now: now)
        case .character(","), .character("<"):
            stop(at: game.step - times, now: now)
        case .character("."), .character(">"):
            stop(at: game.step + times, now: now)
        case .character("+"), .character("="):
            pace.changeSpeed(by: 1, at: now)
        case .character("-"), .character("_"):
            pace.changeSpeed(by: -1, at: now)
        case .home, .character("0"):
            restart(at: now)
        case .end, .character("$"):
            stop(at: game.stepCount, now: now)
        default:
            break
        }
        return .stay
    }

    /// The play time shown at `now`.
    func position(at now: Instant) -> Int {
        min(pace.position(at: now), game.time(ofStep: game.stepCount))
    }

    /// Moves the play time by `delta` milliseconds, playing on or staying paused as before; the
    /// end (or past it) stops there.
    mutating func seek(by delta: Int, now: Instant) {
        seek(to: position(at: now) + delta, now: now)
    }

    /// Shows play time `target` (clamped to the game): the board after every action made by
    /// then, the clock at `target`.
    mutating func seek(to target: Int, now: Instant) {
        let end = game.time(ofStep: game.stepCount)
        guard target < end else {
            stop(at: game.stepCount, now: now)
            return
        }
        let target = max(0, target)
        pace.seek(to: target, at: now)
        // Back to the start is the start, as Home shows it: move 0, even when the first action
        // was made at 0.00 s (a Mines clock starts with the first reveal; issue 31 saw "Move 1/14").
        game.go(to: target == 0 ? 0 : game.step(atTime: target))
    }

    /// A click on the position bar seeks to the time under it.
    mutating func seek(clickedAt position: ScreenPosition, size: ScreenSize, now: Instant) {
        let columns = Self.barColumns(in: size)
        guard position.row == Self.barRow(in: size), columns.contains(position.column), columns.count > 1 else { return }
        let end = game.time(ofStep: game.stepCount)
        let fraction = Double(position.column - columns.lowerBound) / Double(columns.count - 1)
        seek(to: Int((fraction * Double(end)).rounded()), now: now)
    }
}
