import GameCore

/// Chooses the next move from what the player sees, and nothing else: the hint, the odds
/// overlay's pick and `clearfield mines autoplay` all ask it, so each makes the same choice.
///
/// In order:
/// 1. before the first reveal, the centre (every first reveal opens an area);
/// 2. a cell logic proves safe (`MinesSolver`), the unflagged one nearest `near` first;
/// 3. near the end, when at most `MinesEndgame.layoutLimit` layouts are left, the cell that
///    wins most often with best play after it (`MinesEndgame`);
/// 4. a forced 50/50 (`MinesFiftyFifty`), or a forced chain of them (`MinesFiftyFiftyChain`): it
///    can never be avoided nor improved, so it is taken while its number can still help;
/// 5. the best cell of an isolated part (`MinesIsolatedPart`): an enclosed pocket of the
///    frontier with a fixed mine count is independent of the rest, so it is searched out alone
///    (`MinesEndgame` over its layouts), and played now, since the order cannot matter;
/// 6. a pseudo 50/50 (`MinesLongTermRisk`): a cell that is a mine only where it sits in a pair
///    or 2×2 block no reveal could tell apart, so the guess costs nothing the board would not;
/// 7. otherwise a guess among the least risky cells, on the frontier and off it (a cell off
///    the frontier takes the odds of the mines left, from the exact counts of `MinesOdds`):
///    every live cell whose chance of being safe is within a tenth of the safest live cell's
///    is a candidate, at most `frontierCandidates` of the frontier and `outsideCandidates` off
///    it (corners first, then the cells with the fewest covered neighbours, the likeliest to
///    open an area), and the one rated best by what its reveal is likely to lead to wins
///    (`MinesGuessRating`). A *dead* cell, one that can show only one number, tells nothing
///    and can only get safer as the rest is played: it is left while a live candidate is.
///    A cell's long-term 50/50 influence (`MinesLongTermRisk`) counts as partly safe. Live
///    candidates scored within `lookaheadMargin` of the best are near-ties, settled by looking
///    one guess further (`MinesGuessLookahead`); then a candidate safer than the best one and
///    safe whenever it is (one of its partners) takes its place.
/// Flags are the player's opinion: they prove nothing, and the advice only avoids a flagged
/// cell while another is as good.
public enum MinesMoveChooser {
    /// Candidates within this ratio of the best chance of being safe are rated.
    static let candidateRatio = 0.9
    static let frontierCandidates = 10
    static let outsideCandidates = 4
    /// How much of a cell's 50/50 influence (`MinesLongTermRisk`) counts as safety (JSMinesweeper's 0.9).
    static let influenceWeight = 0.9
    /// How much safer a partner of the best candidate must be to take its place.
    static let dominanceMargin = 0.001
    /// How far down the safest cells the search for a live one goes.
    static let deadScanLimit = 12
    /// Live candidates scored within this share of the best are near-ties, settled by a look-ahead.
    static let lookaheadMargin = 0.02
    /// At most this many of them are looked ahead from (each costs a few ratings per number it can show).
    static let lookaheadCandidates = 4

    /// The advised move; nil when the board is over (every safe cell revealed) or the view fits
    /// no layout.
    public static func advice(for board: MinesVisibleBoard, near: Point? = nil) -> MinesAdvice? {
        let view = board.view
        let origin = near ?? Point(x: board.width / 2, y: board.height / 2)
        if board.isUntouched {
            return MinesAdvice(point: Point(x: board.width / 2, y: board.height / 2), reason: .opening)
        }
        let core = MinesSolver.solvedCore(for: view)
        guard !core.contradiction else { return nil }
        let found = MinesSolver.deductions(from: core, view: view)
        func nearest(_ points: [Point]) -> Point? {
            points.min { MinesSolver.distance($0, origin) < MinesSolver.distance($1, origin) }
        }
        if let point = nearest(found.safe.filter { !board.isFlagged($0) }) ?? nearest(found.safe) {
            return MinesAdvice(point: point, reason: .provenSafe, provenSafe: found.safe, provenMines: found.mines)
        }
        guard core.unknownCount > 0 else { return nil }
        let guess = bestGuess(board: board, core: core, origin: origin)
        return MinesAdvice(point: guess.point, reason: .guess(guess.guess), provenMines: found.mines)
    }

