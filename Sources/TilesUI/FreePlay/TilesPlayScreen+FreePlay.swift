import Shell
import GameCore
import GameRules
import Leaderboards
import Midend
import Terminal
import Tiles

extension TilesPlayScreen {
    /// A Same Game free-play game on `deal`'s board: `origin` dealt when the game chose the seed
    /// (it may rank on a standard shape's board), chosen for `--seed` (practice). The board is in
    /// no pack and has no next level: Enter after its end deals a new one.
    public init(free deal: FreePlayDeal, origin: SeedOrigin) {
        let level = Level(freeDeal: deal)
        self.init(level: level, campaign: [level])
        let cursor = play.interface.cursor
        let params = TilesParams(free: deal)
        runner = Self.freeRunner(GamePlay(GameSetup(params: params, seed: deal.seed),
                                          initial: TilesState(level: params.level, par: deal.par, board: deal.board,
                                                              rules: .sameGame),
                                          origin: origin), shape: deal.shape)
        play.interface.cursor = cursor
    }

    /// The runner of a free-play game: its save is summed up by the shape ("Free play 6×5, 3
    /// colours"), which the level list does not read as a level of its own.
    static func freeRunner(_ play: GamePlay<TilesBackEnd>, shape: FreePlayShape) -> GameRunner<TilesBackEnd> {
        GameRunner(play) { _ in "Free play \(shape)" }
    }

    /// The free-play shape of this game, nil for a level.
    package var freeShape: FreePlayShape? { play.setup.params.free }

    /// Whether the game is over for good: a board cleared, or a free-play game at its end (a
    /// level's stuck board is not: undo and restart may follow).
    package var isFinished: Bool { state.isCleared || (freeShape != nil && state.isStuck) }

    /// Enter after a free-play game: the next board of the same shape, dealt by the game.
    package mutating func nextFreeBoard(context: ScreenContext) -> ScreenCommand {
        guard let shape = freeShape else { return .stay }
        end(context: context)
        if let holder = SaveInUse.holder(context: context) {
            return ScreenCommand(.replace(SaveInUse.notice(holder: holder)))
        }
        let deal = FreePlayDeal(shape: shape, seed: context.environment.makeSeed())
        return .replace(TilesPlayScreen(free: deal, origin: .dealt))
    }

    /// The best score on this shape before this game, read once when the screen first shows
    /// (the history then holds this game too).
    package mutating func readFreeBest(context: ScreenContext) {
        guard let shape = freeShape, freeBestBefore == nil else { return }
        let games = (try? context.environment.gameHistory?(.tiles)) ?? []
        freeBestBefore = .some(FreePlayBest.score(for: shape, in: games))
    }

    /// Whether this game can set a best: dealt by the game and played without a hint.
    private var countsForBest: Bool { play.origin == .dealt && session.hintsUsed == 0 }

    /// The free-play hint when the solver has no clearing to offer (a board the player's moves
    /// made unclearable, or one too big to search): the group that scores most now. The end
    /// of a free-play game is no failure, so a hint is always a move while one is left.
    func freePlayFallbackHint() -> Point? {
        state.board.removableGroups().max { $0.count < $1.count }?.first
    }

    /// The title row of a free-play game: its shape and seed, never a level.
    func freePlayTitle(glyphs: GlyphSet) -> String? {
        freeShape.map { "Free play \(glyphs.separator) \($0) \(glyphs.separator) seed \(play.setup.seed)" }
    }

    func drawFreePlayPanel(into frame: inout FrameBuffer, layout: TilesPlayLayout, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        guard let shape = freeShape else { return }
        let left = state.board.tileCount
        var lines: [(String, TextStyle)] = [
            state.isCleared ? ("Board cleared!", theme.good) : ("Game over: no group of 2 is left", theme.warning),
            ("", .plain),
        ]
        if state.isCleared {
            lines.append(("Score \(TextLayout.number(state.score)) (clear bonus \(TextLayout.number(TilesScoring.clearBonus)))",
                          .plain))
        } else {
            lines.append(("Score \(TextLayout.number(state.score)) (\(left) tile\(left == 1 ? "" : "s") left: "
                          + "\(glyphs.dash)\(TextLayout.number(state.penalty)))", .plain))
        }
        let par = state.par == 0 ? "no par (a random board)" : "par \(state.par)"
        lines.append(("\(state.moves) moves, \(par)  Hints \(session.hintsUsed)", theme.stars))
        let best = freeBestBefore ?? nil
        if countsForBest, best.map({ state.score > $0 }) ?? true {
            lines.append(("New best for \(shape)!", theme.good))
        } else if let best {
            lines.append(("Best for \(shape): \(TextLayout.number(best))", .plain))
        }
        for line in ranking.line(shared: context.environment.leaderboards?.shared).map({ TextLayout.wrap($0, width: 40) }) ?? [] {
            lines.append((line, ranking.verdict?.focus != nil ? theme.stars : theme.text))
        }
        // What the game earned, so none is only in the banner queue (issue 31).
        lines += EarnedAchievementsList.lines(for: runner.earned, width: 40).map { ($0, theme.stars) }
        lines.append(("", .plain))
        lines.append(("Enter: a new board", .bold))
        lines.append((ranking.verdict?.focus == nil ? "u: undo   q: \(leavesFor)"
                        : "u: undo   l: leaderboard   q: \(leavesFor)", theme.dim))
        // The key line under the board names the panel's keys too.
        lines = TextLayout.fitted(lines, rows: layout.areaRows - 2, isBlank: { $0.0.isEmpty },
                                  isRepeated: { $0.0.hasPrefix("u: undo") })
        let width = 44, height = lines.count + 2
        let panelLeft = max(0, (size.columns - width) / 2)
        let top = TilesPlayLayout.areaTop + max(0, (layout.areaRows - height) / 2)
        frame.drawBox(column: panelLeft, row: top, columns: width, rows: height, glyphs: glyphs,
                      style: state.isCleared ? theme.good : theme.border)
        for (index, line) in lines.enumerated() {
            frame.putCentered(line.0, row: top + 1 + index, from: panelLeft + 1, width: width - 2, style: line.1,
                              glyphs: glyphs)
        }
    }
}

extension Level {
    /// The level a free-play deal is played as: in no pack, with the deal's par.
    init(freeDeal deal: FreePlayDeal) {
        self.init(number: 1, name: "Free play", background: "default", par: deal.par, pack: FreePlayDeal.packName,
                  board: deal.board)
    }

    /// A free-play board rebuilt from a saved game's params (they hold the whole map; the back
    /// end checks it against its seed's deal), for a save that is continued. Nil for any other params.
    init?(free params: TilesParams) {
        guard params.free != nil, let board = try? TileMap.parse(params.mapRows.joined(separator: "\n")) else { return nil }
        self.init(number: params.level, name: "Free play", background: "default", par: params.par,
                  pack: FreePlayDeal.packName, board: board)
    }
}
