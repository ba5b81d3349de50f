import Terminal
import Testing

/// A tiny terminal for tests: it reads the escape sequences `FrameEncoder` may send (cursor
/// addressing and relative moves, CR, BS, SGR, erase display / line, save and restore cursor,
/// cursor visibility) and keeps the cells they leave, as xterm would: a glyph in the last column
/// leaves the cursor there with a wrap pending, a glyph over half of a wide one blanks the other
/// half. Anything else it is sent is recorded in `unknown`, so a test sees it. Shared by the
/// encoder's tests (TerminalTests) and those that play a game's frames through it (MinesUITests).
public struct VTScreen {
    public struct Cell: Equatable {
        public var text = " "
        public var rendition = Rendition.plain
    }

    public let size: ScreenSize
    public private(set) var cells: [Cell]
    public private(set) var row = 0
    public private(set) var column = 0
    public private(set) var rendition = Rendition.plain
    public private(set) var cursorVisible = true
    public private(set) var unknown: [String] = []
    public private(set) var scrolled = false
    private var wrapPending = false
    private var saved: (row: Int, column: Int, rendition: Rendition)?

    public init(size: ScreenSize) {
        self.size = size
        cells = Array(repeating: Cell(), count: size.columns * size.rows)
    }

    public subscript(column: Int, row: Int) -> Cell { cells[row * size.columns + column] }

    public var cursor: ScreenPosition { ScreenPosition(column: column, row: row) }

    /// The screen as text, one line per row, trailing blanks removed (the right half of a wide
    /// glyph is "").
    public var text: String {
        (0..<size.rows).map { row in
            var line = (0..<size.columns).map { self[$0, row].text }.joined()
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    public mutating func feed(_ bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\u{1B}": escape(&scalars)
            case "\r": column = 0; wrapPending = false
            case "\u{8}": column = max(0, column - 1); wrapPending = false
            default:
                if scalar.value < 0x20 { unknown.append("control \(scalar.value)") } else { print(scalar) }
            }
        }
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) {
        guard let next = scalars.popFirst() else { unknown.append("lone ESC"); return }
        switch next {
        case "7": saved = (row, column, rendition)
        case "8":
            if let saved { (row, column, rendition) = saved }
            wrapPending = false
        case "[":
            var body = ""
            while let scalar = scalars.popFirst() {
                if (0x40...0x7E).contains(scalar.value) {
                    control(parameters: body, final: Character(scalar))
                    return
                }
                body.unicodeScalars.append(scalar)
            }
            unknown.append("unfinished CSI \(body)")
        default: unknown.append("ESC \(next)")
        }
    }

    private mutating func control(parameters body: String, final: Character) {
        if body.hasPrefix("?") {
            if body == "?25" && final == "h" { cursorVisible = true } else if body == "?25" && final == "l" {
                cursorVisible = false
            } else { unknown.append("CSI \(body)\(final)") }
            return
        }
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        let count = max(1, number(0, default: 1))
        wrapPending = false
        switch final {
        case "H":
            row = min(size.rows - 1, max(1, number(0, default: 1)) - 1)
            column = min(size.columns - 1, max(1, number(1, default: 1)) - 1)
        case "A": row = max(0, row - count)
        case "B": row = min(size.rows - 1, row + count)
        case "C": column = min(size.columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "G": column = min(size.columns - 1, count - 1)
        case "d": row = min(size.rows - 1, count - 1)
        case "J" where number(0, default: 0) == 2:
            cells = Array(repeating: Cell(text: " ", rendition: Rendition(background: rendition.background)),
                          count: cells.count)
        case "K" where number(0, default: 0) == 0:
            if column > 0, self[column, row].text.isEmpty { set(column - 1, " ") }
            for x in column..<size.columns {
                cells[row * size.columns + x] = Cell(text: " ", rendition: Rendition(background: rendition.background))
            }
        case "m": select(numbers.isEmpty ? [0] : numbers.map { $0 ?? 0 })
        default: unknown.append("CSI \(body)\(final)")
        }
    }

    private mutating func select(_ parameters: [Int]) {
        for parameter in parameters {
            switch parameter {
            case 0: rendition = .plain
            case 1: rendition.bold = true
            case 2: rendition.dim = true
            case 4: rendition.underline = true
            case 7: rendition.reverse = true
            case 22: rendition.bold = false; rendition.dim = false
            case 24: rendition.underline = false
            case 27: rendition.reverse = false
            case 30...37: rendition.foreground = TerminalColor(rawValue: parameter - 30)
            case 39: rendition.foreground = nil
            case 40...47: rendition.background = TerminalColor(rawValue: parameter - 40)
            case 49: rendition.background = nil
            default: unknown.append("SGR \(parameter)")
            }
        }
    }

    private mutating func print(_ scalar: Unicode.Scalar) {
        let width = DisplayWidth.of(Character(scalar))
        if width == 0 {
            // A combining mark joins the glyph before the cursor.
            let x = wrapPending ? column : column - 1
            if x >= 0 { cells[row * size.columns + x].text.unicodeScalars.append(scalar) }
            return
        }
        if wrapPending || column + width > size.columns {
            wrapPending = false
            column = 0
            if row == size.rows - 1 { scrolled = true } else { row += 1 }
        }
        set(column, String(scalar))
        if width == 2 { set(column + 1, "") }
        if column + width >= size.columns {
            column = size.columns - 1
            wrapPending = true
        } else {
            column += width
        }
    }

    /// Puts a cell's text, blanking the other half of a wide glyph it overwrites half of.
    private mutating func set(_ x: Int, _ text: String) {
        let index = row * size.columns + x
        if cells[index].text.isEmpty, x > 0, !text.isEmpty {
            cells[index - 1] = Cell(text: " ", rendition: cells[index - 1].rendition)
        }
        if !cells[index].text.isEmpty, x + 1 < size.columns, cells[index + 1].text.isEmpty {
            cells[index + 1] = Cell(text: " ", rendition: cells[index + 1].rendition)
        }
        cells[index] = Cell(text: text, rendition: rendition)
    }
}

extension VTScreen {
    /// Expects every cell of the frame on the screen, with its style as SGR would show it, and
    /// the screen beyond the frame blank.
    public func expectShows(_ frame: FrameBuffer, sourceLocation: SourceLocation = #_sourceLocation) {
        for row in 0..<size.rows {
            for column in 0..<size.columns {
                let shown = self[column, row]
                guard row < frame.size.rows, column < frame.size.columns else {
                    #expect(shown.text == " ", "(\(column), \(row)) beyond the frame", sourceLocation: sourceLocation)
                    continue
                }
                let cell = frame[column, row]
                let style = cell.style
                let wanted = Rendition(bold: style.bold, dim: style.dim, underline: style.underline,
                                       reverse: style.reverse, foreground: style.foreground, background: style.background)
                #expect(shown.text == cell.text, "(\(column), \(row)): \(shown.text) for \(cell.text)",
                        sourceLocation: sourceLocation)
                if !cell.text.isEmpty {
                    #expect(shown.rendition == wanted, "(\(column), \(row)) \(cell.text)", sourceLocation: sourceLocation)
                }
            }
        }
    }
}
