@testable import Shell

/// Whether a screen's answer keeps it on top (shared by the Mines, editor and play-keys tests).
extension Navigation {
    var isStay: Bool {
        if case .stay = self { return true }
        return false
    }
}
