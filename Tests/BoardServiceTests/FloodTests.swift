import BoardAPI
import Foundation
import Testing

/// A flood past its limit costs the board nothing more (issue 29, point 6): once the database has
/// counted an address past its limit, the service refuses it until the window ends without
/// writing another row, and counts it again in the next window.
@Suite(.serialized, .tags(.postgres)) struct FloodTests {
    @Test func anAddressPastItsLimitIsRefusedWithoutAnotherWriteUntilItsWindowEnds() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 3 }) { client in
            var statuses: [Int] = []
            for _ in 0..<8 { statuses.append(try await client.send(.get, BoardAPI.Path.status, key: nil).status.code) }
            #expect(statuses == [200, 200, 200, 429, 429, 429, 429, 429])
            let counted = try await client.database.rows(
                "SELECT sum(hits)::bigint FROM clearfield.rate_window WHERE scope = 'address'").first?.decode(Int64.self)
            #expect(counted == 4, "every refused request was written to the database")
            // The next window counts afresh.
            client.clock.advance(milliseconds: 60_000)
            #expect(try await client.send(.get, BoardAPI.Path.status, key: nil).status == .ok)
        }
    }

    /// The per-address limit claims its requests in blocks (`RateLimit.leaseSize`: 5 of a limit
    /// of 100): one write a block, and the address still gets exactly its limit on one instance.
    @Test func anAddressIsCountedInBlocksAndStillGetsExactlyItsLimit() async throws {
        try await ServiceHarness.withService(configure: { $0.addressRequestsPerMinute = 100 }) { client in
            func counted() async throws -> Int64? {
                try await client.database.rows(
                    "SELECT sum(hits)::bigint FROM clearfield.rate_window WHERE scope = 'address'").first?.decode(Int64?.self)
            }
            var statuses: [Int] = []
            for _ in 0..<7 { statuses.append(try await client.send(.get, BoardAPI.Path.status, key: nil).status.code) }
            #expect(try await counted() == 10, "two blocks of 5 claimed for 7 requests")
            for _ in 7..<101 { statuses.append(try await client.send(.get, BoardAPI.Path.status, key: nil).status.code) }
            #expect(statuses.prefix(100).allSatisfy { $0 == 200 })
            #expect(statuses.last == 429)
        }
    }
}
