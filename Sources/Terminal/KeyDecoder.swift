import CNCurses

/// What one code from `wget_wch` means, before any follow-up call (`getmouse`) is made.
enum DecodedInput: Hashable, Sendable {
    case key(Key)
    /// KEY_MOUSE: the event itself must be fetched with `getmouse`.
    case mouse
    /// KEY_RESIZE: ncurses has already resized its screens.
    case resize
    /// A code the game has no use for (a modified key, Ctrl-Space, a C1 control).
    case unrecognized
}

/// Turns `wget_wch` results into keys. Pure, so the tables are tested without a terminal.
enum KeyDecoder {
    /// `code` is the value `wget_wch` stored; `isFunctionKey` is true when it returned KEY_CODE_YES
    /// (the code is a KEY_* constant rather than a character).
    static func decode(code: UInt32, isFunctionKey: Bool) -> DecodedInput {
        isFunctionKey ? decodeFunctionKey(Int32(truncatingIfNeeded: code)) : decodeCharacter(code)
    }

    private static func decodeCharacter(_ code: UInt32) -> DecodedInput {
        switch code {
        case 9: return .key(.tab)
        case 10, 13: return .key(.enter)
        case 27: return .key(.escape)
        case 8, 127: return .key(.backspace)
        case 1...26:
            // Ctrl-A is 1 ... Ctrl-Z is 26; Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M were taken above,
            // because terminals send those codes for Backspace, Tab and Enter.
            guard let letter = Unicode.Scalar(UInt32(("a" as Unicode.Scalar).value) + code - 1) else {
                return .unrecognized
            }
            return .key(.control(Character(letter)))
        case 0, 28...31, 0x80...0x9F:
            return .unrecognized
        default:
            guard let scalar = Unicode.Scalar(code) else { return .unrecognized }
            return .key(.character(Character(scalar)))
        }
    }

    private static func decodeFunctionKey(_ code: Int32) -> DecodedInput {
        if let key = functionKeys[code] { return .key(key) }
        switch code {
        case KEY_MOUSE: return .mouse
        case KEY_RESIZE: return .resize
        case cf_key_f(1)...cf_key_f(63): return .key(.function(Int(code - KEY_F0)))
        default: return .unrecognized
        }
    }

    /// The named ncurses keys. Keypad corner keys and the vt220 Find/Select keys are what some
    /// terminals send for Home, End, Page Up and Page Down.
    private static let functionKeys: [Int32: Key] = [
        KEY_UP: .up, KEY_DOWN: .down, KEY_LEFT: .left, KEY_RIGHT: .right,
        KEY_ENTER: .enter, KEY_BACKSPACE: .backspace, KEY_DC: .delete, KEY_BTAB: .backTab,
        KEY_HOME: .home, KEY_END: .end, KEY_PPAGE: .pageUp, KEY_NPAGE: .pageDown,
        KEY_A1: .home, KEY_C1: .end, KEY_A3: .pageUp, KEY_C3: .pageDown,
        KEY_FIND: .home, KEY_SELECT: .end,
    ]
}

/// Turns a `getmouse` button state into the one button the game acts on.
enum MouseDecoder {
    /// Presses and clicks count (with `mouseinterval(0)` ncurses reports presses); releases and
    /// motion do not.
    static func button(for state: mmask_t) -> MouseButton? {
        if state & (cf_button1_pressed() | cf_button1_clicked() | cf_button1_double_clicked()
                    | cf_button1_triple_clicked()) != 0 { return .left }
        if state & (cf_button3_pressed() | cf_button3_clicked() | cf_button3_double_clicked()) != 0 {
            return .right
        }
        if state & (cf_button2_pressed() | cf_button2_clicked() | cf_button2_double_clicked()) != 0 {
            return .middle
        }
        if state & cf_button4_pressed() != 0 { return .scrollUp }
        if cf_button5_pressed() != 0 && state & cf_button5_pressed() != 0 { return .scrollDown }
        return nil
    }

    /// A report with the left button's state followed: ncurses reports motion as a bare
    /// position, so whether the button is held comes from its press and release seen before.
    static func button(for state: mmask_t, leftHeld: inout Bool) -> MouseButton? {
        if state & cf_button1_released() != 0 {
            leftHeld = false
            return nil
        }
        if state & cf_button1_pressed() != 0 { leftHeld = true }
        if state == cf_report_mouse_position() { return leftHeld ? .leftDrag : nil }
        return button(for: state)
    }

    /// The events CursesTerminal asks ncurses for: the left button's release and motion too,
    /// for drags (the level editor paints with them).
    static var requestedEvents: mmask_t {
        cf_button1_pressed() | cf_button2_pressed() | cf_button3_pressed()
            | cf_button1_clicked() | cf_button2_clicked() | cf_button3_clicked()
            | cf_button4_pressed() | cf_button5_pressed()
            | cf_button1_released() | cf_report_mouse_position()
    }

    /// xterm's button-event tracking on and off: motion is reported while a button is held
    /// (ncurses itself asks only for presses and releases). Sent after ncurses's own request,
    /// which would reset it; terminals that do not know the mode ignore it.
    static let dragTrackingOn = "\u{1B}[?1002h"
    static let dragTrackingOff = "\u{1B}[?1002l"
    /// xterm's SGR encoding (1006) on and off: reports in ASCII digits, with no byte above 127
    /// for wide screens and releases that say which button.
    static let sgrReportsOn = "\u{1B}[?1006h"
    static let sgrReportsOff = "\u{1B}[?1006l"
}
