import Foundation

/// Debian's nginx in front of several `clearfield-board serve` instances on loopback (issue 30,
/// point 1): a configuration written for the test in a temporary folder holding its pid, logs and
/// temporary files, so it runs without root and touches nothing of the system's nginx. Without
/// nginx the test fails, saying how to install it: never skipped. Stopped with SIGQUIT (graceful).
public final class NginxProxy {
    public static let howToInstall = "the tests of several service instances need nginx: sudo apt-get install nginx"

    let process: Process
    let folder: URL
    /// The proxy's address (`http://127.0.0.1:PORT`).
    public let address: String

    /// nginx on a free loopback port, passing requests round-robin to `upstreams` (ports on 127.0.0.1).
    public init(upstreams: [Int]) throws {
        let binary = try Self.locate()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let port = Int.random(in: 40_001...60_000)
        address = "http://127.0.0.1:\(port)"
        try Self.configuration(folder: folder.path, port: port, upstreams: upstreams)
            .write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
        process = Process()
        process.executableURL = binary
        process.arguments = ["-p", folder.path, "-c", folder.appendingPathComponent("nginx.conf").path,
                             "-e", folder.appendingPathComponent("error.log").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let process = self.process
        try LiveService.waitUntilAccepting(port: port, what: "nginx") { process.isRunning }
    }

    deinit { stop() }

    /// The configuration: one upstream group of the instances. A request an instance refused to
    /// connect for, or answered 502/503, goes to the next one (`proxy_next_upstream`); a request
    /// already sent to an instance that then died is not sent again (a POST is not idempotent, and
    /// a signed request's nonce may be spent): the client's own retry, signed anew, does that.
    static func configuration(folder: String, port: Int, upstreams: [Int]) -> String {
        // As root the workers would switch to `nobody`, who cannot write the test's folder.
        let user = getuid() == 0 ? "user root root;\n" : ""
        return """
            \(user)daemon off;
            worker_processes 1;
            pid \(folder)/nginx.pid;
            error_log \(folder)/error.log warn;
            events { worker_connections 256; }
            http {
                log_format upstream '$request_method $uri $status $upstream_addr';
                access_log \(folder)/access.log upstream;
                client_body_temp_path \(folder)/body;
                proxy_temp_path \(folder)/proxy;
                fastcgi_temp_path \(folder)/fastcgi;
                uwsgi_temp_path \(folder)/uwsgi;
                scgi_temp_path \(folder)/scgi;
                upstream board {
            \(upstreams.map { "        server 127.0.0.1:\($0) max_fails=1 fail_timeout=10s;" }.joined(separator: "\n"))
                    keepalive 16;
                }
                server {
                    listen 127.0.0.1:\(port);
                    location / {
                        proxy_pass http://board;
                        proxy_http_version 1.1;
                        proxy_set_header Connection "";
                        proxy_set_header Host $host;
                        proxy_set_header X-Forwarded-For $remote_addr;
                        proxy_connect_timeout 2s;
                        proxy_next_upstream error timeout http_502 http_503;
                    }
                }
            }

            """
    }

    /// The requests nginx passed on, one line each (its access log).
    public func accessLog() -> String {
        (try? String(contentsOf: folder.appendingPathComponent("access.log"), encoding: .utf8)) ?? ""
    }

    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGQUIT)
            for _ in 0..<50 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// /usr/sbin/nginx (Debian's), or the first nginx on PATH.
    static func locate() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in ["/usr/sbin"] + path.split(separator: ":").map(String.init) {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent("nginx")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LiveService.Problem(description: howToInstall)
    }
}
