import Shell
import ReplayUI
import PlayersUI
import Foundation
import GameCore
import Leaderboards
import Terminal

extension LeaderboardScreen {
    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        handleKey(event, context: context).adding(.taking(&pendingWork))
    }

    private mutating func handleKey(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if prompt != nil { return answerPrompt(key, context: context) }
        if showsHelp {
            showsHelp = false
            return key == .character("q") || key == .escape || key == .character("?") ? .stay : handleKey(event, context: context)
        }
        let visible = Self.visibleRows(context)
        switch key {
        case .character("q"), .escape:
            return .pop
        case .character("?"):
            showsHelp = true
        case .tab, .right, .character("l"):
            changeBoard(by: 1, context: context)
        case .backTab, .left, .character("h"):
            changeBoard(by: -1, context: context)
        case .character("]"):
            changeGroup(by: 1, context: context)
        case .character("["):
            changeGroup(by: -1, context: context)
        case .character("d"):
            changeWindow(.today, context: context)
        case .character("w"):
            changeWindow(.week, context: context)
        case .character("a"):
            changeWindow(.allTime, context: context)
        case .up, .character("k"):
            select(selection - 1, context: context)
        case .down, .character("j"):
            select(selection + 1, context: context)
        case .pageUp:
            select(selection - visible, context: context)
        case .pageDown:
            select(selection + visible, context: context)
        case .character("g"), .home:
            select(0, context: context)
            if let page, page.offset > 0 { read(.position(0), context: context) }
        case .character("G"), .end:
            select((page?.total ?? 1) - 1, context: context)
        case .character("m"):
            guard let viewer = viewer(context) else { return .banner("No player is signed in, so there is no row of yours") }
            read(.player(viewer), context: context)
        case .enter:
            return openReplay(context: context)
        case .character("r"):
            return openReview(context: context)
        default:
            return moderationKey(key, context: context)
        }
        return .stay
    }

    package mutating func changeBoard(by step: Int, context: ScreenContext) {
        let count = boards(context).count
        guard count > 1, step != 0 else { return }
        boardIndex = ((boardIndex + step) % count + count) % count
        restart(context: context)
    }

    private mutating func changeWindow(_ window: RankWindow, context: ScreenContext) {
        guard window != self.window else { return }
        self.window = window
        restart(context: context)
    }

    /// Another board or window: its rows from the top.
    private mutating func restart(context: ScreenContext) {
        page = nil
        problem = nil
        selection = 0
        scroll = 0
        read(.position(0), context: context)
    }

    /// Reads the selected row's run and opens the replay viewer on it, both off the main thread.
    private mutating func openReplay(context: ScreenContext) -> ScreenCommand {
        guard let row = selectedRow, let access = context.environment.leaderboards else { return .stay }
        let caption = Self.caption(for: row, timeZone: context.environment.timeZone)
        let runID = row.runID
        let games = context.environment.games
        return .run(BackgroundJob(title: "Opening the replay") { _ in
            Self.replay(runID: runID, caption: caption, store: .success(access.store), games: games)
        })
    }

    /// The viewer on a stored run, or why not (an unknown id, a store that cannot be read).
    package static func replay(runID: String, caption: String?,
                       store: Result<any LeaderboardStore, any Error>,
                       games: [any GameFrontEnd]) -> Result<ReplayScreen, ReplayProblem> {
        let run: RankedRun?
        do {
            run = try store.get().run(id: runID)
        } catch {
            return .failure(ReplayProblem("the stored game could not be read (\(error))"))
        }
        guard let run else { return .failure(ReplayProblem("there is no ranked game with the id \"\(runID)\"")) }
        return ReplayScreen.open(ReplayRecording(run: run, caption: caption), games: games)
    }

    /// "Ann, 2026-11-24": whose game the replay is (escaped when drawn).
    package static func caption(for row: BoardRow, timeZone: LocalTimeZone) -> String {
        "\(row.displayName), \(DateText.day(row.finishedAt, timeZone: timeZone))"
    }
}

extension ReplayRecording {
    /// A ranked run as the viewer plays it, with its stored verdict when the board found it
    /// wanting. The claim (figures and time) is the store's to compare (`leaderboard verify`);
    /// the viewer checks the moves themselves.
    public init(run: RankedRun, caption: String?) {
        var problem: String?
        switch run.verification {
        case .verified: problem = nil
        case .pending: problem = "not checked yet (pending)"
        case .unverified(let reason): problem = reason
        }
        self.init(kind: run.kind.rawValue, encodedSetup: run.setup, packedLog: run.log,
                  claimedPlayMilliseconds: nil,
                  caption: caption, storedProblem: problem)
    }
}
