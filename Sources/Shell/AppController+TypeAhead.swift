import Terminal

extension AppController {
    /// How many waiting characters are handled before the next frame is drawn.
    package static let typeAheadLimit = 512

    /// After a typed character, the characters already waiting behind it (a paste) are handled
    /// before the next frame: a 100 KB paste then costs a few hundred frames, not one per
    /// character, and the prompt answers the next key at once. Anything but a character ends the
    /// run after it is handled, so Enter, Esc, a resize or a stop are drawn as before.
    package func dispatchTypedAhead(after event: InputEvent) -> AppExit? {
        guard case .key(.character) = event else { return nil }
        for _ in 0..<Self.typeAheadLimit {
            guard let next = terminal.eventAlreadyWaiting() else { return nil }
            if let exit = dispatch(next) { return exit }
            guard case .key(.character) = next else { return nil }
        }
        return nil
    }
}
