@testable import PlayersUI
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The API the Leaderboards screen calls for its moderation keys.
@Suite struct ModerationPromptTests {
    @Test func aModeratorConfirmsAndTheActionIsDone() throws {
        let world = try ProfileWorld(players: ["ada", "bob"], playing: "ada")
        let actions = ModerationActions(profiles: world.environment.profiles!)
        let bob = try world.id("bob")
        #expect(actions.available(viewer: world.viewer, target: bob) == [.blankNickname, .block, .appointModerator])
        let prompt = ModerationPrompt(action: .block, target: bob, actions: actions)
        var frame = FrameBuffer(size: ScreenSize(columns: 60, rows: 20))
        prompt.draw(into: &frame, context: world.context(size: frame.size))
        #expect(frame.text.contains("Block bob?"))
        #expect(frame.text.contains("y yes"))
        #expect(prompt.handle(.character("x"), viewer: world.viewer, actions: actions) == .waiting)
        #expect(prompt.handle(.escape, viewer: world.viewer, actions: actions) == .cancelled)
        guard case .answered(.done(let sentence, let after)) = prompt.handle(.character("y"), viewer: world.viewer,
                                                                            actions: actions) else {
            Issue.record("the block was not done")
            return
        }
        #expect(sentence == "bob is blocked: their games are kept, hidden from everyone else's boards.")
        #expect(after.blocked)
        #expect(actions.available(viewer: world.viewer, target: bob) == [.blankNickname, .unblock, .appointModerator])
        #expect(try world.database.moderationLog().first?.action == .block)
    }

    @Test func aPlayerIsOfferedNothingAndRefusedWithASentence() throws {
        let world = try ProfileWorld(players: ["ada", "bob"], playing: "bob")
        let actions = ModerationActions(profiles: world.environment.profiles!)
        let ada = try world.id("ada")
        #expect(actions.available(viewer: world.viewer, target: ada).isEmpty)
        #expect(actions.perform(.block, viewer: world.viewer, target: ada)
                == .refused("Only a moderator can block a player; you are not one."))
        #expect(try world.database.moderationLog().isEmpty)
    }

    @Test func aHostileNameInTheQuestionIsDrawnInert() throws {
        let evil = "\u{1B}[2J\u{202E}eve"
        let world = try ProfileWorld(players: ["ada", evil], playing: "ada")
        let actions = ModerationActions(profiles: world.environment.profiles!)
        let prompt = ModerationPrompt(action: .blankNickname, target: try world.id(evil), actions: actions)
        var frame = FrameBuffer(size: ScreenSize(columns: 80, rows: 24))
        prompt.draw(into: &frame, context: world.context())
        #expect(!frame.holdsUnsafeText)
        #expect(frame.text.contains("\\u{1B}[2J\\u{202E}eve"))
    }
}
