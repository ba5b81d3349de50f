@testable import PlayersUI
import Foundation
import GameCore
import Terminal
import Testing
@testable import UITestSupport

/// Random login names mixing letters with every kind of hostile code point: whatever they hold,
/// the Profile screen and the moderation question draw them without a character a terminal
/// would act on, each hostile one visible as its escape.
@Suite struct HostileNameScreenTests {
    static let hostile: [Unicode.Scalar] = ["\u{1B}", "\u{7}", "\u{8}", "\r", "\u{7F}", "\u{9B}", "\u{9D}",
                                            "\u{202E}", "\u{2066}", "\u{200F}", "\u{2028}"]
    static let plain: [Unicode.Scalar] = ["a", "Z", "[", "2", "J", ";", " ", "é", "日"]

    static func name(_ generator: inout SeededGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0..<Int.random(in: 1...24, using: &generator) {
            let pool = Bool.random(using: &generator) ? hostile : plain
            scalars.append(pool.randomElement(using: &generator)!)
        }
        scalars.append(hostile.randomElement(using: &generator)!)
        return String(scalars)
    }

    @Test func randomHostileNamesNeverReachTheFrameAsControls() throws {
        var generator = SeededGenerator(seed: 2_026)
        for _ in 0..<40 {
            let evil = Self.name(&generator)
            let world = try ProfileWorld(players: ["ada", evil], playing: evil)
            for size in ProfileScreenTests.sizes {
                let context = world.context(size: size)
                var screen = ProfileScreen()
                screen.activate(context: context)
                let frame = screen.frame(context)
                #expect(!frame.holdsUnsafeText, "\(evil.debugDescription)")
                let first = try #require(evil.unicodeScalars.first(where: SafeText.isUnsafe))
                #expect(frame.text.contains(SafeText.escaped(String(first))), "\(evil.debugDescription)")

                let actions = ModerationActions(profiles: try #require(world.environment.profiles))
                let prompt = ModerationPrompt(action: .block, target: try world.id(evil), actions: actions)
                var question = FrameBuffer(size: size)
                prompt.draw(into: &question, context: context)
                #expect(!question.holdsUnsafeText, "\(evil.debugDescription)")
            }
        }
    }
}
