import Foundation

/// Turns the bytes of a file into a checked envelope, or says precisely why it cannot.
enum ArchiveReader {
    /// No save comes near this; anything larger is refused before it is read into memory.
    static let maximumFileSize = 64 * 1024 * 1024

    /// Every binary property list starts with these eight bytes.
    static let binaryPropertyListHeader = Array("bplist00".utf8)

    /// Reads `url`, or its backup when `url` does not exist; returns the envelope and the file
    /// it came from.
    static func envelope(at url: URL) -> Result<(ArchiveEnvelope, URL), ArchiveProblem> {
        switch FileContents.read(url.path, limit: maximumFileSize) {
        case .success(let bytes):
            return envelope(from: bytes, file: url).map { ($0, url) }
        case .failure(.missing):
            let backup = ArchiveFile.backupURL(for: url)
            switch FileContents.read(backup.path, limit: maximumFileSize) {
            case .success(let bytes):
                return envelope(from: bytes, file: backup).map { ($0, backup) }
            case .failure(.missing):
                return .failure(ArchiveProblem(.missing, file: url))
            case .failure(let failure):
                return .failure(problem(for: failure, file: backup))
            }
        case .failure(let failure):
            return .failure(problem(for: failure, file: url))
        }
    }

    /// Decodes and checks the envelope of a whole file's bytes (the checksum included).
    static func envelope(from bytes: Data, file: URL) -> Result<ArchiveEnvelope, ArchiveProblem> {
        func problem(_ reason: ArchiveProblem.Reason) -> Result<ArchiveEnvelope, ArchiveProblem> {
            .failure(ArchiveProblem(reason, file: file))
        }
        let header = binaryPropertyListHeader
        if bytes.count < header.count {
            // Empty, or the first bytes of a property list and nothing more.
            return bytes.elementsEqual(header.prefix(bytes.count)) ? problem(.truncated) : problem(.notAnArchive)
        }
        guard bytes.prefix(header.count).elementsEqual(header) else { return problem(.notAnArchive) }
        guard BinaryPropertyListCheck.isWellFormed(bytes) else { return problem(.truncated) }

        let envelope: ArchiveEnvelope
        do {
            envelope = try PropertyListDecoder().decode(ArchiveEnvelope.self, from: bytes)
        } catch EnvelopeRejection.foreign {
            return problem(.notAnArchive)
        } catch EnvelopeRejection.newerVersion(let version) {
            return problem(.newerVersion(found: version, supported: ArchiveEnvelope.currentFormatVersion))
        } catch EnvelopeRejection.badField(let field) {
            return problem(.damaged(field: field))
        } catch {
            // The property list itself did not parse: most often a file cut short.
            return problem(.truncated)
        }
        let computed = envelope.computedChecksum
        guard computed == envelope.checksum else {
            return problem(.checksumMismatch(stored: envelope.checksum, computed: computed))
        }
        return .success(envelope)
    }

    private static func problem(for failure: FileContents.Failure, file: URL) -> ArchiveProblem {
        switch failure {
        case .missing: ArchiveProblem(.missing, file: file)
        case .tooLarge(let bytes): ArchiveProblem(.tooLarge(bytes: bytes), file: file)
        case .notARegularFile: ArchiveProblem(.notAnArchive, file: file)
        case .system(let code): ArchiveProblem(.unreadable(errorNumber: code), file: file)
        }
    }
}
