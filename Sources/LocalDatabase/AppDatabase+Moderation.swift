import Foundation
import GRDB
import Players

/// One line of the moderation log: who did what to whom, when, and why if they said.
public struct ModerationRecord: Hashable, Sendable, Codable {
    public var id: Int64
    public var actor: PlayerID
    public var action: ModerationAction
    public var target: PlayerID
    public var reason: String?
    public var at: Date
}

extension AppDatabase {
    /// The longest reason kept; a longer one is cut (it is a note, not a document).
    public static let maximumReasonLength = 200

    /// Does `action` as `actor` to `target` if the rules allow it: the profile change and its log
    /// line are one transaction, so an action is never done unlogged or logged undone. Throws
    /// `ModerationRefusal` (a sentence for the player) when it is not allowed or would change
    /// nothing; returns the target's profile after the action.
    @discardableResult
    public func moderate(_ action: ModerationAction, by actor: PlayerID, on target: PlayerID,
                         reason: String? = nil) throws -> PlayerProfile {
        let date = now()
        let note = reason.map { String($0.prefix(Self.maximumReasonLength)) }.flatMap { $0.isEmpty ? nil : $0 }
        return try dbWriter.write { db in
            let actorProfile = try Self.knownProfile(actor, in: db)
            let before = try Self.knownProfile(target, in: db)
            if let refusal = ModerationPolicy.refusal(of: action, by: actorProfile, on: before) { throw refusal }
            let after = ModerationPolicy.applying(action, to: before)
            try Self.writeProfileRow(after, in: db)
            if action == .removeAvatar { try Self.writeAvatar(nil, for: target, at: date, in: db) }
            try db.execute(sql: """
                INSERT INTO moderationLog (actorId, action, targetId, reason, at) VALUES (?, ?, ?, ?, ?)
                """, arguments: [actor, action.rawValue, target, note, StoredDate.text(date)])
            return try Self.profile(of: target, in: db)
        }
    }

    /// The moderation log, newest first (all of it, or the newest `limit` lines).
    public func moderationLog(limit: Int? = nil) throws -> [ModerationRecord] {
        try dbWriter.read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, actorId, action, targetId, reason, at FROM moderationLog ORDER BY id DESC LIMIT ?
                """, arguments: [limit ?? -1])
            // A line whose action this version does not know is left out rather than failing the list.
            return rows.compactMap { row in
                guard let action = ModerationAction(rawValue: row["action"]) else { return nil }
                return ModerationRecord(id: row["id"], actor: row["actorId"], action: action, target: row["targetId"],
                                        reason: row["reason"],
                                        at: StoredDate.date(from: row["at"] as DatabaseValue) ?? Date(timeIntervalSince1970: 0))
            }
        }
    }

    /// A player named in a moderation request who does not exist is a refusal, not a crash.
    static func knownProfile(_ player: PlayerID, in db: Database) throws -> PlayerProfile {
        do {
            return try profile(of: player, in: db)
        } catch AppDatabaseError.unknownPlayer {
            throw ModerationRefusal.unknownPlayer("with id \(player)")
        }
    }
}
