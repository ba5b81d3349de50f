import Foundation
import GameCore
import Progress
import SaveFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place a game in progress is kept between runs: `current-game.clearfield-save` in the
/// state directory. A thin layer over `SaveArchive` that speaks the player's language: every
/// failure comes back as a sentence to show, never as a crash.
///
/// There is one slot, so at most one game waits to be continued; starting a new game gives up
/// the saved one (`TilesPlayScreen` ends it, abandoned, so it is still counted once).
public final class SaveSlot {
    public static let fileName = "current-game.clearfield-save"

    public let url: URL
    /// What went wrong with the save made as the app stopped (a signal, the terminal closed), for
    /// the launcher to print once the terminal is back; nil when it worked or none was made.
    public internal(set) var stopFailure: String?
    private let archive: SaveArchive<SavedGame>
    /// The game id of the save this copy last wrote or resumed: the only save it may remove.
    /// Another copy on the same data directory may have replaced the file since.
    public private(set) var ownedGameID: String?
    private lazy var openLock = OpenGameLock(guarding: url)

    /// The slot at `url`, reading the saves of `games` (their stats catalogs decode a save's stats).
    public init(url: URL, games: GameCatalogs) {
        self.url = url
        archive = SaveArchive<SavedGame>(userInfo: games.decodingUserInfo)
    }

    /// The slot in a state directory (`AppPaths.stateDirectory`).
    public convenience init(stateDirectory: URL, games: GameCatalogs) {
        self.init(url: stateDirectory.appendingPathComponent(Self.fileName), games: games)
    }

    // MARK: Writing

    /// Saves atomically; on failure the previous save (if any) is still in place.
    public func write(_ game: SavedGame, summary: SaveSummary) throws(ArchiveFileError) {
        // The state directory is made at start-up; if it has gone since, make it again (one level
        // only). When that fails the write below says why.
        mkdir(url.deletingLastPathComponent().path, 0o755)
        if let holder = claim() {
            throw ArchiveFileError(step: .replacing, file: url, errorNumber: 0, detail: holder)
        }
        let lock = SaveFileLock(guarding: url)
        defer { lock.release() }
        try archive.write(game, kind: game.archiveKind, summary: summary, to: url)
        ownedGameID = game.progress?.gameID
    }

    /// Claims the save for a game open in this copy; nil when it is ours now, else the sentence
    /// saying which other copy has it open.
    public func claim() -> String? {
        openLock.acquire()
    }

    /// Which other copy has the save's game open, without claiming it: nil when none does (or
    /// this copy does), else the sentence naming it. A new game may not start over such a save.
    public func openElsewhere() -> String? {
        openLock.holder()
    }

    /// The game open here was put away (saved and left) or ended: another copy may take the save.
    public func letGo() {
        openLock.release()
    }

    /// This copy took over the save it resumed (its game is now played here).
    package func adopt(gameID: String?) {
        ownedGameID = gameID
    }

    /// Removes the save this copy owns (its game has ended). A save another copy wrote since is
    /// left alone. Returns a sentence when the file stays although it should go.
    @discardableResult
    public func remove() -> String? {
        remove(holding: ownedGameID)
    }

    /// Removes the save only if it still holds the game `gameID` (checked under the save's lock,
    /// so no other copy writes in between); nil `gameID` (a run without stats) removes any save.
    /// Returns a sentence when the file stays although it should go.
    @discardableResult
    package func remove(holding gameID: String?) -> String? {
        let lock = SaveFileLock(guarding: url)
        defer { lock.release() }
        if let gameID, case .success(let loaded) = archive.read(from: url),
           let onDisk = loaded.payload.progress?.gameID, onDisk != gameID {
            letGo()
            return nil  // another copy's game: not ours to remove
        }
        do {
            try archive.remove(url)
            if ownedGameID == gameID { ownedGameID = nil }
            letGo()
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: Reading

    /// The envelope alone (checked, checksum included): what the Continue line shows.
    public func header() -> Result<ArchiveHeader, ArchiveProblem> {
        archive.readHeader(from: url)
    }

    /// The whole save, decoded. Whether the game inside can be resumed is the game's business.
    public func load() -> Result<LoadedArchive<SavedGame>, ArchiveProblem> {
        archive.read(from: url)
    }

    /// Moves the file a problem is about out of the way (never deleting or overwriting anything)
    /// and returns the one sentence that tells the player what was wrong and where the file went.
    public func setAside(_ problem: ArchiveProblem, at date: Date) -> String {
        setAsideTelling(problem, at: date).sentence
    }

    /// What the player is told about a save set aside: the whole sentence (a notice, standard
    /// error) and a short one that fits a banner (the file's name without its folder).
    package struct SetAside {
        package var sentence: String
        package var brief: String
    }

    package func setAsideTelling(_ problem: ArchiveProblem, at date: Date) -> SetAside {
        do {
            let destination = try archive.moveAside(problem, at: date)
            return SetAside(sentence: problem.sentence(movedTo: destination),
                            brief: "The saved game \(problem.whatIsWrong): moved to \(destination.lastPathComponent)")
        } catch {
            return SetAside(
                sentence: "\(problem.description) It could not be moved aside (\(error.cause)), so it was left where it is.",
                brief: "The saved game \(problem.whatIsWrong) and could not be moved aside")
        }
    }

    // MARK: Words

    /// A save that failed, for the quit prompt (two lines at most).
    package static func failureLine(_ error: ArchiveFileError) -> String {
        "Could not save: \(error.cause). The previous save, if any, is kept."
    }

    /// An autosave that failed, in a line that fits a banner.
    package static func autosaveFailureLine(_ error: ArchiveFileError) -> String {
        "Autosave failed: \(error.cause)"
    }
}
