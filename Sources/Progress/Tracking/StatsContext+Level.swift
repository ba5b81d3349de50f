/// Where a game made of levels was played, as its stats context says it: the convention any such
/// game follows, so the level table (LocalDatabase), the keeper's level standing (Midend) and the
/// records read a level's results without knowing the game. A game's context names the level's
/// number under `level`, its pack under `pack` (absent for the game's shipped pack, as every
/// result before packs existed was) and the fingerprint of the map played under `map`.
public struct LevelPlace: Hashable, Sendable {
    public static let levelKey = "level"
    public static let packKey = "pack"
    public static let mapKey = "map"

    /// The level's number in its pack.
    public var number: Int
    /// The pack, nil for the game's shipped pack.
    public var pack: String?
    /// The fingerprint of the map played (16 hex digits), so its results are kept for that map
    /// even when another copy of the game replaced the level meanwhile.
    public var map: String?

    public init(number: Int, pack: String? = nil, map: String? = nil) {
        self.number = number
        self.pack = pack
        self.map = map
    }

    /// The details a stats context holds for the level.
    public var detail: [String: StatsContext.Value] {
        var detail: [String: StatsContext.Value] = [Self.levelKey: .number(number)]
        if let pack { detail[Self.packKey] = .name(pack) }
        if let map { detail[Self.mapKey] = .name(map) }
        return detail
    }
}

extension StatsContext {
    /// The level the game was played on; nil for a game not played on a level.
    public var levelPlace: LevelPlace? {
        number(LevelPlace.levelKey).map { LevelPlace(number: $0, pack: name(LevelPlace.packKey), map: name(LevelPlace.mapKey)) }
    }

    /// Whether `other` was played on the same level of the same game (whatever its map).
    public func isSameLevel(as other: StatsContext) -> Bool {
        guard let place = levelPlace, let otherPlace = other.levelPlace else { return false }
        return kind == other.kind && place.number == otherPlace.number && place.pack == otherPlace.pack
    }
}
