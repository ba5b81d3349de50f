import Foundation
import GameCore
import Progress

/// The Mines game history as minesweeper players read it: for each board, games, wins, win
/// rate and winning streaks; and the latest games with their result, time and 3BV/s.
///
/// Built from the finished games, oldest first (`PlayedGame`). Games whose board was never
/// written down (finished before the history was kept) are counted in `unrecorded` only.
/// Classic and custom boards are told apart by generation style when the game's context names
/// it (no-guess or random); an endless run is never won, so its line counts runs and levels.
public struct MinesHistory: Codable, Equatable, Sendable {
    /// Which games one line of the table counts.
    public struct BoardKey: Codable, Hashable, Sendable, Comparable {
        public var board: MinesStatsBoard
        /// Nil when the games did not record it (and for endless runs, always no-guess).
        public var style: MinesGenerationStyle?

        public init(board: MinesStatsBoard, style: MinesGenerationStyle? = nil) {
            self.board = board
            self.style = style
        }

        /// "Endless", "Expert, no-guess", "Custom, random"; "Expert, style not recorded" for games
        /// finished before their style was written down (they stay apart from both styles).
        public var title: String {
            if let style { return name + ", " + style.label }
            return isStyleUnrecorded ? name + ", style not recorded" : name
        }

        /// The title in a narrow column: "Expert NG" (no-guess), "Custom R" (random), "Expert ?"
        /// (style not recorded).
        public var shortTitle: String {
            if let style { return name + " " + style.mark }
            return isStyleUnrecorded ? name + " ?" : name
        }

        /// A classic or custom board whose games did not record how it was laid out (an endless
        /// run is always no-guess, so it has nothing to record).
        public var isStyleUnrecorded: Bool { style == nil && board != .endless }

        /// The style as `clearfield stats --json` writes it: never null ("noGuess", "random", or
        /// "unrecorded" for games finished before it was kept); an endless run is "noGuess".
        public var styleName: String {
            if let style { return style.rawValue }
            return board == .endless ? MinesGenerationStyle.noGuess.rawValue : "unrecorded"
        }

        private var name: String { board.rawValue.prefix(1).uppercased() + board.rawValue.dropFirst() }

        public static func < (lhs: BoardKey, rhs: BoardKey) -> Bool {
            func rank(_ key: BoardKey) -> (Int, Int) {
                (MinesStatsBoard.allCases.firstIndex(of: key.board) ?? 0,
                 key.style.flatMap { MinesGenerationStyle.allCases.firstIndex(of: $0) }.map { $0 + 1 } ?? 0)
            }
            return rank(lhs) < rank(rhs)
        }
    }

    /// One board's line.
    public struct BoardRecord: Codable, Equatable, Sendable {
        public var key: BoardKey
        public var record: WinRecord
        /// The fastest win (classic and custom boards), in milliseconds: unassisted and not practice,
        /// the wins that set a best.
        public var bestTimeMilliseconds: Int64?
        /// Endless: the most levels cleared in one run.
        public var mostLevels: Int?
    }

    /// One finished game in the latest games.
    public struct Game: Codable, Equatable, Sendable {
        public var key: BoardKey
        /// Nil when the stored outcome is not one this version knows.
        public var outcome: GameOutcome?
        public var finishedAt: Date
        public var playTimeMilliseconds: Int64?
        /// The 3BV of the boards cleared (the board's 3BV for a won classic game).
        public var threeBV: Int64
        /// 3BV cleared per second of play, in thousandths; nil when nothing was cleared.
        public var threeBVPerSecondThousandths: Int64?
        /// Boards cleared (an endless run's levels).
        public var boardsCleared: Int64
        /// Hints taken: the game was assisted.
        public var hints: Int64
        /// The daily challenge's date ("2026-11-28") when the game was a daily, else nil.
        public var daily: String? = nil
        /// A chosen seed, a daily's later attempt or a past date's: it sets no best.
        public var practice = false
    }

