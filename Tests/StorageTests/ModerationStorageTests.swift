import Foundation
import GRDB
import Players
import Synchronization
import Testing
@testable import LocalDatabase

/// The permission rules as the database applies them: each action and its log line together,
/// refusals writing nothing.
@Suite struct ModerationStorageTests {
    final class Clock: Sendable {
        private let current = Mutex(Date(timeIntervalSince1970: 1_790_000_000))
        var date: Date {
            get { current.withLock { $0 } }
            set { current.withLock { $0 = newValue } }
        }
    }

    struct World {
        let database: AppDatabase
        let clock: Clock
        let owner: PlayerID, mod: PlayerID, eve: PlayerID, zed: PlayerID

        init() throws {
            let clock = Clock()
            database = try AppDatabase.inMemory(now: { clock.date })
            self.clock = clock
            owner = try database.currentPlayer(named: "owner").id
            mod = try database.currentPlayer(named: "mod").id
            eve = try database.currentPlayer(named: "eve").id
            zed = try database.currentPlayer(named: "zed").id
        }
    }

    @Test func aNonModeratorIsRefusedAndNothingIsWritten() throws {
        let world = try World()
        let db = world.database
        var picture = Avatar()
        picture[x: 0, y: 0] = .red
        try db.setAvatar(picture, for: world.zed)
        for action in ModerationAction.allCases {
            #expect(throws: ModerationRefusal.self) { try db.moderate(action, by: world.eve, on: world.zed) }
        }
        do {
            try db.moderate(.block, by: world.eve, on: world.zed)
        } catch let refusal as ModerationRefusal {
            #expect(refusal.description == "Only a moderator can block a player; you are not one.")
        }
        #expect(try db.moderationLog().isEmpty)
        let zed = try db.profile(of: world.zed)
        #expect(!zed.blocked && zed.avatar == picture && zed.role == .player)
    }

    @Test func theOwnerAppointsAModeratorWhoThenModerates() throws {
        let world = try World()
        let db = world.database
        #expect(throws: ModerationRefusal.notModerator(.block)) { try db.moderate(.block, by: world.mod, on: world.eve) }
        try db.moderate(.appointModerator, by: world.owner, on: world.mod, reason: "helps a lot")
        #expect(try db.profile(of: world.mod).role == .moderator)
        #expect(throws: ModerationRefusal.notOwner(.appointModerator)) {
            try db.moderate(.appointModerator, by: world.mod, on: world.eve)
        }
        world.clock.date += 60
        try db.moderate(.block, by: world.mod, on: world.eve, reason: "rude name")
        #expect(try db.profile(of: world.eve).blocked)
        #expect(throws: ModerationRefusal.targetIsOwner(.block)) { try db.moderate(.block, by: world.mod, on: world.owner) }
        try db.moderate(.removeModerator, by: world.owner, on: world.mod)
        #expect(try db.profile(of: world.mod).role == .player)
        #expect(throws: ModerationRefusal.notModerator(.unblock)) { try db.moderate(.unblock, by: world.mod, on: world.eve) }

        let log = try db.moderationLog()
        #expect(log.map(\.action) == [.removeModerator, .block, .appointModerator])
        #expect(log[1].actor == world.mod && log[1].target == world.eve && log[1].reason == "rude name")
        #expect(log[1].at == world.clock.date)
        #expect(log[2].reason == "helps a lot")
        #expect(try db.moderationLog(limit: 1).count == 1)
    }

    @Test func blankingAndAvatarRemovalShowTheDefaultsUntilThePlayerChoosesAgain() throws {
        let world = try World()
        let db = world.database
        try db.setNickname(try Nickname.validate("Rude Word").get(), for: world.eve)
        try db.setAvatar(Avatar.identicon(for: 1_234), for: world.eve)
        try db.moderate(.blankNickname, by: world.owner, on: world.eve)
        try db.moderate(.removeAvatar, by: world.owner, on: world.eve)
        var eve = try db.profile(of: world.eve)
        #expect(eve.displayName == "Player \(world.eve)")
        #expect(eve.avatar == nil && eve.shownAvatar == Avatar.identicon(for: world.eve))
        let rows = try db.reader.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM playerAvatar") }
        #expect(rows == 0)
        #expect(throws: ModerationRefusal.nothingToDo("Player \(world.eve) has no avatar of their own to remove.")) {
            try db.moderate(.removeAvatar, by: world.owner, on: world.eve)
        }
        try db.setNickname(try Nickname.validate("Nice").get(), for: world.eve)
        eve = try db.profile(of: world.eve)
        #expect(eve.displayName == "Nice" && !eve.nicknameBlanked)
    }

    /// Blocking hides; it never stops the player's games and profile from being written.
    @Test func aBlockedPlayersDataIsStillRecorded() throws {
        let world = try World()
        let db = world.database
        try db.moderate(.block, by: world.owner, on: world.eve)
        let progress = try db.recordLevelResult(LevelAttempt(levelNumber: 1, passed: true, score: 500, stars: 2, moves: 9),
                                                player: world.eve)
        #expect(progress.bestScore == 500)
        try db.setNickname(try Nickname.validate("Still Here").get(), for: world.eve)
        let eve = try db.profile(of: world.eve)
        #expect(eve.blocked && eve.displayName == "Still Here")
        #expect(try db.levelProgress(player: world.eve).count == 1)
        // A blocked moderator cannot moderate.
        try db.moderate(.appointModerator, by: world.owner, on: world.mod)
        try db.moderate(.block, by: world.owner, on: world.mod)
        #expect(throws: ModerationRefusal.actorBlocked) { try db.moderate(.block, by: world.mod, on: world.zed) }
    }

    @Test func unknownPlayersAreRefusedNotCrashed() throws {
        let world = try World()
        #expect(throws: ModerationRefusal.unknownPlayer("with id 404")) {
            try world.database.moderate(.block, by: world.owner, on: 404)
        }
    }
}
