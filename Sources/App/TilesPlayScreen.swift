import GameCore
import Storage
import Terminal
import Tiles

/// Playing one Tiles level. The board, score and undo history live in a `GameSession`
/// (what Undo restores); the cursor, the pause, the typed count and the message line are UI
/// state here (what Undo does not restore).
///
/// With a save slot in the environment the game is kept for later: every few actions and when
/// it starts (autosave), when the player quits with "Save and quit", and when the app stops (a
/// signal, the terminal closed). See TilesPlayScreen+Saving.swift.
public struct TilesPlayScreen: Screen {
    public let level: Level
    /// Every level in campaign order, for "next level".
    public let campaign: [Level]
    public private(set) var session: GameSession<TilesState>
    /// Runs only while this screen is on top, visible and the level is neither cleared nor stuck.
    public private(set) var clock = PlayClock()
    public private(set) var cursor: Point
    private(set) var count = RepeatCount()
    var message: PlayMessage?
    /// True once the board has been cleared in this attempt (the game counts as won).
    var wasCleared = false
    /// The player paused: the board is hidden and the clock stands still.
    public internal(set) var paused = false
    /// The save-and-quit question, while it is asked.
    var prompt: QuitPrompt?
    /// This screen's game is under way: it has been reported started (or was resumed) and has
    /// neither ended nor been saved and put away.
    var started = false
    var isActive = false
    /// Banners from listeners (an achievement unlocked...) and from failed saves, handed to
    /// the controller after each event.
    var pendingBanners: [String] = []
    /// What has been saved of this game, for autosave and for the save made as the app stops.
    var saving = SaveProgress()
    /// The stats of a resumed game when this run keeps none (they could not be read): written
    /// back with the next save, so they are not lost.
    var carriedProgress: SavedGameProgress?

    /// A line under the board, replaced by the next action.
    struct PlayMessage: Equatable {
        var text: String
        var isWarning = false
    }

    public init(level: Level, campaign: [Level]) {
        self.level = level
        self.campaign = campaign
        self.session = GameSession(initial: level.startState)
        self.cursor = Point(x: 0, y: max(0, level.board.height - 1))
        self.cursor = nearestTile(to: cursor) ?? cursor
    }

    /// A game brought back from a save: its session (undo history included), its clock
    /// and its cursor. It is not a new game, so no `.started` is reported for it.
    public init(level: Level, campaign: [Level], resuming session: GameSession<TilesState>, clock: PlayClock,
                cursor: Point) {
        self.level = level
        self.campaign = campaign
        self.session = session
        self.clock = clock
        self.cursor = cursor
        self.started = true
        self.wasCleared = session.current.isCleared
        if session.current.board.color(at: cursor) == nil { self.cursor = nearestTile(to: cursor) ?? cursor }
    }

    public var state: TilesState { session.current }

    /// The group the cursor is on, when it can be removed.
    var cursorGroup: [Point] {
        let group = state.board.group(at: cursor)
        return group.count >= TilesScoring.minimumGroup ? group : []
    }

    // MARK: Being on screen

    public mutating func activate(context: ScreenContext) {
        isActive = true
        if !started && !saving.suspended {
            started = true
            beginNewGame(context: context)
        }
        syncClock(now: context.now)
    }

    public mutating func deactivate(context: ScreenContext) {
        isActive = false
        syncClock(now: context.now)
    }

    public func nextChange(after now: Instant) -> Instant? {
        clock.nextWholeSecond(after: now)
    }

    mutating func syncClock(now: Instant) {
        if isActive && !state.isOver && !paused && prompt == nil {
            clock.resume(at: now)
        } else {
            clock.pause(at: now)
        }
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        if prompt != nil { return answerPrompt(event, context: context) }
        let command: ScreenCommand
        switch event {
        case .key(let key): command = paused ? handlePaused(key, context: context) : handle(key, context: context)
        case .mouse(let mouse): command = paused ? .stay : handle(mouse, context: context)
        default: command = .stay
        }
        autosaveIfDue(context: context)
        return command
    }

