import BoardAPI
import Crypto
import Foundation
import NIOCore
import Leaderboards
import Players
import SharedBoard
import LocalDatabase

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
    /// The service with the short time-out a game's first action waits at most.
    let dealing: BoardService
    let worker: OutboxWorker

    /// `local` keeps the player's own copy of each run (and ranks it at once); `localPlayer` is the
    /// outbox's owner; `onVerdict` is told each verdict the service gives (on the worker's thread);
    /// `onChange` after every pass (the app wakes its loop to redraw).
    /// `deals` keeps the started deals (in the data directory, for the game; in memory for a command).
    public init(service: BoardService, database: AppDatabase, local: any LeaderboardStore, localPlayer: PlayerID,
                deals: ServiceDeals = ServiceDeals(), dealingTimeout: TimeAmount = .seconds(3),
                onVerdict: @escaping @Sendable (RunVerdict) -> Void = { _ in },
                onChange: @escaping @Sendable (SharedBoardState) -> Void = { _ in }) {
        self.service = service
        dealing = service.bounded(by: dealingTimeout)
        self.deals = deals
        outbox = Outbox(database: database, localPlayer: localPlayer, session: ServiceSession(service: service),
                        onVerdict: onVerdict)
        worker = OutboxWorker(outbox: outbox, onChange: onChange)
        store = ServiceLeaderboards(local: local, outbox: outbox, service: service)
    }

    /// What a game's first action is for: a deal on one of the game's boards, or today's daily.
    public enum DealWanted: Equatable, Sendable {
        case board(String)
        case daily(game: String)
    }

    /// A ranked game's first action (packed as its log packs one action): the service deals the
    /// game and starts it, and answers the seed it is played on (and whether it ranks: a daily
    /// after the day's first is practice). A failure, or no answer within the dealing time-out,
    /// is a sentence: the game is then played on its own seed and ranked on this computer only.
    /// Waits on the network: call it from background work.
    public func startRanked(_ wanted: DealWanted, firstAction: Data) -> Result<(seed: UInt64, ranked: Bool), DealRefusal> {
        let service = dealing
        do {
            let deal = switch wanted {
            case .board(let board): try service.deal(board: board)
            case .daily(let game): try service.dailyDeal(game: game)
            }
            let answer = try service.start(deal: deal.dealID, firstAction: firstAction)
            deals.start(deal, answer: answer)
            return .success((answer.seed, deal.ranked))
        } catch {
            return .failure(DealRefusal(error, then: "it is ranked on this computer only"))
        }
    }

    /// A daily whose deal is its start: the Tiles daily, whose map is on screen before its first
    /// move, so the service deals it with the day's seed and starts its clock then (`Deal.seed`,
    /// `Deal.startedAt`). Asked before the map is built; the deal is kept with the started ones
    /// (`deals`, in the data directory), so the game's end, after a save and a restart too, goes
    /// to it. A failure, or no answer within the dealing time-out, is a sentence (the documented
    /// daily is then played, ranked on this computer only). Waits on the network: background work.
    public func dealDaily(game: String) -> Result<Deal, DealRefusal> {
        do {
            let deal = try dealing.dailyDeal(game: game)
            guard let start = deal.startedWithSeed else {
                return .failure(DealRefusal(reason: "the board's daily deal of \(game) carried no seed"))
            }
            deals.start(deal, answer: start)
            return .success(deal)
        } catch {
            return .failure(DealRefusal(error, then: nil))
        }
    }

    /// A game just ended (won, lost or left): when the service dealt it, the finish is reported
    /// now (the log's SHA-256 binds the run sent later to this moment) and the run goes to the
    /// outbox, whatever the verdict on this computer; otherwise its panel says why it is not
    /// sent. Waits on the network (bounded): call it from background work (the ranking job).
    public func finished(_ game: FinishedGame) {
        guard let seed = DealtSetup.seed(of: game.setup), let started = deals.take(seed: seed) else {
            store.noteNotSent(runID: game.id, reason: ServiceLeaderboards.notDealt)
            return
        }
        guard started.deal.ranked else {
            store.noteNotSent(runID: game.id, reason: "a later daily of the day is practice")
            return
        }
        let claimed = Int64(game.claimedPlayMilliseconds ?? 0)
        let digest = SHA256.hash(data: game.log).map { String(format: "%02x", $0) }.joined()
        let service = dealing
        do {
            _ = try service.finish(deal: started.deal.dealID, FinishRequest(logDigest: digest, claimedMilliseconds: claimed))
        } catch let error as BoardClientError where error.isTransient {
            // Not heard: the service counts the deal lost and would not rank the run; it is
            // still sent (the service's verdict says so on the panel).
        } catch {
            store.noteNotSent(runID: game.id, reason: "the board refused the game's end (\(error))")
            return
        }
        let run = RunSubmission(runID: game.id, dealID: started.deal.dealID, board: started.deal.board, setup: game.setup,
                                log: game.log, claimedMilliseconds: claimed)
        do {
            try outbox.enqueue(run, queuedAt: game.finishedAt)
            store.noteSent()
            worker.wake()
        } catch {
            store.noteNotSent(runID: game.id, reason: "it could not be kept for the board (\(error))")
        }
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
            try service.moderate(request)
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

/// Why a game was not dealt by the service, in words for its panel.
public struct DealRefusal: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }

    /// The sentence for a deal that failed with `error`, `then` what happens to the game.
    init(_ error: any Error, then: String?) {
        let what = switch error {
        case let error as BoardClientError where error.isTransient: "the board could not deal this game in time (\(error))"
        default: "the board did not deal this game (\(error))"
        }
        reason = then.map { what + ": " + $0 } ?? what
    }

    public var description: String { reason }
}
