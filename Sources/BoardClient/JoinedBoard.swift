import Foundation

/// The board this computer joined (`board join`), kept beside its key in the data directory:
/// the service's address and who this computer is there. Not secret (the key is in its own file).
public struct JoinedBoard: Codable, Equatable, Sendable {
    public var address: String
    public var playerID: Int64
    public var keyID: String
    public var joinedAt: Date

    public init(address: String, playerID: Int64, keyID: String, joinedAt: Date) {
        self.address = address
        self.playerID = playerID
        self.keyID = keyID
        self.joinedAt = joinedAt
    }

    public static let fileName = "board.json"

    static func url(in dataDirectory: URL) -> URL { dataDirectory.appendingPathComponent(fileName) }

    /// The joined board, nil when there is none (or its file cannot be read: `board status` says so).
    public static func read(dataDirectory: URL) -> JoinedBoard? {
        guard let data = try? Data(contentsOf: url(in: dataDirectory)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(JoinedBoard.self, from: data)
    }

    public func write(dataDirectory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(self).write(to: Self.url(in: dataDirectory), options: .atomic)
    }

    public static func remove(dataDirectory: URL) throws {
        let url = url(in: dataDirectory)
        if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
    }
}

extension JoinedBoard {
    /// The joined board's service with this computer's key: what every command and the game use.
    /// Throws a sentence when none is joined, or when `option` names another board.
    public static func service(option: String?, dataDirectory: URL) throws -> BoardService? {
        let joined = read(dataDirectory: dataDirectory)
        let named: ServiceAddress?
        do {
            named = try option.map(ServiceAddress.parse)
        } catch {
            throw JoinedBoardProblem(description: error.description)
        }
        guard let joined else {
            guard let named else { return nil }
            throw JoinedBoardProblem(description: "this computer has not joined the board at \(named): "
                + "run `clearfield board join \(named)` first")
        }
        let address: ServiceAddress
        do {
            address = try ServiceAddress.parse(joined.address)
        } catch {
            throw JoinedBoardProblem(description: "the joined board's address in \(fileName) cannot be used: \(error)")
        }
        if let named, named != address {
            throw JoinedBoardProblem(description: "this computer joined \(address), not \(named): "
                + "run `clearfield board leave`, then `clearfield board join \(named)`")
        }
        let key: BoardKey?
        do {
            key = try BoardKeyFile(dataDirectory: dataDirectory).read()
        } catch {
            throw JoinedBoardProblem(description: error.description)
        }
        guard let key else {
            throw JoinedBoardProblem(description: "this computer's board key is missing: "
                + "run `clearfield board leave`, then join again")
        }
        return BoardService(address: address, key: key)
    }
}

/// Why the joined board cannot be used, in words.
public struct JoinedBoardProblem: Error, CustomStringConvertible, Sendable {
    public var description: String
}
