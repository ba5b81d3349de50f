import Foundation

/// Every refusal's body: a stable code for the client's logic and a sentence it shows as is
/// (the service words it for players; it never carries a raw database or Swift error).
public struct APIProblem: Codable, Equatable, Sendable, Error {
    /// Stable codes; the client may act on them.
    public enum Code: String, Codable, Sendable {
        case badRequest = "bad-request"
        case unauthenticated
        case forbidden
        case notFound = "not-found"
        case conflict
        case tooLarge = "too-large"
        case rateLimited = "rate-limited"
        case inviteRequired = "invite-required"
        case nameTaken = "name-taken"
        case nameRefused = "name-refused"
        case dealExpired = "deal-expired"
        case unavailable
        case `internal`
    }

    public var code: Code
    public var message: String
    /// For 429: seconds to wait (also in the Retry-After header).
    public var retryAfter: Int?

    public init(code: Code, message: String, retryAfter: Int? = nil) {
        self.code = code
        self.message = message
        self.retryAfter = retryAfter
    }
}

/// The JSON coding both sides use: dates as Unix milliseconds (integers: no time-zone or rounding doubt), data as base64.
public enum APICoding {
    public static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(Int64((date.timeIntervalSince1970 * 1000).rounded()))
        }
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }

    public static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            return Date(timeIntervalSince1970: Double(try container.decode(Int64.self)) / 1000)
        }
        return decoder
    }
}
