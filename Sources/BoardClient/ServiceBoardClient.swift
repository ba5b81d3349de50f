import BoardAPI
import Foundation
import Leaderboards
import Players
import SharedBoard
import Storage

/// The board service as the running game uses it, put together once at start: the store finished
/// games go to (the local boards, then the outbox), the background worker that sends them, the
/// deals of this session's ranked games, the header line for the Leaderboards screen and the
/// moderator's actions, which the service decides. Nothing here waits on the network on the
/// input thread: `moderate`, the deals' calls and the store's reads are for background work.
public final class ServiceBoardClient: Sendable {
    public let service: BoardService
    public let store: ServiceLeaderboards
    public let outbox: Outbox
    public let deals: ServiceDeals
    let worker: OutboxWorker

    /// `local` keeps the player's own copy of each run (and ranks it at once); `localPlayer` is the
    /// outbox's owner; `onVerdict` is told each verdict the service gives (on the worker's thread);
    /// `onChange` after every pass (the app wakes its loop to redraw).
    public init(service: BoardService, database: AppDatabase, local: any LeaderboardStore, localPlayer: PlayerID,
                onVerdict: @escaping @Sendable (RunVerdict) -> Void = { _ in },
                onChange: @escaping @Sendable (SharedBoardState) -> Void = { _ in }) {
        self.service = service
        let deals = ServiceDeals()
        self.deals = deals
        outbox = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service),
                        onVerdict: onVerdict)
        worker = OutboxWorker(outbox: outbox, onChange: onChange)
        store = ServiceLeaderboards(local: local, outbox: outbox, worker: worker, service: service, deals: deals)
    }

    /// Starts sending what waits (results kept from an earlier run go first).
    public func start() {
        worker.start()
        worker.wake()
    }

    /// No pass after the one under way (what is not sent stays in the outbox for the next start).
    public func stop() {
        worker.stop()
    }

    /// The Leaderboards screen's header line ("offline — 2 results waiting", why the last game is
    /// not on the board); nil when there is nothing to say. Never waits.
    public var statusLine: String? {
        let parts = [store.state.line, store.notSent].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " — ")
    }

    /// A moderator's action on a board player, decided and logged by the service (a refusal is
    /// its sentence). Waits on the network: call it from background work.
    public func moderate(_ action: ModerationAction, player: PlayerID, name: String) -> String {
        Self.moderate(action, player: "#\(player)", shown: Self.shown(player: player, name: name), service: service).sentence
    }

    /// The same for the command line, the player named as the service takes it (nickname or `#id`).
    public static func moderate(_ action: ModerationAction, player: String, reason: String? = nil, shown: String,
                                service: BoardService) -> (succeeded: Bool, sentence: String) {
        do {
            let request = ModerationRequest(action: action.rawValue, player: player, reason: reason)
            try waitForAnswer { try await service.moderate(request) }
            return (true, done(action, shown))
        } catch {
            return (false, "Could not \(phrase(action)) \(shown): \(error).")
        }
    }

    static func shown(player: PlayerID, name: String) -> String {
        let placeholder = PlayerProfile.placeholderName(for: player)
        return name == placeholder ? name : "\(name) (\(placeholder))"
    }

    static func done(_ action: ModerationAction, _ shown: String) -> String {
        switch action {
        case .blankNickname: "The nickname of \(shown) was blanked on the board."
        case .removeAvatar: "The avatar of \(shown) was removed from the board."
        case .block: "\(shown) was blocked on the board."
        case .unblock: "\(shown) was unblocked on the board."
        case .appointModerator: "\(shown) is a moderator of the board."
        case .removeModerator: "\(shown) is no longer a moderator of the board."
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
