import GRDB

extension AppDatabase {
    /// The schema, as a sequence of migrations.
    ///
    /// A migration that has shipped is never edited: later schema changes are new migrations
    /// ("v2", ...) registered after it. (`eraseDatabaseOnSchemaChange` is deliberately not used,
    /// even in debug builds: it would wipe a player's progress during development runs.)
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()

        migrator.registerMigration("v1") { db in
            // The campaign, rebuilt from levels/*.sql by LevelImporter. The definition is
            // `LevelsTable`'s (the same statement this migration has always run); the importer
            // checks levels/schema.sql against it.
            try db.execute(sql: LevelsTable.createStatement())

            // What the levels table was last built from, so an unchanged campaign is not re-imported.
            try db.create(table: "levelSource") { t in
                t.primaryKey("id", .integer).check { $0 == 1 }
                t.column("contentHash", .text).notNull()
                t.column("importedAt", .datetime).notNull()
            }
            // The problems found by that import, reported again on every start until fixed.
            try db.create(table: "levelImportProblem") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("file", .text).notNull()
                t.column("line", .integer)
                t.column("levelIx", .integer)
                t.column("severity", .text).notNull()
                t.column("message", .text).notNull()
            }

            try db.create(table: "player") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("name", .text).notNull().unique()
                t.column("createdAt", .datetime).notNull()
            }

            // No foreign key to levels: that table is rebuilt on import, progress must outlive it.
            try db.create(table: "levelProgress") { t in
                t.belongsTo("player", onDelete: .cascade).notNull()
                t.column("levelIx", .integer).notNull()
                t.primaryKey(["playerId", "levelIx"])
                t.column("passed", .boolean).notNull().defaults(to: false)
                t.column("bestScore", .integer)
                t.column("bestStars", .integer).notNull().defaults(to: 0)
                t.column("fewestMoves", .integer)
                t.column("updatedAt", .datetime).notNull()
            }

            try db.create(table: "statTotal") { t in
                t.belongsTo("player", onDelete: .cascade).notNull()
                t.column("game", .text).notNull()
                t.column("name", .text).notNull()
                t.primaryKey(["playerId", "game", "name"])
                t.column("value", .integer).notNull()
            }

            // One row per game rolled into the totals: the guard that makes rollover happen once.
            try db.create(table: "finishedGame") { t in
                t.primaryKey("gameId", .text)
                t.belongsTo("player", onDelete: .cascade).notNull()
                t.column("game", .text).notNull()
                t.column("outcome", .text).notNull()
                t.column("finishedAt", .datetime).notNull()
            }

            try db.create(table: "achievementState") { t in
                t.belongsTo("player", onDelete: .cascade).notNull()
                t.column("achievementId", .text).notNull()
                t.primaryKey(["playerId", "achievementId"])
                t.column("progress", .integer).notNull().defaults(to: 0)
                t.column("target", .integer).notNull().defaults(to: 1)
                t.column("earnedCount", .integer).notNull().defaults(to: 0)
                t.column("firstEarnedAt", .datetime)
                t.column("lastEarnedAt", .datetime)
                t.column("definitionHash", .text).notNull()
                t.column("armed", .boolean).notNull().defaults(to: true)
                // Stat name → value the condition counts from after a reset, as JSON.
                t.column("baselines", .jsonText).notNull().defaults(to: "{}")
            }
        }

        // Every later migration follows "v1", in the order it shipped; none is ever edited.

        // The game history: what each finished game was, how long it took and its own stats,
        // beside the row that already guarded its rollover. Games finished before this
        // migration keep nulls there (their board was never written down).
        migrator.registerMigration("v2-game-history") { db in
            try db.alter(table: "finishedGame") { t in
                t.add(column: "context", .jsonText)
                t.add(column: "playTimeMs", .integer)
                t.add(column: "stats", .jsonText)
            }
            try db.create(index: "finishedGame_history", on: "finishedGame",
                          columns: ["playerId", "game", "finishedAt"])
        }

        // Leaderboards and players (issue 10). Profiles and avatars live apart from the ranking
        // rows, so a board reads its rows without the pictures and a moderator's change to a
        // name or avatar touches no ranking row. A missing profile row means: nickname = login
        // name, role player, not blocked, member since player.createdAt.
        migrator.registerMigration("v3-leaderboards") { db in
            try db.create(table: "playerProfile") { t in
                t.primaryKey("playerId", .integer).references("player", onDelete: .cascade)
                t.column("nickname", .text)
                t.column("nicknameBlanked", .boolean).notNull().defaults(to: false)
                t.column("role", .text).notNull().defaults(to: "player")
                t.column("blocked", .boolean).notNull().defaults(to: false)
                t.column("memberSince", .datetime).notNull()
            }
            try db.create(table: "playerAvatar") { t in
                t.primaryKey("playerId", .integer).references("player", onDelete: .cascade)
                t.column("pixels", .blob).notNull()
                t.column("updatedAt", .datetime).notNull()
            }
            try db.create(table: "moderationLog") { t in
                t.autoIncrementedPrimaryKey("id")
                t.column("actorId", .integer).notNull()
                t.column("action", .text).notNull()
                t.column("targetId", .integer).notNull()
                t.column("reason", .text)
                t.column("at", .datetime).notNull()
            }
            // Every finished ranked game, with what replays it (setup JSON, packed timed log) and
            // what it claims; `day` and `week` are its local buckets ("2026-11-24", "2026-W48").
            try db.create(table: "rankedRun") { t in
                t.primaryKey("id", .text)
                t.belongsTo("player", onDelete: .cascade).notNull()
                t.column("board", .text).notNull()
                t.column("game", .text).notNull()
                t.column("setup", .blob).notNull()
                t.column("log", .blob).notNull()
                t.column("claimed", .jsonText).notNull()
                t.column("figures", .jsonText).notNull()
                t.column("sortKey1", .integer).notNull()
                t.column("sortKey2", .integer).notNull()
                t.column("sortKey3", .integer).notNull()
                t.column("verification", .text).notNull()
                t.column("finishedAt", .datetime).notNull()
                t.column("day", .text).notNull()
                t.column("week", .text).notNull()
            }
            try db.create(index: "rankedRun_playerBoard", on: "rankedRun", columns: ["playerId", "board"])
            // Each player's best verified row per board and period ('all', 'd:2026-11-24',
            // 'w:2026-W48'), kept on submit in the same transaction; its order index makes top N,
            // a rank (count of better keys) and around-me index range scans.
            try db.create(table: "boardBest") { t in
                t.column("board", .text).notNull()
                t.column("period", .text).notNull()
                t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
                t.primaryKey(["board", "period", "playerId"])
                t.column("runId", .text).notNull()
                t.column("sortKey1", .integer).notNull()
                t.column("sortKey2", .integer).notNull()
                t.column("sortKey3", .integer).notNull()
                t.column("figures", .jsonText).notNull()
                t.column("finishedAt", .datetime).notNull()
            }
            try db.create(index: "boardBest_order", on: "boardBest",
                          columns: ["board", "period", "sortKey1", "sortKey2", "sortKey3", "playerId"])
            // A player's rows of one period across boards: what an aggregate board (the Tiles
            // total) is summed from.
            try db.create(index: "boardBest_player", on: "boardBest", columns: ["playerId", "period"])
        }

        // Level packs (issue 11): see AppDatabase+PackMigration.swift.
        migrator.registerMigration("v4-level-packs", migrate: migrateToLevelPacks)
        // Levels saved by the editor without the solver's proof: see AppDatabase+LevelProof.swift.
        migrator.registerMigration("v6-level-proof", migrate: migrateToLevelProof)
        // Tiles level boards by pack, number and map (issue 11): AppDatabase+TilesBoardMigration.swift.
        migrator.registerMigration("v7-tiles-level-boards", migrate: migrateTilesLevelBoards)

        // The shared board's outbox (issue 14): finished ranked games waiting to be submitted to a
        // PostgreSQL board, one row per run id, removed once the board has it. (No migration is named
        // v5: branches built side by side took names in the order they were planned, not merged.)
        migrator.registerMigration("v8-shared-board-outbox") { db in
            try db.create(table: "sharedBoardOutbox") { t in
                t.primaryKey("runId", .text)
                t.column("playerId", .integer).notNull().references("player", onDelete: .cascade)
                t.column("board", .text).notNull()
                t.column("payload", .blob).notNull()
                t.column("queuedAt", .datetime).notNull()
                t.column("attempts", .integer).notNull().defaults(to: 0)
                t.column("lastError", .text)
            }
            try db.create(index: "sharedBoardOutbox_waiting", on: "sharedBoardOutbox", columns: ["playerId", "queuedAt"])
        }

        // Packs the player made in the editor, apart from imported ones: a pack file must never
        // replace the player's own levels, and the editor writes only into the player's packs.
        // Packs that exist already count as imported, which only ever makes the editor offer a copy.
        migrator.registerMigration("v9-player-made-packs") { db in
            try db.alter(table: "levelPack") { t in
                t.add(column: "playerMade", .boolean).notNull().defaults(to: false)
            }
        }

        // Runs held for review by the human envelope (issue 19): DatabaseLeaderboardStore+Review.swift.
        migrator.registerMigration("v10-run-review", migrate: migrateToRunReview)
        // An unproven mark may say "cannot be cleared" (issue 22): see Packs/LevelVerdict.swift.
        migrator.registerMigration("v11-unclearable-levels", migrate: migrateToUnclearableLevels)

        // Daily challenges' attempts (issue 23): AppDatabase+Daily.swift.
        migrator.registerMigration("v12-daily-attempts", migrate: migrateToDailyAttempts)
        // Finding a copy of another player's run (issue 34, B8): DatabaseLeaderboardStore+Copies.swift.
        migrator.registerMigration("v13-run-copy-index", migrate: DatabaseLeaderboardStore.migrateToRunCopyIndex)

        return migrator
    }
}
