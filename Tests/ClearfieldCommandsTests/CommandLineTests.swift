import ClearfieldApp
import CommandSupport
import ArgumentParser
import ClearfieldGames
import Shell
import Testing
@testable import ClearfieldCommands

/// The command line as the parser reads it, without running anything.
@Suite struct CommandLineTests {
    /// The commands offer Clearfield's games, as the program installs them.
    init() { CommandGames.install(.clearfield) }

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

    /// `play` has one subcommand per front end with play options, named by the options: the
    /// command line lists no game itself.
    @Test func playHasTheFrontEndsOptions() throws {
        let declared = AppEnvironment.clearfieldGames.compactMap { $0.playOptions?.commandName }
        let listed = PlayCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        #expect(declared == ["tiles", "mines"])
        // Then the daily challenges, a feature over both games (`play daily mines|tiles`).
        #expect(listed == declared + ["daily"])
    }

    /// The options' own checks run when the command line is parsed, before the terminal is taken.
    @Test func playOptionsAreCheckedByTheirGame() throws {
        for arguments in [["play", "tiles", "--level", "0"], ["play", "mines", "--endless", "--board", "expert"],
                          ["play", "mines", "--seed", "4"], ["play", "mines", "--width", "9"]] {
            #expect(throws: (any Error).self, "\(arguments)") { try Clearfield.parseAsRoot(arguments) }
        }
        for arguments in [["play", "tiles", "--level", "3"], ["play", "mines", "--board", "expert", "--seed", "4"],
                          ["play", "mines"]] {
            let command = try Clearfield.parseAsRoot(arguments)
            #expect(command is any DrawingCommand, "\(arguments)")
        }
    }
}
