import GRDB

// The tables of the marks the level editor leaves on a player's pack's levels (issue 11, issue 22),
// as shipped migrations; what reads and writes them is TilesLevels' (AppDatabase+LevelProof.swift,
// Packs/LevelVerdict.swift).

extension AppDatabase {
    /// "v6-level-proof": a mark per level saved unproven, for the map it was saved with. A mark
    /// whose map hash is no longer the level's says nothing (the level was changed since), so the
    /// marks need no upkeep when a level changes by other means.
    static func migrateToLevelProof(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE unprovenLevel (
                pack TEXT NOT NULL REFERENCES levelPack(name) ON DELETE CASCADE ON UPDATE CASCADE,
                number INTEGER NOT NULL,
                mapHash TEXT NOT NULL,
                markedAt DATETIME NOT NULL,
                PRIMARY KEY (pack, number))
            """)
    }

    /// "v11-unclearable-levels": an unproven mark may say the solver proved the level cannot be
    /// cleared. Marks written before are plain unproven ones (the default), which is all they said.
    static func migrateToUnclearableLevels(_ db: Database) throws {
        try db.alter(table: "unprovenLevel") { t in
            t.add(column: "unclearable", .boolean).notNull().defaults(to: false)
        }
    }
}
