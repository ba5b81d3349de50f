import Foundation
import Testing
@testable import BoardClient

/// The board key on disk: mode 0600, a link at its place refused (never followed), a file others
/// can read refused, and the secret never in any text the program shows.
@Suite struct KeyFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("board-key-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func aKeyIsKeptReadableByItsOwnerOnlyAndReadBack() throws {
        let file = BoardKeyFile(dataDirectory: directory)
        #expect(try file.read() == nil)
        let key = BoardKey()
        try file.write(key)
        #expect(try mode(file.url) == 0o600)
        #expect(try file.read()?.id == key.id)
        #expect(try file.read()?.publicKey == key.publicKey)
        try file.remove()
        #expect(try file.read() == nil)
    }

    @Test func aLinkAtTheKeysPlaceIsNeitherReadNorFollowed() throws {
        let file = BoardKeyFile(dataDirectory: directory)
        let elsewhere = directory.appendingPathComponent("elsewhere")
        try Data("someone else's file\n".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(at: file.url, withDestinationURL: elsewhere)
        #expect(throws: BoardKeyFileError.isALink(file.url.path)) { _ = try file.read() }
        // Writing replaces the link itself: the file it pointed to is untouched.
        try file.write(BoardKey())
        #expect(try String(contentsOf: elsewhere, encoding: .utf8) == "someone else's file\n")
        let type = try FileManager.default.attributesOfItem(atPath: file.url.path)[.type] as? FileAttributeType
        #expect(type == .typeRegular)
        #expect(try file.read() != nil)
    }

    @Test func aKeyOthersCanReadIsRefused() throws {
        let file = BoardKeyFile(dataDirectory: directory)
        try file.write(BoardKey())
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.url.path)
        #expect(throws: BoardKeyFileError.readableByOthers(file.url.path)) { _ = try file.read() }
    }

    @Test func aDamagedKeyIsSaidSo() throws {
        let file = BoardKeyFile(dataDirectory: directory)
        try file.write(BoardKey())
        try Data("clearfield-board-key 1\nnot base64\n".utf8).write(to: file.url)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.url.path)
        #expect(throws: BoardKeyFileError.damaged(file.url.path)) { _ = try file.read() }
    }

    @Test func theSecretIsInNoTextShown() throws {
        let key = BoardKey()
        let secret = key.secret.rawRepresentation
        let forms = [secret.base64EncodedString(), secret.map { String(format: "%02x", $0) }.joined(),
                     secret.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
                         .replacingOccurrences(of: "=", with: "")]
        var dumped = ""
        dump(key, to: &dumped)
        let shown = [key.description, key.debugDescription, String(describing: key), String(reflecting: key), "\(key)", dumped]
        for text in shown {
            #expect(text.contains(key.id))
            for form in forms { #expect(!text.contains(form)) }
        }
        // Nor in any refusal about the file.
        let file = BoardKeyFile(dataDirectory: directory)
        try file.write(key)
        let errors: [BoardKeyFileError] = [.damaged(file.url.path), .readableByOthers(file.url.path), .isALink(file.url.path)]
        for error in errors { for form in forms { #expect(!error.description.contains(form)) } }
        // The file holds it (base64), and only there.
        #expect(try String(contentsOf: file.url, encoding: .utf8).contains(forms[0]))
    }
}

/// The joined board's file: written and read back (the game and every command find the board by it).
@Suite struct JoinedBoardFileTests {
    @Test func theJoinedBoardIsReadBackWithItsKey() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("joined-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        #expect(try JoinedBoard.service(option: nil, dataDirectory: directory) == nil)
        let key = BoardKey()
        try BoardKeyFile(dataDirectory: directory).write(key)
        let joined = JoinedBoard(address: "https://board.example.org", playerID: 4, keyID: key.id,
                                 joinedAt: Date(timeIntervalSince1970: 1_800_000_000))
        try joined.write(dataDirectory: directory)
        #expect(JoinedBoard.read(dataDirectory: directory) == joined)
        let service = try #require(try JoinedBoard.service(option: nil, dataDirectory: directory))
        #expect(service.address.description == "https://board.example.org")
        #expect(service.key?.id == key.id)
        // Another board named: a sentence, not a silent switch.
        #expect(throws: JoinedBoardProblem.self) { try JoinedBoard.service(option: "https://other.example.org", dataDirectory: directory) }
        // The retired direct mode: the sentence pointing to `board join`.
        do {
            _ = try JoinedBoard.service(option: "postgres://ann@db/board", dataDirectory: directory)
            Issue.record("a postgres:// board was used")
        } catch let problem as JoinedBoardProblem {
            #expect(problem.description.contains("clearfield board join"))
        }
    }
}
