import Shell
import ReplayUI
import TilesPacksUI
import GameCore
import GameRules
import Leaderboards
import Midend
import Terminal
import Tiles
import StatsUI

/// Playing one Tiles level: the screen maps keys and clicks to the game's moves and draws it.
/// The game itself (session, cursor, clock, timed log, lifecycle) is a `GamePlay` of
/// `TilesBackEnd`, held by the shell's `GameRunner`, which carries out what it asks for after
/// each step (reports, saves, ranking). The typed count and the message line are this screen's own.
///
/// A level's game ends the moment its board is cleared (rolled over, its save removed); `u` or
/// `R` after that begins another attempt at the level. With a save slot in the environment the
/// game is kept for later (see TilesPlayScreen+Saving.swift).
public struct TilesPlayScreen: Screen {
    public let level: Level
    /// Every level of the level's pack in order, for "next level".
    public let campaign: [Level]
    /// The game and everything done with it: reports, saves, ranking.
    package var runner: GameRunner<TilesBackEnd>
    private(set) var count = RepeatCount()
    package var message: PlayMessage?
    /// A banner waits while the message line holds what the player asked for (a hint's
    /// sentence, the odds, a count): it shows after the next key clears it (issue 31).
    public var showsRequestedMessage: Bool { message != nil }
    /// The attempt on screen: playing the level again starts another in place.
    public var noticeScope: Int { runner.attempts }
    /// The save-and-quit question, while it is asked.
    package var prompt: QuitPrompt?
    /// The level check's finding on this level, shown until a key is pressed.
    package var levelNotice: LevelProblemNotice?
    /// Whether the level check's finding was looked up (once per screen).
    private var checkedLevel = false
    /// Where leaving the level goes, in the results panel's words ("levels"; test play: "editor").
    package var leavesFor = "levels"
    /// A ranked game's first move on a board service: TilesPlayScreen+Dealing.swift.
    package var dealing = TilesDealing.notAsked
    /// Shown in the title row in the pack's place ("test play"); nil: the level's pack.
    package var titlePack: String?
    /// Said on the cleared panel in place of the ranking line, when the game is played where no
    /// board could take it (test play in the editor); nil: the ranking's own line.
    package var rankingNote: String?
    /// Free play: the best score on the shape before this game (`.some(nil)`: none yet); nil until read.
    package var freeBestBefore: Int??

    /// A line under the board, replaced by the next action.
    package struct PlayMessage: Equatable {
        package var text: String
        package var isWarning = false
    }

    /// `campaign` may hold every pack's levels: "next level" stays within the level's own pack.
    public init(level: Level, campaign: [Level]) {
        self.level = level
        self.campaign = campaign.filter { $0.pack == level.pack }
        // A level is the game's own deal: every player gets the same map.
        runner = Self.runner(GamePlay(GameSetup(params: TilesParams(level: level), seed: 0), initial: level.startState,
                                      origin: .dealt), level: level)
        if let nearest = nearestTile(to: cursor) { play.interface.cursor = nearest }
    }

    /// A game brought back from a save (rebuilt by the back end's replay). It is not a new game,
    /// so no `.started` is reported for it.
    public init(level: Level, campaign: [Level], resuming play: GamePlay<TilesBackEnd>) {
        self.level = level
        self.campaign = campaign.filter { $0.pack == level.pack }
        runner = Self.runner(play, level: level)
        // Exactly where it was, an empty cell included: only a cell off the board is brought back.
        let board = play.session.current.board
        if !(0..<board.width).contains(cursor.x) || !(0..<board.height).contains(cursor.y),
           let nearest = nearestTile(to: cursor) {
            self.play.interface.cursor = nearest
        }
    }

    /// The runner of a Tiles game: its save is summed up by the level (and pack) it is on.
    private static func runner(_ play: GamePlay<TilesBackEnd>, level: Level) -> GameRunner<TilesBackEnd> {
        let (number, pack) = (level.number, level.pack)
        return GameRunner(play) { _ in summaryDetail(level: number, pack: pack) }
    }

    /// The game: session, cursor, play clock, timed log and lifecycle.
    public package(set) var play: GamePlay<TilesBackEnd> {
        get { runner.play }
        set { runner.play = newValue }
    }

    public var session: GameSession<TilesState> { play.session }
    public var clock: PlayClock { play.clock }
    public var state: TilesState { play.state }
    public var paused: Bool { play.isPaused }
    public internal(set) var cursor: Point {
        get { play.interface.cursor }
        set { play.interface.cursor = newValue }
    }

    /// The group the cursor is on, when it can be removed.
    package var cursorGroup: [Point] {
        let group = state.board.group(at: cursor)
        return group.count >= TilesScoring.minimumGroup ? group : []
    }

    // MARK: Being on screen

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects { activatePlay(context: context) }