    private mutating func handlePaused(_ key: Key, context: ScreenContext) -> ScreenCommand {
        switch key {
        case .character("p"), .enter, .character(" "):
            paused = false
            message = nil
            syncClock(now: context.now)
            return .stay
        case .character("q"), .escape:
            return quit(context: context)
        case .character("?"):
            return .push(HelpScreen())
        default:
            return .stay
        }
    }

    private mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand {
        if case .character(let character) = key, count.take(character) {
            message = PlayMessage(text: "Repeat \(count.value ?? 1): now a move, u or r")
            return .stay
        }
        let repeats = count.consume()
        message = nil
        if let direction = KeyBindings.direction(for: key) {
            moveCursor(direction, steps: repeats)
            return .stay
        }
        if KeyBindings.isConfirm(key) || key == .character("n") {
            if state.isCleared { return nextLevel(context: context) }
            return KeyBindings.isConfirm(key) ? removeGroup(at: cursor, context: context) : .stay
        }
        switch key {
        case .character("u"):
            var undone = 0
            while undone < repeats, let events = session.undo() { report(.turn(events), context: context); undone += 1 }
            if undone == 0 { message = PlayMessage(text: "Nothing to undo") }
            return boardChanged(context: context)
        case .character("r"):
            var redone = 0
            while redone < repeats, let events = session.redo() { report(.turn(events), context: context); redone += 1 }
            if redone == 0 { message = PlayMessage(text: "Nothing to redo") }
            return boardChanged(context: context)
        case .character("R"):
            if let events = session.restart() {
                report(.turn(events), context: context)
                message = PlayMessage(text: "Restarted: u undoes the restart")
            } else {
                message = PlayMessage(text: "Already at the start")
            }
            return boardChanged(context: context)
        case .character("H"):
            return hint(context: context)
        case .character("?"):
            return .push(HelpScreen())
        case .character("S"):
            return .push(StatsScreen(kind: .tiles))
        case .character("A"):
            return .push(AchievementsScreen())
        case .character("p"):
            return pause(context: context)
        case .character("q"), .escape:
            return quit(context: context)
        default:
            return .stay
        }
    }

    private mutating func handle(_ mouse: MouseEvent, context: ScreenContext) -> ScreenCommand {
        count.clear()
        guard mouse.button == .left else { return .stay }
        let layout = TilesPlayLayout(size: context.size, board: state.board)
        guard let point = layout.cell(at: mouse.position), state.board.color(at: point) != nil else { return .stay }
        cursor = point
        message = nil
        return removeGroup(at: point, context: context)
    }

    // MARK: Actions

    private mutating func moveCursor(_ direction: Direction, steps: Int) {
        let board = state.board
        let moved = cursor.moved(by: direction, steps: steps)
        cursor = Point(x: min(max(0, moved.x), board.width - 1), y: min(max(0, moved.y), board.height - 1))
    }

    private mutating func removeGroup(at point: Point, context: ScreenContext) -> ScreenCommand {
        guard !state.isOver else { return .stay }
        guard let events = session.apply(TilesMove(point)) else {
            message = PlayMessage(text: state.board.color(at: point) == nil
                ? "No tile here" : "A single tile cannot be removed: it needs a neighbour of its colour")
            return .stay
        }
        report(.turn(events), context: context)
        if state.isCleared {
            wasCleared = true
            syncClock(now: context.now)
            record(context: context)
        }
        return boardChanged(context: context)
    }

    /// After any change of board: keep the cursor on a tile, run or stop the clock.
    private mutating func boardChanged(context: ScreenContext) -> ScreenCommand {
        if state.board.color(at: cursor) == nil, let nearest = nearestTile(to: cursor) { cursor = nearest }
        syncClock(now: context.now)
        return .stay
    }

    private mutating func hint(context: ScreenContext) -> ScreenCommand {
        guard !state.isCleared else { return .stay }
        let answer: TilesHint = state.isStuck ? .noneClearable : context.environment.hint(state)
        guard case .move(let point) = answer, state.board.group(at: point).count >= TilesScoring.minimumGroup else {
            let text = answer == .unknown
                ? "No hint: this position is too tangled to search \(context.glyphs.dash) try undo"
                : "No clearable move from here \(context.glyphs.dash) undo or restart"
            message = PlayMessage(text: text, isWarning: true)
            return .stay
        }
        cursor = point
        if let events = session.recordHint() { report(.turn(events), context: context) }
        let group = state.board.group(at: point)
        let colour = state.board.color(at: point)?.name ?? ""
        message = PlayMessage(text: "Hint: remove this group of \(group.count) \(colour) tiles (Enter)")
        return .stay
    }

