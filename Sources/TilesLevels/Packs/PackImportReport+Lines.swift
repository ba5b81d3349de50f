/// A pack import's report in words, the same for `clearfield levels import` and the level
/// select's import: a line per level, the problems no level line already tells, one summary.
extension PackImportReport {
    /// `FILE:LINE: level N "name": clearable, par P` (or `error: why`), in number order.
    public func levelLines(fileName: String) -> [(text: String, isError: Bool)] {
        levels.map { level in
            let place = level.location.map(\.description) ?? fileName
            let verdict = level.error.map { "error: \($0)" } ?? "clearable, par \(level.par ?? 0)"
            return ("\(place): level \(level.number) \"\(level.name)\": \(verdict)", level.error != nil)
        }
    }

    /// The problems a level's line does not already say (SQL errors, refusals, bad rows).
    public var untoldProblems: [LevelProblem] {
        problems.filter { problem in
            !(problem.levelNumber != nil && problem.severity == .error
                && levels.contains { $0.number == problem.levelNumber && $0.error != nil })
        }
    }

    /// What became of the pack, in one sentence.
    public func summary(fileName: String) -> String {
        guard isInstalled, let pack else {
            if wasStopped { return "\(fileName): the import was stopped; nothing was changed" }
            return "\(fileName): the pack was not imported; nothing was changed"
        }
        // A level refused before it was checked (a bad map, an unknown background) is only in
        // the problems, so the skipped ones are counted by number from both.
        let skipped = Set(levels.filter { $0.error != nil }.map(\.number)).union(errors.compactMap(\.levelNumber)).count
        return "Imported pack \"\(pack.name)\" version \(pack.version): \(installedCount) level"
            + (installedCount == 1 ? "" : "s")
            + (skipped > 0 ? " (\(skipped) bad level\(skipped == 1 ? "" : "s") skipped)" : "")
    }

    /// The bad levels could be left out (`--skip-bad`): nothing was refused, some levels are good.
    public var canSkipBad: Bool {
        !isInstalled && !isRefused && !wasStopped && pack != nil && !errors.isEmpty && !goodRecords.isEmpty
    }
}
