import ArgumentParser
import CommandSupport
import Foundation
import GameCore
import GameRules
import Mines
import Synchronization

extension MinesCommand {
    /// Plays random boards by following the hint alone and prints how often it wins.
    struct Autoplay: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "autoplay",
            abstract: "Play random boards by following the hint alone; print the win rate.",
            discussion: """
            Board i (from 0) is the game's own random layout (not no-guess) from seed S+i, opened at the first cell (the centre without --first; it and its neighbours never hold a mine). Each board is played by the move the hint advises, made from what a player sees: every cell logic proves safe is revealed, and where logic runs out the hint's guess is taken.

            Prints the wins, the losses, the win rate with its 95% interval (Wilson's), the mean time per board, the guesses per won game (the first reveal not counted) and how long the hint's choices took in CPU time of the thread that played (p50, p99 and the longest, and p99 of the guesses alone). --json prints the same as one object.

            --outcomes FILE writes one line per board (seed, won or lost, guesses), to compare two versions of the hint on the same boards.

            --logs DIR writes each game as the game keeps it: DIR/<seed>.setup.json (the setup) and DIR/<seed>.log (the packed move log), which the game's own verification replays.

            Exit status: 0 when the boards were played, 1 when a log or the outcomes could not be written, 64 for a usage error.
            """
        )

        @OptionGroup var board: MinesBoardOptions

        @Option(parsing: .unconditional, help: "How many boards to play.")
        var count: Int = 100

        @Option(parsing: .unconditional, help: "Seed of the first board; board i uses seed+i.",
                transform: SeedArgument.parse)
        var seed: UInt64?

        @Option(parsing: .unconditional, help: "Boards played at once (1 to 64); the figures do not depend on it.")
        var jobs: Int = 1

        @Option(help: ArgumentHelp("Write each game's setup and log into this directory.", valueName: "dir"))
        var logs: String?

        @Option(help: ArgumentHelp("Write one line per board into this file: its seed, won or lost, and the guesses taken (to compare two versions of the hint board by board).", valueName: "file"))
        var outcomes: String?

        @Flag(help: "Print JSON instead of text.")
        var json = false

        func validate() throws {
            try board.validate(count: count, verb: "play")
            guard (1...64).contains(jobs) else {
                throw ValidationError("--jobs \(jobs) is out of range: play 1 to 64 boards at once")
            }
        }

        func run() throws {
            let params = try board.params()
            let first = try board.firstCell()
            let startSeed = seed ?? UInt64.random(in: 0...UInt64.max)
            let directory = try logs.map(Self.prepare(directory:))
            let workers = min(jobs, count)
            // Each worker plays boards w, w + workers, …: a board's game depends on its seed
            // alone, so the totals are the same for any number of workers.
            let results = Mutex<(summary: MinesAutoplaySummary, failure: String?, lines: [UInt64: String])>((MinesAutoplaySummary(), nil, [:]))
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                var summary = MinesAutoplaySummary()
                let clock = ContinuousClock()
                let origin = clock.now
                let seconds = { Self.seconds(origin.duration(to: clock.now)) }
                var lines: [UInt64: String] = [:]
                for index in stride(from: worker, to: count, by: workers) {
                    let boardSeed = startSeed &+ UInt64(index)
                    let start = seconds()
                    // The hint's time is the worker thread's CPU time: on a shared machine the
                    // wall clock also counts the waits for a core, which are not the hint's work.
                    let game = MinesAutoplay.play(params, first: first, seed: boardSeed, seconds: Self.threadSeconds)
                    summary.add(game, seconds: seconds() - start)
                    if outcomes != nil { lines[boardSeed] = "\(boardSeed) \(game.won ? "won" : "lost") \(game.guesses)" }
                    if let directory {
                        do {
                            try Self.write(game, seed: boardSeed, into: directory)
                        } catch {
                            results.withLock { $0.failure = $0.failure ?? "cannot write the log of seed \(boardSeed) into \(directory.path): \(error.localizedDescription)" }
                            return
                        }
                    }
                    if results.withLock({ $0.failure != nil }) { return }
                }
                results.withLock {
                    $0.summary.merge(summary)
                    $0.lines.merge(lines) { first, _ in first }
                }
            }
            let (summary, failure, lines) = results.withLock { ($0.summary, $0.failure, $0.lines) }
            if let failure {
                printError("clearfield: \(failure)")
                throw ExitCode(1)
            }
            if let outcomes {
                let text = lines.sorted { $0.key < $1.key }.map { $0.value + "\n" }.joined()
                do {
                    try Data(text.utf8).write(to: URL(fileURLWithPath: outcomes), options: .atomic)
                } catch {
                    printError("clearfield: cannot write --outcomes \(outcomes): \(error.localizedDescription)")
                    throw ExitCode(1)
                }
            }
            if json {
                try printJSON(Report(params: params, first: first, seed: startSeed, summary: summary))
            } else {
                printLine(Self.text(params: params, first: first, seed: startSeed, summary: summary))
            }
        }

        /// The calling thread's CPU time in seconds.
        private static func threadSeconds() -> Double {
            var time = timespec()
            guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
            return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
        }

        private static func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
        }

        /// The directory for the logs, made when missing; a clear sentence when it cannot be.
        private static func prepare(directory path: String) throws -> URL {
            let url = URL(fileURLWithPath: path, isDirectory: true)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    printError("clearfield: --logs \(path) is a file, not a directory")
                    throw ExitCode(1)
                }
                return url
            }
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } catch {
                printError("clearfield: cannot make the directory --logs \(path): \(error.localizedDescription)")
                throw ExitCode(1)
            }
            return url
        }

        /// `<seed>.setup.json` and `<seed>.log`: the setup and the packed log, as a ranked game keeps them.
        static func write(_ game: MinesAutoplay.Game, seed: UInt64, into directory: URL) throws {
            try MinesBackEnd.encode(game.setup).write(to: directory.appendingPathComponent("\(seed).setup.json"), options: .atomic)
            try game.log.packed().write(to: directory.appendingPathComponent("\(seed).log"), options: .atomic)
        }

        static func text(params: MinesParams, first: Point, seed: UInt64, summary: MinesAutoplaySummary) -> String {
            let interval = summary.winRateInterval
            return """
            \(Plural.count(summary.games, "random \(params) board")) from seed \(seed), first reveal at \(first.x),\(first.y)
            wins \(summary.wins), losses \(summary.losses)
            win rate \(percent(summary.winRate)) (95% interval \(percent(interval.lowerBound))-\(percent(interval.upperBound)), Wilson)
            mean time per board \(String(format: "%.1f", summary.meanSecondsPerGame * 1000)) ms
            guesses per won game \(String(format: "%.2f", summary.guessesPerWin))
            hint time \(milliseconds(summary, 0.5)) ms p50, \(milliseconds(summary, 0.99)) ms p99, \(milliseconds(summary, 1)) ms max; \
            on guesses \(milliseconds(summary, 0.99, guesses: true)) ms p99
            """
        }

        private static func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }

        /// A quantile of the chooser's answer times, in milliseconds ("-" when none was timed).
        private static func milliseconds(_ summary: MinesAutoplaySummary, _ fraction: Double, guesses: Bool = false) -> String {
            let values = guesses ? summary.guessAdviceSeconds : summary.adviceSeconds
            return MinesAutoplaySummary.quantile(fraction, of: values).map { String(format: "%.2f", $0 * 1000) } ?? "-"
        }

        private struct Report: Encodable {
            struct Cell: Encodable {
                var x: Int
                var y: Int
            }

            struct Interval: Encodable {
                var low: Double
                var high: Double
            }

            var width: Int
            var height: Int
            var mines: Int
            var first: Cell
            var seed: UInt64
            var boards: Int
            var wins: Int
            var losses: Int
            var winRate: Double
            var winRateInterval95: Interval
            var meanMillisecondsPerBoard: Double
            var guessesPerWin: Double
            /// The chooser's answer times (each one hint's work), in milliseconds.
            var hintMilliseconds: HintTimes

            struct HintTimes: Encodable {
                var p50: Double?
                var p99: Double?
                var max: Double?
                var guessP99: Double?
            }

            init(params: MinesParams, first: Point, seed: UInt64, summary: MinesAutoplaySummary) {
                width = params.width
                height = params.height
                mines = params.mines
                self.first = Cell(x: first.x, y: first.y)
                self.seed = seed
                boards = summary.games
                wins = summary.wins
                losses = summary.losses
                winRate = summary.winRate
                winRateInterval95 = Interval(low: summary.winRateInterval.lowerBound, high: summary.winRateInterval.upperBound)
                meanMillisecondsPerBoard = summary.meanSecondsPerGame * 1000
                guessesPerWin = summary.guessesPerWin
                func quantile(_ fraction: Double, _ values: [Double]) -> Double? {
                    MinesAutoplaySummary.quantile(fraction, of: values).map { $0 * 1000 }
                }
                hintMilliseconds = HintTimes(p50: quantile(0.5, summary.adviceSeconds), p99: quantile(0.99, summary.adviceSeconds),
                                             max: quantile(1, summary.adviceSeconds),
                                             guessP99: quantile(0.99, summary.guessAdviceSeconds))
            }
        }
    }
}
