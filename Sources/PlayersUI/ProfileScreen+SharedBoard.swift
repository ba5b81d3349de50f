import Midend
import Shell
import GameCore
import Players
import Terminal

/// Where the Profile screen's profile stands when a shared board is configured (issue 22).
public enum BoardProfileState: Equatable, Sendable {
    /// This computer's copy is shown while the board is read.
    case reading
    /// The board's profile is shown.
    case shown
    /// The board could not be read: this computer's copy is shown, and why.
    case offline(String)
}

/// With a shared board configured the player's profile is the board's: the Profile screen shows
/// this computer's copy at once, reads the board in the background each time it is shown (so a
/// nickname set with `clearfield profile --nickname` shows when the screen is shown again), and
/// says so when the board cannot be read. A nickname typed here is saved on the board.
extension ProfileScreen {
    static let boardReadTitle = "Reading your profile on the shared board"
    static let boardSaveTitle = "Saving your nickname on the shared board"

    /// A board job's answer.
    enum BoardAnswer: Sendable {
        case read(PlayerProfile)
        case readFailed(String)
        case saved(PlayerProfile, Nickname)
        case saveFailed(String)
    }

    mutating func readBoard(_ shared: SharedProfileAccess) -> ScreenEffects {
        board = .reading
        return .run(BackgroundJob(title: Self.boardReadTitle) { _ in
            do {
                return BoardAnswer.read(try shared.own())
            } catch {
                return BoardAnswer.readFailed("\(error)")
            }
        })
    }

    func saveOnBoard(_ nickname: Nickname, _ shared: SharedProfileAccess) -> ScreenCommand {
        .run(BackgroundJob(title: Self.boardSaveTitle) { _ in
            do {
                return BoardAnswer.saved(try shared.setNickname(nickname), nickname)
            } catch {
                return BoardAnswer.saveFailed("\(error)")
            }
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        switch delivery {
        case .finished(_, let answer as BoardAnswer):
            switch answer {
            case .read(let shown):
                profile = shown
                board = .shown
            case .readFailed(let reason):
                board = .offline(reason)
            case .saved(let shown, let nickname):
                profile = shown
                board = .shown
                typed = nil
                typingProblem = nil
                return .banner("Nickname saved on the shared board: \(nickname.text)")
            case .saveFailed(let reason):
                // The typed name stays, to be sent again or changed.
                typingProblem = "Not saved on the shared board: \(reason)"
            }
        case .cancelled(Self.boardReadTitle):
            board = .offline("the read was stopped")
        case .cancelled(Self.boardSaveTitle):
            typingProblem = "Not saved: the shared board was not waited for."
        default:
            break
        }
        return .stay
    }

    /// The line under the profile saying whose copy it is; returns the rows it took.
    func drawBoardLine(into frame: inout FrameBuffer, context: ScreenContext, row: Int) -> Int {
        guard let board else { return 0 }
        let theme = context.theme, glyphs = context.glyphs
        let (text, style): (String, TextStyle) = switch board {
        case .reading: ("Reading the shared board; this computer's copy is shown until then.", theme.dim)
        case .shown: ("Your profile on the shared board.", theme.dim)
        case .offline(let reason):
            ("Offline: the shared board could not be read (\(reason)); this is this computer's copy.", theme.warning)
        }
        let room = max(1, context.size.rows - 2 - row)
        let lines = TextLayout.wrap(glyphs.safe(SafeText.escaped(text)), width: context.size.columns - 4)
        for (index, line) in lines.prefix(room).enumerated() {
            frame.put(line, column: 2, row: row + index, style: style)
        }
        return min(lines.count, room)
    }
}
