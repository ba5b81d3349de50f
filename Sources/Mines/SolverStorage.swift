/// Fixed-size memory for the solver, owned by a class so that reads and writes go straight
/// to it: Swift arrays check uniqueness on every write inside a mutating method, which is
/// most of the solver's time on small boards. Every index the solver uses is computed from
/// the board's size (or checked against `count`), so the unchecked access is safe.
///
/// A value that holds one shares it when copied; the solver types that use it are internal
/// and never copied while in use.
final class FixedBuffer<Element> {
    let base: UnsafeMutablePointer<Element>
    let count: Int

    init(repeating value: Element, count: Int) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: value, count: count)
    }

    init(copying other: FixedBuffer<Element>, count: Int, padding: Element) {
        self.count = count
        base = .allocate(capacity: max(count, 1))
        let kept = min(count, other.count)
        base.initialize(from: other.base, count: kept)
        (base + kept).initialize(repeating: padding, count: count - kept)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { base[index] }
        set { base[index] = newValue }
    }
}

/// A list that grows by doubling, over a `FixedBuffer`.
struct GrowableBuffer<Element> {
    private(set) var storage: FixedBuffer<Element>
    private(set) var count = 0
    private let padding: Element

    init(capacity: Int, padding: Element) {
        storage = FixedBuffer(repeating: padding, count: max(capacity, 16))
        self.padding = padding
    }

    @inline(__always)
    mutating func append(_ element: Element) {
        if count == storage.count {
            storage = FixedBuffer(copying: storage, count: storage.count * 2, padding: padding)
        }
        storage[count] = element
        count += 1
    }

    mutating func removeAll() { count = 0 }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { storage[index] }
        nonmutating set { storage[index] = newValue }
    }
}

/// One fact: the cells of `mask` in the 3×3 window whose top-left cell is `corner` hold
/// exactly `mines` mines.
struct Fact {
    var corner: Int32
    /// The next fact with the same corner, or -1.
    var next: Int32
    var mask: UInt16
    var mines: Int8
    var isAlive: Bool
    var isQueued: Bool
}