    /// The level check's finding shows once; a new game begins as the level first shows.
    package mutating func gameWillShow(context: ScreenContext) {
        if !checkedLevel {
            checkedLevel = true
            // The problems found are the shipped campaign's, by number: a daily (pack `daily`,
            // numbered by its weekday) or an imported pack's level of the same number is another level.
            levelNotice = level.key.isShipped
                ? context.environment.levelProblem(level.number).map { LevelProblemNotice(level: level.number, problem: $0) }
                : nil
        }
        if play.lifecycle == .notStarted { beginNewGame(context: context) }
        readFreeBest(context: context)
    }

    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects { deactivatePlay(context: context) }

    public func nextChange(after now: Instant) -> Instant? {
        [clock.nextWholeSecond(after: now), dealing.nextChange(after: now)].compactMap { $0 }.min()
    }

    /// The level check's notice covers the board until a key is pressed.
    package var holdsClock: Bool { levelNotice != nil }

    package var quitDestination: String { "the level list" }
    package var helpTopic: HelpTopic { .tiles }

    package mutating func tell(_ line: String?) {
        message = line.map { PlayMessage(text: $0) }
    }

    // MARK: Input

    /// The keys every game shares are the shell's (`SavingPlayScreen.playInput`).
    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        playInput(event, context: context)
    }

    /// A held first move waits for the deal; any key puts the level check's notice away.
    package mutating func answerQuestion(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        if dealing.holds(event) { return .stay }
        guard levelNotice != nil else { return nil }
        guard case .key = event else { return .stay }
        levelNotice = nil
        syncClock(now: context.now)
        return .stay
    }

    package mutating func handleGameInput(_ event: InputEvent, context: ScreenContext) -> ScreenCommand? {
        switch event {
        case .key(let key): handle(key, context: context)
        case .mouse(let mouse): handle(mouse, context: context)
        default: .stay
        }
    }

    /// The deal's answer (the held move is made), or the ranking job's (the cleared panel's line).
    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        if let dealt = receiveDeal(delivery, context: context) { return playAnswer(dealt) }
        _ = receiveRanking(delivery)
        return playAnswer(.stay)
    }

    private mutating func handle(_ key: Key, context: ScreenContext) -> ScreenCommand? {
        if case .character(let character) = key, count.take(character) {
            message = PlayMessage(text: "Repeat \(count.value ?? 1): now a move, u or r")
            return .stay
        }
        // Esc after a count takes the count back (as in vi), not the game.
        if key == .escape, count.value != nil {
            count.clear()
            message = PlayMessage(text: "Count cancelled")
            return .stay
        }
        let repeats = count.consume()
        message = nil
        // On the cleared panel `l` opens the leaderboard (there is nothing left to move over).
        if key == .character("l"), isFinished {
            if let open = openBoard(context: context) { return open }
            message = PlayMessage(text: ranking.verdict?.focus == nil
                ? "This game is not on a board: l opens the board after a ranked game"
                : "No board can be opened in this run")
            return .stay
        }
        // `c` copies the cleared panel's line to share (a daily's), as on the Daily screen.
        if key == .character("c"), isFinished, let line = ranking.shareLine { return .copy(line) }
        if let direction = KeyBindings.direction(for: key) {
            moveCursor(direction, steps: repeats)
            return .stay
        }
        if KeyBindings.isConfirm(key) || key == .character("n") {
            if isFinished { return freeShape != nil ? nextFreeBoard(context: context) : nextLevel(context: context) }
            return KeyBindings.isConfirm(key) ? removeGroup(at: cursor, context: context) : .stay
        }
        switch key {
        case .character("u"):
            if play.lifecycle == .ended { return anotherAttempt(keepingFirst: play.log.count - 1, context: context) }
            var undone = 0
            while undone < repeats, perform(.undo, context: context) != nil { undone += 1 }
            if undone == 0 { message = PlayMessage(text: "Nothing to undo") }
            return boardChanged(context: context)
        case .character("r"):
            var redone = 0
            while redone < repeats, perform(.redo, context: context) != nil { redone += 1 }
            if redone == 0 { message = PlayMessage(text: "Nothing to redo") }
            return boardChanged(context: context)
        case .character("R"):
            if play.lifecycle == .ended { return anotherAttempt(keepingFirst: 0, context: context) }
            if perform(.restart, context: context) != nil {
                message = PlayMessage(text: "Restarted: u undoes the restart")
            } else {
                message = PlayMessage(text: "Already at the start")
            }
            return boardChanged(context: context)
        case .character("H"):
            return hint(context: context)
        default:
            return nil
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

    /// Removes the group at `point`. Clearing the board ends the game there and then: the stats
    /// roll over with the level's result and the save goes (the game's own effects).
    mutating func removeGroup(at point: Point, context: ScreenContext) -> ScreenCommand {
        guard !state.isOver else { return .stay }
        if let held = dealFirst(TilesMove(point), context: context) { return held }
        guard perform(.move(TilesMove(point)), context: context) != nil else {
            message = PlayMessage(text: state.board.color(at: point) == nil
                ? "No tile here" : "A single tile cannot be removed: it needs a neighbour of its colour")
            return .stay
        }
        return boardChanged(context: context)
    }

    /// After the level was cleared (the game is over): another attempt, a new game for the stats,
    /// from the position before the clearing move (`u`) or from the start (`R`).
    private mutating func anotherAttempt(keepingFirst count: Int, context: ScreenContext) -> ScreenCommand {
        // A daily ranks its first attempt only: the next one is practice, whatever the first was.
        // So is a free-play board seen already: its deal is known now.
        let isDaily = play.setup.params.daily != nil
        let isPractice = isDaily || freeShape != nil
        guard let next = play.attempt(keepingFirst: count, origin: isPractice ? .chosen : nil) else { return .stay }
        // The cleared game let the save go: another copy may have opened the saved game since.
        if let notice = SaveInUse.notice(context: context) { return .push(notice) }
        runner.beginAttempt(next, services: context.playServices)
        // An attempt from the start is a new game: a ranked one is dealt again at its first move.
        dealing = .notAsked
        let attempt = isDaily ? "a practice attempt at the daily"
            : freeShape != nil ? "a practice attempt at this board" : "a new attempt at the level"
        message = PlayMessage(text: (count == 0 ? "Restarted: " : "Undone: ") + attempt)
        return boardChanged(context: context)
    }

    /// After any change of board: keep the cursor on a tile, run or stop the clock.
    private mutating func boardChanged(context: ScreenContext) -> ScreenCommand {
        if state.board.color(at: cursor) == nil, let nearest = nearestTile(to: cursor) { cursor = nearest }
        syncClock(now: context.now)
        return .stay
    }

    private mutating func hint(context: ScreenContext) -> ScreenCommand {
        guard !isFinished else { return .stay }
        var answer: TilesHint = state.isStuck ? .noneClearable : context.environment.hint(state)
        // Free play: no clearing from here is no dead end; the biggest group is the hint then.
        var clears = true
        if freeShape != nil, !isMove(answer), let point = freePlayFallbackHint() {
            answer = .move(point)
            clears = false
        }
        guard case .move(let point) = answer, state.board.group(at: point).count >= TilesScoring.minimumGroup else {
            let text = answer == .unknown
                ? "No hint: this position is too tangled to search \(context.glyphs.dash) try undo"
                : "No clearable move from here \(context.glyphs.dash) undo or restart"
            message = PlayMessage(text: text, isWarning: true)
            return .stay
        }
        cursor = point
        perform(.hint, context: context)
        let group = state.board.group(at: point)
        let colour = state.board.color(at: point)?.name ?? ""
        message = PlayMessage(text: clears ? "Hint: remove this group of \(group.count) \(colour) tiles (Enter)"
            : "Hint: no clearing found; the biggest group, \(group.count) \(colour) (Enter)")
        return .stay
    }

    private func isMove(_ hint: TilesHint) -> Bool {
        if case .move = hint { return true }
        return false
    }

    private mutating func nextLevel(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        guard let index = campaign.firstIndex(where: { $0.key == level.key }), index + 1 < campaign.count else {
            // A daily is no campaign: it has no "last level" to congratulate.
            guard play.setup.params.daily == nil else { return ScreenCommand(.pop) }
            return ScreenCommand(.pop, banners: ["You have cleared the last level. Well played!"])
        }
        if let holder = SaveInUse.holder(context: context) {
            return ScreenCommand(.replace(SaveInUse.notice(holder: holder)))
        }
        // The pack as it is now: another copy of the game may have imported it again meanwhile.
        guard let next = PackChangedCheck.nextLevel(after: campaign[index + 1], expected: campaign,
                                                    environment: context.environment) else {
            return ScreenCommand(.pop, banners: [PackChangedCheck.banner])
        }
        return .replace(TilesPlayScreen(level: next.level, campaign: next.campaign))
    }

    /// Leaving the level for the level select: the game ends here.
    package mutating func leave(context: ScreenContext) -> ScreenCommand {
        end(context: context)
        return .pop
    }

    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects {
        showDealing(now: context.now)
        return tickPlay(context: context)
    }

    /// The app ends with this level open (a signal, the terminal closed, Save and exit): the game
    /// is saved and put away, to be continued; without a save slot it ends here instead, so its
    /// stats are rolled over rather than lost.
    public mutating func appWillStop(context: ScreenContext) {
        stopForApp(context: context)
    }

    /// The tile nearest to a cell (the cell itself when it holds one), nil on an empty board.
    /// Ties go to the tile in the same column, where tiles fell into the gap.
    package func nearestTile(to point: Point) -> Point? {
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
