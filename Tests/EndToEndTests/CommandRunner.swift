import Foundation

/// The outcome of running a program to completion.
struct CommandResult {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum EndToEndError: Error, CustomStringConvertible {
    case tmuxMissing(searched: String)
    case binaryMissing(candidates: [String])
    case commandFailed(command: [String], result: CommandResult)
    case timedOut(waitingFor: String, lastScreen: String)

    var description: String {
        switch self {
        case .tmuxMissing(let searched):
            return "tmux is not installed (searched PATH: \(searched)); the end-to-end tests need it: apt-get install tmux"
        case .binaryMissing(let candidates):
            return "the clearfield executable was not found (looked at \(candidates.joined(separator: ", "))); "
                + "run `swift build` first or set CLEARFIELD_BINARY"
        case .commandFailed(let command, let result):
            return "\(command.joined(separator: " ")) exited with \(result.status): \(result.standardError)"
        case .timedOut(let expected, let screen):
            return "timed out waiting for \(expected); the screen was:\n\(screen)"
        }
    }
}

/// Runs programs synchronously with a given environment.
///
/// It uses posix_spawn and waitpid rather than Foundation's `Process`: with tmux, whose server
/// forks off and keeps running, `Process.waitUntilExit` was seen to hang now and then on Linux.
enum CommandRunner {
    /// Runs `executable` with `arguments`, stdin from `standardInputPath` (default /dev/null),
    /// and returns its status and output. `environment` nil keeps this process's environment.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    standardInputPath: String = "/dev/null") throws -> CommandResult {
        // Output goes to temporary files rather than pipes: nothing can fill up and block the program.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-e2e-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argumentStrings: [String] = [executable] + arguments
        let environmentStrings: [String] = (environment ?? ProcessInfo.processInfo.environment)
            .map { "\($0.key)=\($0.value)" }
        let argv = argumentStrings.map { strdup($0) } + [nil]
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }

        // A clean signal state, as a login shell would give: the test runner's threads may block or
        // ignore signals, and a spawned tmux server would pass that on to the programs under test.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptySet = sigset_t(), allSignals = sigset_t()
        sigemptyset(&emptySet)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptySet)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        let spawnStatus = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawnStatus == 0 else {
            throw EndToEndError.commandFailed(command: argumentStrings, result: CommandResult(
                status: -1, standardOutput: "", standardError: String(cString: strerror(spawnStatus))))
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        // Exit code for a normal exit; 128 + the signal number for a death by signal, as shells say.
        let signal = waitStatus & 0x7F
        let status = signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal
        return CommandResult(status: status,
                             standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                             standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    /// The first executable called `name` on `PATH`.
    static func find(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// Finds the `clearfield` executable built with the tests (an extension: ClearfieldBinary.swift,
/// from the save branch, declares the type and its `locate`).
extension ClearfieldBinary {
    /// `CLEARFIELD_BINARY` if set; otherwise the build directory holding the test bundle (the test
    /// binary sits at `.build/<triple>/debug/<name>.xctest`, or inside the bundle on macOS).
    static func path() throws -> String {
        if let override = ProcessInfo.processInfo.environment["CLEARFIELD_BINARY"], !override.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: override) else {
                throw EndToEndError.binaryMissing(candidates: [override])
            }
            return override
        }
        let testExecutable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = testExecutable.resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates: [String] = []
        for _ in 0..<5 {
            let candidate = directory.appendingPathComponent("clearfield").path
            candidates.append(candidate)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate) {
                return candidate
            }
            directory.deleteLastPathComponent()
        }
        throw EndToEndError.binaryMissing(candidates: candidates)
    }
}
