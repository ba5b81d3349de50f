import GameRules

/// The test game's boards as text, as a game module declares them for the board service's
/// replay pages (`GameTextReplay`): `O` a light on, `.` off, three rows of three.
extension LightsOutBackEnd: GameTextReplay {
    public static func textRows(of state: LightsOutState) -> [String] {
        (0..<3).map { row in
            String((0..<3).map { column in state.lights & (1 << (row * 3 + column)) != 0 ? "O" : "." })
        }
    }

    public static func words(for move: LightsOutMove) -> String {
        "press \(cellWords(x: move.cell % 3, y: move.cell / 3))"
    }
}
