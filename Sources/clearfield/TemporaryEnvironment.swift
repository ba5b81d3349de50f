import App
import Foundation
import GameCore
import Tiles

/// Stand-in wiring until the Storage module and the solver are merged: resources found
/// next to the executable, levels from levels/*.sql read by a small parser (or a few
/// built-in ones), progress kept in memory for this run (so `--data-dir` is accepted but
/// nothing is written yet), and a bounded search for hints. At merge this file and
/// TemporaryLevels.swift are replaced by Storage's ResourceLocator, AppPaths and
/// AppDatabase and the Tiles solver; `Assets` and the rest of the executable stay.
enum TemporaryEnvironment {
    static func make(dataDirectoryOption: String?, processEnvironment: [String: String],
                     version: String) -> AppEnvironment {
        let resources = locateResources(environment: processEnvironment)
        let assets = Assets.load(from: resources)
        let (levels, levelWarnings) = TemporaryLevels.load(from: resources?.appendingPathComponent("levels"))
        let progress = InMemoryProgress()
        return AppEnvironment(
            levels: { levels },
            levelProgress: { progress.byLevel },
            recordLevelResult: { progress.record($0) },
            hint: { StandInHint.hint(for: $0) },
            clock: SystemClock(),
            background: { assets.backgrounds[$0] },
            title: assets.title,
            warnings: assets.warnings + levelWarnings + assets.backgroundWarnings(for: levels),
            version: version)
    }

    /// The directory holding assets/ and levels/: CLEARFIELD_RESOURCES, else the first
    /// directory above the executable (or its PREFIX/share/clearfield) that has them, else
    /// the package this binary was built from.
    static func locateResources(environment: [String: String]) -> URL? {
        var candidates: [URL] = []
        if let explicit = environment["CLEARFIELD_RESOURCES"], !explicit.isEmpty {
            candidates.append(URL(fileURLWithPath: explicit, isDirectory: true))
        }
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            var directory = executable.deletingLastPathComponent()
            while directory.path != "/" {
                candidates.append(directory)
                candidates.append(directory.appendingPathComponent("share/clearfield", isDirectory: true))
                directory = directory.deletingLastPathComponent()
            }
        }
        // Sources/clearfield/TemporaryEnvironment.swift → the package root.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("assets/title.txt").path)
        }
    }
}

/// Progress for one run of the program.
final class InMemoryProgress {
    private(set) var byLevel: [Int: LevelProgress] = [:]

    func record(_ result: LevelResult) {
        let old = byLevel[result.level]
        byLevel[result.level] = LevelProgress(
            level: result.level, passed: true,
            bestScore: max(old?.bestScore ?? result.score, result.score),
            stars: max(old?.stars ?? 0, result.stars),
            fewestMoves: min(old?.fewestMoves ?? result.moves, result.moves))
    }
}

/// A depth-first search for a clearing sequence, with a budget so a hint never hangs the
/// game: the real solver replaces it.
enum StandInHint {
    static let budget = 200_000

    static func hint(for state: TilesState) -> TilesHint {
        var visited = Set<TileBoard>()
        var nodes = 0
        func clears(_ board: TileBoard) -> Bool? {
            if board.isEmpty { return true }
            nodes += 1
            if nodes > budget { return nil }
            guard visited.insert(board).inserted else { return false }
            for group in board.removableGroups().sorted(by: { $0.count > $1.count }) {
                switch clears(board.removing(group)) {
                case true?: return true
                case nil: return nil
                case false?: continue
                }
            }
            return false
        }
        let groups = state.board.removableGroups().sorted { $0.count > $1.count }
        for group in groups {
            switch clears(state.board.removing(group)) {
            case true?: return .move(group[0])
            case nil: return .move(groups[0][0])  // out of budget: suggest the biggest group
            case false?: continue
            }
        }
        return .noneClearable
    }
}
