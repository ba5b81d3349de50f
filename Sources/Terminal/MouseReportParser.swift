/// Mouse reports read from the key stream by the game rather than by ncurses. ncurses, once it
/// has seen a report's introducer (`ESC [ M` or `ESC [ <`), reads the rest with a blocking read
/// that has no time limit: a stray or cut-off introducer froze the whole loop. Here the bytes are
/// collected one by one under a deadline (`CursesTerminal.mouseReportPatience`), and a report that
/// does not complete in time is handed back as the keys it was made of.
///
/// Both encodings are read whatever the terminal was asked for: the legacy one
/// (`ESC [ M` and three bytes, each value plus 32) and SGR 1006 (`ESC [ < b ; x ; y M` or `m`).
enum MouseReportParser {
    enum Outcome: Equatable {
        /// A prefix of a report: more bytes may complete it.
        case incomplete
        case report(MouseReport)
        /// Not a mouse report: the codes are keys.
        case notAReport
    }

    /// The longest SGR report accepted: `ESC [ <`, three numbers of up to five digits, two
    /// separators and the final letter. Anything longer is not a report.
    static let longestSGRReport = 3 + 3 * 5 + 2 + 1

    /// What `codes` (characters as `wget_wch` returned them, starting with ESC) are so far.
    static func parse(_ codes: [UInt32]) -> Outcome {
        guard codes.first == escape else { return .notAReport }
        guard codes.count > 1 else { return .incomplete }
        guard codes[1] == ascii("[") else { return .notAReport }
        guard codes.count > 2 else { return .incomplete }
        switch codes[2] {
        case ascii("M"): return parseLegacy(Array(codes.dropFirst(3)))
        case ascii("<"): return parseSGR(Array(codes.dropFirst(3)))
        default: return .notAReport
        }
    }

    /// Three bytes: button, column, row, each offset by 32 (positions are 1-based on the wire).
    private static func parseLegacy(_ payload: [UInt32]) -> Outcome {
        guard payload.allSatisfy({ $0 >= 32 && $0 <= 255 }) else { return .notAReport }
        guard payload.count >= 3 else { return .incomplete }
        guard payload.count == 3 else { return .notAReport }
        let button = Int(payload[0]) - 32
        // The legacy encoding says "button 3" for every release, without saying which.
        let isRelease = button & 0b11 == 3 && button & (motionFlag | wheelFlag) == 0
        return .report(MouseReport(button: button, column: Int(payload[1]) - 33, row: Int(payload[2]) - 33,
                                   isRelease: isRelease))
    }

    private static func parseSGR(_ payload: [UInt32]) -> Outcome {
        guard payload.count + 3 <= longestSGRReport else { return .notAReport }
        var numbers: [Int] = [0]
        var digitsInNumber = 0
        for (index, code) in payload.enumerated() {
            switch code {
            case ascii("0")...ascii("9"):
                guard digitsInNumber < 5 else { return .notAReport }
                numbers[numbers.count - 1] = numbers[numbers.count - 1] * 10 + Int(code - ascii("0"))
                digitsInNumber += 1
            case ascii(";"):
                guard digitsInNumber > 0, numbers.count < 3 else { return .notAReport }
                numbers.append(0)
                digitsInNumber = 0
            case ascii("M"), ascii("m"):
                guard index == payload.count - 1, numbers.count == 3, digitsInNumber > 0 else { return .notAReport }
                return .report(MouseReport(button: numbers[0], column: numbers[1] - 1, row: numbers[2] - 1,
                                           isRelease: code == ascii("m")))
            default:
                return .notAReport
            }
        }
        return .incomplete
    }

    static let motionFlag = 32
    static let wheelFlag = 64
    private static let escape: UInt32 = 27

    private static func ascii(_ character: Unicode.Scalar) -> UInt32 { character.value }
}

/// One mouse report as the terminal sent it: the button code (with its modifier, motion and
/// wheel bits) and the 0-based cell.
struct MouseReport: Equatable {
    var button: Int
    var column: Int
    var row: Int
    var isRelease: Bool

    /// The button the game acts on, or nil for releases, motion without the left button, extra
    /// buttons, horizontal wheels and positions off the screen.
    var event: MouseEvent? {
        guard column >= 0, row >= 0, button < 128 else { return nil }
        let which = button & 0b11
        let mouseButton: MouseButton?
        if isRelease {
            mouseButton = nil
        } else if button & MouseReportParser.wheelFlag != 0 {
            mouseButton = [0: .scrollUp, 1: .scrollDown][which]
        } else if button & MouseReportParser.motionFlag != 0 {
            // Motion is reported with the held button's number (button-event tracking).
            mouseButton = which == 0 ? .leftDrag : nil
        } else {
            mouseButton = [0: .left, 1: .middle, 2: .right][which]
        }
        return mouseButton.map { MouseEvent(position: ScreenPosition(column: column, row: row), button: $0) }
    }
}
