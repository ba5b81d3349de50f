import Midend
import Shell
import Players

/// With a shared board configured the avatar is the board's (issue 22): Enter saves it there, in
/// the background, and the editor closes once the board has it; a board out of reach or a refusal
/// keeps the editor open with the reason, the picture unchanged.
extension AvatarEditorScreen {
    static let boardSaveTitle = "Saving your avatar on the shared board"

    /// The board's answer to a save.
    enum BoardAvatarAnswer: Sendable {
        case saved(reset: Bool)
        case failed(String)
    }

    func saveOnBoard(_ own: Avatar?, _ shared: SharedProfileAccess) -> ScreenCommand {
        .run(BackgroundJob(title: Self.boardSaveTitle) { _ in
            do {
                _ = try shared.setAvatar(own)
                return BoardAvatarAnswer.saved(reset: own == nil)
            } catch {
                return BoardAvatarAnswer.failed("\(error)")
            }
        })
    }

    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand {
        switch delivery {
        case .finished(Self.boardSaveTitle, let result as BoardAvatarAnswer):
            switch result {
            case .saved(let reset):
                problem = nil
                return ScreenCommand(.pop, banners: [reset ? "Avatar reset to your identicon on the shared board"
                                                         : "Avatar saved on the shared board"])
            case .failed(let reason):
                problem = "The avatar was not saved on the shared board: \(reason)"
            }
        case .cancelled(Self.boardSaveTitle):
            problem = "The avatar was not saved: the shared board was not waited for."
        default:
            break
        }
        return .stay
    }
}
