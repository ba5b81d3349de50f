import CommandSupport
import ArgumentParser
import Foundation
import Terminal

/// `clearfield keys`: a diagnostic screen for players whose keys or mouse do not seem to work.
/// It shows what the terminal reports and every decoded event, exactly as the game receives them.
struct KeysCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keys",
        abstract: "Show the keys, mouse clicks and resizes the game receives (q quits).",
        discussion: """
            Opens the terminal the way the game does and lists each event as it arrives, for example \
            "key up", "mouse left at 10,4" or "resize 60×20". Inputs the game does not use are listed \
            as "unused" with the terminal's name for them.
            """
    )

    /// `--ascii` and `--no-color` are global options: the root command parses them wherever they
    /// are given, so a flag of the same name here would never be set.
    @OptionGroup var drawing: DrawingOptions
    var ascii: Bool { drawing.ascii }
    var noColor: Bool { drawing.noColor }

    @Flag(name: .customLong("no-mouse"), help: "Do not ask the terminal for mouse reports.")
    var noMouse = false

    @Option(name: .long, help: ArgumentHelp("Also append every event to this file.", valueName: "file"))
    var log: String?

    @Option(name: .long, help: ArgumentHelp(
        "Stop waiting after this many milliseconds and list a timeout (checks the game's timers).",
        valueName: "ms"))
    var tick: Int?

    func validate() throws {
        if let tick, tick <= 0 { throw ValidationError("--tick must be a positive number of milliseconds") }
    }

    func run() throws {
        let logFile = try log.map(EventLog.init(path:))
        let options = TerminalOptions.fromEnvironment(ascii: ascii, noColor: noColor, enableMouse: !noMouse)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(options: options)
        } catch let error as TerminalError {
            printError(error.description)
            throw ExitCode(2)
        }
        var screen = KeysScreen(terminalType: terminal.terminalType, capabilities: terminal.capabilities)
        logFile?.append("clearfield keys: pid \(ProcessInfo.processInfo.processIdentifier), \(screen.summary(size: terminal.size))")
        // Called from inside nextEvent, which keeps waiting afterwards: draw the line right away.
        terminal.unrecognizedInputHandler = { [unowned terminal] name in
            screen.record("unused \(name)")
            logFile?.append("unused \(name)")
            terminal.present(screen.frame(size: terminal.size))
        }

        var stopReason: StopReason?
        loop: while true {
            terminal.present(screen.frame(size: terminal.size))
            let event = terminal.nextEvent(timeoutMilliseconds: tick)
            logFile?.append(event.description)
            switch event {
            case .key(.character("q")):
                break loop
            case .stop(let reason):
                stopReason = reason
                break loop
            default:
                screen.record(event.description)
            }
        }
        terminal.restore()
        if let stopReason {
            logFile?.append("stopped: \(stopReason)")
            if stopReason != .hangup {
                FileHandle.standardError.write(Data("clearfield keys: stopped (\(stopReason))\n".utf8))
            }
        } else {
            logFile?.append("quit")
        }
    }
}

/// What the keys screen shows: the terminal's description and the most recent events.
private struct KeysScreen {
    let terminalType: String
    let capabilities: TerminalCapabilities
    private var events: [(number: Int, text: String)] = []
    private var count = 0

    init(terminalType: String, capabilities: TerminalCapabilities) {
        self.terminalType = terminalType
        self.capabilities = capabilities
    }

    mutating func record(_ text: String) {
        count += 1
        events.insert((count, text), at: 0)
        if events.count > 200 { events.removeLast() }
    }

    func summary(size: ScreenSize) -> String {
        "TERM \(terminalType), size \(size), colours \(yesNo(capabilities.colors)), "
            + "unicode \(yesNo(capabilities.unicode)), mouse \(yesNo(capabilities.mouse))"
    }

    func frame(size: ScreenSize) -> FrameBuffer {
        var frame = FrameBuffer(size: size)
        frame.put("clearfield keys: press keys, click, resize; q quits", column: 0, row: 0, style: .bold)
        frame.put(summary(size: size), column: 0, row: 1)
        let sample = capabilities.unicode ? "Unicode sample: ▶ ● ▒ é 漢字" : "ASCII mode: > * # e"
        frame.put(sample, column: 0, row: 2)
        var column = frame.put("Colours:", column: 0, row: 3)
        if capabilities.colors {
            for color in TerminalColor.allCases {
                column = frame.put(" \(color)", column: column, row: 3, style: TextStyle(foreground: color, bold: true))
            }
        } else {
            frame.put(" off", column: column, row: 3)
        }
        frame.put(String(repeating: capabilities.unicode ? "─" : "-", count: size.columns), column: 0, row: 4)
        frame.put("Events, newest first:", column: 0, row: 5)
        for (index, event) in events.prefix(max(0, size.rows - 6)).enumerated() {
            let number = String(event.number)
            let line = String(repeating: " ", count: max(0, 5 - number.count)) + number + "  " + event.text
            frame.put(line, column: 0, row: 6 + index, style: index == 0 ? .reverse : .plain)
        }
        return frame
    }

    private func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
}

/// Appends lines to a file, one write per line, so it survives the process being killed.
private final class EventLog {
    private let handle: FileHandle

    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw ValidationError("cannot write the log file \(path)")
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    func append(_ line: String) {
        handle.write(Data((line + "\n").utf8))
    }
}
