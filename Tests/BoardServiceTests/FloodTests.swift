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
}
