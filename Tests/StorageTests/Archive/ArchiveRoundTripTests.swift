import Foundation
import GameCore
import SaveFiles
import Testing
import Tiles

@Suite struct ArchiveRoundTripTests {
    @Test(arguments: [0, 1, 2, 3, 42, UInt64.max])
    func aPayloadComesBackEqualInEveryField(seed: UInt64) throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let payload = SamplePayload.make(seed: seed, actions: 200)
            try SaveArchive<SamplePayload>().write(payload, kind: "mines", summary: sampleSummary, to: file)

            let loaded = try SaveArchive<SamplePayload>().read(from: file, expecting: "mines").get()
            #expect(loaded.payload == payload)
            #expect(loaded.header.kind == "mines")
            #expect(loaded.header.summary == sampleSummary)
            #expect(loaded.header.formatVersion == SaveArchive<SamplePayload>.formatVersion)
            #expect(loaded.header.file == file)
            #expect(!loaded.header.recoveredFromBackup)
        }
    }

    @Test func aSecondSaveReplacesTheFirstAndLeavesNoOtherFiles() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let archive = SaveArchive<SamplePayload>()
            try archive.write(SamplePayload.make(seed: 1), kind: "mines", summary: sampleSummary, to: file)
            let second = SamplePayload.make(seed: 2)
            try archive.write(second, kind: "mines", summary: sampleSummary, to: file)

            #expect(try archive.read(from: file).get().payload == second)
            #expect(try fileNames(in: directory) == ["game.save"])
        }
    }

    @Test func theHeaderIsReadableWithoutKnowingThePayloadType() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try writeSampleArchive(to: file)
            let header = try ArchiveFile.readHeader(from: file).get()
            #expect(header.kind == "mines")
            #expect(header.summary == sampleSummary)
        }
    }

    @Test func aMissingFileIsReportedAsMissing() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let problem = try #require(SaveArchive<SamplePayload>().read(from: file).failure)
            #expect(problem.reason == .missing)
            #expect(problem.isMissing)
            #expect(problem.file == file)
        }
    }

    @Test func theBackupIsLoadedWhenASaveWasInterruptedBeforeTheRename() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try writeSampleArchive(to: file, seed: 5)
            // What a crash leaves on a file system without hard links: only the backup.
            try FileManager.default.moveItem(at: file, to: ArchiveFile.backupURL(for: file))

            let loaded = try SaveArchive<SamplePayload>().read(from: file).get()
            #expect(loaded.payload == SamplePayload.make(seed: 5))
            #expect(loaded.header.recoveredFromBackup)
            #expect(loaded.header.file == ArchiveFile.backupURL(for: file))

            // The next save puts a new archive in place and then drops the old backup.
            try SaveArchive<SamplePayload>().write(SamplePayload.make(seed: 6), kind: "mines",
                                                   summary: sampleSummary, to: file)
            #expect(try SaveArchive<SamplePayload>().read(from: file).get().payload == SamplePayload.make(seed: 6))
            #expect(try fileNames(in: directory) == ["game.save"])
        }
    }

    @Test func aBadBackupIsNamedInTheProblem() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let backup = ArchiveFile.backupURL(for: file)
            try Data("not a save".utf8).write(to: backup)
            let problem = try #require(SaveArchive<SamplePayload>().read(from: file).failure)
            #expect(problem.reason == .notAnArchive)
            #expect(problem.file == backup)

            // Moving the problem aside moves the file that was read: the backup.
            let moved = try SaveArchive<SamplePayload>().moveAside(problem, at: Date(timeIntervalSince1970: 0))
            #expect(moved.lastPathComponent == "game.save.bak.bad-19700101-000000")
            #expect(try Data(contentsOf: moved) == Data("not a save".utf8))
            #expect(SaveArchive<SamplePayload>().read(from: file).failure?.reason == .missing)
        }
    }

    @Test func removeDeletesTheArchiveAndItsBackupAndToleratesNeither() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            try writeSampleArchive(to: file)
            try Data([1]).write(to: ArchiveFile.backupURL(for: file))
            try SaveArchive<SamplePayload>().remove(file)
            #expect(try fileNames(in: directory) == [])
            try SaveArchive<SamplePayload>().remove(file)
            #expect(SaveArchive<SamplePayload>().read(from: file).failure?.reason == .missing)
        }
    }

    @Test func temporaryFilesOfDeadProcessesAreCleanedUpOnSave() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent("game.save")
            let finished = Process()
            finished.executableURL = URL(fileURLWithPath: "/bin/true")
            try finished.run()
            finished.waitUntilExit()
            let abandoned = directory.appendingPathComponent("game.save.tmp-\(finished.processIdentifier)")
            try Data("half a save".utf8).write(to: abandoned)
            // Not ours to touch: a name that only looks similar, and a live process's file.
            let unrelated = directory.appendingPathComponent("game.save.tmp-notes")
            try Data().write(to: unrelated)
            let live = directory.appendingPathComponent("game.save.tmp-1")
            try Data().write(to: live)

            try writeSampleArchive(to: file)
            #expect(try fileNames(in: directory) == ["game.save", "game.save.tmp-1", "game.save.tmp-notes"])
        }
    }
}
