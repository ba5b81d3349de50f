import Foundation
import Testing
@testable import SharedBoard

extension SharedBoardServerTests {
    /// Issue 19: TLS for real. `scripts/with-postgres.sh` makes a throwaway CA and a server
    /// certificate for "localhost" (openssl) and starts the cluster with ssl=on.
    @Suite struct RealTLS {
        static func authority() throws -> String {
            guard let path = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_CA"], !path.isEmpty else {
                Issue.record(Comment(rawValue: TestServer.howToRun))
                throw TestServer.Missing()
            }
            return path
        }

        @Test func verifyFullConnectsToTheCertifiedHostAndIsRefusedForAnother() throws {
            let admin = try TestServer.board()
            defer { admin.close() }
            let ann = try TestServer.player(on: admin)
            ann.connection.close()
            var settings = ann.connection.settings
            settings.sslMode = .verifyFull
            settings.sslRootCertificate = try Self.authority()

            settings.host = "localhost"
            let secure = try BoardConnection.open(settings)
            defer { secure.close() }
            let report = try BoardStatusReport.read(from: secure)
            #expect(report.tls && report.role == settings.user && report.playerID == ann.id)

            // The same server by its address: the certificate names only localhost.
            settings.host = "127.0.0.1"
            let refusal = #expect(throws: BoardError.self) { try BoardConnection.open(settings) }
            #expect(refusal?.isTransient == false)
            #expect(refusal?.description.contains("certificate") == true, "\(String(describing: refusal))")
        }
    }
}
