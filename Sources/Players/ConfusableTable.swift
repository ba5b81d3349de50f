import Foundation

/// The Unicode Consortium's confusables data (UTS #39, `confusables.txt`): for each code point
/// that can be mistaken for another, the prototype it reads as ("Cyrillic а" → "a", "m" → "rn").
/// The full file ships as a resource of this module (Resources/README.md says where it came from
/// and which version it is), so names are compared by the standard's data, not a hand-made subset.
public struct ConfusableTable: Sendable {
    /// The prototype of each source code point, already a sequence of scalars.
    public let mappings: [Unicode.Scalar: [Unicode.Scalar]]
    /// The data's Unicode version, from its `# Version:` header line ("18.0.0").
    public let version: String

    /// The prototype `scalar` reads as, nil when it is its own.
    public func prototype(of scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
        mappings[scalar]
    }

    /// Reads the text of `confusables.txt`: `source ; target ; MA # comment` lines, code points in
    /// hexadecimal. A line that is not of that form is an error naming the line, so a damaged file
    /// is noticed rather than quietly making names compare differently.
    public init(parsing text: String) throws(ConfusableDataError) {
        var mappings: [Unicode.Scalar: [Unicode.Scalar]] = [:]
        var version = ""
        // The file starts with a byte-order mark, which is not part of its first line.
        let body = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
        for (index, line) in body.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
            if content.isEmpty {
                if let range = line.range(of: "# Version:") {
                    version = line[range.upperBound...].trimmingCharacters(in: .whitespaces)
                }
                continue
            }
            let fields = content.split(separator: ";", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count == 3, let source = Self.scalars(fields[0]), source.count == 1,
                  let target = Self.scalars(fields[1]), !target.isEmpty else {
                throw .malformedLine(index + 1)
            }
            mappings[source[0]] = target
        }
        if mappings.isEmpty { throw .empty }
        self.mappings = mappings
        self.version = version
    }

    private static func scalars(_ field: String) -> [Unicode.Scalar]? {
        var result: [Unicode.Scalar] = []
        for code in field.split(separator: " ") {
            guard let value = UInt32(code, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
            result.append(scalar)
        }
        return result
    }

    /// The table this program ships, read once, at its first use; the reason when it cannot be.
    public static let shipped: Result<ConfusableTable, ConfusableDataError> = load(from: candidateFiles())

    /// The first readable file among `files`, parsed.
    public static func load(from files: [URL]) -> Result<ConfusableTable, ConfusableDataError> {
        for file in files where FileManager.default.isReadableFile(atPath: file.path) {
            do {
                let data = try Data(contentsOf: file)
                return .success(try ConfusableTable(parsing: String(decoding: data, as: UTF8.self)))
            } catch let error as ConfusableDataError {
                return .failure(.unreadable(file.path, error.description))
            } catch {
                return .failure(.unreadable(file.path, error.localizedDescription))
            }
        }
        return .failure(.missing(searched: files.map(\.path)))
    }

    static let fileName = "confusables.txt"

    /// Where the file is, in order: the resource bundle SwiftPM builds beside the executable
    /// (`swift build`, `swift test`); `CLEARFIELD_RESOURCES`, the directory the game's levels and
    /// assets are taken from when set; the installed layout `<prefix>/share/clearfield/` for
    /// `<prefix>/bin/clearfield`, where scripts/install.sh puts it. Not `Bundle.module`: its
    /// accessor stops the program when the bundle is missing, and a missing data file should be
    /// a sentence instead.
    static func candidateFiles(environment: [String: String] = ProcessInfo.processInfo.environment) -> [URL] {
        var files: [URL] = []
        if let directory = executableDirectory() {
            files.append(directory.appendingPathComponent("clearfield_Players.resources").appendingPathComponent(fileName))
        }
        if let override = environment["CLEARFIELD_RESOURCES"], !override.isEmpty {
            files.append(URL(fileURLWithPath: override).appendingPathComponent(fileName))
        }
        if let directory = executableDirectory() {
            files.append(directory.deletingLastPathComponent().appendingPathComponent("share/clearfield")
                .appendingPathComponent(fileName))
        }
        return files
    }

    /// The running executable's directory with symlinks resolved (a `~/.local/bin` link to the
    /// build finds the build's resources).
    private static func executableDirectory() -> URL? {
        let path = FileManager.default.fileExists(atPath: "/proc/self/exe") ? "/proc/self/exe" : Bundle.main.executablePath
        guard let path, let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return URL(fileURLWithPath: String(cString: resolved)).deletingLastPathComponent()
    }
}

/// Why the confusables data could not be had.
public enum ConfusableDataError: Error, Equatable, Sendable, CustomStringConvertible {
    case missing(searched: [String])
    case unreadable(String, String)
    case malformedLine(Int)
    case empty

    public var description: String {
        switch self {
        case .missing(let searched):
            "the Unicode confusables data (confusables.txt) is missing; looked in: "
                + searched.joined(separator: ", ") + " (reinstall the game with scripts/install.sh)"
        case .unreadable(let path, let reason):
            "the Unicode confusables data \(path) cannot be used: \(reason)"
        case .malformedLine(let line):
            "line \(line) is not a \"source ; target ; type\" mapping"
        case .empty:
            "it holds no mappings"
        }
    }
}
