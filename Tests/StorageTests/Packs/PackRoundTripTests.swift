import Foundation
import GameCore
import PropertyBased
import Testing
@testable import LocalDatabase
@testable import TilesLevels
import Tiles

/// A pack exported and imported again is the same pack with the same levels, whatever its texts
/// hold (quotes, semicolons, comment markers, any script).
@Suite struct PackRoundTripTests {
    static let characters: [Character] = Array("abcXYZ09 '\";-/*()é漢😀,.\n")

    static func text(_ length: ClosedRange<Int>, lineBreaks: Bool) -> Generator<String, some SendableSequenceType> {
        Gen.int(in: 0...(characters.count - 1)).array(of: length).map { picks in
            let letters = picks.map { characters[$0] }.filter { lineBreaks || $0 != "\n" }
            return "P" + String(letters) + "Q"
        }
    }

    struct RandomLevel: Sendable {
        var number: Int
        var name: String
        var background: String
        var width: Int
        var height: Int
        var seed: UInt64
    }

    static func level() -> Generator<RandomLevel, some SendableSequenceType> {
        zip(Gen.int(in: 1...500), text(0...12, lineBreaks: false), Gen.bool(),
                           Gen.int(in: 2...6), Gen.int(in: 2...5), Gen.uint64())
        .map { RandomLevel(number: $0, name: $1, background: $2 ? "meadow" : "default", width: $3, height: $4, seed: $5) }
    }

    static func records(_ levels: [RandomLevel]) -> [LevelRecord] {
        var seen = Set<Int>()
        return levels.compactMap { level in
            guard seen.insert(level.number).inserted else { return nil }
            var generator = SeededGenerator(seed: level.seed)
            let builder = ClearableBoardBuilder(width: level.width, height: level.height, colours: [.red, .green, .blue])
            guard let board = builder.build(using: &generator)?.board else { return nil }
            return LevelRecord(number: level.number, background: level.background, map: board.mapRows.joined(separator: "\n"),
                               name: level.name, par: 1 + Int(level.seed % 40), pack: "")
        }
    }

    @Test func anExportedPackImportsBackToTheSamePackAndLevels() async throws {
        let importer = PackImporter(backgrounds: ["meadow"], rules: tilesRules)
        await propertyCheck(count: 25, input: Self.text(0...20, lineBreaks: false), Self.text(0...20, lineBreaks: false),
                            Self.text(0...300, lineBreaks: false), Self.level().array(of: 1...6)) { name, author, description, levels in
            let pack = LevelPack(name: name, author: author, version: "v" + String(levels.count),
                                 description: description, installedAt: fixedDate)
            var records = Self.records(levels)
            for index in records.indices { records[index].pack = name }
            guard !records.isEmpty else { return }
            let sql = PackExporter.sql(for: pack, levels: records)
            let report = try importer.load(sql: sql, fileName: "round.sql")
            #expect(report.problems.isEmpty, "\(report.problems)\n\(sql)")
            #expect(report.pack?.name == pack.name && report.pack?.author == pack.author)
            #expect(report.pack?.version == pack.version && report.pack?.description == pack.description)
            #expect(report.goodRecords == records.sorted { $0.number < $1.number }, "\(sql)")

            // Installed and exported again: the same file.
            let database = try makeDatabase()
            var imported = report
            try importer.install(&imported, into: database, skipBad: false)
            let installed = try #require(try database.levelPack(named: name))
            #expect(PackExporter.sql(for: installed, levels: try database.levelRecords(pack: name)) == sql)
        }
    }

    /// Storage's fingerprint of a map is the one Tiles' saves keep, however the map is written.
    @Test func theStoredMapHashIsTheSavesMapHash() async {
        await propertyCheck(input: Gen.int(in: 1...8), Gen.int(in: 1...6), Gen.uint64(), Gen.bool) { width, height, seed, lower in
            var generator = SeededGenerator(seed: seed)
            let builder = ClearableBoardBuilder(width: width * 2, height: height * 2, colours: [.red, .cyan, .magenta, .yellow])
            guard let board = builder.build(using: &generator)?.board else { return }
            let written = "\n" + board.mapRows.map { "  " + (lower ? $0.lowercased() : $0) + "\t" }.joined(separator: "\n\n") + "\n"
            #expect(LevelMapText.hash(written) == FNV1a.hex(TilesParams.mapHash(of: board)))
            #expect(LevelMapText.canonical(written) == board.mapRows.joined(separator: "\n"))
        }
    }
}
