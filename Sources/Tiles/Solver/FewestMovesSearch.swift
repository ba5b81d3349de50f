/// Branch and bound for a short clearing sequence, used to set a level's par.
///
/// A quick depth-first clearing gives the first bound; the search then looks only for
/// strictly shorter clearings. A position's entry in the table is the largest number of
/// further moves with which it is known not to clear, so it is skipped whenever the moves
/// still allowed are no more than that. No clearing needs fewer moves than there are
/// colours left, which prunes deep branches.
final class FewestMovesSearch {
    private let engine: SearchEngine
    private let nodeLimit: Int
    private var failedWithin = PositionTable()
    private var path: [SearchGroup] = []
    /// Solutions must be shorter than this.
    private var bound = Int.max
    private(set) var nodes = 0
    private(set) var hitLimit = false
    private(set) var best: [SearchGroup]?

    private let beamWidth: Int

    init(engine: SearchEngine, nodeLimit: Int, beamWidth: Int) {
        self.engine = engine
        self.nodeLimit = nodeLimit
        self.beamWidth = beamWidth
    }

    func run() {
        let start = engine.columns(depth: 0)
        let first = ClearingSearch(engine: engine, nodeLimit: nodeLimit)
        let cleared = first.run()
        nodes = first.nodes
        guard cleared else {
            hitLimit = first.hitLimit
            return
        }
        best = first.solution
        bound = first.solution.count
        // Two judgements of a position: the second fears lone tiles more, which keeps the
        // beam alive on boards where the first runs into dead ends.
        for lonerWeight in [64, 128] where beamWidth > 0 {
            let beam = BeamSearch(engine: engine, beamWidth: beamWidth, lonerWeight: lonerWeight)
            beam.run(start: start, nodeLimit: nodeLimit)
            nodes += beam.nodes
            if let found = beam.best, found.count < bound {
                best = found
                bound = found.count
            }
        }
        engine.load(start, depth: 0)
        path.reserveCapacity(bound)
        let limit = nodes + nodeLimit
        search(depth: 0, limit: limit)
    }

    private func search(depth: Int, limit: Int) {
        if engine.isEmpty(depth: depth) {
            best = path
            bound = depth
            return
        }
        let budget = bound - 1 - depth
        if engine.coloursLeft(depth: depth) > budget { return }
        if nodes >= limit {
            hitLimit = true
            return
        }
        nodes &+= 1
        let key = engine.key(depth: depth)
        if let known = failedWithin.value(for: key), Int(known) >= budget { return }
        if engine.hasBlockingCycle(depth: depth) {
            failedWithin.set(UInt32.max, for: key)
            return
        }
        engine.listGroups(depth: depth)
        let count = engine.groupCount(depth: depth)
        for index in 0..<count {
            let group = engine.group(index, depth: depth)
            engine.setPriority(Int32(group.size), of: index, depth: depth)
        }
        engine.sortGroups(depth: depth)
        for index in 0..<count {
            let group = engine.group(index, depth: depth)
            if engine.count(of: Int(group.colour), depth: depth) - Int32(group.size) == 1 { continue }
            engine.apply(group, depth: depth)
            path.append(group)
            search(depth: depth + 1, limit: limit)
            path.removeLast()
            if hitLimit { return }
        }
        let budgetLeft = bound - 1 - depth
        if budgetLeft >= 0 { failedWithin.set(UInt32(budgetLeft), for: key) }
    }
}
