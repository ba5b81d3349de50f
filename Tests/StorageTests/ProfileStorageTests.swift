import Foundation
import GRDB
import Players
import Testing
@testable import LocalDatabase

/// Profiles, nicknames and avatars in the database, and the defaults of a player without a row.
@Suite struct ProfileStorageTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)

    static func database() throws -> AppDatabase {
        try AppDatabase.inMemory(now: { start })
    }

    @Test func aPlayerWithoutARowHasTheDefaults() throws {
        let database = try Self.database()
        let ada = try database.currentPlayer(named: "ada")
        let bob = try database.currentPlayer(named: "bob")
        let first = try database.profile(of: ada.id)
        #expect(first.role == .owner)
        #expect(first.displayName == "ada")
        #expect(first.memberSince == ada.createdAt)
        #expect(first.avatar == nil && !first.blocked && !first.nicknameBlanked)
        let second = try database.profile(of: bob.id)
        #expect(second.role == .player)
        #expect(second.shownAvatar == Avatar.identicon(for: bob.id))
        #expect(try database.profiles().map(\.id) == [ada.id, bob.id])
        #expect(throws: AppDatabaseError.unknownPlayer(id: 99)) { try database.profile(of: 99) }
    }

    @Test func nicknamesAndAvatarsAreKeptAndFound() throws {
        let database = try Self.database()
        let ada = try database.currentPlayer(named: "ada")
        try database.setNickname(try Nickname.validate("Countess").get(), for: ada.id)
        var picture = Avatar()
        picture[x: 3, y: 4] = .magenta
        try database.setAvatar(picture, for: ada.id)
        let profile = try database.profile(of: ada.id)
        #expect(profile.displayName == "Countess")
        #expect(profile.avatar == picture)
        #expect(try database.findProfile("ada")?.id == ada.id)
        #expect(try database.findProfile("Countess")?.id == ada.id)
        #expect(try database.findProfile(String(ada.id))?.id == ada.id)
        #expect(try database.findProfile("nobody") == nil)
        #expect(try database.profiles(of: [ada.id, ada.id, 77]).keys.sorted() == [ada.id])
        // A blank picture is no picture: the identicon comes back.
        try database.setAvatar(Avatar(), for: ada.id)
        #expect(try database.profile(of: ada.id).avatar == nil)
    }

    /// Rows written by hand (or by a broken version) never reach a screen unchecked.
    @Test func storedValuesThatBreakTheRulesAreReadAsDefaults() throws {
        let database = try Self.database()
        let ada = try database.currentPlayer(named: "ada")
        try database.dbWriter.write { db in
            try db.execute(sql: """
                INSERT INTO playerProfile (playerId, nickname, role, memberSince) VALUES (?, ?, 'emperor', ?)
                """, arguments: [ada.id, "evil\u{1B}[2J\u{202E}name", "2026-01-01 00:00:00.000"])
            try db.execute(sql: "INSERT INTO playerAvatar (playerId, pixels, updatedAt) VALUES (?, ?, ?)",
                           arguments: [ada.id, Data([9, 9, 9]), "2026-01-01 00:00:00.000"])
        }
        let profile = try database.profile(of: ada.id)
        #expect(profile.displayName == "ada")
        #expect(profile.avatar == nil)
        #expect(profile.role == .owner)
    }
}
