import Foundation

/// A detached tmux session of a fixed size on a private server (its own socket, `tmux -S`, kept in
/// the session's temporary directory so nothing is left behind), with a private environment, for
/// driving the real `clearfield` binary.
///
/// The pane either runs an interactive `sh` (type commands with `run`, as a player would: job
/// control, Ctrl-Z and `fg` work) or one command given at start. Panes stay on screen after their
/// program ends (`remain-on-exit`), so the last screen and the exit status can still be read.
final class TmuxSession {
    let directory: URL
    /// The server's socket, inside `directory`.
    let socket: String
    private let tmux: String
    private let environment: [String: String]
    private var isKilled = false

    /// The pane's target: the session's only window and pane.
    private let target = "e2e:0.0"

    /// Starts the session. `command` (a shell command line) runs instead of an interactive shell.
    /// `term` is the pane's TERM; `extraEnvironment` is added to the private environment.
    init(columns: Int = 80, rows: Int = 24, term: String = "tmux-256color", command: String? = nil,
         extraEnvironment: [String: String] = [:]) throws {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let tmux = CommandRunner.find("tmux", path: searchPath) else {
            throw EndToEndError.tmuxMissing(searched: searchPath)
        }
        self.tmux = tmux
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("clearfield-e2e-\(getpid())-\(UUID().uuidString.prefix(8))")
        socket = directory.appendingPathComponent("tmux.socket").path
        let home = directory.appendingPathComponent("home")
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)

        // The server's environment becomes the pane's: nothing from the developer's session leaks in.
        environment = [
            "PATH": searchPath,
            "HOME": home.path,
            "LANG": "C.UTF-8",
            "CLEARFIELD_HOME": data.path,
            "SWIFT_BACKTRACE": "interactive=no",
            "TERM": "xterm-256color",  // for the tmux client itself; the pane's TERM is set below
        ].merging(extraEnvironment) { _, new in new }

        let configuration = directory.appendingPathComponent("tmux.conf")
        try """
            set -g default-terminal "\(term)"
            set -g default-shell /bin/sh
            set -g remain-on-exit on
            set -g status off
            set -g history-limit 1000
            set -sg escape-time 0
            """.write(to: configuration, atomically: true, encoding: .utf8)

