import GameCore
@testable import Mines

/// An independent exact player for boards too large for `BruteForceMines`: it plays a layout
/// from its first cell, each round proving what every fitting layout agrees on and opening
/// (or marking) all of it, until a round proves nothing.
///
/// A round first applies the one obvious rule (a number whose mines are all known makes its
/// other covered neighbours safe; one that needs all of them makes them mines), then splits
/// the undecided cells next to numbers into groups joined by shared numbers, lists every
/// arrangement of each group by plain backtracking (a number is checked once all of its
/// undecided neighbours are set), and keeps, per group, which mine counts are possible and
/// which cells can be a mine or clear at each count. The groups and the cells no number sees
/// meet only through the mine count, which a sum over the groups' possible counts settles.
/// It shares no code with the solver and keeps no facts: slow, but plainly right.
struct ReferencePlayer {
    let layout: MineLayout
    /// Per cell: nil undecided, true known mine, false opened.
    private var known: [Bool?]

    init(layout: MineLayout) {
        self.layout = layout
        known = [Bool?](repeating: nil, count: layout.cellCount)
    }

    /// Opened safe cells when no round proves anything more.
    static func revealedCells(_ layout: MineLayout, from first: Point) -> Int {
        var player = ReferencePlayer(layout: layout)
        player.known[first.y * layout.width + first.x] = false
        while player.round() {}
        return player.known.filter { $0 == false }.count
    }

    private func neighbours(_ cell: Int) -> [Int] {
        let x = cell % layout.width, y = cell / layout.width
        var result: [Int] = []
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                let nx = x + dx, ny = y + dy
                if nx >= 0, ny >= 0, nx < layout.width, ny < layout.height { result.append(ny * layout.width + nx) }
            }
        }
        return result
    }

    private func number(_ cell: Int) -> Int {
        layout.adjacentMines(at: Point(x: cell % layout.width, y: cell / layout.width))
    }

    /// Opens or marks cells; false when it proved nothing.
    private mutating func round() -> Bool {
        var changed = false
        // The obvious rule, to a standstill.
        var again = true
        while again {
            again = false
            for cell in known.indices where known[cell] == false {
                let around = neighbours(cell)
                let undecided = around.filter { known[$0] == nil }
                guard !undecided.isEmpty else { continue }
                let need = number(cell) - around.filter { known[$0] == true }.count
                if need == 0 || need == undecided.count {
                    for other in undecided { set(other, mine: need != 0) }
                    again = true
                    changed = true
                }
            }
        }
        let found = exactVerdicts()
        for cell in found.safe { set(cell, mine: false) }
        for cell in found.mines { set(cell, mine: true) }
        return changed || !found.safe.isEmpty || !found.mines.isEmpty
    }

    private mutating func set(_ cell: Int, mine: Bool) {
        precondition(layout.mines[cell] == mine, "the reference proved something false")
        known[cell] = mine
    }

    private func exactVerdicts() -> (safe: [Int], mines: [Int]) {
        let opened = known.indices.filter { known[$0] == false }
        let undecided = known.indices.filter { known[$0] == nil }
        var seen = [Bool](repeating: false, count: known.count)
        for cell in opened { for other in neighbours(cell) where known[other] == nil { seen[other] = true } }
        let outside = undecided.filter { !seen[$0] }
        let minesLeft = layout.mineCount - known.filter { $0 == true }.count
        // Groups: undecided seen cells joined through the opened numbers that see them.
        var group = [Int](repeating: -1, count: known.count)
        var groups: [[Int]] = []
        for start in undecided where seen[start] && group[start] < 0 {
            var members = [start]
            group[start] = groups.count
            var head = 0
            while head < members.count {
                let cell = members[head]
                head += 1
                for number in neighbours(cell) where known[number] == false {
                    for other in neighbours(number) where known[other] == nil && group[other] < 0 {
                        group[other] = groups.count
                        members.append(other)
                    }
                }
            }
            groups.append(members)
        }
        let listed = groups.map { arrangements(of: $0) }
        // Which totals the groups before and after each one can make.
        func sums(_ parts: ArraySlice<GroupArrangements>) -> Set<Int> {
            parts.reduce(into: [0]) { totals, part in
                totals = Set(totals.flatMap { total in part.counts.map { total + $0 } })
            }
        }
        var safe: [Int] = [], mines: [Int] = []
        for (index, part) in listed.enumerated() {
            let others = sums(listed[..<index]).flatMap { before in
                sums(listed[(index + 1)...]).map { before + $0 }
            }
            let possible = part.counts.filter { count in
                others.contains { minesLeft - count - $0 >= 0 && minesLeft - count - $0 <= outside.count }
            }
            for (position, cell) in groups[index].enumerated() {
                let canBeMine = possible.contains { part.mineAt[$0]?.contains(position) ?? false }
                let canBeClear = possible.contains { part.clearAt[$0]?.contains(position) ?? false }
                if !canBeMine { safe.append(cell) }
                if !canBeClear { mines.append(cell) }
            }
        }
        if !outside.isEmpty {
            let rests = sums(listed[...]).map { minesLeft - $0 }.filter { $0 >= 0 && $0 <= outside.count }
            if !rests.contains(where: { $0 > 0 }) { safe += outside }
            if !rests.contains(where: { $0 < outside.count }) { mines += outside }
        }
        return (safe, mines)
    }

    /// Per mine count of a group: the cells that can be a mine, and those that can be clear.
    struct GroupArrangements {
        var counts: Set<Int> = []
        var mineAt: [Int: Set<Int>] = [:]
        var clearAt: [Int: Set<Int>] = [:]
    }

    private func arrangements(of cells: [Int]) -> GroupArrangements {
        var result = GroupArrangements()
        var position = [Int: Int]()
        for (index, cell) in cells.enumerated() { position[cell] = index }
        // Each number next to the group, with its undecided neighbours and the mines it needs;
        // it is checked when its last undecided neighbour (in the group's order) is set.
        var checksAt = [[(cells: [Int], need: Int)]](repeating: [], count: cells.count)
        var numbers = Set<Int>()
        for cell in cells { for number in neighbours(cell) where known[number] == false { numbers.insert(number) } }
        for number in numbers {
            let around = neighbours(number)
            let members = around.compactMap { position[$0] }
            let need = self.number(number) - around.filter { known[$0] == true }.count
            checksAt[members.max()!].append((members, need))
        }
        var isMine = [Bool](repeating: false, count: cells.count)
        func place(_ index: Int) {
            if index > 0 {
                for check in checksAt[index - 1] where check.cells.filter({ isMine[$0] }).count != check.need { return }
            }
            if index == cells.count {
                let count = isMine.filter { $0 }.count
                result.counts.insert(count)
                for cell in cells.indices {
                    if isMine[cell] { result.mineAt[count, default: []].insert(cell) } else {
                        result.clearAt[count, default: []].insert(cell)
                    }
                }
                return
            }
            isMine[index] = false
            place(index + 1)
            isMine[index] = true
            place(index + 1)
            isMine[index] = false
        }
        place(0)
        return result
    }
}
