import ReplayUI
import Shell

extension StartPoint {
    /// `clearfield replay ID`: the replay viewer on a stored ranked run, read before the terminal
    /// is taken over, so an unknown id is said on the command line.
    public static func replay(runID: String) -> StartPoint {
        StartPoint { environment in
            guard let access = environment.leaderboards else {
                throw StartError.cannotReplay("no ranked games are kept in this run, so there is nothing to replay")
            }
            switch LeaderboardScreen.replay(runID: runID, caption: nil, store: .success(access.store),
                                           games: environment.games) {
            case .success(let screen): return [MainMenuScreen(), screen]
            case .failure(let problem): throw StartError.cannotReplay("\(problem)")
            }
        }
    }
}
