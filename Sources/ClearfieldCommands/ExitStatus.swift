import CommandSupport
import ArgumentParser
import Foundation

/// The exit statuses every command uses (README, `clearfield --help`):
/// 0 done; 1 not found, or a check failed; 2 the environment cannot be used (no terminal, no
/// usable data directory or resources); 64 a usage error (an unknown option, a value out of
/// range, input not in the form asked); 128 + N stopped by signal N after saving.
enum ExitStatus {
    static let summary = """
        Exit status: 0 done; 1 not found or a check failed; 2 the terminal, data directory or \
        resources cannot be used; 64 a usage error (unknown option, value out of range, input not \
        in the form asked); 129, 130, 131, 143 stopped by SIGHUP, Ctrl-C, Ctrl-\\ or SIGTERM, 128 + N \
        by another signal N (the game is saved first).
        """
}

extension Clearfield {
    /// Runs the command the arguments name, with every error in one style: `clearfield: what
    /// went wrong`, then for a usage error the usage line and where to read more.
    static func main() {
        do {
            let arguments = Array(CommandLine.arguments.dropFirst())
            try CommandLineChecks.checkHelpTopic(arguments)
            var command = try parseAsRoot()
            try DrawingOptions.checkUsed(by: command, arguments: arguments)
            try CommandLineChecks.checkContinue(usedBy: command, arguments: arguments)
            try command.run()
        } catch {
            finish(with: error)
        }
    }

    static func finish(with error: Error) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            // --help, --version: the text is what was asked for.
            print(fullMessage(for: error))
            Foundation.exit(0)
        }
        if error is ExitCode { Foundation.exit(code.rawValue) }  // the command said why already
        if code == .validationFailure {
            printError("clearfield: " + lowercasingFirst(message(for: error)))
            // The parser's own text after its "Error:" line: the usage and where to read more.
            let advice = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
                .drop { !$0.hasPrefix("Usage:") }
            if !advice.isEmpty { printError(advice.joined(separator: "\n")) }
            Foundation.exit(64)
        }
        // Anything else comes from the environment: files or resources that cannot be used.
        printError("clearfield: \(message(for: error))")
        Foundation.exit(2)
    }

    private static func lowercasingFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, !(text.dropFirst().first?.isUppercase ?? false) else { return text }
        return first.lowercased() + text.dropFirst()
    }
}

extension DrawingOptions {
    /// The commands that draw on the terminal, the only ones `--ascii` and `--no-color` mean
    /// anything to. The root command declares them (it starts the game), and the parser lets
    /// a subcommand's command line hold its parent's options: the others refuse them here.
    static func checkUsed(by command: ParsableCommand, arguments: [String]) throws {
        let draws = command is Clearfield || command is any DrawingCommand || command is KeysCommand
        guard !draws else { return }
        let options = arguments.prefix { $0 != "--" }
        for flag in ["--ascii", "--no-color"] where options.contains(flag) {
            throw ValidationError("\(flag) only applies to commands that draw (the game, play, keys)")
        }
    }
}
