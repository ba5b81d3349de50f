#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the player asked of the terminal, decided before it is opened.
public struct TerminalOptions: Hashable, Sendable {
    /// Draw with ASCII only, even under a UTF-8 locale (`--ascii`).
    public var forceASCII: Bool
    /// Draw without colour (`--no-color`, or a non-empty `NO_COLOR`); attributes such as bold and
    /// reverse still show.
    public var disableColor: Bool
    /// Ask the terminal for mouse reports. Everything stays possible from the keyboard without it.
    public var enableMouse: Bool

    public init(forceASCII: Bool = false, disableColor: Bool = false, enableMouse: Bool = true) {
        self.forceASCII = forceASCII
        self.disableColor = disableColor
        self.enableMouse = enableMouse
    }

    /// Options from the command-line flags plus the `NO_COLOR` convention (no-color.org): colour is
    /// off when `--no-color` was given or `NO_COLOR` is set to anything but the empty string.
    public static func fromEnvironment(ascii: Bool, noColor: Bool, enableMouse: Bool = true,
                                       environment: [String: String]? = nil) -> TerminalOptions {
        let noColorValue = environment.map { $0["NO_COLOR"] } ?? currentEnvironmentValue("NO_COLOR")
        let environmentDisablesColor = !(noColorValue ?? "").isEmpty
        return TerminalOptions(forceASCII: ascii, disableColor: noColor || environmentDisablesColor,
                               enableMouse: enableMouse)
    }

    private static func currentEnvironmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
