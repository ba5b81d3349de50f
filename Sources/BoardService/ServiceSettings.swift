import Foundation
import NIOCore

/// What one instance of the service is told at start: its limits and its sources of time and
/// randomness (injected: tests run the clock and the seeds they need).
public struct ServiceSettings: Sendable {
    /// Sign-up needs an invitation code.
    public var inviteOnly = false
    /// How far the claimed play time may be from the service's finish − start (both directions):
    /// the two requests' travel time, stated in docs/board-api.yaml.
    public var networkSlackMilliseconds: Int64 = 5_000
    /// A deal not started by then lapses.
    public var dealLifetime: TimeInterval = 15 * 60
    /// A link code's life.
    public var linkLifetime: TimeInterval = 10 * 60
    /// Requests per minute from one signed-in player, and from one address (signed or not).
    public var playerRequestsPerMinute = 240
    public var addressRequestsPerMinute = 600
    /// The proxies in front (nginx) whose X-Forwarded-For names the client: requests from these
    /// addresses are counted by the client's address instead of the proxy's (`ClientAddressMiddleware`).
    public var trustedProxies: Set<String> = []
    /// Deals a player may take in an hour (a deal costs the board a row; shopping costs the player).
    public var dealsPerHour = 120
    /// Sign-ups from one address in an hour.
    public var joinsPerHour = 10
    /// How long a request may take to arrive whole once its head is in (slow bodies are cut).
    public var bodyTimeout: Duration = .seconds(10)
    /// A connection that sends nothing (an unfinished head included) is closed after this.
    public var idleTimeout: Duration = .seconds(15)
    /// How far a read replica may lag the primary before reads go to the primary (`ReadReplica`).
    public var replicaLagLimit: Duration = .seconds(1)
    /// The service's clock.
    public var now: @Sendable () -> Date = { Date() }
    /// Where seeds come from: short enough to read off the screen (as the game's own dealer's).
    public var drawSeed: @Sendable () -> UInt64 = { UInt64.random(in: 1...999_999_999) }

    public init() {}

    /// `text` if it is an IPv4 or IPv6 address (what a proxy's address and X-Forwarded-For hold).
    public static func ipAddress(_ text: some StringProtocol) -> String? {
        let address = text.trimmingCharacters(in: .whitespaces)
        guard address.count <= 45, (try? SocketAddress(ipAddress: address, port: 0)) != nil else { return nil }
        return address
    }
}
