import Foundation
import Testing
@testable import SharedBoard

@Suite struct BoardConnectionSettingsTests {
    func resolve(option: String? = nil, environment: [String: String] = [:], setting: String? = nil,
                 home: String = "/nonexistent") throws -> BoardConnectionSettings? {
        var warnings: [String] = []
        return try BoardConnectionSettings.resolve(option: option, environment: environment, setting: setting,
                                                   homeDirectory: home, loginName: "ada", warnings: &warnings)
    }

    @Test func noBoardConfiguredMeansNone() throws {
        // The libpq variables alone do not turn a shared board on.
        #expect(try resolve(environment: ["PGHOST": "db.example", "PGUSER": "x"]) == nil)
        #expect(try resolve(option: "  ", setting: "") == nil)
    }

    @Test func theOptionWinsOverTheVariableWhichWinsOverTheSetting() throws {
        let environment = ["CLEARFIELD_SHARED_BOARD": "postgres://env.example/b"]
        let fromOption = try #require(try resolve(option: "postgres://opt.example/b", environment: environment,
                                                  setting: "postgres://set.example/b"))
        #expect(fromOption.host == "opt.example" && fromOption.source == .option)
        let fromVariable = try #require(try resolve(environment: environment, setting: "postgres://set.example/b"))
        #expect(fromVariable.host == "env.example" && fromVariable.source == .environment)
        let fromSetting = try #require(try resolve(setting: "postgresql://set.example/b"))
        #expect(fromSetting.host == "set.example" && fromSetting.source == .settings)
    }

    @Test func anAddressGivesEveryPart() throws {
        let settings = try #require(try resolve(
            option: "postgres://an%40n:p%3Ass@[::1]:6543/club?sslmode=verify-full&sslrootcert=/etc/club.pem&connect_timeout=3"))
        #expect(settings.user == "an@n" && settings.password == "p:ss")
        #expect(settings.host == "::1" && settings.port == 6543 && settings.database == "club")
        #expect(settings.sslMode == .verifyFull && settings.sslRootCertificate == "/etc/club.pem")
        #expect(settings.timeoutSeconds == 3)
        #expect(!settings.summary.contains("p:ss"))
    }

    @Test func theLibpqVariablesFillWhatTheAddressLeavesOut() throws {
        let environment = ["PGHOST": "db.lab", "PGPORT": "5433", "PGUSER": "bob", "PGPASSWORD": "secret",
                           "PGDATABASE": "boards", "PGSSLMODE": "require", "PGCONNECT_TIMEOUT": "1"]
        let settings = try #require(try resolve(option: "postgres://", environment: environment))
        #expect(settings == BoardConnectionSettings(
            host: "db.lab", port: 5433, user: "bob", password: "secret", database: "boards", sslMode: .require,
            sslRootCertificate: "/nonexistent/.postgresql/root.crt", timeoutSeconds: 2, source: .option))
        // The address's own parts win over the variables.
        let mixed = try #require(try resolve(option: "postgres://carol@other/x", environment: environment))
        #expect(mixed.user == "carol" && mixed.host == "other" && mixed.database == "x" && mixed.port == 5433)
    }

    @Test func libpqDefaults() throws {
        let settings = try #require(try resolve(option: "postgres://"))
        #expect(settings.host == "localhost" && settings.port == 5432 && settings.user == "ada")
        #expect(settings.database == "ada" && settings.sslMode == .prefer && settings.password == nil)
        #expect(settings.timeoutSeconds == BoardConnectionSettings.defaultTimeoutSeconds)
    }

    @Test func badAddressesSayWhat() throws {
        #expect(throws: BoardConfigurationError.notAPostgresAddress("mysql://x")) { try resolve(option: "mysql://x") }
        #expect(throws: BoardConfigurationError.unknownSSLMode("paranoid")) {
            try resolve(option: "postgres://h/d?sslmode=paranoid")
        }
        #expect(throws: BoardConfigurationError.badPort("99999")) {
            try resolve(option: "postgres://", environment: ["PGPORT": "99999"])
        }
        // What is shown of a hostile address is escaped.
        let error = BoardConfigurationError.notAPostgresAddress("\u{1B}]0;owned\u{07}")
        #expect(!error.description.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func thePasswordFileIsReadWhenNoPasswordIsGiven() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pgpass-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent(".pgpass")
        try "# club\nother:*:*:*:nope\ndb.lab:5432:club:ada:s\\:cret\n*:*:*:*:fallback\n".write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

        let settings = try #require(try resolve(option: "postgres://db.lab/club", home: home.path))
        #expect(settings.password == "s:cret")
        let elsewhere = try #require(try resolve(option: "postgres://x.lab/club", home: home.path))
        #expect(elsewhere.password == "fallback")
        // PGPASSWORD comes first; PGPASSFILE names another file.
        #expect(try resolve(option: "postgres://db.lab/club", environment: ["PGPASSWORD": "env"], home: home.path)?.password == "env")

        // A file others may read is ignored, with a warning, as libpq does.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        var warnings: [String] = []
        let open = try BoardConnectionSettings.resolve(option: "postgres://db.lab/club", environment: [:], setting: nil,
                                                       homeDirectory: home.path, loginName: "ada", warnings: &warnings)
        #expect(open?.password == nil)
        #expect(warnings.count == 1)
    }

    @Test func sslModes() {
        #expect(!SSLMode.prefer.requiresTLS && SSLMode.require.requiresTLS && !SSLMode.require.verifiesCertificate)
        #expect(SSLMode.verifyCA.verifiesCertificate && !SSLMode.verifyCA.verifiesHostName)
        #expect(SSLMode.verifyFull.verifiesCertificate && SSLMode.verifyFull.verifiesHostName)
    }

    @Test func verifyFullWithoutRootCertificatesIsRefusedBeforeConnecting() throws {
        let settings = BoardConnectionSettings(host: "db.example", user: "ada", database: "club", sslMode: .verifyFull,
                                               sslRootCertificate: "/nonexistent/root.crt")
        #expect(throws: BoardError.self) { try BoardConnection.open(settings) }
    }
}
