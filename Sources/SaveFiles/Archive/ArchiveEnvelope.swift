import Foundation

/// The outermost dictionary of a save file: everything needed to decide whether the file is a
/// Clearfield save this build understands, before the game's own payload is touched.
///
/// Layout (a binary property list dictionary; the keys are part of the format; version 2 changed
/// only the payload, see `SavedGame`, and version 1 files are still read):
///
///     magic          "clearfield-save"
///     formatVersion  2 (1 for saves written before move logs were timed)
///     kind           "tiles", "mines", ...: which payload type follows
///     summary        { game, detail, playTimeMs, savedAt }
///     crc32          CRC-32 of kind, summary and payload (see `checksum(kind:summary:payload:)`)
///     payload        the game's own state, itself a binary property list, as opaque bytes
///
/// Keeping the payload as bytes means the envelope and summary can be read by any build, and the
/// checksum is computed over exactly the bytes that were written.
struct ArchiveEnvelope: Equatable, Sendable {
    static let magic = "clearfield-save"
    static let currentFormatVersion = 2

    var formatVersion: Int
    var kind: String
    var summary: SaveSummary
    var checksum: UInt32
    var payload: Data

    init(kind: String, summary: SaveSummary, payload: Data) {
        self.formatVersion = Self.currentFormatVersion
        self.kind = kind
        self.summary = summary
        self.payload = payload
        self.checksum = Self.checksum(kind: kind, summary: summary, payload: payload)
    }

    /// The checksum covers what the player is shown (the summary) as well as the payload, so a
    /// damaged byte anywhere that matters is noticed, not only inside the game state.
    static func checksum(kind: String, summary: SaveSummary, payload: Data) -> UInt32 {
        var crc = CRC32()
        crc.update(with: kind)
        crc.update(with: summary.game)
        crc.update(with: summary.detail)
        crc.update(with: UInt64(bitPattern: summary.playTimeMilliseconds))
        crc.update(with: summary.savedAt.timeIntervalSinceReferenceDate.bitPattern)
        crc.update(with: payload)
        return crc.value
    }

    var computedChecksum: UInt32 {
        Self.checksum(kind: kind, summary: summary, payload: payload)
    }

    fileprivate enum CodingKeys: String, CodingKey {
        case magic = "magic"
        case formatVersion = "formatVersion"
        case kind = "kind"
        case summary = "summary"
        case checksum = "crc32"
        case payload = "payload"
    }
}

/// Why an envelope could not be decoded, in terms the reader turns into an `ArchiveProblem`.
enum EnvelopeRejection: Error, Equatable {
    /// A property list, but not ours (no magic, other magic, not a dictionary).
    case foreign
    /// Ours, from a build that writes a later format.
    case newerVersion(Int)
    /// Ours and of a version we know, but this field is missing or of the wrong type.
    case badField(String)
}

extension ArchiveEnvelope: Codable {
    init(from decoder: Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self),
              let magic = try? container.decode(String.self, forKey: .magic),
              magic == Self.magic
        else { throw EnvelopeRejection.foreign }

        // The version is read before anything else, so that a later format may change every
        // other field and still be reported as "newer" rather than as damaged.
        guard let version = try? container.decode(Int.self, forKey: .formatVersion), version >= 1 else {
            throw EnvelopeRejection.badField(CodingKeys.formatVersion.stringValue)
        }
        guard version <= Self.currentFormatVersion else { throw EnvelopeRejection.newerVersion(version) }
        formatVersion = version

        func field<Value: Decodable>(_ key: CodingKeys, _ type: Value.Type) throws -> Value {
            do {
                return try container.decode(type, forKey: key)
            } catch let error as DecodingError {
                throw EnvelopeRejection.badField(error.fieldPath ?? key.stringValue)
            }
        }
        kind = try field(.kind, String.self)
        summary = try field(.summary, SaveSummary.self)
        checksum = try field(.checksum, UInt32.self)
        payload = try field(.payload, Data.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.magic, forKey: .magic)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(kind, forKey: .kind)
        try container.encode(summary, forKey: .summary)
        try container.encode(checksum, forKey: .checksum)
        try container.encode(payload, forKey: .payload)
    }
}

extension DecodingError {
    /// Where decoding failed, as a path a person can read ("log[12].m.x"); nil at the top.
    public var fieldPath: String? {
        let path: [CodingKey]
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            path = context.codingPath
        case .keyNotFound(let key, let context):
            path = context.codingPath + [key]
        @unknown default:
            return nil
        }
        guard !path.isEmpty else { return nil }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    /// What went wrong, in a few words, without Foundation's boilerplate.
    public var briefReason: String {
        switch self {
        case .typeMismatch(let type, _): "expected \(type)"
        case .valueNotFound(let type, _): "expected \(type), found nothing"
        case .keyNotFound: "missing"
        case .dataCorrupted(let context): context.debugDescription
        @unknown default: "unreadable"
        }
    }
}
