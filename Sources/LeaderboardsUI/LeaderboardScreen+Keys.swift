import Midend
import Shell
import ReplayUI
import PlayersUI
import Foundation
import GameCore
import Leaderboards
import Terminal

extension LeaderboardScreen {
    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        handleKey(event, context: context)
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
            return .stay.adding(changeBoard(by: 1, context: context))
        case .backTab, .left, .character("h"):
            return .stay.adding(changeBoard(by: -1, context: context))
        case .character("]"):
            return .stay.adding(changeGroup(by: 1, context: context))
        case .character("["):
            return .stay.adding(changeGroup(by: -1, context: context))
        case .character("d"):
            return .stay.adding(changeWindow(.today, context: context))
        case .character("w"):
            return .stay.adding(changeWindow(.week, context: context))
        case .character("a"):
            return .stay.adding(changeWindow(.allTime, context: context))
        case .up, .character("k"):
            return .stay.adding(select(selection - 1, context: context))
        case .down, .character("j"):
            return .stay.adding(select(selection + 1, context: context))
        case .pageUp:
            return .stay.adding(select(selection - visible, context: context))
        case .pageDown:
            return .stay.adding(select(selection + visible, context: context))
        case .character("g"), .home:
            var effects = select(0, context: context)
            if let page, page.offset > 0 { effects += read(.position(0), context: context) }
            return .stay.adding(effects)
        case .character("G"), .end:
            return .stay.adding(select((page?.total ?? 1) - 1, context: context))
        case .character("m"):
            guard let viewer = viewer(context) else { return .banner("No player is signed in, so there is no row of yours") }
            return .stay.adding(read(.player(viewer), context: context))
        case .enter:
            return openReplay(context: context)
        case .character("r"):
            return openReview(context: context)
        default:
            return moderationKey(key, context: context)
        }
        return .stay
    }

    package mutating func changeBoard(by step: Int, context: ScreenContext) -> ScreenEffects {
        let count = boards(context).count
        guard count > 1, step != 0 else { return .none }
        boardIndex = ((boardIndex + step) % count + count) % count
        return restart(context: context)
    }

    private mutating func changeWindow(_ window: RankWindow, context: ScreenContext) -> ScreenEffects {
        guard window != self.window else { return .none }
        self.window = window
        return restart(context: context)
    }

    /// Another board or window: its rows from the top.
    private mutating func restart(context: ScreenContext) -> ScreenEffects {
        page = nil
        problem = nil
        selection = 0
        scroll = 0
        return read(.position(0), context: context)
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
