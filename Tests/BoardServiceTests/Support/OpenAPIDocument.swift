import Foundation

/// The operations docs/board-api.yaml documents, read from its text: each path's methods with
/// their documented status codes and, per code, the schema's required keys. (The file is kept in
/// the flow style these lines read; a test fails if an operation cannot be read.)
struct OpenAPIDocument {
    struct Operation: Hashable {
        var method: String
        var path: String
        /// Status code → the required keys of its JSON body, or of each element when `listed`
        /// holds the code (an array of a schema); nil: none, or not an object.
        var responses: [Int: [String]?]
        var listed: Set<Int> = []
    }

    var operations: [Operation] = []

    static func load() throws -> OpenAPIDocument {
        var directory = URL(fileURLWithPath: #filePath)
        while directory.path != "/" {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("docs/board-api.yaml")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return OpenAPIDocument(text: try String(contentsOf: candidate, encoding: .utf8))
            }
        }
        throw CocoaError(.fileNoSuchFile)
    }

    init(text: String) {
        let lines = text.components(separatedBy: "\n")
        // Schemas: `    Name:` under `  schemas:` and their `required: [a, b]` (flow) lines.
        var required: [String: [String]] = [:]
        var schema: String?
        var inSchemas = false
        for line in lines {
            if line.hasPrefix("  schemas:") { inSchemas = true; continue }
            if inSchemas, !line.hasPrefix("    "), !line.isEmpty { inSchemas = false }
            guard inSchemas else { continue }
            if line.hasPrefix("    "), !line.hasPrefix("     "), let colon = line.firstIndex(of: ":") {
                schema = String(line[line.index(line.startIndex, offsetBy: 4)..<colon])
                if let list = Self.flowList(after: "required: [", in: line) { required[schema!] = list }
            } else if let schema, line.hasPrefix("      required: ["), let list = Self.flowList(after: "required: [", in: line) {
                required[schema] = list
            }
        }
        var path: String?
        var current: Operation?
        for line in lines {
            if line.hasPrefix("  /v1/") {
                if let current { operations.append(current) }
                current = nil
                path = String(line.dropFirst(2).dropLast())
            } else if let path, let method = ["get", "post", "put", "delete"].first(where: { line == "    \($0):" }) {
                if let current { operations.append(current) }
                current = Operation(method: method.uppercased(), path: path, responses: [:])
            } else if current != nil, line.hasPrefix("        '"), let code = Int(line.dropFirst(9).prefix(3)) {
                let name = line.contains("#/components/responses/problem") ? "APIProblem"
                    : line.range(of: "#/components/schemas/").map { range in
                        String(line[range.upperBound...].prefix { $0 != "'" })
                    }
                current?.responses[code] = name.flatMap { required[$0] }
                if line.contains("type: array") { current?.listed.insert(code) }
            }
        }
        if let current { operations.append(current) }
    }

    private static func flowList(after marker: String, in line: String) -> [String]? {
        guard let start = line.range(of: marker) else { return nil }
        let rest = line[start.upperBound...].prefix { $0 != "]" }
        return rest.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
