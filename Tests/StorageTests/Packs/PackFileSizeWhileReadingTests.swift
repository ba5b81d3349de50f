import Foundation
import Testing
@testable import SaveFiles
@testable import TilesLevels

/// The pack size limit counts what is read, not what a size query says: a link's own size, a
/// sparse file or a device must not let more than the limit in (issue 21, point 1).
@Suite struct PackFileSizeWhileReadingTests {
    @Test func aHugeSparseFileBehindASymbolicLinkIsRefused() throws {
        let fixture = try PackFixture()
        let huge = fixture.directory.url.appendingPathComponent("big.sql")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 100_000_000)
        try handle.close()
        let link = fixture.directory.url.appendingPathComponent("l.sql")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: huge)

        let report = try fixture.importer().load(file: link)
        #expect(report.isRefused, "\(report.problems)")
        #expect(report.problems.first?.message.contains("more than the 2 MB a pack file may be") == true,
                "\(report.problems)")
    }

    @Test func aValidPackOverTheLimitBehindALinkIsRefused() throws {
        let fixture = try PackFixture()
        let padding = "-- " + String(repeating: "x", count: 3_000_000) + "\n"
        let big = try fixture.write(PackFixture.goodPack + padding, named: "valid-but-big.sql")
        let link = fixture.directory.url.appendingPathComponent("link.sql")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: big)
        let before = try fixture.snapshot()

        let report = try fixture.importer().importPack(file: link, into: fixture.database)
        #expect(report.isRefused && !report.isInstalled, "\(report.problems)")
        #expect(try fixture.snapshot() == before)
    }

    @Test func aSmallPackBehindALinkStillImports() throws {
        let fixture = try PackFixture()
        let file = try fixture.write(PackFixture.goodPack.replacingOccurrences(of: "'Mine'", with: "'Linked'"),
                                     named: "small.sql")
        let link = fixture.directory.url.appendingPathComponent("small-link.sql")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        let report = try fixture.importer().importPack(file: link, into: fixture.database)
        #expect(report.isInstalled, "\(report.problems)")
    }

    @Test func anEndlessDeviceIsRefusedAsNotAFile() throws {
        let fixture = try PackFixture()
        let zero = URL(fileURLWithPath: "/dev/zero")
        #expect(throws: PackImportError.unreadable(path: zero.path, reason: "it is a device, not a regular file")) {
            _ = try fixture.importer().load(file: zero)
        }
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fixture = try PackFixture()
        let fifo = fixture.directory.url.appendingPathComponent("pipe.sql")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: PackImportError.unreadable(path: fifo.path,
                                                   reason: "it is a FIFO (a named pipe), not a regular file")) {
            _ = try fixture.importer().load(file: fifo)
        }
    }

    @Test func readingStopsOneChunkPastTheLimit() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(String(repeating: "y", count: 500_000), to: "long.txt")
        #expect(try BoundedFileRead.contents(of: file, maxBytes: 1_000) == .tooLarge(knownSize: 500_000))
        #expect(try BoundedFileRead.contents(of: file, maxBytes: 500_000) == .contents(Data(repeating: UInt8(ascii: "y"), count: 500_000)))
    }
}
