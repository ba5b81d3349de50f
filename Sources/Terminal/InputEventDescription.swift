/// Short, human descriptions of input, for the `keys` diagnostic and logs: "key up",
/// "key ctrl-l", "mouse left at 10,4", "resize 60×20".
extension Key: CustomStringConvertible {
    public var description: String {
        switch self {
        case .character(" "): return "space"
        case .character(let character): return String(character)
        case .up: return "up"
        case .down: return "down"
        case .left: return "left"
        case .right: return "right"
        case .enter: return "enter"
        case .escape: return "escape"
        case .backspace: return "backspace"
        case .tab: return "tab"
        case .backTab: return "back-tab"
        case .delete: return "delete"
        case .home: return "home"
        case .end: return "end"
        case .pageUp: return "page-up"
        case .pageDown: return "page-down"
        case .function(let number): return "F\(number)"
        case .control(let letter): return "ctrl-\(letter)"
        }
    }
}

extension MouseButton: CustomStringConvertible {
    public var description: String {
        switch self {
        case .left: return "left"
        case .middle: return "middle"
        case .right: return "right"
        case .scrollUp: return "scroll-up"
        case .scrollDown: return "scroll-down"
        case .leftDrag: return "left-drag"
        }
    }
}

extension StopReason: CustomStringConvertible {
    public var description: String {
        switch self {
        case .hangup: return "hangup"
        case .terminate: return "terminate"
        case .interrupt: return "interrupt"
        case .quit: return "quit"
        case .signal(let number): return SignalName.of(number)
        }
    }
}

extension InputEvent: CustomStringConvertible {
    public var description: String {
        switch self {
        case .key(let key): return "key \(key)"
        case .mouse(let event): return "mouse \(event.button) at \(event.position.column),\(event.position.row)"
        case .resize(let size): return "resize \(size)"
        case .timeout: return "timeout"
        case .wake: return "wake"
        case .stop(let reason): return "stop \(reason)"
        }
    }
}
