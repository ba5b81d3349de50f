import GameCore
import Leaderboards

/// A Tiles level's board, named by the level's identity: its pack, its number there and the
/// first 8 hex digits of its map's fingerprint (`TilesParams.mapHash`).
///
/// - a shipped level: `tiles.level.<number>.<hash8>` (`tiles.level.7.1a2b3c4d`);
/// - a level of any other pack: `tiles.pack.<pack>.<number>.<hash8>`, the pack's name with every
///   byte of its UTF-8 other than `A-Z a-z 0-9 _ -` written `%XX` (`tiles.pack.My%20pack.3.00ff00ff`),
///   so an id is plain ASCII, splits on its dots and names the pack exactly.
///
/// The id is a pure function of what a game's setup holds, so re-importing an unchanged level
/// keeps its board and a changed map starts a new one, the old board and its rows kept as they
/// were. Only `tiles.level.` boards (the shipped pack, every version) are summed into the Tiles
/// total: a pack anyone can write must not be able to raise it.
public struct TilesLevelBoard: Hashable, Sendable {
    public var key: LevelKey
    /// The first 8 hex digits (lower case) of the map's 64-bit fingerprint.
    public var hashPrefix: String

    public init(key: LevelKey, mapHash: UInt64) {
        self.key = key
        hashPrefix = String(FNV1a.hex(mapHash).prefix(8))
    }

    static let shippedPrefix = "tiles.level."
    static let packPrefix = "tiles.pack."

    public var id: BoardID {
        let tail = "\(key.number).\(hashPrefix)"
        return key.isShipped ? BoardID(Self.shippedPrefix + tail)
                             : BoardID(Self.packPrefix + Self.encode(key.pack) + "." + tail)
    }

    /// Whether `mapHash` is the version this board is for.
    public func isVersion(_ mapHash: UInt64) -> Bool { FNV1a.hex(mapHash).hasPrefix(hashPrefix) }

    /// The level board `board` names, or nil for any other id (the total, another game's, a
    /// malformed one).
    public init?(_ board: BoardID) {
        let parts = board.rawValue.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let pack: String
        switch (parts.count, parts.first, parts.count > 1 ? parts[1] : nil) {
        case (4, "tiles", "level"):
            pack = ShippedPack.name
        case (5, "tiles", "pack"):
            guard let decoded = Self.decode(parts[2]), !decoded.isEmpty, decoded != ShippedPack.name else { return nil }
            pack = decoded
        default:
            return nil
        }
        let hash = parts[parts.count - 1]
        guard let number = Int(parts[parts.count - 2]), hash.count == 8,
              hash.allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return nil }
        key = LevelKey(pack: pack, number: number)
        hashPrefix = hash
        // Only the canonical spelling names a board: one id per level version.
        guard id == board else { return nil }
    }

    private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    static func encode(_ pack: String) -> String {
        var result = ""
        for byte in pack.utf8 {
            if isKept(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                let first = utf8.index(after: index)
                guard first < utf8.endIndex, utf8.index(after: first) < utf8.endIndex,
                      let value = UInt8(String(decoding: utf8[first...utf8.index(after: first)], as: UTF8.self), radix: 16)
                else { return nil }
                bytes.append(value)
                index = utf8.index(first, offsetBy: 2)
            } else {
                guard isKept(byte) else { return nil }
                bytes.append(byte)
                index = utf8.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}

extension TilesParams {
    /// The board a game of these params ranks on.
    public var levelBoard: TilesLevelBoard { TilesLevelBoard(key: key, mapHash: mapHash) }
}
