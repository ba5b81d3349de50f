/// The graphic rendition (SGR) a terminal draws text with: what `FrameEncoder` tracks across
/// frames so that it writes only the attributes that change.
public struct Rendition: Hashable, Sendable {
    public var bold = false
    public var dim = false
    public var underline = false
    public var reverse = false
    /// nil: the terminal's own colour (SGR 39 / 49).
    public var foreground: TerminalColor?
    public var background: TerminalColor?

    public init(bold: Bool = false, dim: Bool = false, underline: Bool = false, reverse: Bool = false,
                foreground: TerminalColor? = nil, background: TerminalColor? = nil) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.reverse = reverse
        self.foreground = foreground
        self.background = background
    }

    public static let plain = Rendition()

    /// A style as the terminal shows it, with the same colour mapping as `ColorPalette`: no
    /// colour at all without colour; where the terminal has no default colours, a style that sets
    /// one colour gets white on black for the other.
    public init(_ style: TextStyle, colors: Bool, defaultColors: Bool) {
        self.init(bold: style.bold, dim: style.dim, underline: style.underline, reverse: style.reverse)
        guard colors, style.foreground != nil || style.background != nil else { return }
        foreground = style.foreground ?? (defaultColors ? nil : .white)
        background = style.background ?? (defaultColors ? nil : .black)
    }

    /// The shortest SGR sequence that takes a terminal from `current` (nil: not known) to
    /// `self`: the attributes that change (`\e[7m`, `\e[27m`, `\e[22;1m`, `\e[34m` …), or a reset
    /// and a full set (`\e[m`, `\e[0;1;34m`) when that is shorter or the state is not known.
    /// Empty when nothing changes.
    public func sequence(from current: Rendition?) -> String {
        if let current, current == self { return "" }
        let reset = "\u{1B}[" + (["0"] + onParameters).joined(separator: ";") + "m"
        let full = self == .plain ? "\u{1B}[m" : reset
        guard let current else { return full }
        let delta = "\u{1B}[" + deltaParameters(from: current).joined(separator: ";") + "m"
        return delta.utf8.count <= full.utf8.count ? delta : full
    }

    private var onParameters: [String] {
        var parameters: [String] = []
        if bold { parameters.append("1") }
        if dim { parameters.append("2") }
        if underline { parameters.append("4") }
        if reverse { parameters.append("7") }
        if let foreground { parameters.append("3\(foreground.rawValue)") }
        if let background { parameters.append("4\(background.rawValue)") }
        return parameters
    }

    private func deltaParameters(from current: Rendition) -> [String] {
        var parameters: [String] = []
        // SGR 22 ends bold and dim together: whichever stays on is set again after it.
        let intensityOff = (current.bold && !bold) || (current.dim && !dim)
        if intensityOff { parameters.append("22") }
        if bold && (intensityOff || !current.bold) { parameters.append("1") }
        if dim && (intensityOff || !current.dim) { parameters.append("2") }
        if underline != current.underline { parameters.append(underline ? "4" : "24") }
        if reverse != current.reverse { parameters.append(reverse ? "7" : "27") }
        if foreground != current.foreground { parameters.append(foreground.map { "3\($0.rawValue)" } ?? "39") }
        if background != current.background { parameters.append(background.map { "4\($0.rawValue)" } ?? "49") }
        return parameters
    }
}
