import GameCore

/// A session as the replay viewer plays it: the rules of `GameSession` (undo, redo, restart, a
/// hint counted once per position), without what only live play needs, and with its undo
/// history kept as the moves that made it rather than as states.
///
/// `GameSession` keeps every state of its undo history and its whole log; the timeline kept a
/// few dozen copies of it, so a 100,000-action game held every position many times over (issue
/// 21: 1.86 GB). Here an entry of the history is a `HistoryNode`: the move (or restart) that made
/// it from the entry before, shared by every copy of the session, with a state kept only every
/// `snapshotSpacing` entries. A state further back is rebuilt from the nearest kept one (at most
/// `snapshotSpacing` moves), and the states just behind the current one are kept in `trail`, so
/// undoing step after step costs one move each on average. Memory: one small node per move and
/// a bounded number of boards, whatever the game's length.
package struct ReplaySession<State: GameState>: Sendable {
    /// How often a history entry keeps its state: the most moves an undo rebuilds.
    package static var snapshotSpacing: Int { 64 }

    package let initial: State
    package private(set) var current: State
    /// Where the session stands in its history (0: the initial state).
    package private(set) var position = 0
    package private(set) var hintsUsed = 0
    package private(set) var undosUsed = 0
    private var hintedState: State?
    /// The history entry at `position` (nil: the initial state).
    private var node: HistoryNode<State>?
    /// The entries after `position` that redo walks back into, the next one last.
    private var future: [HistoryNode<State>] = []
    /// The states of the entries just before `position`, oldest first, each with its entry:
    /// undo takes the last. Bounded by `snapshotSpacing`.
    private var trail: [(node: HistoryNode<State>?, state: State)] = []

    package init(initial: State) {
        self.initial = initial
        current = initial
    }

    package var canUndo: Bool { position > 0 }
    package var canRedo: Bool { !future.isEmpty }

    /// Performs a logged action as `GameSession.perform` does; nil when the rules refuse it.
    @discardableResult
    package mutating func perform(_ action: SessionAction<State.Move>) -> Bool? {
        switch action {
        case .move(let move):
            guard let (next, _) = current.applying(move) else { return nil }
            push(next, step: .move(move))
        case .undo:
            guard canUndo else { return nil }
            undo()
        case .redo:
            guard let next = future.popLast() else { return nil }
            remember(node: node, state: current)
            current = state(after: next, from: current)
            node = next
            position += 1
        case .restart:
            guard current != initial else { return nil }
            push(initial, step: .restart)
        case .hint:
            guard hintedState != current else { return nil }
            hintsUsed += 1
            hintedState = current
        }
        return true
    }

    /// A copy to keep as a checkpoint: the states kept for undo are dropped (they are rebuilt
    /// when needed), so a checkpoint costs the boards of its snapshots, not of its trail.
    package var kept: ReplaySession {
        var copy = self
        copy.trail = []
        return copy
    }

    /// The states this session holds (the current one, the hinted one, the trail, and the
    /// snapshots of the history entries it reaches), each history entry counted once in `seen`:
    /// what a timeline's checkpoints cost together, for the tests of the bound.
    func heldStates(seen: inout Set<ObjectIdentifier>) -> Int {
        var count = 1 + (hintedState == nil ? 0 : 1) + trail.count
        for start in [node] + future.map(Optional.some) {
            var walker = start
            while let entry = walker, seen.insert(ObjectIdentifier(entry)).inserted {
                if entry.snapshot != nil { count += 1 }
                walker = entry.parent
            }
        }
        return count
    }

    private mutating func push(_ state: State, step: HistoryStep<State.Move>) {
        guard State.offersUndo else {
            // As `GameSession`: a game without undo keeps only the state it is in.
            current = state
            return
        }
        future.removeAll()
        remember(node: node, state: current)
        let depth = position + 1
        node = HistoryNode(parent: node, depth: depth, step: step,
                           snapshot: depth % Self.snapshotSpacing == 0 ? state : nil)
        position = depth
        current = state
    }

    private mutating func undo() {
        guard let leaving = node else { return }
        future.append(leaving)
        let target = leaving.parent
        if trail.last == nil || trail.last?.node !== target { rebuildTrail(to: target) }
        current = trail.removeLast().state
        node = target
        position -= 1
        undosUsed += 1
    }

    /// Keeps the state being left behind for a later undo, dropping the oldest past the bound.
    private mutating func remember(node: HistoryNode<State>?, state: State) {
        trail.append((node, state))
        if trail.count > Self.snapshotSpacing { trail.removeFirst(trail.count - Self.snapshotSpacing) }
    }

    /// Fills `trail` with the states from the nearest entry that knows its own (the start, a
    /// restart, a snapshot) up to `target`, target last.
    private mutating func rebuildTrail(to target: HistoryNode<State>?) {
        var chain: [HistoryNode<State>] = []
        var base: State = initial
        var walker = target
        while let entry = walker {
            if let snapshot = entry.snapshot {
                base = snapshot
                break
            }
            if case .restart = entry.step { break }
            chain.append(entry)
            walker = entry.parent
        }
        // `walker` is the base entry (nil: the initial state), its state `base`.
        var rebuilt: [(node: HistoryNode<State>?, state: State)] = [(walker, base)]
        var state = base
        for entry in chain.reversed() {
            state = self.state(after: entry, from: state)
            rebuilt.append((entry, state))
        }
        trail = rebuilt
    }

    /// The state of `entry`, made from its parent's state `previous`.
    private func state(after entry: HistoryNode<State>, from previous: State) -> State {
        switch entry.step {
        case .restart: return initial
        case .move(let move): return entry.snapshot ?? previous.applying(move)?.state ?? previous
        }
    }
}

/// How an entry of a replayed history was made from the one before it.
enum HistoryStep<Move: Sendable>: Sendable {
    case move(Move)
    case restart
}

/// One entry of a replayed session's undo history, immutable and shared by every copy of the
/// session holding it (the timeline's checkpoints). Its state is kept only every
/// `ReplaySession.snapshotSpacing` entries.
final class HistoryNode<State: GameState>: Sendable {
    let parent: HistoryNode<State>?
    let depth: Int
    let step: HistoryStep<State.Move>
    let snapshot: State?

    init(parent: HistoryNode<State>?, depth: Int, step: HistoryStep<State.Move>, snapshot: State?) {
        self.parent = parent
        self.depth = depth
        self.step = step
        self.snapshot = snapshot
    }
}
