import Foundation
import PostgresNIO
import SharedBoard

/// The streaming standby of the test cluster (scripts/with-postgres.sh's
/// CLEARFIELD_TEST_POSTGRES_STANDBY script): started by the read-replica tests, stopped mid-test.
/// Without it the tests fail, saying how to run them: never skipped.
public enum Standby {
    /// Starts the standby (made by pg_basebackup the first time); the URL of `database` on it.
    public static func start(database primaryURL: String) throws -> String {
        let server = try control("start").trimmingCharacters(in: .whitespacesAndNewlines)
        guard var standby = URLComponents(string: server), let primary = URLComponents(string: primaryURL) else {
            throw LiveService.Problem(description: "the standby's URL cannot be read: \(server)")
        }
        standby.path = primary.path
        standby.query = "sslmode=disable"
        return standby.string ?? server
    }

    public static func stop() throws { _ = try control("stop") }

    /// A statement on `url` (the primary or the standby, as the test's superuser); its rows' first columns as text.
    @discardableResult
    public static func query(_ url: String, _ sql: String) throws -> [String] {
        let connection = try BoardConnection.open(try LiveService.settings(url))
        defer { connection.close() }
        return try connection.rows(PostgresQuery(unsafeSQL: sql)).map { try $0.decode(String?.self) ?? "" }
    }

    /// Runs the script through /bin/sh, its output in files and its end awaited with waitpid:
    /// Foundation's Process was seen never to notice this script's end (it starts a server that
    /// outlives it), leaving the test waiting forever.
    private static func control(_ command: String) throws -> String {
        guard let script = ProcessInfo.processInfo.environment["CLEARFIELD_TEST_POSTGRES_STANDBY"], !script.isEmpty else {
            throw LiveService.Problem(description: "the read-replica tests need the standby of scripts/with-postgres.sh: "
                + "run them as `scripts/with-postgres.sh swift test --filter ReadReplicaTests`")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("standby-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(atPath: output.path + ".out")
            try? FileManager.default.removeItem(atPath: output.path + ".err")
        }
        let line = "'\(script)' \(command) </dev/null >'\(output.path).out' 2>'\(output.path).err'"
        var pid: pid_t = 0
        let arguments = ["/bin/sh", "-c", line]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        guard posix_spawn(&pid, "/bin/sh", nil, nil, &argv, environ) == 0 else {
            throw LiveService.Problem(description: "the standby script could not be run")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let said = (try? String(contentsOfFile: output.path + ".out", encoding: .utf8)) ?? ""
        guard status == 0 else {
            let complained = (try? String(contentsOfFile: output.path + ".err", encoding: .utf8)) ?? ""
            throw LiveService.Problem(description: "the standby did not \(command): \(complained)")
        }
        return said
    }
}