    public var boards: [BoardRecord]
    /// Newest first.
    public var recent: [Game]
    /// Finished games whose board is not known.
    public var unrecorded: Int

    /// How many latest games players are shown.
    public static let recentCount = 20

    public init(games: [PlayedGame], recentCount: Int = MinesHistory.recentCount) {
        var records: [BoardKey: BoardRecord] = [:]
        var known: [Game] = []
        var unrecorded = 0
        for played in games where played.kind == .mines {
            guard let context = played.context, let board = context.minesBoard else {
                unrecorded += 1
                continue
            }
            let game = Self.game(played, key: BoardKey(board: board, style: board == .endless ? nil : context.minesStyle))
            known.append(game)
            var line = records[game.key] ?? BoardRecord(key: game.key, record: WinRecord())
            line.record.add(won: played.isWin)
            // "Fastest" is the board's best as the menu and Stats keep it: a practice game (a
            // chosen seed, a daily's later attempt or past date) and an assisted one set none.
            if played.isWin, !context.isPractice, game.hints == 0, let time = played.playTimeMilliseconds {
                line.bestTimeMilliseconds = min(line.bestTimeMilliseconds ?? time, time)
            }
            if board == .endless { line.mostLevels = max(line.mostLevels ?? 0, Int(game.boardsCleared)) }
            records[game.key] = line
        }
        boards = records.values.sorted { $0.key < $1.key }
        recent = Array(known.reversed().prefix(max(0, recentCount)))
        self.unrecorded = unrecorded
    }

    private static func game(_ played: PlayedGame, key: BoardKey) -> Game {
        let threeBV = played.stats["mines.threeBVCleared"] ?? 0
        let time = key.board == .endless ? endlessTime(played) : played.playTimeMilliseconds
        let rate = threeBV > 0 ? time.flatMap {
            StatFormat.ratePerSecond(threeBV, milliseconds: $0)
        } : nil
        return Game(key: key, outcome: played.outcome, finishedAt: played.finishedAt,
                    playTimeMilliseconds: time, threeBV: threeBV,
                    threeBVPerSecondThousandths: rate, boardsCleared: played.stats["mines.boardsCleared"] ?? 0,
                    hints: played.stats["mines.hints"] ?? 0, daily: played.context?.dailyDate,
                    practice: played.context?.isPractice ?? false)
    }
}

extension MinesHistory {
    /// An endless run's time: the time to clear the boards it cleared (the board that ended it
    /// does not count), as on the panel and the leaderboard. A run that cleared nothing took 0.
    /// Runs finished before that time was kept have it as the time of their best level when no
    /// hint cleared that (the same instant); otherwise it is not known (nil).
    static func endlessTime(_ played: PlayedGame) -> Int64? {
        if let cleared = played.stats[MinesStats.clearedTimeName] { return cleared }
        if (played.stats["mines.boardsCleared"] ?? 0) == 0 { return 0 }
        return played.stats["mines.endlessLevelTime"]
    }
}

extension MinesGenerationStyle {
    /// The style in words, for titles.
    var label: String {
        switch self {
        case .noGuess: "no-guess"
        case .random: "random"
        }
    }

    /// The style's mark in a narrow column.
    var mark: String {
        switch self {
        case .noGuess: "NG"
        case .random: "R"
        }
    }
}

extension StatsContext {
    /// A Mines game on a board laid out in `style` (how its mines were placed).
    public static func mines(board: MinesStatsBoard, style: MinesGenerationStyle) -> StatsContext {
        StatsContext(kind: .mines, detail: ["board": .name(board.rawValue), "style": .name(style.rawValue)])
    }

    /// How a Mines game's boards were laid out, when its context says.
    public var minesStyle: MinesGenerationStyle? {
        kind == .mines ? name("style").flatMap(MinesGenerationStyle.init(rawValue:)) : nil
    }
}
