import Foundation
import GameCore
import GameRules
import Midend
import Progress
import SaveFiles

/// A resumed game's screens: the one under it (the level list, the Mines menu) and its own.
package struct ResumedGame {
    package var below: any Screen
    package var screen: any ResumedPlayScreen

    package init(below: any Screen, screen: any ResumedPlayScreen) {
        self.below = below
        self.screen = screen
    }
}

/// Why a saved game did not come back.
package enum ResumeRefusal: Error, Equatable {
    /// The save cannot be used (it is moved aside): the words after "cannot be resumed".
    case unusable(String)
    /// A field of the game's section cannot be decoded (it is moved aside, as a damaged payload).
    case undecodable(field: String, reason: String)
    /// Not now (the levels could not be read): the whole sentence; the save stays.
    case unavailable(String)
}

/// A play screen brought back from a save, for `GameResumer` to hand its stats back to.
package protocol ResumedPlayScreen: Screen {
    /// What the stats know the game by (its level, its board).
    var statsContext: StatsContext { get }
    /// How many actions its log holds (the saved stats may not be ahead of it).
    var loggedActions: Int { get }
    /// Takes the game's stats back from its save (through its runner), with the resumer's banners;
    /// its save is on disk.
    mutating func adopt(_ saved: SavedGame, banners: [String], services: PlayServices)
}

extension SavingPlayScreen {
    package var statsContext: StatsContext { runner.play.statsContext }
    package var loggedActions: Int { runner.play.playCount }

    package mutating func adopt(_ saved: SavedGame, banners: [String], services: PlayServices) {
        runner.adopt(saved, banners: banners, services: services)
    }
}

extension SavedGame {
    /// Rebuilds the game in this save with the back end's types: a format-2 save's values through
    /// `fromPlay`, a format-1 section (read with its module's `Section` type) through `fromSection`.
    package func rebuild<BackEnd: GameBackEnd, Section: Decodable, Rebuilt>(
        _ backEnd: BackEnd.Type, format1 section: Section.Type,
        fromSection: (Section) -> Result<Rebuilt, RestoreFailure>,
        fromPlay: (DecodedPlay<BackEnd>) -> Result<Rebuilt, RestoreFailure>
    ) -> Result<Rebuilt, ResumeRefusal> {
        switch contents {
        case .format1:
            guard let read = format1Section(Section.self) else { return .failure(.unusable("it holds no game")) }
            return read.flatMap { fromSection($0).mapError { .unusable($0.reason) } }
        case .play(let values):
            do {
                return fromPlay(try DecodedPlay(values)).mapError { .unusable($0.reason) }
            } catch {
                return .failure(.unusable(error.reason))
            }
        }
    }

    /// A game's format-1 section, decoded by its own module's type.
    package func format1Section<Section: Decodable>(_ type: Section.Type) -> Result<Section, ResumeRefusal>? {
        guard case .format1(let bytes) = contents else { return nil }
        do {
            return .success(try PropertyListDecoder().decode(Section.self, from: bytes))
        } catch let error as DecodingError {
            return .failure(.undecodable(field: [kind, error.fieldPath].compactMap { $0 }.joined(separator: "."),
                                         reason: error.briefReason))
        } catch {
            return .failure(.undecodable(field: kind, reason: String(describing: error)))
        }
    }
}

/// Why a saved game cannot be rebuilt, in the words that follow "cannot be resumed".
public struct RestoreFailure: Error, Equatable {
    public var reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
