import Foundation
import GRDB

/// Whoever is playing. Until profiles exist this is the login user.
public struct Player: Codable, Equatable, Sendable, Identifiable {
    public var id: Int64
    public var name: String
    public var createdAt: Date

    public init(id: Int64, name: String, createdAt: Date) {
        self.id = id
        self.name = name
        self.createdAt = createdAt
    }
}

extension Player: FetchableRecord, TableRecord {
    public enum Columns {
        public static let name = Column(CodingKeys.name)
    }
}
