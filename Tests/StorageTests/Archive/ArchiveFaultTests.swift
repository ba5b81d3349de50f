import Foundation
import GameCore
import SaveFiles
import Testing

/// Whatever the bytes of a save file, reading gives the game or a precise problem, never a
/// crash and never a silently different game; a bad file can be moved aside intact.
@Suite struct ArchiveFaultTests {
    private let archive = SaveArchive<SamplePayload>()
    private let date = Date(timeIntervalSince1970: 1_795_000_000)

    /// Writes `bytes` as the save file, reads it, and moves it aside; returns the problem and
    /// checks the moved file holds exactly `bytes`.
    private func problemAfterMovingAside(_ bytes: Data, file: URL, at date: Date,
                                         sourceLocation: SourceLocation = #_sourceLocation) throws -> (ArchiveProblem, URL)? {
        try bytes.write(to: file)
        guard let problem = archive.read(from: file).failure else { return nil }
        let moved = try archive.moveAside(problem, at: date)
        #expect(try Data(contentsOf: moved) == bytes, sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: file.path), sourceLocation: sourceLocation)
        #expect(problem.sentence(movedTo: moved).contains(moved.path), sourceLocation: sourceLocation)
        return (problem, moved)
    }

    @Test func everyTruncationIsReportedAsTruncatedAndMovedAsideUnderItsOwnName() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let whole = try writeSampleArchive(to: file, actions: 20)
            var movedNames: Set<String> = []
            for length in 0..<whole.count {
                // Several truncations share a second, so the name counter is exercised too.
                let when = date.addingTimeInterval(Double(length / 8))
                let result = try problemAfterMovingAside(whole.prefix(length), file: file, at: when)
                let (problem, moved) = try #require(result, "a file cut to \(length) bytes loaded")
                #expect(problem.reason == .truncated, "length \(length): \(problem)")
                #expect(movedNames.insert(moved.lastPathComponent).inserted)
            }
            #expect(movedNames.count == whole.count)
            #expect(try fileNames(in: directory).count == whole.count)
        }
    }

    @Test func randomBytesNeverLoad() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            var random = SeededGenerator(seed: 0x5EED)
            for round in 0..<1500 {
                let length = Int.random(in: 0...3000, using: &random)
                var bytes = Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &random) })
                // A third of them look like a binary property list at first glance, so they get
                // past the first check and into the parser.
                if round % 3 == 0 { bytes.replaceSubrange(0..<min(8, bytes.count), with: Array("bplist00".utf8)) }
                let when = date.addingTimeInterval(Double(round / 16))
                let (problem, _) = try #require(try problemAfterMovingAside(bytes, file: file, at: when),
                                                "random bytes loaded (round \(round))")
                #expect(problem.reason != .missing)
            }
            #expect(try fileNames(in: directory).count == 1500)
        }
    }

    @Test func damagedCopiesOfARealArchiveNeverLoadAsADifferentGame() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let original = try writeSampleArchive(to: file, seed: 11)
            let expected = SamplePayload.make(seed: 11)
            var random = SeededGenerator(seed: 0xDA3A9E)
            var outcomes: [String: Int] = [:]
            for _ in 0..<3000 {
                var bytes = [UInt8](original)
                for _ in 0..<Int.random(in: 1...6, using: &random) {
                    let index = Int.random(in: 0..<bytes.count, using: &random)
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                }
                try Data(bytes).write(to: file)
                switch archive.read(from: file) {
                case .success(let loaded):
                    // Only changes to bytes that carry nothing (padding, unused trailer bytes).
                    let unchanged = loaded.payload == expected && loaded.header.summary == sampleSummary
                    #expect(unchanged, "damaged bytes loaded as a different game")
                    outcomes["loaded unchanged", default: 0] += 1
                case .failure(let problem):
                    outcomes["\(problem.reason)".prefix(while: { $0 != "(" }).description, default: 0] += 1
                }
            }
            // Most damage lands in the payload, which only the checksum can notice.
            #expect(outcomes["checksumMismatch", default: 0] > 1000, "\(outcomes)")
        }
    }

    @Test func everySingleBitFlipIsNoticedOrHarmless() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let original = try writeSampleArchive(to: file, seed: 12)
            let expected = SamplePayload.make(seed: 12)
            for index in 0..<original.count {
                var bytes = [UInt8](original)
                bytes[index] ^= UInt8(1) << UInt8(index % 8)
                try Data(bytes).write(to: file)
                if let loaded = archive.read(from: file).success {
                    let unchanged = loaded.payload == expected && loaded.header.summary == sampleSummary
                    #expect(unchanged, "a bit flipped at byte \(index) loaded as a different game")
                }
            }
        }
    }

    @Test func aFlippedByteInsideThePayloadIsAChecksumMismatch() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let original = try writeSampleArchive(to: file, seed: 13)
            // The payload is stored as its own binary property list inside the envelope.
            let payloadStart = try #require(original.dropFirst(8).firstRange(of: Data("bplist00".utf8))).lowerBound
            var bytes = original
            bytes[payloadStart + 200] ^= 0x20

            let (problem, _) = try #require(try problemAfterMovingAside(bytes, file: file, at: date))
            guard case .checksumMismatch(let stored, let computed) = problem.reason else {
                Issue.record("expected a checksum mismatch, got \(problem)")
                return
            }
            #expect(stored != computed)
            #expect(problem.description.contains("corrupted"))
        }
    }

    @Test func aNewerFormatIsReportedWithItsVersion() throws {
        struct FutureEnvelope: Encodable {
            let magic = "clearfield-save"
            let formatVersion = 7
            let everythingElse = ["changed": true]
        }
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let (problem, _) = try #require(try problemAfterMovingAside(try encoder.encode(FutureEnvelope()), file: file, at: date))
            #expect(problem.reason == .newerVersion(found: 7, supported: 2))
            #expect(problem.description.contains("format 7"))
            #expect(problem.description.contains("up to 2"))
        }
    }

    @Test func foreignFilesAreNotArchives() throws {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let xmlEncoder = PropertyListEncoder()
        xmlEncoder.outputFormat = .xml
        let foreign: [(String, Data)] = [
            ("another program's plist", try encoder.encode(["magic": "someone-else", "formatVersion": "1"])),
            ("a plist with no magic", try encoder.encode(["formatVersion": 1])),
            ("a plist array", try encoder.encode([1, 2, 3])),
            ("a plist whose magic is a number", try encoder.encode(["magic": 5])),
            ("our envelope as XML", try xmlEncoder.encode(["magic": "clearfield-save"])),
            ("JSON", Data(#"{"magic":"clearfield-save","formatVersion":1}"#.utf8)),
            ("text", Data("Saved game, honest\n".utf8)),
        ]
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            for (name, bytes) in foreign {
                let (problem, _) = try #require(try problemAfterMovingAside(bytes, file: file, at: date), "\(name) loaded")
                #expect(problem.reason == .notAnArchive, "\(name)")
            }
        }
    }

    @Test func ourEnvelopeWithABadFieldNamesTheField() throws {
        struct BrokenEnvelope: Encodable {
            struct Summary: Encodable { let game = "Tiles" }
            let magic = "clearfield-save"
            let formatVersion = 1
            let kind = "tiles"
            let summary = Summary()
        }
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let (problem, _) = try #require(try problemAfterMovingAside(try encoder.encode(BrokenEnvelope()), file: file, at: date))
            #expect(problem.reason == .damaged(field: "summary.detail"))
            #expect(problem.description.contains("summary.detail"))
        }
    }

    @Test func aSaveOfAnotherGameIsTheWrongKind() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try writeSampleArchive(to: file)
            let problem = try #require(archive.read(from: file, expecting: "tiles").failure)
            #expect(problem.reason == .wrongKind(found: "mines", expected: "tiles"))
        }
    }

    @Test func aPayloadThatNoLongerDecodesNamesTheField() throws {
        /// The same save as `SamplePayload` would be if a later build required a new field
        /// inside each logged board.
        struct StricterPayload: Codable {
            struct Board: Codable { var width: Int; var depth: Int }
            var seed: UInt64
            var boards: [Board]
        }
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try writeSampleArchive(to: file)
            let problem = try #require(SaveArchive<StricterPayload>().read(from: file).failure)
            #expect(problem.reason == .undecodablePayload(field: "boards[0].depth", reason: "missing"))
            #expect(problem.description.contains("boards[0].depth"))
        }
    }

    @Test func aDirectoryWhereTheSaveShouldBeIsUnreadableAndCanBeMovedAside() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            let problem = try #require(archive.read(from: file).failure)
            #expect(problem.reason == .unreadable(errorNumber: EISDIR))
            let moved = try archive.moveAside(problem, at: date)
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: moved.path, isDirectory: &isDirectory) && isDirectory.boolValue)
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test func aNamedPipeWhereTheSaveShouldBeIsNotAnArchiveAndDoesNotBlock() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            #expect(mkfifo(file.path, 0o644) == 0)
            let problem = try #require(archive.read(from: file).failure)
            #expect(problem.reason == .notAnArchive)
            _ = try archive.moveAside(problem, at: date)
            #expect(try fileNames(in: directory) == ["game.save.bad-20261118-110640"])
        }
    }

    @Test func aFileFarLargerThanAnySaveIsRefusedBeforeItIsRead() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            // Sparse: 100 MB long, hardly any disk used.
            #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
            let handle = try FileHandle(forWritingTo: file)
            try handle.truncate(atOffset: 100_000_000)
            try handle.close()
            let problem = try #require(archive.read(from: file).failure)
            #expect(problem.reason == .tooLarge(bytes: 100_000_000))
        }
    }

    @Test func movingAsideNeverOverwritesAnExistingFile() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let problem = ArchiveProblem(.truncated, file: file)
            try Data("bad one".utf8).write(to: file)
            let first = try archive.moveAside(problem, at: date)
            #expect(first.lastPathComponent == "game.save.bad-20261118-110640")
            try Data("bad two".utf8).write(to: file)
            let second = try archive.moveAside(problem, at: date)
            try Data("bad three".utf8).write(to: file)
            let third = try archive.moveAside(problem, at: date)

            #expect(second.lastPathComponent == "game.save.bad-20261118-110640-2")
            #expect(third.lastPathComponent == "game.save.bad-20261118-110640-3")
            #expect(try Data(contentsOf: first) == Data("bad one".utf8))
            #expect(try Data(contentsOf: second) == Data("bad two".utf8))
            #expect(try Data(contentsOf: third) == Data("bad three".utf8))
        }
    }

    @Test func aGameTheCallerRejectsIsMovedAsideLikeAnyOtherProblem() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let bytes = try writeSampleArchive(to: file)
            let loaded = try archive.read(from: file).get()
            // What the app does when, say, the saved level is no longer in the database.
            let problem = ArchiveProblem(.unusable(reason: "level 12 no longer exists"), file: loaded.header.file)
            let moved = try archive.moveAside(problem, at: date)
            #expect(try Data(contentsOf: moved) == bytes)
            #expect(problem.sentence(movedTo: moved)
                == "The saved game cannot be resumed (level 12 no longer exists), so it was moved to \(moved.path).")
        }
    }

    @Test func eachProblemHasItsOwnSentenceNamingTheFile() {
        let file = URL(fileURLWithPath: "/state/clearfield/game.save")
        let reasons: [ArchiveProblem.Reason] = [
            .missing, .unreadable(errorNumber: EACCES), .tooLarge(bytes: 100_000_000), .truncated, .notAnArchive,
            .damaged(field: "kind"), .checksumMismatch(stored: 1, computed: 2), .newerVersion(found: 2, supported: 1),
            .wrongKind(found: "mines", expected: "tiles"), .undecodablePayload(field: "log[3]", reason: "missing"),
            .unusable(reason: "level 12 no longer exists"),
        ]
        let sentences = reasons.map { ArchiveProblem($0, file: file).description }
        #expect(Set(sentences).count == reasons.count)
        for sentence in sentences {
            #expect(sentence.contains(file.path))
            #expect(sentence.hasSuffix("."))
        }
    }
}
