import Foundation
import Midend
import Shell
import TilesLevels

/// What importing a pack needs from the outside world, kept in the environment under its own key.
public struct PackServices {
    /// Imports a level pack file into the game's database (`PackImportJob.importPack`): run
    /// off the main thread, reporting to and stopping on the job's `WorkProgress`. Nil when
    /// packs cannot be imported in this run (the level select says so).
    public var importPack: (@Sendable (_ file: URL, _ skipBad: Bool, WorkProgress) throws -> PackImportReport)?
    /// The levels or packs changed (a pack imported, a level saved): what was read once and kept
    /// (the levels, the boards listed) is read again when next asked. Called on the main thread.
    public var levelsChanged: () -> Void = {}

    public init() {}
}

private enum PackServicesKey: EnvironmentKey {
    static var defaultValue: PackServices { PackServices() }
}

extension AppEnvironment {
    public var packs: PackServices {
        get { self[PackServicesKey.self] }
        set { self[PackServicesKey.self] = newValue }
    }

    public var importPack: (@Sendable (_ file: URL, _ skipBad: Bool, WorkProgress) throws -> PackImportReport)? {
        get { packs.importPack }
        set { packs.importPack = newValue }
    }

    public var levelsChanged: () -> Void {
        get { packs.levelsChanged }
        set { packs.levelsChanged = newValue }
    }
}
