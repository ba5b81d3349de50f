import Foundation
import GameCore

/// The games Clearfield offers, as a value: the program builds one at launch and hands it down;
/// tests build their own (with a test-only game, say). Every layer that would otherwise switch
/// on the game loops over this list instead.
public struct GameRegistry: Sendable {
    /// Two back ends claimed the same kind.
    public struct DuplicateKind: Error, Hashable, Sendable, CustomStringConvertible {
        public var kind: String

        public init(kind: String) {
            self.kind = kind
        }

        public var description: String { "two games are registered as \"\(kind)\"" }
    }

    /// The back ends, in the order the game lists them.
    public let backEnds: [any GameBackEnd.Type]

    public init(_ backEnds: [any GameBackEnd.Type]) throws {
        var seen: Set<String> = []
        for backEnd in backEnds where !seen.insert(backEnd.kind.rawValue).inserted {
            throw DuplicateKind(kind: backEnd.kind.rawValue)
        }
        self.backEnds = backEnds
    }

    /// The kinds, in order.
    public var kinds: [GameKind] { backEnds.map { $0.kind } }

    public func backEnd(for kind: GameKind) -> (any GameBackEnd.Type)? {
        backEnd(forKind: kind.rawValue)
    }

    /// The back end whose kind is spelled `rawValue` ("tiles"), as saves and rankings store it.
    public func backEnd(forKind rawValue: String) -> (any GameBackEnd.Type)? {
        backEnds.first { $0.kind.rawValue == rawValue }
    }

    /// Verifies a stored game of any registered kind (see
    /// `GameBackEnd.verify(encodedSetup:packedLog:claimedPlayMilliseconds:)`).
    public func verify(kind rawValue: String, encodedSetup: Data, packedLog: Data,
                       claimedPlayMilliseconds: Int?) -> Result<VerifiedGame, VerificationFailure> {
        guard let backEnd = backEnd(forKind: rawValue) else { return .failure(.unknownGame(kind: rawValue)) }
        return backEnd.verify(encodedSetup: encodedSetup, packedLog: packedLog,
                              claimedPlayMilliseconds: claimedPlayMilliseconds)
    }
}
