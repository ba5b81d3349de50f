import ClearfieldCommands
import CommandSupport

/// The program's entry point, for the `clearfield` executable (its `main.swift`): the commands
/// run over Clearfield's games. This module and ClearfieldGames are the composition root, the one
/// place that lists the games by name.
public enum ClearfieldProgram {
    public static func main() {
        CommandsProgram.main(games: .clearfield)
    }
}
