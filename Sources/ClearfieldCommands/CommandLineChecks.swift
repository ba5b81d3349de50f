import ArgumentParser
import GameCore

/// Command lines the parser accepts but would act on wrongly: checked before (`help`) or after
/// (`--continue`) parsing, each refused as a usage error (exit status 64).
enum CommandLineChecks {
    /// `clearfield help NAME...`: the parser shows the root's help, exit status 0, for a name
    /// that is no command; that is refused here, naming it.
    static func checkHelpTopic(_ arguments: [String]) throws {
        guard arguments.first == "help" else { return }
        var commands: [ParsableCommand.Type] = Clearfield.configuration.subcommands
        var path: [String] = []
        for name in arguments.dropFirst() where !name.hasPrefix("-") {
            guard let command = commands.first(where: { $0._commandName == name }) else {
                let parent = (["clearfield"] + path).joined(separator: " ")
                throw ValidationError("there is no command '\(SafeText.escaped(name))' in `\(parent)`; "
                                      + "`\(parent) --help` lists them")
            }
            path.append(name)
            commands = command.configuration.subcommands
        }
    }

    /// `--continue` belongs to the game itself; after a subcommand's name the parser takes it
    /// as the root's flag and the subcommand would run as if it were not there.
    static func checkContinue(usedBy command: ParsableCommand, arguments: [String]) throws {
        guard !(command is Clearfield) else { return }
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--continue") {
            throw ValidationError("--continue resumes the saved game and takes no command; run `clearfield --continue` alone")
        }
    }
}
