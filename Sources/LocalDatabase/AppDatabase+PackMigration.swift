import Foundation
import GRDB

extension AppDatabase {
    /// "v4-level-packs": levels belong to packs and are identified by (pack, number); results are
    /// kept per version of a level's map.
    ///
    /// The campaign's levels (the v1 `levels` table) become the shipped pack's, with the same
    /// numbers, and every player's progress on them moves over keyed by the map it was played on,
    /// so nothing a player earned is lost. Progress on a level the campaign no longer has is kept
    /// too, marked as for an older version. The v1 tables are then dropped: nothing reads them.
    static func migrateToLevelPacks(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE levelPack (
                name TEXT PRIMARY KEY NOT NULL,
                author TEXT NOT NULL DEFAULT '',
                version TEXT NOT NULL DEFAULT '1',
                description TEXT NOT NULL DEFAULT '',
                shipped BOOLEAN NOT NULL DEFAULT 0,
                installedAt DATETIME NOT NULL);
            CREATE TABLE packLevel (
                pack TEXT NOT NULL REFERENCES levelPack(name) ON DELETE CASCADE ON UPDATE CASCADE,
                number INTEGER NOT NULL,
                name TEXT NOT NULL,
                background TEXT NOT NULL DEFAULT 'default',
                map TEXT NOT NULL,
                par INTEGER NOT NULL,
                mapHash TEXT NOT NULL,
                PRIMARY KEY (pack, number));
            -- No foreign key to packLevel: results outlive a level's removal or change.
            CREATE TABLE packLevelProgress (
                playerId INTEGER NOT NULL REFERENCES player(id) ON DELETE CASCADE,
                pack TEXT NOT NULL,
                number INTEGER NOT NULL,
                mapHash TEXT NOT NULL,
                passed BOOLEAN NOT NULL DEFAULT 0,
                bestScore INTEGER,
                bestStars INTEGER NOT NULL DEFAULT 0,
                fewestMoves INTEGER,
                updatedAt DATETIME NOT NULL,
                supersededAt DATETIME,
                PRIMARY KEY (playerId, pack, number, mapHash));
            """)
        let migratedAt = StoredDate.text(Date())
        try db.execute(sql: """
            INSERT INTO levelPack (name, author, version, description, shipped, installedAt)
            VALUES (?, ?, ?, ?, 1, ?)
            """, arguments: [LevelPack.shippedName, "Clearfield", "shipped", "The levels Clearfield ships with",
                             migratedAt])
        var hashes: [Int: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT ix, background, map, name, par FROM levels ORDER BY ix") {
            let record = LevelRecord(number: row["ix"], background: row["background"], map: row["map"], name: row["name"],
                                     par: row["par"], pack: LevelPack.shippedName)
            try record.insert(db)
            hashes[record.number] = record.mapHash
        }
        for row in try Row.fetchAll(db, sql: "SELECT * FROM levelProgress") {
            let number: Int = row["levelIx"]
            let hash = hashes[number]
            try db.execute(sql: """
                INSERT INTO packLevelProgress (playerId, pack, number, mapHash, passed, bestScore, bestStars,
                                               fewestMoves, updatedAt, supersededAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [row["playerId"], LevelPack.shippedName, number, hash ?? "", row["passed"],
                                 row["bestScore"], row["bestStars"], row["fewestMoves"], row["updatedAt"],
                                 hash == nil ? migratedAt : nil])
        }
        try db.execute(sql: "DROP TABLE levelProgress; DROP TABLE levels")
        try db.create(index: "packLevelProgress_current", on: "packLevelProgress",
                      columns: ["playerId", "supersededAt", "pack", "number"])
    }
}
