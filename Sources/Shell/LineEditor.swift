import Terminal

/// One line of text being typed, with a cursor: the keys a shell's line editing has taught
/// everyone (←/→, Home/End, Backspace/Delete, Ctrl-A/E/U/K/W). A value: the screen that owns it
/// decides what Enter and Esc mean.
package struct LineEditor: Hashable, Sendable {
    private(set) var characters: [Character]
    /// Where the next typed character goes, 0...count.
    private(set) var cursor: Int
    /// The longest text accepted (a path, a name), in characters.
    package var limit: Int
    /// The last key was a character dropped because the text is at `limit` (a long paste): the
    /// owner says so rather than cut the text without a word.
    package private(set) var droppedForLength = false

    package init(_ text: String = "", limit: Int = 1024) {
        characters = Array(text.prefix(limit))
        cursor = characters.count
        self.limit = limit
    }

    package var text: String { String(characters) }

    /// Applies an editing key; false for a key that does not edit (Enter, Esc, Tab...), which
    /// the owner handles.
    package mutating func apply(_ key: Key) -> Bool {
        droppedForLength = false
        switch key {
        case .character(let character):
            // Control characters never come as `.character`, but a paste could carry a newline.
            guard !character.isNewline else { return true }
            guard characters.count < limit else {
                droppedForLength = true
                return true
            }
            characters.insert(character, at: cursor)
            cursor += 1
        case .backspace:
            if cursor > 0 {
                cursor -= 1
                characters.remove(at: cursor)
            }
        case .delete, .control("d"):
            if cursor < characters.count { characters.remove(at: cursor) }
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right, .control("f"): cursor = min(characters.count, cursor + 1)
        case .home, .control("a"): cursor = 0
        case .end, .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeFirst(cursor)
            cursor = 0
        case .control("k"):
            characters.removeLast(characters.count - cursor)
        case .control("w"):
            // The word before the cursor, and the spaces or slashes after it, as a shell does.
            var start = cursor
            while start > 0, characters[start - 1] == " " || characters[start - 1] == "/" { start -= 1 }
            while start > 0, characters[start - 1] != " ", characters[start - 1] != "/" { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }

    /// The part of the line to show in `width` columns, and the cursor's column in it: the
    /// window slides so the cursor is always in view. It starts as far left as still leaves the
    /// cursor a column, and ends where the next character would fill the width. Only the
    /// characters shown are measured (the window grows out from the cursor), so a long line costs
    /// no more to draw than a short one.
    package func visible(width: Int) -> (text: String, cursorColumn: Int) {
        guard width > 1 else { return ("", 0) }
        var first = cursor
        var beforeCursor = 0
        while first > 0 {
            let columns = DisplayWidth.of(characters[first - 1])
            if beforeCursor + columns >= width { break }
            beforeCursor += columns
            first -= 1
        }
        var last = cursor
        var used = beforeCursor
        while last < characters.count {
            let columns = DisplayWidth.of(characters[last])
            if used + columns >= width { break }
            used += columns
            last += 1
        }
        return (String(characters[first..<last]), beforeCursor)
    }
}