    /// The guess when logic has run out.
    private static func bestGuess(board: MinesVisibleBoard, core: SolverCore, origin: Point)
        -> (point: Point, guess: MinesGuess) {
        let view = board.view
        let width = view.width
        let neighbourhood = Neighbourhood(width: width, height: view.height)
        let odds = MinesSolver.odds(from: core, view: view)
        guard odds.isExact, let logCount = odds.logLayoutCount else { return uncountedGuess(board: board, core: core) }
        let known = (0..<(width * view.height)).map { core.state(of: $0) == SolverCore.mine }
        // Covered cells that can be safe, unflagged ones only while there are any.
        var open: [(cell: Int, chance: Double)] = []
        for (cell, chance) in odds.mineChances.enumerated() {
            guard let chance, chance < 1 else { continue }
            open.append((cell, chance))
        }
        let unflagged = open.filter { !board.flagged[$0.cell] }
        if !unflagged.isEmpty { open = unflagged }
        let least = open.map(\.chance).min() ?? 1
        func point(_ cell: Int) -> Point { neighbourhood.point(at: cell) }
        func isFrontier(_ cell: Int) -> Bool {
            var touches = false
            neighbourhood.forEachNeighbour(of: cell) { if view.numbers[$0] != nil { touches = true } }
            return touches
        }
        func guess(_ cell: Int, chance: Double, rating: MinesGuessRating?, method: MinesGuess.Method) -> (Point, MinesGuess) {
            (point(cell), MinesGuess(mineChance: chance, leastMineChance: least,
                                     expectedOpened: rating?.expectedOpened ?? 1, progressChance: rating?.progress ?? 0,
                                     secondarySafety: rating?.secondarySafety ?? (1 - chance),
                                     isOffFrontier: !isFrontier(cell), method: method))
        }
        let chanceOf = Dictionary(uniqueKeysWithValues: open.map { ($0.cell, $0.chance) })

        // The end of the board: search it out.
        if var endgame = MinesEndgame(core: core, logLayoutCount: logCount), let choice = endgame.bestChoice(),
           let chance = chanceOf[choice.cell] {
            let rating = MinesGuessRating(cell: choice.cell, view: view, safety: 1 - chance, logLayoutCount: logCount,
                                          knownMine: known)
            return guess(choice.cell, chance: chance, rating: rating, method: .endgame(winChance: choice.winChance))
        }

        // Ratings are costly (a solve per number a cell can show): each cell is rated once.
        var ratings: [Int: MinesGuessRating?] = [:]
        func rating(_ cell: Int, chance: Double) -> MinesGuessRating? {
            if let known = ratings[cell] { return known }
            let found = MinesGuessRating(cell: cell, view: view, safety: 1 - chance, logLayoutCount: logCount, knownMine: known)
            ratings[cell] = found
            return found
        }
        // A forced 50/50 now, while its number can still help (`MinesFiftyFifty`): of the
        // two, the one whose reveal is likely to lead further.
        if let pair = MinesFiftyFifty.forcedPair(in: core) {
            let choices = [pair.0, pair.1].compactMap { cell in chanceOf[cell].map { (cell, $0) } }
            let rated = choices.map { ($0.0, $0.1, rating($0.0, chance: $0.1)) }
            if let pick = rated.max(by: { ($0.2?.score ?? 0, -$0.0) < ($1.2?.score ?? 0, -$1.0) }) {
                return guess(pick.0, chance: pick.1, rating: pick.2, method: .forcedFiftyFifty)
            }
        }
        // A forced chain of them (`MinesFiftyFiftyChain`): a coin toss nothing outside it can
        // settle, so taken now too, at the cell whose reveal is likely to lead furthest.
        if let chain = MinesFiftyFiftyChain.forcedChain(in: core) {
            let rated = chain.compactMap { cell in chanceOf[cell].map { (cell, $0, rating(cell, chance: $0)) } }
            if let pick = rated.max(by: { ($0.2?.score ?? 0, -$0.0) < ($1.2?.score ?? 0, -$1.0) }) {
                return guess(pick.0, chance: pick.1, rating: pick.2, method: .forcedFiftyFifty)
            }
        }

        // An enclosed part of the frontier with a fixed mine count (`MinesIsolatedPart`) is
        // independent of the rest: clearing it is a chance of its own, whenever it is played,
        // so it is played now, exactly.
        if let part = MinesIsolatedPart.bestChoice(in: core), let chance = chanceOf[part.cell] {
            return guess(part.cell, chance: chance, rating: rating(part.cell, chance: chance),
                         method: .isolatedPart(clearChance: part.winChance))
        }

        // A pseudo 50/50 (`MinesLongTermRisk`): a mine there only where the guess was
        // unavoidable anyway, so it is taken now, the likeliest to lead further first.
        let risk = MinesLongTermRisk(view: view, core: core, mineChances: odds.mineChances, logLayoutCount: logCount)
        let pseudo = risk.pseudoCells.compactMap { cell in chanceOf[cell].map { (cell, $0, rating(cell, chance: $0)) } }
            .filter { $0.2.map { !$0.isDead } ?? false }
        if let pick = pseudo.max(by: { ($0.2?.score ?? 0, -$0.0) < ($1.2?.score ?? 0, -$1.0) }) {
            return guess(pick.0, chance: pick.1, rating: pick.2, method: .fiftyFiftyOrSafe)
        }

        // Dead cells (one number possible) are left for last: their reveal tells nothing, and
        // they can only get safer as the rest is played. The cutoff follows the safest live cell.
        var dead = Set<Int>()
        var leastLive = least
        for candidate in open.sorted(by: { ($0.chance, $0.cell) < ($1.chance, $1.cell) }).prefix(deadScanLimit) {
            guard let found = rating(candidate.cell, chance: candidate.chance) else { break }
            leastLive = candidate.chance
            guard found.isDead else { break }
            dead.insert(candidate.cell)
        }
        if dead.count == open.count { dead = [] }

        // The candidates: the least risky live cells on the frontier and off it.
        let cutoff = (1 - leastLive) * candidateRatio
        // A cell in a likely 50/50 counts that share of its risk as partly safe: it is a guess
        // that would have to be taken later anyway.
        let candidates = open.filter {
            1 - $0.chance + risk.influence[$0.cell] >= cutoff - 1e-12 && !dead.contains($0.cell)
        }
        let frontier = candidates.filter { isFrontier($0.cell) }
            .sorted { ($0.chance - risk.influence[$0.cell], $0.cell) < ($1.chance - risk.influence[$1.cell], $1.cell) }
            .prefix(frontierCandidates)
        let outside = candidates.filter { !isFrontier($0.cell) }
            .map { candidate -> (cell: Int, chance: Double, covered: Int, distance: Int) in
                var covered = 0
                neighbourhood.forEachNeighbour(of: candidate.cell) { if view.numbers[$0] == nil && !known[$0] { covered += 1 } }
                return (candidate.cell, candidate.chance, covered, MinesSolver.distance(point(candidate.cell), origin))
            }
            .sorted { ($0.covered, $0.distance) < ($1.covered, $1.distance) }
            .prefix(outsideCandidates)
        var best: (cell: Int, chance: Double, rating: MinesGuessRating?, key: [Double])?
        var rated: [(cell: Int, chance: Double, rating: MinesGuessRating?, key: [Double])] = []
        for candidate in Array(frontier.map { ($0.cell, $0.chance) }) + outside.map({ ($0.cell, $0.chance) }) {
            let rating = rating(candidate.0, chance: candidate.1)
            // Live first, then higher score, then safer, then nearer `origin`: a total order,
            // so the choice is the same every time.
            let influence = 1 + Self.influenceWeight * risk.influence[candidate.0] / (1 - candidate.1)
            let key = [rating?.isDead == true ? 0 : 1, (rating?.score ?? (1 - candidate.1)) * influence, 1 - candidate.1,
                       -Double(MinesSolver.distance(point(candidate.0), origin))]
            rated.append((candidate.0, candidate.1, rating, key))
            if best == nil || isGreater(key, than: best!.key) {
                best = (candidate.0, candidate.1, rating, key)
            }
        }
        guard var best else { return uncountedGuess(board: board, core: core) }
        // Near-ties (live cells scored within `lookaheadMargin` of the best) are settled by
        // looking one guess further (`MinesGuessLookahead`); clear differences stand.
        if best.key[0] == 1 {
            let close = rated.filter { $0.key[0] == 1 && $0.key[1] >= best.key[1] * (1 - Self.lookaheadMargin) && $0.rating != nil }
                .sorted { isGreater($0.key, than: $1.key) }
                .prefix(Self.lookaheadCandidates)
            if close.count > 1 {
                var leader: (cell: Int, chance: Double, rating: MinesGuessRating?, key: [Double], value: Double)?
                for candidate in close {
                    guard let rating = candidate.rating, let value = MinesGuessLookahead.value(of: rating) else {
                        leader = nil
                        break
                    }
                    let influence = candidate.key[1] / max(rating.score, 1e-300)
                    let scored = value * influence
                    if leader == nil || scored > leader!.value + 1e-9 {
                        leader = (candidate.cell, candidate.chance, candidate.rating, candidate.key, scored)
                    }
                }
                if let leader { best = (leader.cell, leader.chance, leader.rating, leader.key) }
            }
        }
        // A safer candidate that is safe whenever the best one is (one of its partners) does
        // all it does for less risk: if it is a mine, so is the best one.
        if let partners = best.rating?.partners,
           let safer = candidates.filter({ partners.contains($0.cell) && $0.chance < best.chance - Self.dominanceMargin })
               .min(by: { ($0.chance, $0.cell) < ($1.chance, $1.cell) }) {
            return guess(safer.cell, chance: safer.chance, rating: rating(safer.cell, chance: safer.chance), method: .rated)
        }
        return guess(best.cell, chance: best.chance, rating: best.rating, method: .rated)
    }

