import Midend
import Shell
import Foundation
import GameCore
import Players
import Terminal

/// The player's own profile (`p` on the main menu): avatar, nickname, member since, games,
/// achievement points and best ranks. `n` edits the nickname in place (Enter saves, Esc
/// cancels, a refused name says why and stays to be fixed); `e` opens the avatar editor.
public struct ProfileScreen: Screen {
    public internal(set) var profile: PlayerProfile?
    public private(set) var finishedGames: Int?
    /// Nil while no ranking store is wired in.
    public private(set) var bestRanks: [BestRank]?
    /// The daily streaks in words; nil while not kept.
    public private(set) var dailyStreaks: String?
    /// Why the profile could not be read, shown instead of it.
    public private(set) var problem: String?
    /// The nickname being typed, while editing.
    public internal(set) var typed: String?
    /// Why the typed nickname was refused.
    public internal(set) var typingProblem: String?
    /// Where the profile shown stands on the shared board; nil when none is configured.
    public internal(set) var board: BoardProfileState?
    /// A paste longer than this is cut: long enough that a 500-character paste is refused for
    /// its length, short enough that no paste can grow the screen's state without bound.
    package static let typingLimit = 600

    public init() {}

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects {
        reload(context: context)
    }

    /// Reads the profile again; on a shared board, the board's read is the job returned.
    package mutating func reload(context: ScreenContext) -> ScreenEffects {
        guard let profiles = context.environment.profiles, let id = context.environment.player?.identity.id else {
            problem = "Profiles are not kept in this run."
            return .none
        }
        // Shown again on a shared board: the board's last answer stays up while it is read again.
        let boardCopy = board == .shown ? profile : nil
        do {
            profile = try boardCopy ?? profiles.profile(id)
            finishedGames = try? profiles.finishedGames(id)
            bestRanks = try profiles.bestRanks?(id)
            dailyStreaks = try? profiles.dailyStreaks?(id)
            problem = nil
        } catch {
            problem = "Your profile could not be read: \(error)"
        }
        return profiles.shared.map { readBoard($0) } ?? .none
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand {
        guard case .key(let key) = event else { return .stay }
        if typed != nil { return type(key, context: context) }
        if KeyBindings.isBack(key) { return .pop }
        switch key {
        case .character("n"):
            guard profile != nil else { return .banner(problem ?? "Profiles are not kept in this run.") }
            typed = profile.map { $0.nicknameBlanked ? "" : $0.displayName } ?? ""
            typingProblem = nil
        case .character("e"), .character("a"):
            guard let profile else { return .banner(problem ?? "Profiles are not kept in this run.") }
            return .push(AvatarEditorScreen(profile: profile))
        default:
            break
        }
        return .stay
    }

    package mutating func type(_ key: Key, context: ScreenContext) -> ScreenCommand {
        switch key {
        case .escape:
            typed = nil
            typingProblem = nil
        case .backspace, .delete:
            if typed?.isEmpty == false { typed?.removeLast() }
            typingProblem = nil
        case .control("u"):
            // As in the path prompt and the editor's name prompts: the whole line goes.
            typed = ""
            typingProblem = nil
        case .enter:
            return save(context: context)
        case .character(let character):
            type(character)
        case .tab:
            // A tab is a control character: kept, so the refusal names it rather than losing it.
            type("\t")
        default:
            break
        }
        return .stay
    }

    /// Adds a typed character, or past `typingLimit` (a long paste) drops it and says so.
    private mutating func type(_ character: Character) {
        guard (typed?.count ?? 0) < Self.typingLimit else {
            typingProblem = "Cut at \(Self.typingLimit) characters: a nickname is 1 to \(Nickname.maximumColumns) columns"
            return
        }
        typed?.append(character)
        typingProblem = nil
    }

    package mutating func save(context: ScreenContext) -> ScreenCommand {
        guard let typed, let profiles = context.environment.profiles, let id = profile?.id else { return .stay }
        switch Nickname.validate(typed) {
        case .failure(let refusal):
            typingProblem = refusal.description
            return .stay
        case .success(let nickname):
            if let shared = profiles.shared { return saveOnBoard(nickname, shared) }
            do {
                profile = try profiles.setNickname(nickname, id)
                self.typed = nil
                typingProblem = nil
                return .banner("Nickname saved: \(nickname.text)")
            } catch {
                typingProblem = "The nickname could not be saved: \(error)"
                return .stay
            }
        }
    }

    // MARK: Drawing

    public func draw(into frame: inout FrameBuffer, context: ScreenContext) {
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        frame.putCentered(" Your profile ", row: 0, from: 0, width: size.columns, style: theme.title, glyphs: glyphs)
        guard let profile else {
            let message = problem ?? "Reading your profile..."
            for (index, line) in TextLayout.wrap(glyphs.safe(SafeText.escaped(message)), width: size.columns - 4).enumerated() {
                frame.put(line, column: 2, row: 2 + index, style: theme.warning)
            }
            frame.putKeyHints([("Esc", "back")], row: size.rows - 1, theme: theme, glyphs: glyphs)
            return
        }
        let avatarSize = AvatarDrawing.size(context)
        let avatarTop = 2
        let avatarLeft = size.columns >= 70 ? 4 : 2
        AvatarDrawing.draw(profile.shownAvatar, column: avatarLeft, row: avatarTop, into: &frame, context: context)
        if profile.avatar == nil {
            frame.put(glyphs.safe("(identicon)"), column: avatarLeft, row: avatarTop + avatarSize.rows, style: theme.dim)
        }
        let left = avatarLeft + avatarSize.columns + (size.columns >= 70 ? 5 : 3)
        var row = avatarTop
        for (label, value, style) in ProfileLines.lines(profile, games: finishedGames, ranks: bestRanks, streaks: dailyStreaks,
                                                                   context: context) {
            frame.put(label, column: left, row: row, style: theme.heading)
            frame.put(value, column: left + ProfileLines.labelWidth, row: row,
                      width: size.columns - left - ProfileLines.labelWidth - 1, style: style, glyphs: glyphs)
            row += 1
        }
        row = max(row, avatarTop + avatarSize.rows + 1)
        row += drawBoardLine(into: &frame, context: context, row: row)
        drawTyping(into: &frame, context: context, row: row + 1)
        let hints: [(key: String, action: String)] = typed == nil
            ? [("n", "nickname"), ("e", "avatar"), ("Esc", "back")]
            : [("Enter", "save"), ("Esc", "cancel")]
        frame.putKeyHints(hints, row: size.rows - 1, theme: theme, glyphs: glyphs)
    }

    private func drawTyping(into frame: inout FrameBuffer, context: ScreenContext, row: Int) {
        guard let typed else { return }
        let glyphs = context.glyphs, theme = context.theme, size = context.size
        let label = "New nickname: "
        frame.put(label, column: 2, row: row, style: theme.heading)
        // Shown escaped: a pasted escape or bidi character is visible as \u{..}, never obeyed.
        let shown = glyphs.safe(SafeText.escaped(typed))
        let room = size.columns - 4 - DisplayWidth.of(label)
        let tail = String(shown.suffix(max(1, room - 1)))
        let end = frame.put(tail, column: 2 + DisplayWidth.of(label), row: row, style: theme.selected)
        frame.put("_", column: min(end, size.columns - 2), row: row, style: theme.selected)
        let note = typingProblem ?? "1 to \(Nickname.maximumColumns) columns: letters, digits, punctuation and spaces."
        for (index, line) in TextLayout.wrap(glyphs.safe(SafeText.escaped(note)), width: size.columns - 4).prefix(3).enumerated() {
            frame.put(line, column: 2, row: row + 1 + index, style: typingProblem == nil ? theme.dim : theme.warning)
        }
    }
}
