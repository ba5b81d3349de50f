import Shell
import ReplayUI
import GameCore
import Mines
import Terminal

/// The custom board form: width, height and mines, checked by `MinesParams` when the player
/// starts, with its message shown under the form. The board started is remembered in the
/// preferences and offered next time.
public struct MinesCustomScreen: Screen {
    public enum Field: Int, CaseIterable, Sendable {
        case width, height, mines

        package var label: String {
            switch self {
            case .width: "Width"
            case .height: "Height"
            case .mines: "Mines"
            }
        }
    }

    /// The digits typed in each field, in `Field` order.
    public private(set) var values: [String]
    public private(set) var field = Field.width
    /// Why the last Enter did not start a game.
    public private(set) var error: String?
    /// Five digits hold every allowed value (at most 9,991 mines).
    package static let maximumDigits = 5

    public init(preferences: MinesPreferences) {
        let board = preferences.customBoard ?? MinesParams.intermediate
        values = [String(board.width), String(board.height), String(board.mines)]
    }

    package func number(_ field: Field) -> Int? { Int(values[field.rawValue]) }

    /// The allowed values of a field, as far as the other fields say.
    package func limits(_ field: Field, times: String) -> String {
        switch field {
        case .width:
            return "\(MinesParams.widthRange.lowerBound) to \(MinesParams.widthRange.upperBound) columns"
        case .height:
            return "\(MinesParams.heightRange.lowerBound) to \(MinesParams.heightRange.upperBound) rows"
        case .mines:
            guard let width = number(.width), let height = number(.height),
                  MinesParams.widthRange.contains(width), MinesParams.heightRange.contains(height) else {
                return "1 to width\(times)height \u{2212} \(MinesParams.firstAreaSize)"
            }
            return "1 to \(MinesParams.maximumMines(width: width, height: height))"
        }
    }

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let width = 60, height = 11
        let left = max(0, (size.columns - width) / 2)
        let top = max(0, (size.rows - 1 - height) / 2)
        frame.putCentered(glyphs.safe("Mines · a custom board"), row: max(0, top - 2), style: theme.title)
        frame.drawBox(column: left, row: top, columns: width, rows: height, glyphs: glyphs, style: theme.border)
        for item in Field.allCases {
            let row = top + 2 + 2 * item.rawValue
            let isSelected = item == field
            frame.put((isSelected ? glyphs.selection : " ") + " " + item.label.padded(to: 7), column: left + 3, row: row,
                      style: isSelected ? theme.heading : theme.text)
            let value = values[item.rawValue]
            let box = "[" + (value + (isSelected ? "_" : "")).padded(to: Self.maximumDigits + 1) + "]"
            frame.put(box, column: left + 14, row: row, style: isSelected ? theme.selected : .bold)
            frame.put(limits(item, times: glyphs.times), column: left + 24, row: row, width: width - 26,
                      style: theme.dim, glyphs: glyphs)
        }
        if let error {
            let lines = TextLayout.wrap(glyphs.safe(error), width: width - 4)
            for (index, line) in lines.prefix(2).enumerated() {
                frame.put(line, column: left + 2, row: top + 8 + index, style: theme.warning)
            }
        } else if let params = try? params() {
            let share = Self.mineShare(mines: params.mines, cells: params.cellCount)
            frame.putCentered("\(Plural.count(params.cellCount, "cell")), \(share) mines", row: top + 8, from: left + 1,
                              width: width - 2, style: theme.dim, glyphs: glyphs)
        }
        frame.putKeyHints([("0-9", "type"), ("Tab \(glyphs.upDown)", "field"), ("Enter", "play"), ("Esc", "back")],
                          row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    /// The share of the cells that are mines, in whole percent, never rounded to a figure that
    /// is not true: 9,991 mines in 10,000 cells are "over 99%", not "100%", and 1 in 1,000 is
    /// "under 1%", not "0%".
    package static func mineShare(mines: Int, cells: Int) -> String {
        guard cells > 0 else { return "0%" }
        let percent = Int((Double(mines) * 100 / Double(cells)).rounded())
        if percent >= 100 && mines < cells { return "over 99%" }
        if percent <= 0 && mines > 0 { return "under 1%" }
        return "\(percent)%"
    }

    /// The board the fields describe; throws the reason it is not allowed.
    package func params() throws -> MinesParams {
        for item in Field.allCases where number(item) == nil {
            throw CustomBoardError(description: "Type the \(item.label.lowercased()) (a whole number)")
        }
        return try MinesParams(width: number(.width) ?? 0, height: number(.height) ?? 0, mines: number(.mines) ?? 0)
    }

    package struct CustomBoardError: Error, CustomStringConvertible {
        package var description: String
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        switch key {
        case .escape:
            return .pop
        case .tab, .down, .character("j"):
            field = Field(rawValue: (field.rawValue + 1) % Field.allCases.count) ?? .width
        case .backTab, .up, .character("k"):
            field = Field(rawValue: (field.rawValue + Field.allCases.count - 1) % Field.allCases.count) ?? .width
        case .backspace, .delete:
            values[field.rawValue] = String(values[field.rawValue].dropLast())
            error = nil
        case let confirm where KeyBindings.isConfirm(confirm):
            return start(context: context)
        case .character(let character):
            guard character.isASCII, character.isNumber else { return .stay }
            if values[field.rawValue].count < Self.maximumDigits {
                values[field.rawValue] = values[field.rawValue] == "0" ? String(character)
                    : values[field.rawValue] + String(character)
            }
            error = nil
        default:
            break
        }
        return .stay
    }

    /// Starts the board the fields describe, in place of the form (so leaving the game returns
    /// to the Mines menu); or says why not.
    private mutating func start(context: ScreenContext) -> ScreenCommand {
        let params: MinesParams
        do {
            params = try self.params()
        } catch {
            self.error = Self.sentence("\(error)")
            return .stay
        }
        error = nil
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        let failure = context.environment.preferences.update { $0.mines.customBoard = params }
        let game = MinesMenuScreen.game(.custom(params), context: context)
        return ScreenCommand(.replace(game), banners: failure.map { ["The board could not be remembered: \($0)"] } ?? [])
    }

    /// The model's messages start in lower case; on their own line they read as a sentence.
    package static func sentence(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst() + (text.hasSuffix(")") || text.hasSuffix(".") ? "" : ".")
    }
}