    /// Lexicographic comparison, with scores within a billionth counted equal.
    private static func isGreater(_ key: [Double], than other: [Double]) -> Bool {
        for (a, b) in zip(key, other) where abs(a - b) > 1e-9 { return a > b }
        return false
    }

    /// A guess without exact odds: the covered cell with the fewest covered neighbours (a
    /// corner first), unflagged if one is, at the density of the mines left.
    private static func uncountedGuess(board: MinesVisibleBoard, core: SolverCore) -> (point: Point, guess: MinesGuess) {
        let neighbourhood = Neighbourhood(width: board.width, height: board.height)
        var best: (cell: Int, key: (Int, Int, Int))?
        for position in 0..<core.unknownCount {
            let cell = core.unknownCell(position)
            var covered = 0
            neighbourhood.forEachNeighbour(of: cell) { if core.state(of: $0) == SolverCore.unknown { covered += 1 } }
            let key = (board.flagged[cell] ? 1 : 0, covered, cell)
            if best == nil || key < best!.key { best = (cell, key) }
        }
        let chance = core.unknownCount > 0 ? Double(core.minesLeft) / Double(core.unknownCount) : 0
        let cell = best?.cell ?? 0
        return (neighbourhood.point(at: cell),
                MinesGuess(mineChance: chance, leastMineChance: chance, expectedOpened: 1, progressChance: 0,
                           secondarySafety: 1 - chance, isOffFrontier: true, method: .uncounted))
    }
}
