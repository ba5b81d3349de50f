import Foundation
import GameCore
import GameRules
import Leaderboards
import LightsOutGame
@testable import Midend
import Testing

/// Where a game's seed came from travels with the game: through a save and back, into another
/// attempt, and a save that does not say is unknown, never taken for a dealt one.
@Suite struct SeedOriginTests {
    typealias Play = GamePlay<LightsOutBackEnd>
    static let setup = GamePlayTests.setup

    func started(_ origin: SeedOrigin, _ time: GamePlayTests.Time) throws -> Play {
        var play = try Play(Self.setup, origin: origin)
        play.show(true, at: time.instant)
        _ = play.start(at: time.moment)
        _ = play.play(LightsOutMove(4), at: time.moment)
        return play
    }

    @Test(arguments: [SeedOrigin.dealt, .chosen, .continued])
    func aSavedGameComesBackWithTheOriginItWasSavedWith(_ origin: SeedOrigin) throws {
        let time = GamePlayTests.Time()
        let play = try started(origin, time)
        let saved = try play.savedPlay()
        #expect(saved.origin == origin)
        let back = try Play.resume(saved, playMilliseconds: 0, paused: false).get()
        #expect(back.origin == origin, "a resumed own save keeps what it was")
        #expect(back.attempt(keepingFirst: 0)?.origin == origin, "another attempt is the same deal")
    }

    @Test func aSaveThatNamesNoOriginIsUnknownNeverDealt() throws {
        let time = GamePlayTests.Time()
        var saved = try started(.dealt, time).savedPlay()
        saved.origin = nil
        let back = try Play.resume(saved, playMilliseconds: 0, paused: false).get()
        #expect(back.origin == nil)
        #expect(DecodedPlay<LightsOutBackEnd>(setup: Self.setup, log: TimedLog(), interface: back.interface).origin
                == nil, "a format-1 save never recorded an origin")
    }

    @Test func aSetupHandedInIsChosenUnlessTheCallerSaysItWasDealt() throws {
        #expect(try Play(Self.setup).origin == .chosen)
        #expect(try Play(Self.setup, origin: .dealt).origin == .dealt)
        #expect(Play.resume(Self.setup, log: TimedLog(), interface: try Play(Self.setup).interface,
                            playMilliseconds: 0, paused: false).map(\.origin) == .success(nil))
    }

    @Test func rankingIsAskedOnceWhenTheRulesDecideTheGameBeforeItsEndIsReported() throws {
        let time = GamePlayTests.Time()
        var play = try started(.dealt, time)
        var asked: [[GameEffect]] = []
        for cell in LightsOutBackEnd.solution(from: play.state) {
            time.pass(50)
            let effects = play.play(LightsOutMove(cell), at: time.moment).effects
            if effects.contains(.rank) { asked.append(effects) }
        }
        #expect(play.outcome == .won)
        let deciding = try #require(asked.first)
        #expect(asked.count == 1)
        let rank = try #require(deciding.firstIndex(of: .rank))
        let ended = try #require(deciding.firstIndex { if case .report(let r) = $0 { r.moment == .ended(.won) } else { false } })
        #expect(rank < ended, "the runner still knows the game's id when it ranks it")
        #expect(!play.end(at: time.moment).contains(.rank), "a repeated end asks nothing more")
    }

    @Test func aGameLeftAfterItsFirstMoveIsOfferedOnceAndOneOnlyLookedAtIsNot() throws {
        let time = GamePlayTests.Time()
        var play = try started(.dealt, time)
        let effects = play.end(at: time.moment)
        #expect(GamePlayTests.reports(effects) == [.ended(.abandoned)])
        #expect(effects.filter { $0 == .rank }.count == 1, "an endless run left after a cleared board ranks")
        #expect(play.end(at: time.moment).isEmpty)

        var looked = try Play(Self.setup, origin: .dealt)
        looked.show(true, at: time.instant)
        _ = looked.start(at: time.moment)
        #expect(!looked.end(at: time.moment).contains(.rank), "not a game at all")
    }
}
