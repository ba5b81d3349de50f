@testable import Shell
import Foundation
import Terminal
import Testing
@testable import UITestSupport

/// The art in assets/ as shipped: every file reads, is ASCII, and fits the screen.
@Suite struct ShippedAssetsTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("assets", isDirectory: true)

    static func read(_ path: String) throws -> String {
        try String(contentsOf: assets.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyBackgroundReadsAndIsASCII() throws {
        let directory = Self.assets.appendingPathComponent("backgrounds")
        let files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "txt" }
        #expect(files.count >= 8)
        #expect(files.contains { $0.lastPathComponent == "\(BackgroundArt.defaultName).txt" })
        for file in files {
            let art = try BackgroundArt.parse(name: file.deletingPathExtension().lastPathComponent,
                                              text: String(contentsOf: file, encoding: .utf8))
            #expect(art.color != nil, "\(file.lastPathComponent) names its colour")
            #expect(art.lines.allSatisfy { $0.allSatisfy { $0.isASCII } }, "\(file.lastPathComponent) is ASCII")
            #expect(art.lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        }
    }

    @Test func theTitleFitsTheMenuAtTheMinimumSize() throws {
        let title = TitleArt(unicodeText: try Self.read("title.txt"), asciiText: try Self.read("title-ascii.txt"))
        #expect(!title.unicode.isEmpty && title.unicode.count == title.ascii.count)
        #expect(title.ascii.joined().allSatisfy { $0.isASCII })
        #expect(title.unicode.allSatisfy { DisplayWidth.of($0) <= 78 })
        // Title, tagline and the menu box (its items and two borders) must fit above the key line of 24 rows.
        #expect(title.unicode.count + 2 + 2 + MainMenuScreen.standardItems(Fixtures.environment()).count + 2 <= 23)
        var environment = Fixtures.environment()
        environment.title = title
        let frame = MainMenuScreen().frame(Fixtures.context(environment))
        #expect(frame.text.contains(title.unicode[0].trimmingCharacters(in: .whitespaces)))
        #expect(frame.text.contains("Quit          q"))
    }
}
