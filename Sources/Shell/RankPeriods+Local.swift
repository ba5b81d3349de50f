import Leaderboards

extension RankPeriods {
    /// Days and weeks in the system's local time (TZ, /etc/localtime), daylight saving included.
    public static let local = RankPeriods { LocalTimeZone.system.secondsFromGMT(at: $0) }
}
