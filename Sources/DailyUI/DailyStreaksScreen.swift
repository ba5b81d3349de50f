import Daily
import Foundation
import GameCore
import Midend
import Shell
import Terminal

/// The board of current streaks (`s` on the Daily screen): every player ranked by their run of
/// days with a daily cleared, the current player's row marked: the shared board's players when
/// one is configured (this computer's, saying so, when it cannot be read), else this computer's.
/// Read as background work each time it shows (a game may have ended meanwhile); `↑`/`↓`
/// scroll a board longer than the screen; Esc goes back.
public struct DailyStreaksScreen: Screen {
    public private(set) var shown: DailyStreakBoardData?
    /// The first row shown; nil keeps the current player's row in view.
    public private(set) var top: Int?

    public init() {}

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        let today = context.environment.dailyCalendar.today
        let ledger = context.environment.daily.ledger()
        let shared = context.environment.dailySharedStreaks
        let games = context.environment.daily.games
        return .run(BackgroundJob(title: "Daily streaks") { _ in
            DailyStreakBoardData.read(today: today, games: games, ledger: ledger, shared: shared)
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        guard case .finished(_, let result) = delivery, let data = result as? DailyStreakBoardData else { return .stay }
        shown = data
        return .stay
    }

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if KeyBindings.isBack(key) { return .pop }
        let first = firstRow(size: context.size)
        switch key {
        case .up, .character("k"): top = clamped(first - 1, size: context.size)
        case .down, .character("j"): top = clamped(first + 1, size: context.size)
        case .pageUp: top = clamped(first - Self.listRows(context.size), size: context.size)
        case .pageDown: top = clamped(first + Self.listRows(context.size), size: context.size)
        default: break
        }
        return .stay
    }

    /// Rows of the list that fit between the column headings and the two message lines.
    static func listRows(_ size: ScreenSize) -> Int { max(1, size.rows - 9) }

    /// The first row shown: the one scrolled to, else one that keeps the current player's row in view.
    func firstRow(size: ScreenSize) -> Int {
        if let top { return clamped(top, size: size) }
        let visible = Self.listRows(size)
        guard let viewer = shown?.rows.firstIndex(where: \.isViewer), viewer >= visible else { return 0 }
        return clamped(viewer - visible / 2, size: size)
    }

    private func clamped(_ row: Int, size: ScreenSize) -> Int {
        min(max(0, row), max(0, (shown?.rows.count ?? 0) - Self.listRows(size)))
    }
}

/// What the board of streaks shows: read in the background.
public struct DailyStreakBoardData: Sendable {
    /// Whose streaks: the shared board's players, or this computer's.
    public enum Source: Sendable { case sharedBoard, thisComputer }

    public var today: DailyDate
    public var rows: [DailyStreakRow]
    public var source: Source
    /// Why the board could not be read (or only in part, or only locally).
    public var problem: String?

    /// The shared board's streaks when one is configured, else (or when it cannot be read, which
    /// the problem says) the local database's.
    static func read(today: DailyDate, games: DailyGames, ledger: DailyLedger?, shared: DailySharedStreaks?) -> DailyStreakBoardData {
        var fallback: String?
        if let shared {
            do {
                let reading = try shared.read(today.adding(days: 1 - DailySharedStreaks.days))
                return DailyStreakBoardData(
                    today: today, rows: DailyStreakBoard.rows(reading.players, today: today, viewer: reading.viewer),
                    source: .sharedBoard,
                    problem: reading.isComplete ? nil : "The shared board has more players than one read takes: some are left out.")
            } catch {
                fallback = "The shared board could not be read (\(error)): these are this computer's streaks."
            }
        }
        var data = local(today: today, games: games, ledger: ledger)
        if let fallback, data.problem == nil { data.problem = fallback }
        return data
    }

    private static func local(today: DailyDate, games: DailyGames, ledger: DailyLedger?) -> DailyStreakBoardData {
        guard let ledger else {
            return DailyStreakBoardData(today: today, rows: [], source: .thisComputer,
                                        problem: "Daily results are not kept in this run: there are no streaks to show.")
        }
        do {
            return DailyStreakBoardData(today: today, rows: try ledger.streakBoard(today: today, games: games), source: .thisComputer)
        } catch {
            return DailyStreakBoardData(today: today, rows: [], source: .thisComputer,
                                        problem: "The streaks could not be read: \(error)")
        }
    }
}
