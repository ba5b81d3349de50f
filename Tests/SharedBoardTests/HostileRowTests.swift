import Foundation
import GameCore
import GameRules
import Leaderboards
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Rows written straight into the tables by someone with database access: they render
    /// harmlessly and rank only if their replay verifies.
    @Suite struct HostileRows {
        static let board = BoardID("mines.beginner.random")

        @Test func forgedAndHostileRowsNeverActAndRankOnlyIfTheyVerify() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let honest = try TestServer.player(on: admin)
            let viewer = try TestServer.player(on: admin)
            defer { honest.connection.close(); viewer.connection.close() }
            let store = PostgresLeaderboardStore(connection: viewer.connection, periods: .fixed(secondsFromGMT: 0),
                                                 verify: StandInReplay.verify)
            let now = Date(timeIntervalSince1970: 1_795_000_000)

            // An honest run, filed by the administrator (it finished at `now`, a past day).
            var honestRun = StandInReplay.run(keys: [5_000, 0, 0], finishedAt: now)
            honestRun.playerID = honest.id
            try TestServer.file(honestRun, on: admin, periods: .fixed(secondsFromGMT: 0))

            // Straight into the tables: a player with an escape-sequence nickname and a broken avatar
            // whose run claims a better time than its log reaches; another with a bidi-override
            // name and a run that does verify; a row whose claim is not even JSON.
            let escapes = "\u{1B}[2J\u{1B}]0;owned\u{07}"
            let forger = try insertPlayer(admin, role: "forger_" + TestServer.randomName(), nickname: escapes,
                                          avatar: Data([0xFF, 0x1B, 0x07]))
            let bidi = try insertPlayer(admin, role: "bidi_" + TestServer.randomName(), nickname: "evil\u{202E}gnp.exe",
                                        avatar: Data(repeating: 9, count: 64))
            let broken = try insertPlayer(admin, role: "broken_" + TestServer.randomName(), nickname: "x", avatar: nil)
            var forged = try ServerRowCheck.serverRun(from: StandInReplay.run(keys: [9_000, 0, 0], finishedAt: now),
                                                      periods: .fixed(secondsFromGMT: 0))
            forged.playerID = forger
            forged.sortKey = [1, 0, 0]  // the claim in the ranked columns, not what the log reaches
            var genuine = try ServerRowCheck.serverRun(from: StandInReplay.run(keys: [7_000, 0, 0], finishedAt: now),
                                                       periods: .fixed(secondsFromGMT: 0))
            genuine.playerID = bidi
            var garbage = try ServerRowCheck.serverRun(from: StandInReplay.run(keys: [2, 0, 0], finishedAt: now),
                                                       periods: .fixed(secondsFromGMT: 0))
            garbage.playerID = broken
            garbage.claimed = "\u{1B}[31mnot json"
            for run in [forged, genuine, garbage] {
                try BoardServer(connection: admin).file(run)
            }

            let rows = try store.top(board: Self.board, window: .allTime, now: now, limit: 20, viewer: nil)
            // Ranked: the honest run and the genuine one; the forged and broken ones are not.
            #expect(rows.map(\.runID) == [try #require(rows.first?.runID), genuine.id])
            #expect(rows.map(\.rank) == [1, 2])
            #expect(!rows.map(\.runID).contains(forged.id) && !rows.map(\.runID).contains(garbage.id))
            // Nothing shown could act on a terminal; bad names and avatars are replaced.
            for row in rows {
                #expect(!row.displayName.unicodeScalars.contains(where: SafeText.isUnsafe))
            }
            // A nickname `Nickname.validate` refuses shows the login (role) name, as on the SQLite boards.
            #expect(rows.last?.displayName.hasPrefix("bidi_") == true)
            #expect(rows.last?.avatarPixels == nil)
            // The forged run reads back as unverified; the rank of the honest ones ignores it.
            #expect(try store.run(id: forged.id)?.verification.isVerified == false)
            #expect(try store.rank(of: bidi, board: Self.board, window: .allTime, now: now)?.rank == 2)
            #expect(try store.rank(of: forger, board: Self.board, window: .allTime, now: now) == nil)
            #expect(try store.rowCount(board: Self.board, window: .allTime, now: now, viewer: nil) == 2)
            // The forger's name would still be shown harmlessly if ever needed: the role name when it
            // passes as a nickname, else "Player N"; a valid nickname as it is; a blanked one never.
            func named(role: String, nickname: String?, blanked: Bool = false) -> String {
                ServerRowCheck.displayName(of: ServerPlayer(
                    id: forger, roleName: role, nickname: nickname, nicknameBlanked: blanked, blocked: false,
                    memberSince: now, avatar: nil))
            }
            #expect(named(role: "x", nickname: escapes) == "x")
            #expect(named(role: "\u{1B}[1mx", nickname: escapes) == "Player \(forger)")
            #expect(named(role: "x", nickname: "Ann") == "Ann")
            #expect(named(role: "x", nickname: "Ann", blanked: true) == "Player \(forger)")
        }

        func insertPlayer(_ admin: BoardConnection, role: String, nickname: String, avatar: Data?) throws -> Int64 {
            let id = try admin.rows(
                "INSERT INTO clearfield.player (role_name, nickname) VALUES (\(role), \(nickname)) RETURNING id")[0]
                .decode(Int64.self)
            if let avatar {
                try admin.rows("INSERT INTO clearfield.avatar (player_id, pixels) VALUES (\(id), \(avatar))")
            }
            return id
        }
    }
}

/// A stand-in for a game's replay in these tests: the "log" is the first sort key written out,
/// and a run verifies when its ranked keys are what its log reaches. (The real replays are the
/// games' own, tested with their rules; here the store's handling of verdicts is tested.) Each
/// run has a setup of its own (its deal), so two runs reaching one key are not copies (issue 34, B8).
enum StandInReplay {
    static func run(keys: [Int64], finishedAt: Date, id: String = UUID().uuidString) -> RankedRun {
        let claim = VerifiedGame(kind: GameKind(rawValue: "mines"), status: .won, boardsCleared: 1, moves: 1,
                                 hintsUsed: 0, undosUsed: 0, actionCount: 1, timingStartOffset: 0, lastOffset: 1, playMilliseconds: 1)
        return RankedRun(id: id, board: HostileRows.board, playerID: 0, kind: GameKind(rawValue: "mines"),
                         setup: Data("{\"deal\":\"\(id)\"}".utf8), log: Data(String(keys[0]).utf8), claimed: claim, sortKey: keys,
                         figures: ["timeMs": keys[0]], finishedAt: finishedAt, verification: .verified)
    }

    @Sendable static func verify(_ run: RankedRun) -> VerificationState {
        guard let reached = Int64(String(decoding: run.log, as: UTF8.self)) else { return .unverified("unreadable log") }
        return run.paddedSortKey.first == reached ? .verified : .unverified("the log reaches \(reached)")
    }
}

typealias HostileRows = SharedBoardServerTests.HostileRows
