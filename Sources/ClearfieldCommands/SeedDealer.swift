import Foundation
import Synchronization

/// Deals the seeds of new games (the `makeSeed` the app calls). A seed dealt here is the game's
/// own choice, so its game can be ranked; a seed the player picks (`--seed`) never is.
///
/// Release builds deal from the system's randomness and nothing else: no flag, file or variable
/// can make them deal a seed someone knows, so a ranked game's board is never known in advance.
/// Debug builds (the ones the tmux tests run) also read `CLEARFIELD_TEST_DEAL_SEED`: when it holds
/// a number, the first game is dealt that seed and each next one the seed after, so an end-to-end
/// test can play a known board that still counts as dealt.
enum SeedDealer {
    /// The debug-only variable naming the first seed to deal.
    static let testSeedVariable = "CLEARFIELD_TEST_DEAL_SEED"

    /// The dealer for this run.
    static func live(environment: [String: String] = ProcessInfo.processInfo.environment) -> @Sendable () -> UInt64 {
        #if DEBUG
        if let text = environment[testSeedVariable], let first = UInt64(text) {
            let next = Counter(first)
            return { next.take() }
        }
        #endif
        // Seeds short enough to read off the screen and type again.
        return { UInt64.random(in: 1...999_999_999) }
    }

    #if DEBUG
    /// The test dealer's next seed, shared by the closures the app copies.
    private final class Counter: Sendable {
        private let value: Mutex<UInt64>

        init(_ first: UInt64) { value = Mutex(first) }

        func take() -> UInt64 {
            value.withLock { value in
                defer { value &+= 1 }
                return value
            }
        }
    }
    #endif
}
