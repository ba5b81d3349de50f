import Leaderboards

/// The board service serves its boards as web pages at its own address (`/daily/DATE`, ...).
extension ServiceLeaderboards: BoardWebPages {
    public var webAddress: String { serviceAddress.description }
}
