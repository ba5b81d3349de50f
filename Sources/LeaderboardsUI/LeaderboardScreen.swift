import Midend
import Shell
import ReplayUI
import PlayersUI
import Foundation
import GameCore
import Leaderboards
import Players
import Terminal

/// The Leaderboards: one board at a time, in one window (today, this week, all time), a row per
/// player. Tab and ←/→ go through the boards, d/w/a choose the window, ↑/↓ and PgUp/PgDn move the
/// selection, g goes to the top, m to the viewer's own row, Enter plays the selected row's game
/// back, ? lists the keys. A moderator's keys act on the selected row, after a confirmation
/// (LeaderboardScreen+Moderation.swift).
///
/// Every read of the store is background work: the screen opens at once, shows what it has, and
/// takes the rows when they come (`receive`).
public struct LeaderboardScreen: Screen {
    package var boardIndex = 0
    public internal(set) var window: RankWindow
    /// The run to put the selection on when the board is first read (a game just ranked).
    package let focusRunID: String?
    /// The board asked for by id, found among the boards once the screen knows them.
    private var requestedBoard: BoardID?
    package var page: LeaderboardPage?
    /// The query being read, when a read is under way.
    package var reading: LeaderboardQuery?
    /// The position of the selected row on the board.
    public internal(set) var selection = 0
    /// The first position shown.
    package var scroll = 0
    package var problem: String?
    package var showsHelp = false
    package var prompt: ModerationPrompt?
    /// Whether a read was asked for since the screen opened (the first activation reads).
    private var hasRead = false
    /// Whether the viewer may review the board's held runs (LeaderboardScreen+Review.swift).
    var reviewer = false
    /// Read the board again when shown (back from reviewing a held run).
    var rereadsWhenShown = false

    /// The board `board` (the first listed when nil or unknown) in `window`, with the selection
    /// on the row of the player of `focusRunID` when given.
    public init(board: BoardID? = nil, window: RankWindow = .allTime, focusRunID: String? = nil) {
        requestedBoard = board
        self.window = window
        self.focusRunID = focusRunID
    }

    package func boards(_ context: ScreenContext) -> [BoardDefinition] {
        context.environment.leaderboards?.boards ?? []
    }

    package func board(_ context: ScreenContext) -> BoardDefinition? {
        let boards = boards(context)
        return boards.indices.contains(boardIndex) ? boards[boardIndex] : nil
    }

    package var viewer: (ScreenContext) -> PlayerID? { { $0.environment.player?.identity.id } }

    /// The rows on screen: all but the title, board, header, message and key lines.
    package static func visibleRows(_ size: ScreenSize) -> Int { max(1, size.rows - 6) }
    package static let firstRowLine = 4

    // MARK: Reading

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        if let requested = requestedBoard {
            boardIndex = boards(context).firstIndex { $0.id == requested } ?? 0
            requestedBoard = nil
        }
        if rereadsWhenShown, hasRead {
            rereadsWhenShown = false
            return read(.position(selection), context: context)
        }
        guard !hasRead else { return .none }
        hasRead = true
        if let run = focusRunID { return read(.run(run), context: context) }
        return read(.position(0), context: context)
    }

    /// Covered (a replay over it): shown again, the rows are read again, so a nickname changed
    /// meanwhile (`clearfield profile --nickname` in another terminal) shows.
    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects {
        if hasRead { rereadsWhenShown = true }
        return .none
    }

    /// Starts reading the current board and window from `anchor`: the job, for the screen's
    /// answer to the loop.
    package mutating func read(_ anchor: LeaderboardQuery.Anchor, context: ScreenContext) -> ScreenEffects {
        guard let access = context.environment.leaderboards, let board = board(context) else { return .none }
        let query = LeaderboardQuery(board: board.id, window: window, anchor: anchor, viewer: viewer(context),
                                     now: context.environment.clock.wallTime())
        reading = query
        return .run(BackgroundJob(title: "Reading the board") { _ in
            Result { try LeaderboardReader.read(query, store: access.store).withHeldRuns(from: access.store) }
                .mapError { LeaderboardStoreError(String(describing: $0)) }
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        receiveWork(delivery, context: context)
    }

    private mutating func receiveWork(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        guard case .finished(_, let result) = delivery else {
            reading = nil
            return .stay
        }
        switch result {
        case let read as Result<LeaderboardPage, LeaderboardStoreError>:
            return take(read, context: context)
        case let answer as SharedModerationAnswer:
            return receiveModeration(answer, context: context)
        case let opened as Result<ReplayScreen, ReplayProblem>:
            switch opened {
            case .success(let screen): return .push(screen)
            case .failure(let problem): return .banner("The game cannot be replayed: \(problem)")
            }
        default:
            return .stay
        }
    }

    private mutating func take(_ read: Result<LeaderboardPage, LeaderboardStoreError>,
                               context: ScreenContext) -> ScreenCommand {
        switch read {
        case .success(let page):
            // An answer to a query no longer wanted (the board or window changed since) is dropped.
            guard page.query == reading else { return .stay }
            reading = nil
            problem = nil
            self.page = page
            noteReviewer(context: context)
            // Placed within what was just read, with no read of its own: an answer never sets off
            // another, whatever a store says its rows number.
            _ = select(page.focus ?? selection, context: context, centred: page.focus != nil, reading: false)
            return page.note.map { .banner($0) } ?? .stay
        case .failure(let error):
            reading = nil
            problem = "The board could not be read: \(error.description)"
            return .stay
        }
    }

    // MARK: Selection

    /// Moves the selection to `position` (within the board), scrolling to show it; reads more
    /// rows when it leaves the ones read (unless `reads` is false): that read's job, for the answer.
    package mutating func select(_ position: Int, context: ScreenContext, centred: Bool = false,
                                 reading reads: Bool = true) -> ScreenEffects {
        guard let page else { return .none }
        let visible = Self.visibleRows(context)
        selection = min(max(0, position), max(0, page.total - 1))
        if centred {
            scroll = selection - visible / 2
        } else if selection < scroll {
            scroll = selection
        } else if selection >= scroll + visible {
            scroll = selection - visible + 1
        }
        scroll = min(max(0, scroll), max(0, page.total - visible))
        let shown = scroll..<min(page.total, scroll + visible)
        let loaded = page.offset..<(page.offset + page.rows.count)
        if reads, !shown.isEmpty, reading == nil, !(loaded.contains(shown.lowerBound) && loaded.contains(shown.upperBound - 1)) {
            return read(.position(selection), context: context)
        }
        return .none
    }

    package var selectedRow: BoardRow? { page?.row(at: selection) }
}