    private mutating func nextLevel(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        guard let index = campaign.firstIndex(where: { $0.ix == level.ix }), index + 1 < campaign.count else {
            return ScreenCommand(.pop, banners: ["You have cleared the last level. Well played!"])
        }
        return .replace(TilesPlayScreen(level: campaign[index + 1], campaign: campaign))
    }

    /// Pausing hides the board and stops the clock; the game is saved, in case the player
    /// walks away for good.
    private mutating func pause(context: ScreenContext) -> ScreenCommand {
        guard !state.isOver else { return .stay }
        paused = true
        syncClock(now: context.now)
        autosave(context: context)
        return .stay
    }

    /// `q` or Esc: a cleared level is simply left (it is won); otherwise the player is asked
    /// whether to save the game for later, when there is somewhere to save it.
    private mutating func quit(context: ScreenContext) -> ScreenCommand {
        guard !state.isCleared, context.environment.saveSlot != nil else { return leave(context: context) }
        prompt = QuitPrompt(destination: "the level list", outcome: outcome == .lost ? "lost" : "abandoned")
        syncClock(now: context.now)
        return .stay
    }

    /// Leaving the level for the level select: the game ends here.
    mutating func leave(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        return .pop
    }

    /// How the game counts if it ends now.
    var outcome: GameOutcome { wasCleared ? .won : (state.isStuck ? .lost : .abandoned) }

    /// Reports the end of this attempt, once; its save, if any, goes with it.
    mutating func end(context: ScreenContext) {
        guard started else { return }
        started = false
        report(.ended(outcome), context: context)
        removeSave(context: context)
    }

    private mutating func record(context: ScreenContext) {
        let result = LevelResult(
            level: level.ix, score: state.score, moves: state.moves, stars: state.stars,
            hintsUsed: session.hintsUsed, undosUsed: session.undosUsed,
            playMilliseconds: clock.elapsedMilliseconds(at: context.now),
            finishedAt: context.environment.clock.wallTime())
        do {
            try context.environment.recordLevelResult(result)
        } catch {
            pendingBanners.append("Your result could not be saved: \(error)")
        }
    }

    /// Tells the listeners (stats, achievements) and keeps their banners.
    mutating func report(_ moment: GameReport.Moment, context: ScreenContext) {
        let report = GameReport(
            kind: .tiles, level: level.ix, moment: moment, turn: session.log.count,
            playMilliseconds: clock.elapsedMilliseconds(at: context.now), instant: context.now,
            date: context.environment.clock.wallTime())
        pendingBanners += context.environment.reportGame(report)
    }

    public mutating func tick(context: ScreenContext) {
        if clock.isRunning { report(.tick, context: context) }
    }

    /// The app ends with this level open (a signal, the terminal closed, Save and exit): the game
    /// is saved and put away, to be continued; without a save slot it ends here instead, so its
    /// stats are rolled over rather than lost.
    public mutating func appWillStop(context: ScreenContext) {
        syncClock(now: context.now)
        saveForStop(context: context)
    }

    public mutating func takeBanners() -> [String] {
        defer { pendingBanners = [] }
        return pendingBanners
    }

    /// The tile nearest to a cell (the cell itself when it holds one), nil on an empty board.
    /// Ties go to the tile in the same column, where tiles fell into the gap.
    func nearestTile(to point: Point) -> Point? {
        let board = state.board
        var best: (distance: Int, sideways: Int, point: Point)?
        for y in 0..<board.height {
            for x in 0..<board.width where board.color(at: Point(x: x, y: y)) != nil {
                let sideways = abs(x - point.x)
                let distance = sideways + abs(y - point.y)
                if let current = best, (current.distance, current.sideways) <= (distance, sideways) { continue }
                best = (distance, sideways, Point(x: x, y: y))
            }
        }
        return best?.point
    }
}
