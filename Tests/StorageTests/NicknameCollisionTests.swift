import Foundation
import Players
import Testing
@testable import LocalDatabase

/// Issue 19 on the local database: a nickname cannot read as another player's name.
@Suite struct NicknameCollisionTests {
    @Test func aNicknameCannotImpersonateAnotherPlayer() throws {
        let database = try AppDatabase.inMemory()
        let ada = try database.currentPlayer(named: "ada").id
        let bob = try database.currentPlayer(named: "bob").id
        try database.setNickname(try Nickname.validate("Mallory").get(), for: ada)

        for (name, other) in [("Mallory", "Mallory"), ("MALLORY", "Mallory"), ("Mаllory", "Mallory"), ("ADA", "ada"),
                              ("Player 2", "Player N")] {
            let refusal = #expect(throws: NameCollision.self, "\(name)") {
                try database.setNickname(try Nickname.validate(name).get(), for: bob)
            }
            #expect(refusal?.other == other, "\(name)")
            #expect(refusal?.description.contains(other) == true)
        }
        #expect(try database.profile(of: bob).nickname == nil)
        // A name of one's own, one's own login name, and renaming oneself alike are fine.
        try database.setNickname(try Nickname.validate("Bobby").get(), for: bob)
        try database.setNickname(try Nickname.validate("bob").get(), for: bob)
        try database.setNickname(try Nickname.validate("MALLORY").get(), for: ada)
        #expect(try database.profile(of: ada).nickname?.text == "MALLORY")
    }
}
