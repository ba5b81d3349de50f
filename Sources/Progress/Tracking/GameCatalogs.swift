import Foundation
import GameCore

/// The games Progress knows in this program: each game's stats catalog and the events it
/// declares. Whoever assembles the program builds it from the games' modules and hands it in;
/// its order is the order screens list the games in.
public struct GameCatalogs: Sendable {
    /// One game's part.
    public struct Game: Sendable {
        public let stats: GameStatsCatalog
        public let events: [EventDeclaration]

        public init(stats: GameStatsCatalog, events: [EventDeclaration]) {
            self.stats = stats
            self.events = events
        }
    }

    public let stats: [GameStatsCatalog]
    let vocabulary: EventVocabulary
    /// The daily-challenge streaks over these games, kept beside their totals.
    public let daily: DailyStreakSchema

    /// No games at all: what a program runs with when its games' catalogs cannot be built.
    public static let empty = GameCatalogs()

    private init() {
        stats = []
        daily = DailyStreakSchema(games: [], titles: [])
        // The session's own declarations are sound (the catalog tests prove it).
        vocabulary = (try? EventVocabulary(declarations: EventDeclaration.sessionEvents, games: []))
            ?? EventVocabulary.unchecked(EventDeclaration.sessionEvents)
    }

    /// Throws when two games share a kind or declare one event name differently.
    public init(_ games: [Game]) throws {
        var seen: Set<GameKind> = []
        for game in games where !seen.insert(game.stats.kind).inserted {
            throw GameCatalogsError.duplicateGame(game.stats.kind.rawValue)
        }
        stats = games.map(\.stats)
        daily = DailyStreakSchema(games: games.map(\.stats.kind), titles: games.map(\.stats.title))
        vocabulary = try EventVocabulary(declarations: EventDeclaration.sessionEvents + games.flatMap(\.events),
                                         games: games.map(\.stats.kind))
    }

    public var kinds: [GameKind] { stats.map(\.kind) }

    public func catalog(for kind: GameKind) -> GameStatsCatalog? {
        stats.first { $0.kind == kind }
    }

    /// The catalog of `kind`, or `StatsError.unknownGameContext` naming it.
    public func requireCatalog(for kind: GameKind) throws -> GameStatsCatalog {
        guard let catalog = catalog(for: kind) else { throw StatsError.unknownGameContext("no game '\(kind.rawValue)'") }
        return catalog
    }

    /// The game's position in this list, or -1.
    @inline(__always)
    func code(of kind: GameKind) -> Int {
        for index in stats.indices where stats[index].kind == kind { return index }
        return -1
    }

    /// Every declared event name, for tools and messages.
    public var eventNames: [String] { vocabulary.kinds.map(\.name.rawValue) }

    // MARK: Decoding

    /// Saved stats are decoded against the games' schemas, so a decoder of anything holding
    /// them (a save, the results kept for the next start) is given the catalogs under this key.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "net.clearfield.gameCatalogs")!

    /// `[userInfoKey: self]`, to set on a decoder.
    public var decodingUserInfo: [CodingUserInfoKey: any Sendable] { [Self.userInfoKey: self] }

    static func from(_ decoder: Decoder) throws -> GameCatalogs {
        guard let catalogs = decoder.userInfo[userInfoKey] as? GameCatalogs else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "saved stats need the game catalogs to be read"))
        }
        return catalogs
    }
}

/// Why a list of games cannot be used.
public enum GameCatalogsError: Error, Equatable, Sendable, CustomStringConvertible {
    case duplicateGame(String)
    case conflictingEvent(String)
    case tooManyFields(String)

    public var description: String {
        switch self {
        case .duplicateGame(let kind): "the game '\(kind)' is listed twice"
        case .conflictingEvent(let name): "the event '\(name)' is declared twice, differently"
        case .tooManyFields(let name): "the event '\(name)' declares more than \(GameEvent.Values.count) fields"
        }
    }
}
