import Shell
import ReplayUI
import TilesPacksUI
import Foundation
import GameCore
import GameRules
import Midend
import SaveFiles
import Tiles

/// How a saved Tiles game comes back: Tiles' entry among the app's front ends.
extension TilesPlayScreen: ResumedPlayScreen {
    package static var kind: GameKind { TilesBackEnd.kind }

    package static func resume(_ saved: SavedGame, environment: AppEnvironment) -> Result<ResumedGame, ResumeRefusal> {
        let levels: [Level]
        do {
            levels = try environment.levels()
        } catch {
            // The levels are not readable now; the save itself may be fine, so it stays.
            return .failure(.unavailable("Your saved game cannot be resumed now: the levels could not be loaded (\(error))."))
        }
        let (playMilliseconds, paused) = (saved.playMilliseconds, saved.paused)
        return saved.rebuild(TilesBackEnd.self, format1: SavedTilesGame.self,
                             fromSection: { restoring($0, levels: levels, playMilliseconds: playMilliseconds, paused: paused) },
                             fromPlay: { restoring($0, levels: levels, playMilliseconds: playMilliseconds, paused: paused) })
            .map { ResumedGame(below: LevelSelectScreen(), screen: $0) }
    }

    /// A format-1 save: the level by its number (it must still exist, with the same map), the
    /// log with unknown offsets, which must end at the saved undo position.
    package static func restoring(_ saved: SavedTilesGame, levels: [Level], playMilliseconds: Int64,
                          paused: Bool) -> Result<TilesPlayScreen, RestoreFailure> {
        // Format 1 came before packs: its level is the shipped pack's.
        let number = saved.levelNumber
        guard let level = levels.first(where: { $0.key == LevelKey(number: number) }) else {
            return .failure(RestoreFailure(reason: "level \(number) no longer exists"))
        }
        let setup = GameSetup(params: TilesParams(level: level), seed: 0)
        guard setup.params.mapHash == saved.mapHash else {
            return .failure(RestoreFailure(reason: "level \(number) has changed since the game was saved"))
        }
        let decoded = DecodedPlay<TilesBackEnd>(setup: setup, log: TimedLog(untimed: saved.log.actions),
                                                interface: TilesInterface(cursor: saved.cursor))
        return restoring(decoded, levels: levels, playMilliseconds: playMilliseconds, paused: paused).flatMap { screen in
            guard screen.session.position == saved.position else {
                return .failure(RestoreFailure(
                    reason: "its moves lead to undo position \(screen.session.position), not the saved \(saved.position)"))
            }
            return .success(screen)
        }
    }

    /// Rebuilds a saved Tiles game through the back end's replay (`TilesBackEnd.replay`, the
    /// replay `verify` makes): the level it was played on must still be in the campaign with the
    /// same map, every logged action must play, and the game must still be in play (a clear ends
    /// a game, so a log that clears the board has nothing to continue).
    package static func restoring(_ saved: DecodedPlay<TilesBackEnd>, levels: [Level], playMilliseconds: Int64,
                          paused: Bool) -> Result<TilesPlayScreen, RestoreFailure> {
        let key = saved.setup.params.key, number = key.description
        let params = saved.setup.params
        // A daily's level and a free-play board are in no pack: their saved params hold them whole
        // (TilesDailyStart.swift; a free-play map is checked against its seed's deal by the replay).
        guard let level = Level(daily: params) ?? Level(free: params) ?? levels.first(where: { $0.key == key }) else {
            return .failure(RestoreFailure(reason: "level \(number) no longer exists"))
        }
        guard params.free != nil || TilesParams(level: level, daily: params.daily) == params else {
            return .failure(RestoreFailure(reason: "level \(number) has changed since the game was saved"))
        }
        let count = saved.log.count
        let board = level.board
        let cursor = saved.interface.cursor
        let interface = TilesInterface(cursor: Point(x: min(max(0, cursor.x), board.width - 1),
                                                     y: min(max(0, cursor.y), board.height - 1)))
        let play: GamePlay<TilesBackEnd>
        switch GamePlay<TilesBackEnd>.resume(saved.setup, log: saved.log, interface: interface,
                                             playMilliseconds: Int(playMilliseconds), paused: paused,
                                             origin: saved.origin) {
        case .success(let resumed): play = resumed
        case .failure(.illegalAction(let index)):
            return .failure(RestoreFailure(reason: "its action \(index + 1) of \(count) no longer plays on level \(number)"))
        case .failure(.actionAfterEnd(let index, _)):
            return .failure(RestoreFailure(
                reason: "its action \(index + 1) of \(count) comes after the level was cleared, which ends a game"))
        case .failure(let failure):
            return .failure(RestoreFailure(reason: failure.reason))
        }
        guard play.isUnderWay else {
            return .failure(RestoreFailure(reason: "its moves clear the level, so there is nothing to continue"))
        }
        if let shape = params.free {
            var screen = TilesPlayScreen(level: level, campaign: [level], resuming: play)
            screen.runner = freeRunner(screen.play, shape: shape)
            return .success(screen)
        }
        return .success(TilesPlayScreen(level: level, campaign: params.daily == nil ? levels : [level], resuming: play))
    }
}
