import GameCore
import Midend
import Terminal

/// What a screen sees of the app while it draws or handles an event.
public struct ScreenContext {
    public var environment: AppEnvironment
    public var glyphs: GlyphSet
    public var theme: Theme
    /// The size of the frame the screen draws into (at least the minimum size).
    public var size: ScreenSize
    public var now: Instant

    public init(environment: AppEnvironment, glyphs: GlyphSet, theme: Theme, size: ScreenSize, now: Instant) {
        self.environment = environment
        self.glyphs = glyphs
        self.theme = theme
        self.size = size
        self.now = now
    }
}

/// Where the app goes after a screen handled an event.
public enum Navigation {
    case stay
    case push(any Screen)
    /// Pushes several screens at once, the last on top (a resumed game over its level list).
    case pushAll([any Screen])
    case pop
    /// Leaves the top screen and hands the same event to the screen beneath: a notice that
    /// any key dismisses does not eat a key that means something under it.
    case popPassingOn
    /// Replaces the top screen (the next level replaces the one just cleared).
    case replace(any Screen)
    case quit
}

/// A screen's answer to an event: where to go, and its effects (banners, work).
public struct ScreenCommand {
    public var navigation: Navigation
    public var effects: ScreenEffects
    /// Cancels the screen's running jobs (each answers `.cancelled`).
    public var cancelsWork = false
    /// Text to put on the terminal's clipboard (`TerminalDevice.copyToClipboard`); the banner
    /// in `clipboardBanners` says whether it could be sent.
    public var clipboard: String?

    public var banners: [String] {
        get { effects.banners }
        set { effects.banners = newValue }
    }

    /// The first job the command starts (most start one at most); setting it replaces them all.
    public var work: BackgroundJob? {
        get { effects.jobs.first }
        set { effects.jobs = newValue.map { [$0] } ?? [] }
    }

    public init(_ navigation: Navigation = .stay, banners: [String] = [], work: BackgroundJob? = nil) {
        self.navigation = navigation
        effects = ScreenEffects(banners: banners, jobs: work.map { [$0] } ?? [])
    }

    public init(_ navigation: Navigation = .stay, effects: ScreenEffects) {
        self.navigation = navigation
        self.effects = effects
    }

    /// The same command with `more` effects after its own.
    public func adding(_ more: ScreenEffects) -> ScreenCommand {
        var command = self
        command.effects += more
        return command
    }

    public static func run(_ job: BackgroundJob) -> ScreenCommand { ScreenCommand(work: job) }

    // Computed: a command can carry a screen, which is no `Sendable` value to keep in a static.
    public static var stay: ScreenCommand { ScreenCommand() }
    public static var pop: ScreenCommand { ScreenCommand(.pop) }
    public static var quit: ScreenCommand { ScreenCommand(.quit) }
    public static func push(_ screen: any Screen) -> ScreenCommand { ScreenCommand(.push(screen)) }
    public static func replace(_ screen: any Screen) -> ScreenCommand { ScreenCommand(.replace(screen)) }
    public static func banner(_ text: String) -> ScreenCommand { ScreenCommand(banners: [text]) }

    /// Copies `text` to the terminal's clipboard where the terminal allows it.
    public static func copy(_ text: String) -> ScreenCommand {
        var command = ScreenCommand()
        command.clipboard = text
        return command
    }
}

/// One screen of the app: it draws itself into a frame and handles input, with no terminal
/// involved, so every screen can be tested on its own.
public protocol Screen {
    /// Draws the whole screen into a blank frame of `context.size`.
    func draw(into frame: inout FrameBuffer, context: ScreenContext)

    /// The smallest terminal that shows all this screen has to show (its board, its columns);
    /// in a smaller one the controller shows how to enlarge it or leave instead.
    func minimumSize(context: ScreenContext) -> ScreenSize

    /// q or Esc while the terminal is too small to show the screen: its ordinary way back, as
    /// if the key had been pressed on it (a game saves as its quit prompt would).
    mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand

    /// What `leaveUnseen` does, in a few words after "press q or Esc to" ("go back", "save the
    /// game and leave it").
    func unseenLeaving(context: ScreenContext) -> String

    /// Handles a key or mouse event (resize, timeout and stop are the controller's business).
    mutating func handle(_ event: InputEvent, context: ScreenContext) -> ScreenCommand

    /// The screen is now on top and visible: reload what may have changed, resume clocks; what
    /// it has to say or start as it shows (reading its data) is in the answer.
    @discardableResult
    mutating func activate(context: ScreenContext) -> ScreenEffects

    /// The screen is covered, popped, hidden by a too-small terminal, or the app stops.
    @discardableResult
    mutating func deactivate(context: ScreenContext) -> ScreenEffects

    /// When the screen will look different without any input (a running clock's next
    /// second); nil when it will not, so an idle app sleeps.
    func nextChange(after now: Instant) -> Instant?

    /// A timer the screen asked for (`nextChange`) or a banner's expiry came due.
    @discardableResult
    mutating func tick(context: ScreenContext) -> ScreenEffects

    /// Whether banners wait while this screen is on top (the replay viewer: nothing plays over
    /// a replay); they show once it is left.
    var holdsBanners: Bool { get }

    /// Whether the screen shows a message the player asked for (a hint, the odds) on the
    /// message line: banners wait until it is gone instead of covering it (issue 31).
    var showsRequestedMessage: Bool { get }

    /// What a notice about this screen belongs to: a play screen answers its game (the attempt
    /// on screen), so a notice about one game ("Copied to the clipboard") goes when the next
    /// starts in place (issue 31). Screens without games answer 0.
    var noticeScope: Int { get }

    /// The app is about to end (Quit, a signal, the terminal gone) with this screen anywhere on
    /// the stack: finish what is in progress, so a game is rolled over rather than lost. Nothing
    /// is shown after it: what goes wrong is kept for the next start (`SaveSlot.stopFailure`).
    mutating func appWillStop(context: ScreenContext)

    /// Background work this screen started has ended (finished or cancelled). Called on the main
    /// thread, from the loop, even when the screen is covered.
    mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand
}

extension Screen {
    public func minimumSize(context: ScreenContext) -> ScreenSize { .compact }
    public mutating func leaveUnseen(context: ScreenContext) -> ScreenCommand { .pop }
    public func unseenLeaving(context: ScreenContext) -> String { "go back" }

    @discardableResult
    public mutating func activate(context: ScreenContext) -> ScreenEffects { .none }
    @discardableResult
    public mutating func deactivate(context: ScreenContext) -> ScreenEffects { .none }
    public func nextChange(after now: Instant) -> Instant? { nil }
    @discardableResult
    public mutating func tick(context: ScreenContext) -> ScreenEffects { .none }
    public var holdsBanners: Bool { false }
    public var showsRequestedMessage: Bool { false }
    public var noticeScope: Int { 0 }
    public mutating func appWillStop(context: ScreenContext) {}
    public mutating func receive(_ delivery: WorkDelivery, context: ScreenContext) -> ScreenCommand { .stay }
}
