import GameRules
import Leaderboards
import Midend
import Mines

extension MinesPlayScreen {
    /// A daily challenge's game (issue 23): the setup names its date, so the game's context
    /// and its ranking know it; `origin` dealt for the day's ranked attempt, chosen for practice.
    public init(daily setup: GameSetup<MinesGameParams>, origin: SeedOrigin) {
        let board = setup.params.setup(seed: setup.seed)
        self.init(setup: board, origin: origin)
        play = GamePlay(setup, initial: board.initialState, origin: origin)
    }
}
