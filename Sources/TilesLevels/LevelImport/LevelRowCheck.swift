import GRDB
import LocalDatabase
import SaveFiles

/// Checks one row the level SQL left in the levels table: types, lengths, the map and the
/// background. A bad row is dropped with an error naming the file and line that last wrote it;
/// an unknown background is replaced by the default with a warning.
struct LevelRowCheck {
    var backgrounds: Set<String>
    var limits: SandboxLimits
    /// The game's own check of a map (Storage keeps maps as text and knows no game).
    var mapProblem: @Sendable (String) -> String?
    /// A pack file's rows have no `pack` column: they all belong to this pack. Nil for the
    /// shipped files, whose rows name it.
    var packName: String? = nil
    /// A pack may leave `par` out (NULL): the solver computes it. The row then reads as par 0.
    var parIsOptional = false
    /// A pack's level with a background the game does not have is an error; the shipped files
    /// get the default background and a warning.
    var unknownBackgroundIsError = false

    func validate(_ row: SQLSandbox.StagedRow) -> (LevelRecord?, [LevelProblem]) {
        let file = row.origin?.file ?? "levels"
        let line = row.origin?.line
        let rawNumber = row.values["ix"].flatMap { Self.integer($0) }
        let rawName = row.values["name"].flatMap { Self.text($0) }?.trimmingWhitespace()
        // A name too long to show is cut in the label; the level is refused below.
        let label = "level \(rawNumber.map(String.init) ?? "?")"
            + (rawName.map { " \"\($0.count > limits.maxNameLength ? String($0.prefix(limits.maxNameLength)) + "…" : $0)\"" } ?? "")
        func failure(_ message: String) -> (LevelRecord?, [LevelProblem]) {
            (nil, [LevelProblem(file: file, line: line, levelNumber: rawNumber, message: "\(label): \(message); level dropped")])
        }

        guard let number = rawNumber, number >= 1 else { return failure("ix must be a whole number of at least 1") }
        guard let name = rawName, !name.isEmpty else { return failure("name must be non-empty text") }
        guard name.count <= limits.maxNameLength else {
            return failure("the name is longer than \(limits.maxNameLength) characters")
        }
        let missingPar = parIsOptional && (row.values["par"] ?? .null).isNull
        guard let par = missingPar ? 0 : row.values["par"].flatMap({ Self.integer($0) }), missingPar || par >= 1 else {
            return failure("par must be a whole number of at least 1" + (parIsOptional ? ", or NULL to compute it" : ""))
        }
        guard let pack = packName ?? row.values["pack"].flatMap({ Self.text($0) }),
              !pack.trimmingWhitespace().isEmpty else {
            return failure("pack must be non-empty text")
        }
        guard pack.count <= limits.maxShortTextLength else {
            return failure("the pack name is longer than \(limits.maxShortTextLength) characters")
        }
        guard let map = row.values["map"].flatMap({ Self.text($0) }) else { return failure("map must be text") }
        guard map.utf8.count <= limits.maxMapBytes else {
            return failure("the map is \(readableBytes(map.utf8.count)), more than the \(readableBytes(limits.maxMapBytes)) a map may be")
        }
        if let problem = mapProblem(map) { return failure(problem) }

        var warnings: [LevelProblem] = []
        var background = row.values["background"].flatMap { Self.text($0) } ?? LevelImporter.defaultBackground
        if background != LevelImporter.defaultBackground, !backgrounds.contains(background) {
            let shown = background.count > limits.maxShortTextLength
                ? String(background.prefix(limits.maxShortTextLength)) + "…" : background
            if unknownBackgroundIsError {
                return failure("unknown background \"\(shown)\" (not in assets/backgrounds/)")
            }
            warnings.append(LevelProblem(
                file: file, line: line, levelNumber: number, severity: .warning,
                message: "\(label): unknown background \"\(shown)\" (not in assets/backgrounds/); "
                    + "using \"\(LevelImporter.defaultBackground)\""))
            background = LevelImporter.defaultBackground
        }
        return (LevelRecord(number: number, background: background, map: map, name: name, par: par, pack: pack), warnings)
    }

    /// Only values SQLite stored as integers count: `'12'` or `12.5` for `par` is a mistake to report.
    private static func integer(_ value: DatabaseValue) -> Int? {
        if case let .int64(number) = value.storage { return Int(exactly: number) }
        return nil
    }

    private static func text(_ value: DatabaseValue) -> String? {
        if case let .string(string) = value.storage { return string }
        return nil
    }
}
