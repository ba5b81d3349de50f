import GameCore
import GameRules

/// Plays random boards by following the chooser alone (`clearfield mines autoplay`): the
/// measure of how good its guesses are.
///
/// Each game is a real game of the rules (`MinesState`), so its log is the game's own and
/// `MinesBackEnd.verify` accepts it. Board i of a run is the game's random layout (classic
/// style, not no-guess) from seed S+i, opened at the chosen first cell. The chooser is handed
/// `board.visible` and nothing else; every cell it proves safe is revealed before it is asked
/// again (each stays safe, so the order does not matter), and a guess is one reveal.
public enum MinesAutoplay {
    /// One game played out.
    public struct Game: Sendable {
        public let setup: GameSetup<MinesGameParams>
        public let log: TimedLog<MinesMove>
        public let won: Bool
        /// Reveals made without a proof, the first reveal not counted.
        public let guesses: Int
        /// The chance the chooser gave to each of its guesses being a mine.
        public let guessChances: [Double]
        /// Seconds each of the chooser's answers took (each is one hint's work), when a clock
        /// was given; the guesses' answers, the costly ones, apart.
        public var adviceSeconds: [Double] = []
        public var guessAdviceSeconds: [Double] = []
    }

    /// The game for `params` from `seed`, opened at `first`: a classic game when the size is a
    /// classic board's, a custom one otherwise, its mines laid out at random.
    public static func setup(_ params: MinesParams, seed: UInt64) -> GameSetup<MinesGameParams> {
        let mode: MinesMode = MinesDifficulty.allCases.first { $0.params == params }.map(MinesMode.classic) ?? .custom(params)
        return GameSetup(params: MinesGameParams(mode: mode, settings: MinesSettings(style: .random)), seed: seed)
    }

    /// Plays one game. The log's offsets count the moves, a millisecond apart, so a seed's
    /// log is the same on every run and every machine.
    /// `seconds`, when given, reads a clock in seconds to time each of the chooser's answers.
    public static func play(_ params: MinesParams, first: Point, seed: UInt64,
                            seconds: (() -> Double)? = nil) -> Game {
        let setup = setup(params, seed: seed)
        var state = MinesState(setup: setup.params.setup(seed: seed))
        var log = TimedLog<MinesMove>()
        var guesses = 0
        var chances: [Double] = []
        var adviceSeconds: [Double] = [], guessAdviceSeconds: [Double] = []
        func finished(won: Bool) -> Game {
            var game = Game(setup: setup, log: log, won: won, guesses: guesses, guessChances: chances)
            game.adviceSeconds = adviceSeconds
            game.guessAdviceSeconds = guessAdviceSeconds
            return game
        }
        func reveal(_ point: Point) -> Bool {
            guard let next = state.applying(.reveal(point)) else { return false }
            log.append(.move(.reveal(point)), at: log.count)
            state = next.state
            return true
        }
        guard reveal(first) else { return finished(won: false) }
        while state.board.outcome == .playing {
            let start = seconds?()
            guard let advice = MinesMoveChooser.advice(for: state.board.visible) else { break }
            if let start, let seconds {
                adviceSeconds.append(seconds() - start)
                if advice.guess != nil { guessAdviceSeconds.append(seconds() - start) }
            }
            switch advice.reason {
            case .opening, .provenSafe:
                var moved = false
                for point in advice.provenSafe where state.board.outcome == .playing
                    && state.board.mark(at: point) != .revealed {
                    moved = reveal(point) || moved
                }
                if !moved { _ = reveal(advice.point) }
            case .guess(let guess):
                guesses += 1
                chances.append(guess.mineChance)
                guard reveal(advice.point) else { return finished(won: false) }
            }
        }
        return finished(won: state.board.outcome == .won)
    }
}

/// The figures of an autoplay run.
public struct MinesAutoplaySummary: Equatable, Sendable {
    public var wins = 0
    public var losses = 0
    /// Guesses over the games won.
    public var guessesInWins = 0
    /// Time spent playing, over all games (measured by the caller's clock).
    public var totalSeconds = 0.0
    /// The chooser's answers' times, all and for guesses (when the games were timed).
    public var adviceSeconds: [Double] = []
    public var guessAdviceSeconds: [Double] = []

    public init() {}

    public var games: Int { wins + losses }
    public var winRate: Double { games == 0 ? 0 : Double(wins) / Double(games) }
    public var meanSecondsPerGame: Double { games == 0 ? 0 : totalSeconds / Double(games) }
    public var guessesPerWin: Double { wins == 0 ? 0 : Double(guessesInWins) / Double(wins) }

    public mutating func add(_ game: MinesAutoplay.Game, seconds: Double) {
        if game.won {
            wins += 1
            guessesInWins += game.guesses
        } else {
            losses += 1
        }
        totalSeconds += seconds
        adviceSeconds += game.adviceSeconds
        guessAdviceSeconds += game.guessAdviceSeconds
    }

    /// Adds another run's figures (a worker's share of the boards).
    public mutating func merge(_ other: MinesAutoplaySummary) {
        wins += other.wins
        losses += other.losses
        guessesInWins += other.guessesInWins
        totalSeconds += other.totalSeconds
        adviceSeconds += other.adviceSeconds
        guessAdviceSeconds += other.guessAdviceSeconds
    }

    /// The `fraction` quantile (0...1) of `values`, nearest rank; nil when there are none.
    public static func quantile(_ fraction: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The win rate's 95 % interval by Wilson's score method, which stays inside 0...1 and is
    /// sound for rates near either end and for few games (z = 1.96).
    public var winRateInterval: ClosedRange<Double> {
        guard games > 0 else { return 0...1 }
        let z = 1.959_963_984_540_054
        let n = Double(games), p = winRate
        let denominator = 1 + z * z / n
        let centre = (p + z * z / (2 * n)) / denominator
        let half = z * (p * (1 - p) / n + z * z / (4 * n * n)).squareRoot() / denominator
        return max(0, centre - half)...min(1, centre + half)
    }
}