        var arguments = ["-f", configuration.path, "new-session", "-d", "-s", "e2e",
                         "-x", String(columns), "-y", String(rows)]
        arguments.append(command ?? "exec /bin/sh -i")
        try tmuxCommand(arguments)
        if command == nil {
            // Typed-ahead text would be echoed before the prompt and mix with the output: wait for it.
            try waitUntil("the shell's prompt") {
                !(try capture()).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            }
        }
    }

    deinit {
        kill()
    }

    /// Quotes a string for a POSIX shell command line.
    static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// A path inside the session's temporary directory.
    func file(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// Types a command line into the pane's shell and presses Enter.
    func run(_ commandLine: String) throws {
        try typeText(commandLine)
        try sendKeys("Enter")
    }

    /// Sends keys by tmux name ("Up", "C-l", "F5", "Enter", "q").
    func sendKeys(_ keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", target] + keys)
    }

    /// Sends text literally, character by character.
    func typeText(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", target, "-l", text])
    }

    /// Sends raw bytes, as a terminal would for input tmux has no key name for (mouse reports).
    func sendBytes(_ bytes: [UInt8]) throws {
        try tmuxCommand(["send-keys", "-t", target, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The visible screen as text, one line per row.
    func capture() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-t", target]).standardOutput
    }

    /// The visible screen with lines the terminal wrapped joined back (for long shell commands).
    func captureJoiningWrappedLines() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-J", "-t", target]).standardOutput
    }

    /// The value of a tmux format for the pane, such as `#{alternate_on}`.
    func format(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", "-t", target, format]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen until it contains `text`; returns that screen. The timeout is generous: it
    /// only bounds a wait for something that should happen, it measures nothing.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 30) throws -> String {
        var screen = ""
        try waitUntil(text, timeout: timeout) {
            screen = try capture()
            return screen.contains(text)
        } lastScreen: { screen }
        return screen
    }

    /// Polls `condition` until it holds; `description` and the last screen go into the error.
    func waitUntil(_ description: String, timeout: Double = 30, _ condition: () throws -> Bool,
                   lastScreen: (() -> String)? = nil) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if try condition() { return }
            if Date() >= deadline {
                var pane = (try? format("pane #{pane_pid} running #{pane_current_command}, dead #{pane_dead} alt #{alternate_on} hist #{history_size} cursor #{cursor_x},#{cursor_y} size #{pane_width}x#{pane_height}")) ?? ""
                pane += " history: " + ((try? tmuxCommand(["capture-pane", "-p", "-S", "-100", "-t", target]).standardOutput) ?? "?")
                if let pid = try? format("#{pane_pid}") {
                    pane += " stack: " + ((try? String(contentsOfFile: "/proc/\(pid)/stack", encoding: .utf8)) ?? "?")
                        .replacingOccurrences(of: "\n", with: " | ")
                    pane += " wchan: " + ((try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)) ?? "?")
                    pane += " status: " + ((try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? "?")
                        .split(separator: "\n").filter { $0.hasPrefix("Sig") || $0.hasPrefix("State") }.joined(separator: "; ")
                }
                throw EndToEndError.timedOut(waitingFor: description,
                                             lastScreen: (lastScreen?() ?? ((try? capture()) ?? "")) + "\n(\(pane))")
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Lets programs in the pane set tmux's paste buffer with the clipboard escape (OSC 52), as
    /// a terminal with a clipboard would take it.
    func takeClipboardEscapes() throws {
        try tmuxCommand(["set-option", "-s", "set-clipboard", "on"])
    }

    /// The newest paste buffer (what the last clipboard escape copied); "" when there is none.
    func pasteBuffer() throws -> String {
        let result = try CommandRunner.run(tmux, ["-S", socket, "show-buffer"], environment: environment)
        return result.status == 0 ? result.standardOutput : ""
    }

    /// Resizes the window (and so the pane) as a terminal emulator would.
    func resize(columns: Int, rows: Int) throws {
        try tmuxCommand(["resize-window", "-t", "e2e", "-x", String(columns), "-y", String(rows)])
    }

    /// The pane's program has ended (only for a session started with `command`, or after the shell exits).
    func paneIsDead() throws -> Bool {
        try format("#{pane_dead}") == "1"
    }

    /// Exit status of the pane's program once it has ended.
    func paneExitStatus() throws -> Int? {
        try paneIsDead() ? Int(try format("#{pane_dead_status}")) : nil
    }

    /// Ends the session and its server: the pane's terminal closes, as when a window is closed.
    func kill() {
        guard !isKilled else { return }
        isKilled = true
        _ = try? CommandRunner.run(tmux, ["-S", socket, "kill-server"], environment: environment)
    }

    /// Removes the temporary directory (call when the test no longer needs its files).
    func removeFiles() {
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> CommandResult {
        let command = ["-S", socket] + arguments
        let result = try CommandRunner.run(tmux, command, environment: environment)
        guard result.status == 0 else {
            throw EndToEndError.commandFailed(command: ["tmux"] + command, result: result)
        }
        return result
    }
}

extension TmuxSession {
    /// Waits until the shell prints a line `<prefix>N` (by default `exit:N`, printed after the
    /// program by `; echo "exit:$?"`), and returns N. The echoed command line itself holds
    /// `$?`, not a number, so it never matches.
    func waitForExitStatus(prefix: String = "exit:", timeout: Double = 30) throws -> Int {
        var status: Int?
        try waitUntil("a line \(prefix)N after the program", timeout: timeout) {
            status = try capture().split(separator: "\n")
                .compactMap { line in line.range(of: prefix, options: .backwards).flatMap { Int(line[$0.upperBound...]) } }
                .last
            return status != nil
        }
        return status ?? -1
    }
}
