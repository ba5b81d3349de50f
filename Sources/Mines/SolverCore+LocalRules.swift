/// The engine's local rules (one fact alone, two overlapping facts) and the changes the
/// generator makes to the layout under a running engine (see `SolverCore`).
extension SolverCore {
    // MARK: - Local rules

    /// Tries the single-fact rule on `fact`, then compares it with every fact it overlaps.
    mutating func examine(_ fact: Int) {
        let mask = facts[fact].mask
        let mines = Int(facts[fact].mines)
        let corner = Int(facts[fact].corner)
        if mines == 0 || mines == window.size(mask) {
            facts[fact].isAlive = false
            settle(mask: mask, corner: corner, isMine: mines != 0)
            return
        }
        let cornerX = corner % width, cornerY = corner / width
        // Facts are normalised to start at their window's corner, so only windows whose
        // corner lies at most two cells left or above, and no further right or lower than
        // this fact's last column and row, can overlap it.
        let extent = window.extent(mask)
        for otherY in max(0, cornerY - 2)...min(height - 1, cornerY + extent.rows) {
            for otherX in max(0, cornerX - 2)...min(width - 1, cornerX + extent.columns) {
                var other = firstLiveFact(at: otherY * width + otherX)
                while other >= 0 {
                    if other != fact {
                        compare(mask: mask, mines: mines, cornerX: cornerX, cornerY: cornerY,
                                with: other, dx: otherX - cornerX, dy: otherY - cornerY)
                    }
                    other = nextLiveFact(after: other)
                }
            }
        }
    }

    /// The pair rule. With A and B the two facts' cells and x the mines in A ∩ B:
    /// x ≥ a − |A∖B|, x ≥ b − |B∖A|, x ≤ a, b, |A ∩ B|. Those bounds give bounds on the mines in
    /// each part; a part whose bounds say "none" or "all" is settled, and when x is exact each
    /// part becomes a new, smaller fact (the subset rule is the case A ⊆ B).
    private mutating func compare(mask: UInt16, mines a: Int, cornerX: Int, cornerY: Int,
                                  with other: Int, dx: Int, dy: Int) {
        let otherMask = facts[other].mask
        let shared = mask & window.shift(otherMask, dx: dx, dy: dy)
        guard shared != 0 else { return }
        let b = Int(facts[other].mines)
        let onlyA = mask & ~shared
        let onlyB = otherMask & ~window.shift(shared, dx: -dx, dy: -dy)
        let sizeA = window.size(onlyA), sizeB = window.size(onlyB), sizeShared = window.size(shared)
        let low = max(0, a - sizeA, b - sizeB)
        let high = min(a, b, sizeShared)
        guard low <= high else {
            contradiction = true
            return
        }
        let corner = cornerY * width + cornerX
        let otherCorner = (cornerY + dy) * width + cornerX + dx
        var settledSomething = false
        if sizeA > 0 {
            if a - low == 0 {
                settle(mask: onlyA, corner: corner, isMine: false)
                settledSomething = true
            } else if a - high == sizeA {
                settle(mask: onlyA, corner: corner, isMine: true)
                settledSomething = true
            }
        }
        if sizeB > 0 {
            if b - low == 0 {
                settle(mask: onlyB, corner: otherCorner, isMine: false)
                settledSomething = true
            } else if b - high == sizeB {
                settle(mask: onlyB, corner: otherCorner, isMine: true)
                settledSomething = true
            }
        }
        if high == 0 {
            settle(mask: shared, corner: corner, isMine: false)
            settledSomething = true
        } else if low == sizeShared {
            settle(mask: shared, corner: corner, isMine: true)
            settledSomething = true
        }
        guard !settledSomething, low == high else { return }
        if sizeA > 0 { addFact(cornerX: cornerX, cornerY: cornerY, mask: onlyA, mines: a - low) }
        if sizeB > 0 { addFact(cornerX: cornerX + dx, cornerY: cornerY + dy, mask: onlyB, mines: b - low) }
        if sizeA > 0 && sizeB > 0 { addFact(cornerX: cornerX, cornerY: cornerY, mask: shared, mines: low) }
    }

    // MARK: - Changing the layout (the generator)

    /// Swaps two entries of the covered-cell list (its order is free), for random sampling.
    func swapUnknown(_ first: Int, _ second: Int) {
        guard first != second else { return }
        let a = unknownList[first], b = unknownList[second]
        unknownList[first] = b
        unknownList[second] = a
        unknownPosition[Int(b)] = Int32(first)
        unknownPosition[Int(a)] = Int32(second)
    }

    /// Flips whether `cell` (still covered) holds a mine, keeping every fact true: each fact
    /// that holds the cell gains or loses one mine, and the numbers around it follow.
    mutating func flipMine(at cell: Int) {
        let delta: Int8 = layout[cell] ? -1 : 1
        layout[cell].toggle()
        for fact in facts(holding: cell) { adjust(fact: fact, by: Int(delta)) }
        Neighbourhood(width: width, height: height).forEachNeighbour(of: cell) { neighbour in
            numbers[neighbour] += delta
            let value = cells[neighbour]
            if value >= 0 && value <= 8 { cells[neighbour] = value + delta }
        }
    }

    /// Flips a mine anywhere, settled or not, without keeping the engine's knowledge true:
    /// after this the run is void and only `layout` is worth reading.
    mutating func rewriteLayout(at cell: Int) {
        layout[cell].toggle()
    }
}
