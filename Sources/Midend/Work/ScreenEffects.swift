/// What a screen hands the main loop besides where to go: short messages to show as banners,
/// and work to run off the main thread (its answer comes back through `Screen.receive`). The one
/// way either reaches the loop: every call into a screen that can produce them returns them
/// (`handle`, `receive` and `leaveUnseen` in their `ScreenCommand`, `activate`, `deactivate` and
/// `tick` as these), and the loop carries them out as it gets them (issue 33).
public struct ScreenEffects {
    public var banners: [String]
    /// In the order the loop starts them.
    public var jobs: [BackgroundJob]

    public init(banners: [String] = [], jobs: [BackgroundJob] = []) {
        self.banners = banners
        self.jobs = jobs
    }

    public static var none: ScreenEffects { ScreenEffects() }
    public static func banner(_ text: String) -> ScreenEffects { ScreenEffects(banners: [text]) }
    public static func run(_ job: BackgroundJob?) -> ScreenEffects { ScreenEffects(jobs: job.map { [$0] } ?? []) }

    public var isEmpty: Bool { banners.isEmpty && jobs.isEmpty }

    /// These effects, then `later`'s.
    public static func + (effects: ScreenEffects, later: ScreenEffects) -> ScreenEffects {
        ScreenEffects(banners: effects.banners + later.banners, jobs: effects.jobs + later.jobs)
    }

    public static func += (effects: inout ScreenEffects, later: ScreenEffects) {
        effects = effects + later
    }
}
