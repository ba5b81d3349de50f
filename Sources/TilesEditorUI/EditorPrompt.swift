import Shell
import TilesUI
import Foundation
import GameCore
import Terminal

/// A box over the editor (or its opening) that asks for a line of text or a yes/no answer.
/// Keys go to it alone until it is answered.
package struct EditorPrompt: Equatable {
    package enum Purpose: Equatable {
        case levelName, packName, randomColors, leave, copyShipped
        /// Save a level the solver has not proven; `leaving`: then leave the editor.
        case saveUnproven(leaving: Bool)
        /// The level was saved elsewhere since this editor opened it: keep mine, take theirs,
        /// or save mine as a new level (`proven`, `leaving`: the save that found it).
        case conflict(proven: Bool, leaving: Bool)
    }

    package enum Answer: Equatable {
        /// Enter on a text, or `y` on a question.
        case accepted(String)
        /// `s` on the leave question: save, then leave.
        case save
        /// `k`, `t` or `n` on the conflict question.
        case choice(ConflictChoice)
        case cancelled
    }

    /// What to do with a level another editor saved meanwhile.
    package enum ConflictChoice: Equatable {
        case keepMine, takeTheirs, saveAsNew
    }

    package static let maximumText = 40

    package var purpose: Purpose
    package var title: String
    package var lines: [String]
    /// The text typed, for a text prompt; nil for a question.
    package var text: String?
    /// The characters the text may hold (nil: any printable one).
    package var allowed: Set<Character>?

    package static func text(_ purpose: Purpose, title: String, lines: [String], initial: String = "",
                     allowed: Set<Character>? = nil) -> EditorPrompt {
        EditorPrompt(purpose: purpose, title: title, lines: lines, text: initial, allowed: allowed)
    }

    package static func question(_ purpose: Purpose, title: String, lines: [String]) -> EditorPrompt {
        EditorPrompt(purpose: purpose, title: title, lines: lines, text: nil, allowed: nil)
    }

    /// The answer a key gives, or nil while the prompt stays (a character typed).
    package mutating func answer(to key: Key) -> Answer? {
        guard var typed = text else {
            if case .conflict = purpose {
                // No default: Enter or `y` must not overwrite someone's level.
                switch key {
                case .character("k"), .character("K"): return .choice(.keepMine)
                case .character("t"), .character("T"): return .choice(.takeTheirs)
                case .character("n"), .character("N"): return .choice(.saveAsNew)
                case .escape, .character("q"): return .cancelled
                default: return nil
                }
            }
            switch key {
            case .character("y"), .character("Y"), .enter: return .accepted("")
            case .character("s") where purpose == .leave: return .save
            case .character("n"), .character("N"), .escape, .character("q"): return .cancelled
            default: return nil
            }
        }
        switch key {
        case .enter: return .accepted(typed.trimmingCharacters(in: .whitespaces))
        case .escape: return .cancelled
        case .backspace, .delete:
            if !typed.isEmpty { typed.removeLast() }
        case .control("u"):
            // As in the shell and the pack import's path prompt: clear the line.
            typed = ""
        case .control("w"):
            // Drop the last word (and the spaces after it), as the shell does.
            while typed.last == " " { typed.removeLast() }
            while let last = typed.last, last != " " { typed.removeLast() }
        case .character(let character):
            guard typed.count < Self.maximumText, !SafeCharacters.isControl(character),
                  allowed.map({ $0.contains(character) }) ?? true else { return nil }
            // A name takes no character a pack file's name could not hold (an invisible one).
            if purpose == .levelName || purpose == .packName,
               LevelNameRules.problem(in: String(character)) != nil { return nil }
            typed.append(character)
        default: return nil
        }
        text = typed
        return nil
    }

    private var isConflict: Bool {
        if case .conflict = purpose { true } else { false }
    }

    package func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = min(size.columns - 2, 60)
        // The question's lines wrap (a solver's long verdict, a long problem); the typed text is
        // one line, cut at its start when long.
        let wrapped = lines.flatMap { TextLayout.wrap(glyphs.safe($0), width: width - 4) }
        let shownLines = wrapped + (text.map { ["> " + $0 + "_"] } ?? [])
        let height = shownLines.count + 4
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - height) / 2)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        frame.putCentered(" \(title) ", row: top, from: left, width: width, style: theme.heading, glyphs: glyphs)
        for (index, line) in shownLines.enumerated() {
            let isInput = text != nil && index == shownLines.count - 1
            frame.put(line, column: left + 2, row: top + 2 + index, width: width - 4,
                      style: isInput ? theme.heading : theme.text, glyphs: glyphs)
        }
        let hints: [(key: String, action: String)] = text != nil
            ? [("Enter", "done"), ("Esc", "cancel")]
            : purpose == .leave ? [("y", "leave without saving"), ("s", "save and leave"), ("n", "stay")]
            : isConflict ? [("k", "keep mine"), ("t", "take theirs"), ("n", "as new"), ("Esc", "back")]
            : [("y", "yes"), ("n", "no")]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }
}

/// Characters a typed name may not hold: control characters and what `SafeText` refuses.
package enum SafeCharacters {
    package static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.value == 0x7F }
            || character.unicodeScalars.contains(where: SafeText.isUnsafe)
    }
}
