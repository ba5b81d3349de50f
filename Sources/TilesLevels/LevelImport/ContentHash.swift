import GameCore

/// The fingerprint of the level files, to notice that they changed since the last import (FNV-1a).
/// It is not a security measure: anyone who can edit the level files can change the levels anyway.
struct ContentHash: Sendable {
    private var hasher = FNV1a()

    var value: UInt64 { hasher.value }

    mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        hasher.combine(bytes)
    }

    /// Adds a string followed by a separator, so ("ab", "c") and ("a", "bc") hash differently.
    mutating func combine(field: String) {
        combine(field.utf8)
        combine(CollectionOfOne(0))
    }

    var hexString: String { FNV1a.hex(value) }
}
