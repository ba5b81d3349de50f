import Foundation
import LocalDatabase

/// A pack file `levels export` may write: the pack's levels run through the importer's own checks
/// first (the sandbox, the metadata, every level's row and the solver's proof), so the file it
/// writes always imports. Levels the import would drop are left out and named with the reason; a
/// pack no import would take at all is refused before anything is written.
public struct PackExportCheck: Sendable {
    /// A level left out of the file, and why the import would have refused it.
    public struct LeftOut: Equatable, Sendable {
        public var number: Int
        public var name: String
        public var reason: String
    }

    /// What may be written: the file's SQL and the levels it leaves out.
    public struct Export: Sendable {
        public var sql: String
        public var leftOut: [LeftOut]
        public var writtenCount: Int
    }

    /// Why nothing is written.
    public struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        public var description: String
    }

    public var importer: PackImporter

    public init(importer: PackImporter) {
        self.importer = importer
    }

    public func export(_ pack: LevelPack, levels: [LevelRecord]) throws -> Result<Export, Refusal> {
        if pack.isShipped || pack.name == LevelPack.shippedName {
            return .failure(Refusal(description: "the shipped pack \"\(pack.name)\" cannot be exported: "
                + "`levels import` refuses a pack file with the shipped pack's name (every copy of the game "
                + "has its levels already, in levels/)"))
        }
        let report = try importer.load(sql: PackExporter.sql(for: pack, levels: levels), fileName: pack.name)
        guard !report.isRefused, report.pack != nil else {
            let reasons = report.errors.filter { $0.levelNumber == nil }.map(\.message)
            return .failure(Refusal(description: "the pack \"\(pack.name)\" cannot be exported: an import would refuse it ("
                + (reasons.isEmpty ? "refused" : reasons.joined(separator: "; ")) + ")"))
        }
        let good = Set(report.goodRecords.map(\.number))
        let leftOut = levels.filter { !good.contains($0.number) }.sorted { $0.number < $1.number }.map { level in
            let reasons = report.errors.filter { $0.levelNumber == level.number }.map(\.message)
            return LeftOut(number: level.number, name: level.name,
                           reason: reasons.isEmpty ? "the import would drop it" : reasons.joined(separator: "; "))
        }
        guard !good.isEmpty else {
            let why = leftOut.first.map { ": \($0.reason)" } ?? ""
            return .failure(Refusal(description: "the pack \"\(pack.name)\" cannot be exported: "
                + (levels.isEmpty ? "it has no levels" : "no level of it would import\(why)")))
        }
        let kept = levels.filter { good.contains($0.number) }
        return .success(Export(sql: PackExporter.sql(for: pack, levels: kept), leftOut: leftOut,
                               writtenCount: kept.count))
    }
}
