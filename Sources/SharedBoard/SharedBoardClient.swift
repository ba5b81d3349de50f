import Foundation
import Leaderboards
import Players
import Storage

/// The shared board as the running game uses it, put together once at start: the store finished
/// games go to (the local boards, then the outbox), the background worker that sends them, the
/// header line for the Leaderboards screen and the moderator's actions, which the database
/// decides. Nothing here waits on the network on the caller's thread except `moderate` and the
/// store's reads, which the app calls from background jobs.
public final class SharedBoardClient: Sendable {
    public let settings: BoardConnectionSettings
    public let store: SharedBoardLeaderboards
    public let outbox: Outbox
    /// Deals fetched ahead (by the worker) for the next ranked games.
    public let deals: DealPool
    let worker: OutboxWorker
    let registry: RankingRegistry
    /// Told each daily seed the board gives (the ranking's book of the board's seeds).
    let dailySeedLearned: @Sendable (ServerDailySeed) -> Void

    /// `local` keeps the player's own copy of each run (and ranks it at once); `localPlayer` is the
    /// outbox's owner; `onChange` is told after every send (the app wakes its loop to redraw).
    public init(settings: BoardConnectionSettings, database: AppDatabase, local: any LeaderboardStore,
                localPlayer: PlayerID, registry: RankingRegistry, periods: RankPeriods,
                dailySeedLearned: @escaping @Sendable (ServerDailySeed) -> Void = { _ in },
                onChange: @escaping @Sendable (SharedBoardState) -> Void = { _ in }) {
        self.settings = settings
        self.registry = registry
        self.dailySeedLearned = dailySeedLearned
        let deals = DealPool()
        self.deals = deals
        outbox = Outbox(database: database, localPlayer: localPlayer, deals: deals) { try ServerSession(settings: settings) }
        worker = OutboxWorker(outbox: outbox, onChange: onChange)
        let aggregates = registry.aggregates
        let members = registry.knownMembers
        store = SharedBoardLeaderboards(local: local, outbox: outbox, worker: worker, periods: periods) {
            // Every row read is replayed here, and a verified run faster than people play is held
            // by the human envelope until a moderator approved it on the board.
            // A daily board's rows are replayed once the board's seed of that day is known here.
            let connection = try BoardConnection.open(settings)
            let seeds = SharedDailySeedLookup(server: BoardServer(connection: connection), learned: dailySeedLearned)
            return PostgresLeaderboardStore(connection: connection, periods: periods,
                                     aggregates: aggregates, members: members,
                                     verify: { seeds.learn(board: $0.board.rawValue); return registry.reverify($0) },
                                     hold: { registry.envelopeVerdict(of: $0).heldReason?.description })
        }
    }

    /// The held runs and the moderators' verdicts on the board (a connection of its own; call it
    /// from background work).
    public func reviews() throws -> SharedRunReviews {
        let registry = self.registry
        return SharedRunReviews(server: BoardServer(connection: try BoardConnection.open(settings)),
                                envelope: registry.envelopeCheck, verify: { registry.reverify($0) })
    }

    /// Starts sending what waits (results kept from an earlier run go first).
    public func start() {
        worker.start()
        worker.wake()
    }

    /// Stops the worker after its pass and closes the connections (at exit: what is not sent
    /// stays in the outbox for the next start).
    public func stop() {
        worker.stop()
        store.close()
    }

    /// The Leaderboards screen's header line: "offline — 2 results waiting", and why the last game
    /// is not on the shared board when it had no deal; nil when there is nothing to say. Never waits.
    public var statusLine: String? {
        let parts = [store.state.line, store.notSent].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " — ")
    }

    /// The seed for a new game of `game` from a deal the board issued, nil when none is in hand
    /// (the game is then dealt locally and ranked on this computer only). Never waits: the worker
    /// is asked to fetch the next deal.
    public func dealtSeed(game: String) -> UInt64? {
        let seed = deals.takeSeed(game: game)
        worker.wake()
        return seed
    }

    /// A moderator's action on a board player, done by the database as the connected role (its
    /// policies decide; a refusal is a sentence). Waits on the network: call it from background work.
    public func moderate(_ action: ModerationAction, player: PlayerID, name: String) -> String {
        let placeholder = PlayerProfile.placeholderName(for: player)
        let shown = name == placeholder ? name : "\(name) (\(placeholder))"
        do {
            let connection = try BoardConnection.open(settings)
            defer { connection.close() }
            let server = BoardServer(connection: connection)
            switch action {
            case .blankNickname: try server.blankNickname(of: player, reason: nil)
            case .removeAvatar: try server.removeAvatar(of: player, reason: nil)
            case .block: try server.setBlocked(true, player: player, reason: nil)
            case .unblock: try server.setBlocked(false, player: player, reason: nil)
            case .appointModerator, .removeModerator:
                return "Moderators of the shared board are named by its administrator (clearfield board moderator)."
            }
            return Self.done(action, shown)
        } catch let error as BoardError {
            return "Could not \(Self.phrase(action)) \(shown): \(error)."
        } catch {
            return "Could not \(Self.phrase(action)) \(shown): \(error)."
        }
    }

    static func done(_ action: ModerationAction, _ shown: String) -> String {
        switch action {
        case .blankNickname: "The nickname of \(shown) was blanked on the shared board."
        case .removeAvatar: "The avatar of \(shown) was removed from the shared board."
        case .block: "\(shown) was blocked on the shared board."
        case .unblock: "\(shown) was unblocked on the shared board."
        case .appointModerator, .removeModerator: ""
        }
    }

    static func phrase(_ action: ModerationAction) -> String {
        switch action {
        case .blankNickname: "blank the nickname of"
        case .removeAvatar: "remove the avatar of"
        case .block: "block"
        case .unblock: "unblock"
        case .appointModerator: "appoint as moderator"
        case .removeModerator: "remove as moderator"
        }
    }
}
