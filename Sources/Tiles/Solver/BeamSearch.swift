/// Beam search for a short clearing: it keeps the `width` most promising positions after
/// each move, judged by how many groups and lone tiles remain (each needs at least a move
/// of its own unless it merges with another). Not exhaustive, but it finds far shorter
/// clearings on big boards than depth-first search does, which gives branch and bound a
/// tight first bound.
final class BeamSearch {
    private struct Entry {
        var columns: [UInt64]
        var score: Int
        /// Index of the parent in the previous layer, and the move from it.
        var parent: Int
        var move: SearchGroup
    }

    private let engine: SearchEngine
    private let beamWidth: Int
    /// How much a remaining group and a remaining lone tile count against a position
    /// (a remaining tile counts one).
    private let groupWeight: Int
    private let lonerWeight: Int
    private(set) var nodes = 0
    private(set) var best: [SearchGroup]?

    init(engine: SearchEngine, beamWidth: Int, groupWeight: Int = 64, lonerWeight: Int = 64) {
        self.engine = engine
        self.beamWidth = max(1, beamWidth)
        self.groupWeight = groupWeight
        self.lonerWeight = lonerWeight
    }

    /// Runs until a layer contains the empty board, the beam dies out or `nodeLimit`
    /// positions have been expanded.
    func run(start: [UInt64], nodeLimit: Int) {
        let placeholder = SearchGroup(cell: 0, size: 0, colour: 0, priority: 0)
        var layers: [[Entry]] = [[Entry(columns: start, score: 0, parent: -1, move: placeholder)]]
        while let layer = layers.last, !layer.isEmpty {
            var seen = PositionTable(capacity: layer.count * 8)
            var next: [Entry] = []
            for (parentIndex, entry) in layer.enumerated() {
                if nodes >= nodeLimit { return }
                nodes += 1
                engine.load(entry.columns, depth: 0)
                engine.listGroups(depth: 0)
                for index in 0..<engine.groupCount(depth: 0) {
                    let group = engine.group(index, depth: 0)
                    if engine.count(of: Int(group.colour), depth: 0) - Int32(group.size) == 1 { continue }
                    engine.apply(group, depth: 0)
                    if engine.isEmpty(depth: 1) {
                        layers.append([Entry(columns: [], score: 0, parent: parentIndex, move: group)])
                        best = path(through: layers)
                        return
                    }
                    let key = engine.key(depth: 1)
                    if seen.contains(key) { continue }
                    seen.insert(key)
                    let loners = engine.listGroups(depth: 1)
                    let groups = engine.groupCount(depth: 1)
                    if groups == 0 || engine.hasBlockingCycle(depth: 1) { continue }
                    let score = groupWeight * groups + lonerWeight * loners + engine.tileCount(depth: 1)
                    next.append(Entry(columns: engine.columns(depth: 1), score: score, parent: parentIndex, move: group))
                }
            }
            if next.count > beamWidth {
                next.sort { $0.score < $1.score }
                next.removeLast(next.count - beamWidth)
            }
            layers.append(next)
        }
    }

    private func path(through layers: [[Entry]]) -> [SearchGroup] {
        var moves: [SearchGroup] = []
        var index = 0
        for layer in layers.reversed() {
            let entry = layer[index]
            if entry.parent < 0 { break }
            moves.append(entry.move)
            index = entry.parent
        }
        return moves.reversed()
    }
}
