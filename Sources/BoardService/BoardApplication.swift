import BoardAPI
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import PostgresNIO
import ServiceLifecycle

/// One log line per request: method, path, status, time, address (never a body or a signature).
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = BoardContext
    let logger: Logger

    func handle(_ request: Request, context: BoardContext,
                next: (Request, BoardContext) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        func line(_ status: Int) {
            let elapsed = ContinuousClock.now - start
            // Tenths of a millisecond by integers: `String(format:)` was 4% of the service's CPU
            // under the stress script's flood (perf), one log line per request.
            let tenths = elapsed.components.seconds * 10_000 + elapsed.components.attoseconds / 100_000_000_000_000
            logger.info("\(request.method.rawValue) \(request.uri.path) \(status) \(tenths / 10).\(tenths % 10) ms \(context.address)")
        }
        do {
            let response = try await next(request, context)
            line(response.status.code)
            return response
        } catch let failure as APIFailure {
            line(failure.status.code)
            throw failure
        } catch let error as HTTPResponseError {
            line(error.status.code)
            throw APIFailure(error.status, error.status == .notFound ? .notFound : .badRequest,
                             error.status == .notFound ? "there is no such path on this board" : "the request was refused")
        } catch {
            // Nothing raw reaches a player: the detail is in the log only.
            logger.error("\(request.method.rawValue) \(request.uri.path): \(String(reflecting: error))")
            line(500)
            throw APIFailure(.serviceUnavailable, .unavailable, "the board could not answer now: try again later")
        }
    }
}

/// Behind a trusted proxy, the client's address is the last one the proxy added to
/// X-Forwarded-For (what nginx's `$proxy_add_x_forwarded_for` or `$remote_addr` wrote): earlier
/// entries came from the client and prove nothing. From any other peer the header is ignored, so a
/// client cannot choose the address it is counted by.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = BoardContext
    let trusted: Set<String>

    func handle(_ request: Request, context: BoardContext,
                next: (Request, BoardContext) async throws -> Response) async throws -> Response {
        guard let peer = context.remoteAddress?.ipAddress, trusted.contains(peer) else {
            return try await next(request, context)
        }
        var context = context
        let forwarded = request.headers.filter { $0.name.canonicalName == "x-forwarded-for" }.map(\.value)
        context.forwardedAddress = Self.client(forwardedFor: forwarded)
        return try await next(request, context)
    }

    /// The last address of the header's (possibly repeated) comma-separated lists, if it is one.
    static func client(forwardedFor values: [String]) -> String? {
        values.flatMap { $0.split(separator: ",") }.last.flatMap(ServiceSettings.ipAddress)
    }
}

/// Every request from one address counts against its limit (signed or not, valid or not).
struct AddressLimitMiddleware: RouterMiddleware {
    typealias Context = BoardContext
    let limits: RateLimit
    let perMinute: Int

    func handle(_ request: Request, context: BoardContext,
                next: (Request, BoardContext) async throws -> Response) async throws -> Response {
        try await limits.hit("address", context.address, limit: perMinute, leased: true)
        return try await next(request, context)
    }
}

/// Forgets spent nonces, lapsed counters and link codes, and makes the coming month's partition
/// of `run`, once a minute (any instance may).
struct HousekeepingService: Service {
    let database: PostgresClient
    let now: @Sendable () -> Date
    let logger: Logger

    func run() async throws {
        // The wait between rounds ends at a graceful stop: SIGTERM must not wait out the minute.
        while !Task.isCancelled && !Task.isShuttingDownGracefully {
            do {
                let moment = now()
                try await database.rows("DELETE FROM clearfield.request_nonce WHERE expires_at < \(moment)")
                try await database.rows("DELETE FROM clearfield.rate_window WHERE window_start < \(moment.addingTimeInterval(-7200))")
                try await database.rows("DELETE FROM clearfield.link_code WHERE expires_at < \(moment)")
                // This month's and next month's partitions of `run`, made before a submit needs them.
                try await database.rows("SELECT clearfield.add_run_month(\(moment)), clearfield.add_run_month(\(moment.addingTimeInterval(32 * 86_400)))")
                try await database.rows(Self.closeLapsedDeals(at: moment))
            } catch {
                logger.warning("housekeeping: \(String(reflecting: error))")
            }
            // The pause ends at a graceful stop too: SIGTERM must not wait out the minute
            // (it did: `serve` took up to 60 s to stop).
            try? await cancelWhenGracefulShutdown { try await Task.sleep(for: .seconds(60)) }
            if Task.isShuttingDownGracefully { return }
        }
    }

    /// The deals that lapsed before their game started, closed (on the partial index
    /// `deal_unstarted_expiry`, schema version 23: never every deal ever made).
    static func closeLapsedDeals(at moment: Date) -> PostgresQuery {
        """
        UPDATE clearfield.deal SET closed_at = \(moment), closed_why = 'lapsed before it started'
        WHERE closed_at IS NULL AND started_at IS NULL AND expires_at < \(moment)
        """
    }
}

extension Board {
    /// The router with every route of `BoardAPI.Path`.
    public func router(logger: Logger) -> Router<BoardContext> {
        let router = Router(context: BoardContext.self)
        router.add(middleware: ClientAddressMiddleware(trusted: settings.trustedProxies))
        router.add(middleware: RequestLogMiddleware(logger: logger))
        router.add(middleware: AddressLimitMiddleware(limits: limits, perMinute: settings.addressRequestsPerMinute))
        addPlayerRoutes(to: router)
        addDealRoutes(to: router)
        addRunRoutes(to: router)
        addBoardRoutes(to: router)
        addModerationRoutes(to: router)
        addDailyAndStatusRoutes(to: router)
        addPageRoutes(to: router)
        return router
    }

    /// The HTTP server on `host:port` (port 0: any free one, told to `onRunning`), as
    /// `HTTP1Channel.Configuration.board` sets it up.
    public func application(host: String, port: Int, logger: Logger, server: HTTPServerBuilder? = nil,
                            onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
        -> some ApplicationProtocol {
        Application(router: router(logger: logger),
                    server: server ?? .http1(configuration: .board(idleTimeout: settings.idleTimeout)),
                    configuration: .init(address: .hostname(host, port: port), serverName: "clearfield-board"),
                    services: [HousekeepingService(database: database, now: settings.now, logger: logger) as any Service]
                        + (replica.map { [$0 as any Service] } ?? []),
                    onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
                    logger: logger)
    }
}
