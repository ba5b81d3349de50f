import Daily
import Shell

/// What the daily screens need from the program, kept in the environment under DailyUI's key:
/// the current player's ledger of attempts. Nil: attempts are not kept in this run, so every
/// daily is practice (a game that cannot be recorded once must not rank).
public struct DailyServices {
    public var ledger: () -> DailyLedger? = { nil }
    /// The shared board's seeds and deals (issue 23); nil without a shared board.
    public var shared: SharedDailyAccess?
    /// The games' dailies as the screens play them, in the order they list them (the
    /// composition root's list).
    public var frontEnds: [any DailyFrontEnd] = []

    /// The games with a daily, in the screens' order.
    public var games: DailyGames { DailyGames(frontEnds.map(\.daily)) }

    public func frontEnd(_ game: DailyGame) -> (any DailyFrontEnd)? {
        frontEnds.first { $0.game == game }
    }

    public init() {}
}

private enum DailyServicesKey: EnvironmentKey {
    static var defaultValue: DailyServices { DailyServices() }
}

extension AppEnvironment {
    /// Keeps daily attempts in `ledger` (the current player's): each start is recorded, and a
    /// daily left before its first move is taken back (issue 34, B7), so it is no attempt.
    public mutating func keepDailyAttempts(in ledger: @escaping () -> DailyLedger?) {
        daily.ledger = ledger
        let earlier = gameLeftUnstarted
        gameLeftUnstarted = { context in
            earlier?(context)
            try? ledger()?.withdrawUnstarted(context)
        }
    }

    /// The daily screens' services.
    public var daily: DailyServices {
        get { self[DailyServicesKey.self] }
        set { self[DailyServicesKey.self] = newValue }
    }

    /// Today and the days around it, in the player's zone, on the environment's clock.
    public var dailyCalendar: DailyCalendar {
        let zone = timeZone
        return DailyCalendar(clock: clock, zone: DailyZone { zone.secondsFromGMT(at: $0) })
    }
}
