import Foundation
import GRDB
import Players
import LocalDatabase

/// Why a change to a level pack was refused.
public enum LevelPackError: Error, Equatable, CustomStringConvertible {
    case shippedPackIsReadOnly
    case noSuchPack(String)
    case packExists(String)
    case playerPackExists(String)
    /// Another name for an installed pack: `name` reads as `installed` (case, accents, look-alike letters).
    case nameTaken(name: String, installed: String)

    public var description: String {
        switch self {
        case let .nameTaken(name, installed):
            "\"\(name)\" is the name of the installed pack \"\(installed)\" written another way (pack names that "
                + "differ only in case, accents or look-alike letters are one name); give the pack another name"
        case .shippedPackIsReadOnly:
            "the shipped pack \"\(LevelPack.shippedName)\" cannot be changed (copy its levels into a pack of your own)"
        case let .noSuchPack(name): "there is no level pack named \"\(name)\""
        case let .packExists(name): "a level pack named \"\(name)\" already exists"
        case let .playerPackExists(name):
            "you made a level pack named \"\(name)\" in the editor, and a pack file cannot replace it (give the pack in the file another name)"
        }
    }
}

extension AppDatabase {
    /// Every pack: the shipped one first, then the others by name.
    public func levelPacks() throws -> [LevelPack] {
        try dbWriter.read { db in
            try LevelPack.order(Column("shipped").desc, Column("name")).fetchAll(db)
        }
    }

    public func levelPack(named name: String) throws -> LevelPack? {
        try dbWriter.read { db in try LevelPack.fetchOne(db, key: name) }
    }

    /// The installed pack whose name `name` is another spelling of, if any (issue 31: "Campaign"
    /// was imported beside the shipped "campaign", "STARTER" beside "Starter"). The same name
    /// exactly is no clash: that is the pack itself, which an import replaces.
    public func packNameClash(for name: String) throws -> LevelPack? {
        try dbWriter.read { db in try Self.packNameClash(for: name, in: db) }
    }

    static func packNameClash(for name: String, in db: Database) throws -> LevelPack? {
        try LevelPack.fetchAll(db).first { $0.name != name && Self.isSamePackName($0.name, name) }
    }

    /// Pack names compare as players' names do (`NicknameRules`: case, accents and look-alike
    /// letters folded); without the confusables data, by case alone.
    static func isSamePackName(_ first: String, _ second: String) -> Bool {
        (try? NicknameRules.isSameName(first, second)) ?? (first.lowercased() == second.lowercased())
    }

    /// Installs a pack (a new one, or a new version of one with that name) with exactly these
    /// levels, in one transaction. A level whose map is unchanged keeps every player's results; a
    /// changed or removed one keeps them marked as for an older version. Nothing else is touched.
    public func installPack(_ pack: LevelPack, levels: [LevelRecord]) throws {
        guard !pack.isShipped, pack.name != LevelPack.shippedName else { throw LevelPackError.shippedPackIsReadOnly }
        let date = now()
        try dbWriter.write { db in
            if let taken = try Self.packNameClash(for: pack.name, in: db) {
                throw LevelPackError.nameTaken(name: pack.name, installed: taken.name)
            }
            if try LevelPack.fetchOne(db, key: pack.name)?.isPlayerMade == true {
                throw LevelPackError.playerPackExists(pack.name)
            }
            var installed = pack
            installed.isPlayerMade = false
            installed.installedAt = date
            try Self.install(installed, levels: levels, at: date, in: db)
            try Self.clearUnprovenMarks(pack: installed.name, in: db)
        }
    }

    /// A new, empty pack of the player's own (for the level editor).
    @discardableResult
    public func createPlayerPack(named name: String, author: String = "", description: String = "") throws -> LevelPack {
        guard name != LevelPack.shippedName else { throw LevelPackError.shippedPackIsReadOnly }
        let pack = LevelPack(name: name, author: author, version: "1", description: description, isPlayerMade: true,
                             installedAt: now())
        try dbWriter.write { db in
            guard try !LevelPack.exists(db, key: name) else { throw LevelPackError.packExists(name) }
            if let taken = try Self.packNameClash(for: name, in: db) {
                throw LevelPackError.nameTaken(name: name, installed: taken.name)
            }
            try pack.insert(db)
        }
        return pack
    }

    /// Adds a level to a player's pack or replaces the one with its number (for the level
    /// editor); results on the replaced map are kept, marked as for an older version.
    public func saveLevel(_ level: LevelRecord, inPack name: String) throws {
        let date = now()
        try dbWriter.write { db in try Self.saveLevel(level, inPack: name, at: date, in: db) }
    }

    static func saveLevel(_ level: LevelRecord, inPack name: String, at date: Date, in db: Database) throws {
        guard var pack = try LevelPack.fetchOne(db, key: name) else { throw LevelPackError.noSuchPack(name) }
        guard !pack.isShipped else { throw LevelPackError.shippedPackIsReadOnly }
        var record = level
        record.pack = name
        var levels = try LevelRecord.filter(LevelRecord.Columns.pack == name).fetchAll(db)
        levels.removeAll { $0.number == record.number }
        levels.append(record)
        pack.installedAt = date
        try Self.install(pack, levels: levels, at: date, in: db)
    }

    /// Removes a player's pack and its levels; every player's results on them are kept.
    public func removePack(named name: String) throws {
        let date = now()
        try dbWriter.write { db in
            guard let pack = try LevelPack.fetchOne(db, key: name) else { throw LevelPackError.noSuchPack(name) }
            guard !pack.isShipped else { throw LevelPackError.shippedPackIsReadOnly }
            try Self.markSuperseded(pack: name, keeping: [:], at: date, in: db)
            _ = try pack.delete(db)
        }
    }

    /// The one place a pack's levels are written: the pack row, its levels replaced whole, and the
    /// results of every player marked by whether they are for the level's current map.
    static func install(_ pack: LevelPack, levels: [LevelRecord], at date: Date, in db: Database) throws {
        try pack.save(db)
        _ = try LevelRecord.filter(LevelRecord.Columns.pack == pack.name).deleteAll(db)
        var current: [Int: String] = [:]
        for var level in levels {
            level.pack = pack.name
            try level.insert(db)
            current[level.number] = level.mapHash
        }
        try markSuperseded(pack: pack.name, keeping: current, at: date, in: db)
    }

    /// Results for a level's current map (`keeping`: number → map hash) are current; every
    /// other result of the pack is for an older version and is marked so (once, with its date).
    private static func markSuperseded(pack: String, keeping current: [Int: String], at date: Date,
                                       in db: Database) throws {
        let rows = try Row.fetchAll(db, sql: """
            SELECT number, mapHash, supersededAt IS NOT NULL AS old FROM packLevelProgress WHERE pack = ?
            GROUP BY number, mapHash, old
            """, arguments: [pack])
        for row in rows {
            let number: Int = row["number"], hash: String = row["mapHash"], isOld: Bool = row["old"]
            let isCurrent = current[number] == hash
            guard isCurrent == isOld else { continue }
            try db.execute(sql: "UPDATE packLevelProgress SET supersededAt = ? WHERE pack = ? AND number = ? AND mapHash = ?",
                           arguments: [isCurrent ? nil : date, pack, number, hash])
        }
    }
}
