import Foundation

/// `clearfield keys` typed into a tmux session's shell, with its event log and stderr in files.
struct KeysRun {
    let session: TmuxSession
    let log: URL
    let errors: URL

    /// Starts `clearfield keys` in `session`'s shell; `termOverride` sets TERM for that command only.
    /// Without `reportExitStatus` nothing follows the command (job control: after Ctrl-Z the shell
    /// would run the rest of the line at once, with status 148).
    static func start(in session: TmuxSession, termOverride: String? = nil, arguments: [String] = [],
                      reportExitStatus: Bool = true) throws -> KeysRun {
        let binary = try ClearfieldBinary.path()
        let run = KeysRun(session: session, log: session.file("events.log"), errors: session.file("stderr.txt"))
        let assignment = termOverride.map { "TERM=\(TmuxSession.shellQuoted($0)) " } ?? ""
        let command = ([TmuxSession.shellQuoted(binary), "keys", "--log", TmuxSession.shellQuoted(run.log.path)]
                       + arguments.map(TmuxSession.shellQuoted)).joined(separator: " ")
        let report = reportExitStatus ? "; echo \"exit:$?\"" : ""
        try session.run("\(assignment)\(command) 2>\(TmuxSession.shellQuoted(run.errors.path))\(report)")
        return run
    }

    /// The lines of the event log (the first is the header with the pid and the terminal summary).
    func logLines() -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The events logged so far, without the header and closing lines.
    func loggedEvents() -> [String] {
        Array(logLines().dropFirst()).filter { !$0.hasPrefix("stopped:") && $0 != "quit" }
    }

    func standardError() -> String {
        (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
    }

    /// Waits for the program to be up (its log header is written once the terminal is open).
    func waitUntilReady() throws {
        try session.waitFor("Events, newest first")
        try session.waitUntil("the log header") { processIdentifier() != nil }
    }

    /// The program's process id, from its log header.
    func processIdentifier() -> pid_t? {
        guard let header = logLines().first, let range = header.range(of: "pid ") else { return nil }
        return pid_t(header[range.upperBound...].prefix { $0.isNumber })
    }

    func waitForExitStatus(prefix: String = "exit:") throws -> Int {
        try session.waitForExitStatus(prefix: prefix)
    }

    /// What tmux says about the pane's terminal modes, to check the program put them back.
    func terminalModes() throws -> TerminalModes {
        TerminalModes(alternateScreen: try session.format("#{alternate_on}") == "1",
                      cursorVisible: try session.format("#{cursor_flag}") == "1",
                      mouseReporting: try session.format("#{mouse_any_flag}") == "1",
                      keypadMode: try session.format("#{keypad_cursor_flag}") == "1")
    }
}

struct TerminalModes: Equatable {
    var alternateScreen: Bool
    var cursorVisible: Bool
    var mouseReporting: Bool
    var keypadMode: Bool

    /// A shell prompt's terminal: main screen, visible cursor, no mouse reports, normal cursor keys.
    static let restored = TerminalModes(alternateScreen: false, cursorVisible: true, mouseReporting: false,
                                        keypadMode: false)
}

/// Whether a process has ended (gone, or a zombie waiting for its parent to reap it).
func processHasEnded(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
    guard let close = stat.lastIndex(of: ")") else { return false }
    let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
    return state == "Z" || state == "X"
}
