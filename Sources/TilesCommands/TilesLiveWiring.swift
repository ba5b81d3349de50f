import CommandSupport
import Foundation
import LocalDatabase
import Shell
import Tiles
import TilesLevels
import TilesPacksUI
import TilesUI

extension TilesCommandTools {
    /// Tiles' part of the terminal game's start: the shipped levels imported into the database
    /// when their files changed, then read once and kept; the player's progress on them; the
    /// solver's hints; the background art; pack import and the level editor saving into the same
    /// database, each telling the caches what changed.
    package func wireLive(_ wiring: inout LiveWiring) {
        let database = wiring.database
        if let resources = wiring.resources {
            do {
                // Only when the files changed: the solver flags a level proven unclearable, with the
                // interactive limit so a start never waits long on a hard one.
                let importer = LevelImporter(
                    resources: resources,
                    levelCheck: SolverLevelCheck.check(nodeLimit: TilesSolver.interactiveNodeLimit, strict: false),
                    mapProblem: TileMap.problem(in:))
                let line = ImportProgressLine()
                defer { line.finish() }
                let report = try importer.importLevels(into: database, progress: line.report)
                // Unknown backgrounds are reported here (the importer substitutes the default),
                // and only here.
                report.problems.forEach { wiring.warn("levels/\($0)") }
            } catch {
                wiring.warn("The levels could not be imported: \(error)")
            }
        }
        let backgrounds = BackgroundFiles.load(from: wiring.resources?.root)
        backgrounds.warnings.forEach { wiring.warn($0) }

        // The campaign does not change while the game runs: read it once, when first asked.
        let levels = LevelCache(database: database)
        let player = wiring.player
        let boardsChanged = wiring.boardsChanged
        let changed = {
            levels.invalidate()
            boardsChanged()
        }
        var tiles = wiring.environment.tiles
        tiles.levels = { try levels.get() }
        tiles.levelPacks = { try database.levelPacks() }
        // Read for whoever is playing at the time it is asked.
        tiles.levelProgress = { try Self.levelProgress(database.levelProgress(player: player.identity.id)) }
        tiles.hint = { TilesSolver(nodeLimit: TilesSolver.interactiveNodeLimit).hint(for: $0) }
        tiles.background = { backgrounds.art[$0] }
        // The level editor saves into the same database; what it changes is read again.
        tiles.levelEditing = LevelEditing(
            createPack: { name in
                try database.createPlayerPack(named: name, author: player.identity.name)
                changed()
            },
            saveLevel: { record, pack, proven in
                try database.saveLevel(record, inPack: pack, proven: proven)
                changed()
            },
            saveJudgedLevel: { record, pack, verdict in
                try database.saveLevel(record, inPack: pack, verdict: verdict)
                changed()
            },
            unprovenLevels: { try database.unprovenLevels(inPack: $0) },
            unclearableLevels: { try database.unclearableLevels(inPack: $0) },
            backgrounds: wiring.resources.map { Array($0.backgroundNames()).sorted() } ?? [],
            // From the database, not the cache: another copy may have saved it since.
            savedLevel: { pack, number in try database.levels().first { $0.pack == pack && $0.number == number } })
        // Read once, when a level is first opened (as the campaign is).
        var flagged: [Int: String]?
        tiles.levelProblem = { number in
            if flagged == nil {
                flagged = ((try? database.flaggedLevels()) ?? [:]).mapValues { "levels/\($0)" }
            }
            return flagged?[number]
        }
        wiring.environment.tiles = tiles

        let importer = PackImporter(backgrounds: Set(backgrounds.art.keys), rules: .tiles())
        wiring.environment.importPack = { file, skipBad, progress in
            try PackImportJob.importPack(file, skipBad: skipBad, progress: progress, importer: importer, into: database)
        }
        wiring.environment.levelsChanged = changed
    }

    /// The level list's progress, keyed by (pack, number), from the database's rows.
    package static func levelProgress(_ rows: [PlayerLevelProgress]) -> [LevelKey: LevelProgress] {
        var progress: [LevelKey: LevelProgress] = [:]
        for row in rows {
            progress[LevelKey(pack: row.pack, number: row.levelNumber)] = LevelProgress(
                pack: row.pack, level: row.levelNumber, passed: row.passed, bestScore: row.bestScore,
                stars: row.bestStars, fewestMoves: row.fewestMoves)
        }
        return progress
    }
}

/// The levels' background art read from assets/backgrounds/, with a warning for each file that
/// could not be read (the level then gets the default art).
struct BackgroundFiles {
    var art: [String: BackgroundArt] = [:]
    var warnings: [String] = []

    static func load(from resources: URL?) -> BackgroundFiles {
        var loaded = BackgroundFiles()
        guard let resources else { return loaded }
        let directory = resources.appendingPathComponent("assets", isDirectory: true)
            .appendingPathComponent("backgrounds", isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "txt" {
            let name = file.deletingPathExtension().lastPathComponent
            do {
                let text = try String(contentsOf: file, encoding: .utf8)
                loaded.art[name] = try BackgroundArt.parse(name: name, text: text)
            } catch {
                loaded.warnings.append("assets/backgrounds/\(file.lastPathComponent): \(error)")
            }
        }
        return loaded
    }
}
