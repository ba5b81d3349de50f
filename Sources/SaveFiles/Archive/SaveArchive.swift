import Foundation

/// A saved game on disk: a keyed, versioned, checksummed archive of one payload.
///
/// The file is a binary property list (the container format of Apple's keyed archiver) holding
/// an envelope (see `ArchiveEnvelope` for the layout) around the payload, which is itself a
/// binary property list of `Payload`. Every key is spelled out in a `CodingKeys` enum, so
/// renaming a Swift property never changes the format.
///
/// Reading never traps: any bytes give either the payload or an `ArchiveProblem`.
public struct SaveArchive<Payload: Codable>: Sendable {
    /// The format this build writes, and the newest it reads.
    public static var formatVersion: Int { ArchiveEnvelope.currentFormatVersion }

    /// Given to the payload's decoder (`Decoder.userInfo`): what decoding needs beyond the
    /// bytes, such as the games' stats catalogs for saved stats.
    private let userInfo: [CodingUserInfoKey: any Sendable]

    public init(userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
        self.userInfo = userInfo
    }

    /// Saves atomically: afterwards `url` holds the new archive; if this throws, it still holds
    /// the previous one (or nothing, if there was none). See `AtomicFile` for the steps.
    public func write(_ payload: Payload, kind: String, summary: SaveSummary, to url: URL) throws(ArchiveFileError) {
        let bytes: Data
        do {
            let encoder = PropertyListEncoder()
            encoder.outputFormat = .binary
            let envelope = ArchiveEnvelope(kind: kind, summary: summary, payload: try encoder.encode(payload))
            bytes = try encoder.encode(envelope)
        } catch {
            throw ArchiveFileError(step: .encoding, file: url, errorNumber: 0, detail: String(describing: error))
        }
        try AtomicFile(url: url).replaceContents(with: bytes)
    }

    /// Loads and checks everything: the envelope, the format version, the checksum, the kind
    /// (when `expectedKind` is given) and the payload. When `url` is missing but its backup is
    /// not (a save was interrupted), the backup is loaded and `header.recoveredFromBackup` is set.
    public func read(from url: URL, expecting expectedKind: String? = nil) -> Result<LoadedArchive<Payload>, ArchiveProblem> {
        ArchiveReader.envelope(at: url).flatMap { (envelope, file) in
            if let expectedKind, envelope.kind != expectedKind {
                return .failure(ArchiveProblem(.wrongKind(found: envelope.kind, expected: expectedKind), file: file))
            }
            let header = ArchiveHeader(envelope: envelope, file: file, archive: url)
            return Self.decodePayload(envelope.payload, file: file, userInfo: userInfo).map { LoadedArchive(header: header, payload: $0) }
        }
    }

    /// Decodes the payload alone, turning any decoding error into a problem naming the field.
    static func decodePayload(_ bytes: Data, file: URL,
                              userInfo: [CodingUserInfoKey: any Sendable] = [:]) -> Result<Payload, ArchiveProblem> {
        do {
            let decoder = PropertyListDecoder()
            for (key, value) in userInfo { decoder.userInfo[key] = value }
            return .success(try decoder.decode(Payload.self, from: bytes))
        } catch let error as DecodingError {
            let reason = ArchiveProblem.Reason.undecodablePayload(field: error.fieldPath ?? "(whole payload)",
                                                                  reason: error.briefReason)
            return .failure(ArchiveProblem(reason, file: file))
        } catch {
            let reason = ArchiveProblem.Reason.undecodablePayload(field: "(whole payload)",
                                                                  reason: String(describing: error))
            return .failure(ArchiveProblem(reason, file: file))
        }
    }

    // The file operations that do not depend on the payload, here too so that one value does
    // everything a save slot needs.

    public func readHeader(from url: URL) -> Result<ArchiveHeader, ArchiveProblem> {
        ArchiveFile.readHeader(from: url)
    }

    /// Moves the file a problem is about (the archive, or the backup if that was what was
    /// read) out of the way; `problem.sentence(movedTo:)` then tells the player.
    public func moveAside(_ problem: ArchiveProblem, at date: Date) throws(ArchiveFileError) -> URL {
        try ArchiveFile.moveAside(problem.file, at: date)
    }

    public func remove(_ url: URL) throws(ArchiveFileError) {
        try ArchiveFile.remove(url)
    }
}

/// A successfully loaded save.
public struct LoadedArchive<Payload> {
    public let header: ArchiveHeader
    public let payload: Payload
}

extension LoadedArchive: Equatable where Payload: Equatable {}
extension LoadedArchive: Sendable where Payload: Sendable {}

/// Everything about a save except the game inside: what the `Continue` line needs.
public struct ArchiveHeader: Equatable, Sendable {
    public let formatVersion: Int
    public let kind: String
    public let summary: SaveSummary
    /// The file that was read: the archive itself, or its backup after an interrupted save.
    public let file: URL
    public let recoveredFromBackup: Bool

    init(envelope: ArchiveEnvelope, file: URL, archive: URL) {
        self.formatVersion = envelope.formatVersion
        self.kind = envelope.kind
        self.summary = envelope.summary
        self.file = file
        self.recoveredFromBackup = file != archive
    }
}
