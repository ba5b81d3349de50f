import ArgumentParser
import Testing
@testable import ClearfieldCommands

/// The command line as the parser reads it, without running anything.
@Suite struct CommandLineTests {
    @Test func drawingOptionsAreRefusedByCommandsThatDoNotDraw() throws {
        let command = try Clearfield.parseAsRoot(["stats", "--ascii"])
        #expect(throws: ValidationError.self) {
            try DrawingOptions.checkUsed(by: command, arguments: ["stats", "--ascii"])
        }
    }

    @Test func drawingOptionsAreTakenByTheCommandsThatDraw() throws {
        for arguments in [["--ascii"], ["play", "mines", "--no-color"], ["play", "tiles", "--ascii"]] {
            let command = try Clearfield.parseAsRoot(arguments)
            try DrawingOptions.checkUsed(by: command, arguments: arguments)
        }
    }

    @Test func everyCommandIsListed() {
        let names = Clearfield.configuration.subcommands.compactMap { $0.configuration.commandName }
        for name in ["play", "edit", "levels", "mines", "stats", "achievements", "leaderboard", "profile", "players",
                     "board", "replay", "keys"] {
            #expect(names.contains(name), "\(name) is not a subcommand")
        }
    }
}
