/// An open-addressing hash map from 128-bit position fingerprints to a small number, the
/// transposition table of the searches: positions reached by different move orders are
/// looked up instead of searched again.
///
/// A fingerprint collision could only make a search skip a position it should have
/// searched; with 128 bits that is far less likely than a hardware fault, and a clearing
/// sequence the solver reports is replayed through the rules anyway.
struct PositionTable {
    private var firstKeys: [UInt64]
    private var secondKeys: [UInt64]
    private var values: [UInt32]
    private var mask: Int
    private(set) var count: Int

    init(capacity: Int = 1 << 12) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        firstKeys = [UInt64](repeating: 0, count: size)
        secondKeys = [UInt64](repeating: 0, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
        count = 0
    }

    /// The value stored for a key (whose first word is never zero), or nil.
    func value(for key: (UInt64, UInt64)) -> UInt32? {
        var slot = Int(truncatingIfNeeded: key.0 ^ (key.1 >> 17)) & mask
        while true {
            let stored = firstKeys[slot]
            if stored == 0 { return nil }
            if stored == key.0 && secondKeys[slot] == key.1 { return values[slot] }
            slot = (slot &+ 1) & mask
        }
    }

    func contains(_ key: (UInt64, UInt64)) -> Bool { value(for: key) != nil }

    /// Stores or replaces the value for a key.
    mutating func set(_ value: UInt32, for key: (UInt64, UInt64)) {
        if (count + 1) * 2 > firstKeys.count { grow() }
        var slot = Int(truncatingIfNeeded: key.0 ^ (key.1 >> 17)) & mask
        while true {
            let stored = firstKeys[slot]
            if stored == 0 {
                firstKeys[slot] = key.0
                secondKeys[slot] = key.1
                values[slot] = value
                count += 1
                return
            }
            if stored == key.0 && secondKeys[slot] == key.1 {
                values[slot] = value
                return
            }
            slot = (slot &+ 1) & mask
        }
    }

    mutating func insert(_ key: (UInt64, UInt64)) { set(0, for: key) }

    private mutating func grow() {
        let oldFirst = firstKeys, oldSecond = secondKeys, oldValues = values
        let size = oldFirst.count * 2
        firstKeys = [UInt64](repeating: 0, count: size)
        secondKeys = [UInt64](repeating: 0, count: size)
        values = [UInt32](repeating: 0, count: size)
        mask = size - 1
        count = 0
        for index in oldFirst.indices where oldFirst[index] != 0 {
            set(oldValues[index], for: (oldFirst[index], oldSecond[index]))
        }
    }
}
