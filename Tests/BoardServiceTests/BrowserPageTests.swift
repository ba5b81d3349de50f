import BoardAPI
import Foundation
import Testing
@testable import BoardService

/// The boards on the web in a real browser (issue 30): headless Chromium loads every page from
/// the service on loopback; what a person sees is checked in the DOM it built, and the layout in
/// screenshots at a desktop's 1280×800 and a phone's 390×844. Fails (never skips) without chromium.
@Suite(.tags(.postgres)) struct BrowserPageTests {
    @Test func everyPageReadsInChromiumWithHostileNamesAsText() async throws {
        try Chromium.requireInstalled()
        try await ServiceHarness.withService { client in
            let seeded = try await WebPageTests.seeded(client)
            let port = try #require(client.http.port)
            let base = "http://127.0.0.1:\(port)"
            let day = client.clock.now.formatted(.iso8601.year().month().day())
            let expected: [(path: String, sees: [String])] = [
                ("/", ["Boards", "Mines"]),
                ("/boards/\(Games.minesBeginner)", ["All time", "Ada", "2 players"]),
                ("/boards/\(Games.minesBeginner)?period=week", ["This week", "Ada"]),
                ("/daily/\(day)", ["Daily challenges of \(day)", "No ranked runs yet."]),
                ("/players/Ada", ["Ada", "Best runs", "won 1"]),
                ("/players/%3Cscript%3Ealert(1)%3C%2Fscript%3E", ["Best runs"]),
                ("/runs/\(seeded.ranked)", ["Ada", "Rank of all time"]),
            ]
            for (path, sees) in expected {
                // The run page's own replay script aside (serialised as it was sent).
                let dom = try await Chromium.dom(of: base + path).replacingOccurrences(of: HTML.replayScriptElement, with: "")
                for text in sees { #expect(dom.contains(text), "\(path): no \"\(text)\" in \(dom)") }
                // No element was made of a name: the only script-like thing is escaped text.
                #expect(!dom.contains("<script"), "\(path): \(dom)")
                #expect(!dom.contains(seeded.held), "\(path) shows the held run")
            }
            let board = try await Chromium.dom(of: base + "/boards/\(Games.minesBeginner)")
            #expect(board.contains(">&lt;script&gt;alert(1)&lt;/script&gt;</a>"), "\(board)")
            let held = try await Chromium.dom(of: base + "/runs/\(seeded.held)")
            #expect(held.contains("Not found"))
        }
    }

    @Test func theBoardPageFitsADesktopAndAPhone() async throws {
        try Chromium.requireInstalled()
        try await ServiceHarness.withService { client in
            _ = try await WebPageTests.seeded(client)
            let port = try #require(client.http.port)
            let url = "http://127.0.0.1:\(port)/boards/\(Games.minesBeginner)"
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("board-shots-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            // The table is main's content box: 60em (960 px) centred on a desktop (plus 1em of
            // padding each side), the whole width less 0.5em each side on a phone; never wider
            // than the screen.
            for (width, height, left, right) in [(1280, 800, 160, 1119), (390, 844, 8, 381)] {
                let file = folder.appendingPathComponent("board-\(width)x\(height).png")
                try await Chromium.screenshot(of: url, width: width, height: height, to: file)
                if let keep = ProcessInfo.processInfo.environment["CLEARFIELD_KEEP_SCREENSHOTS"] {
                    try? FileManager.default.copyItem(at: file, to: URL(fileURLWithPath: keep).appendingPathComponent(file.lastPathComponent))
                }
                let layout = try await ScreenshotLayout.of(file)
                #expect(layout.width == width && layout.height == height, "\(layout)")
                #expect(layout.headerSpansWidth, "\(width)×\(height): the header does not span the window")
                #expect(abs(layout.white.left - left) <= 2 && abs(layout.white.right - right) <= 2,
                        "\(width)×\(height): the table spans \(layout.white), expected about \(left)…\(right)")
            }
        }
    }
}
