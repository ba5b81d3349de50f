import GameCore
import Terminal

/// The keys every screen agrees on.
package enum KeyBindings {
    /// Arrows, vi keys (h j k l) and gamer keys (w a s d).
    package static func direction(for key: Key) -> Direction? {
        switch key {
        case .up, .character("k"), .character("w"): .up
        case .down, .character("j"), .character("s"): .down
        case .left, .character("h"), .character("a"): .left
        case .right, .character("l"), .character("d"): .right
        default: nil
        }
    }

    /// Arrows and vi keys only, for screens whose letters are shortcuts.
    package static func arrowOrViDirection(for key: Key) -> Direction? {
        switch key {
        case .up, .character("k"): .up
        case .down, .character("j"): .down
        case .left, .character("h"): .left
        case .right, .character("l"): .right
        default: nil
        }
    }

    /// Enter however the terminal sends it (the key, or a bare newline or return).
    package static func isEnter(_ key: Key) -> Bool {
        key == .enter || key == .character("\n") || key == .character("\r")
    }

    /// Enter or Space: what confirms a menu's or a question's choice.
    package static func isConfirm(_ key: Key) -> Bool {
        isEnter(key) || key == .character(" ")
    }

    package static func isBack(_ key: Key) -> Bool {
        key == .escape || key == .character("q")
    }
}

/// A number typed before a command repeats it ("5l" moves five cells right), as in vi and
/// freesweep.
package struct RepeatCount: Equatable {
    package static let maximum = 99
    package private(set) var value: Int?

    package init() {}

    /// Takes a digit; false when the character is not one that extends the count.
    package mutating func take(_ character: Character) -> Bool {
        guard let digit = character.wholeNumberValue, character.isASCII else { return false }
        if value == nil && digit == 0 { return false }
        value = min(RepeatCount.maximum, (value ?? 0) * 10 + digit)
        return true
    }

    /// The count to use for the next command (1 when none was typed), clearing it.
    package mutating func consume() -> Int {
        defer { value = nil }
        return value ?? 1
    }

    package mutating func clear() { value = nil }
}
