import Foundation
import Testing

extension EndToEndSuite {
    /// Level packs through the real binary: the shipped example pack imported, listed, exported
    /// and imported again under another data directory (the same levels); a bad pack refused
    /// whole unless --skip-bad; and the same import from the level select's menu, in tmux.
    @Suite struct LevelPackEndToEndTests {
        static let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        static let example = repository.appendingPathComponent("levels/examples/starter-pack.sql")

        final class Scratch {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("clearfield-packs-\(UUID().uuidString)")
            init() throws { try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true) }
            deinit { try? FileManager.default.removeItem(at: root) }
            func path(_ name: String) -> String { root.appendingPathComponent(name).path }
        }

        static func clearfield(_ arguments: [String], data: String) throws -> ClearfieldBinary.Outcome {
            try ClearfieldBinary.run(try ClearfieldBinary.locate(), ["--data-dir", data] + arguments)
        }

        /// A data directory the game has never opened lists the shipped pack with its levels (it
        /// said 0 until some other command had loaded them).
        @Test func aNewDataDirectoryListsTheShippedPacksLevels() throws {
            let scratch = try Scratch()
            let packs = try Self.clearfield(["levels", "packs", "--json"], data: scratch.path("new"))
            #expect(packs.status == 0, "\(packs)")
            let listed = try #require(try JSONSerialization.jsonObject(with: Data(packs.output.utf8)) as? [[String: Any]])
            let shipped = try #require(listed.first { $0["shipped"] as? Bool == true }, "\(packs)")
            let files = try FileManager.default.contentsOfDirectory(atPath: Self.repository.appendingPathComponent("levels").path)
            #expect(files.contains { $0.hasSuffix(".sql") })
            #expect((shipped["levels"] as? Int ?? 0) > 0, "\(packs)")
        }

        @Test func aPackIsRemovedOnlyWithYesAndTheShippedOneNever() throws {
            let scratch = try Scratch()
            let data = scratch.path("data")
            #expect(try Self.clearfield(["levels", "import", Self.example.path], data: data).status == 0)
            let asked = try Self.clearfield(["levels", "remove", "--pack", "Starter"], data: data)
            #expect(asked.status == 1 && asked.errors.contains("add --yes"), "\(asked)")
            #expect(try Self.clearfield(["levels", "packs"], data: data).output.contains("Starter"))
            let removed = try Self.clearfield(["levels", "remove", "--pack", "Starter", "--yes"], data: data)
            #expect(removed.status == 0 && removed.output.contains("Removed pack \"Starter\" and its 3 levels"), "\(removed)")
            #expect(!(try Self.clearfield(["levels", "packs"], data: data).output.contains("Starter")))
            let shipped = try Self.clearfield(["levels", "remove", "--pack", "campaign", "--yes"], data: data)
            #expect(shipped.status == 1 && shipped.errors.contains("cannot be removed"), "\(shipped)")
            let missing = try Self.clearfield(["levels", "remove", "--pack", "Nope", "--yes"], data: data)
            #expect(missing.status == 1 && missing.errors.contains("no level pack named \"Nope\""), "\(missing)")
        }

        /// Issue 31: another spelling of an installed pack's name ("STARTER" for "Starter",
        /// "Campaign" for the shipped "campaign") is refused with its reason and exit status 1,
        /// a pack's problem, not 2 (the data directory's); nothing is imported.
        @Test func aPackNameThatClashesIsRefusedWithStatusOne() throws {
            let scratch = try Scratch()
            let data = scratch.path("data")
            #expect(try Self.clearfield(["levels", "import", Self.example.path], data: data).status == 0)
            let example = try String(contentsOf: Self.example, encoding: .utf8)
            for (name, installed) in [("STARTER", "Starter"), ("Campaign", "campaign")] {
                let file = scratch.path("\(name).sql")
                try example.replacingOccurrences(of: "'Starter'", with: "'\(name)'")
                    .write(toFile: file, atomically: true, encoding: .utf8)
                let clash = try Self.clearfield(["levels", "import", file], data: data)
                #expect(clash.status == 1, "\(clash)")
                #expect(clash.errors.contains("\"\(name)\" is the name of the installed pack \"\(installed)\""), "\(clash)")
                #expect(clash.errors.contains("not imported"), "\(clash)")
            }
            let packs = try Self.clearfield(["levels", "packs"], data: data).output
            #expect(!packs.contains("STARTER") && !packs.contains("Campaign"), "\(packs)")
        }

        /// Issue 22: a missing pack file is "not found" (status 1, as `achievements validate` says
        /// of its file), and the shipped pack is refused with the reason before any file is written.
        @Test func aMissingFileIsNotFoundAndTheShippedPackIsNotExported() throws {
            let scratch = try Scratch()
            let data = scratch.path("data")
            let missing = try Self.clearfield(["levels", "import", scratch.path("nowhere.sql")], data: data)
            #expect(missing.status == 1 && missing.errors.contains("does not exist"), "\(missing)")
            let validate = try ClearfieldBinary.run(try ClearfieldBinary.locate(), ["achievements", "validate", scratch.path("nowhere.json")])
            #expect(validate.status == missing.status, "\(validate)")
            let file = scratch.path("campaign.sql")
            let shipped = try Self.clearfield(["levels", "export", "--pack", "campaign", file], data: data)
            #expect(shipped.status == 1 && shipped.errors.contains("levels import` refuses"), "\(shipped)")
            #expect(!FileManager.default.fileExists(atPath: file))
        }

        @Test func theExamplePackImportsExportsAndImportsBackElsewhereUnchanged() throws {
            let scratch = try Scratch()
            let imported = try Self.clearfield(["levels", "import", Self.example.path], data: scratch.path("one"))
            #expect(imported.status == 0, "\(imported)")
            let lines = imported.output.split(separator: "\n").map(String.init)
            #expect(lines.filter { $0.contains("starter-pack.sql:") && $0.contains(": clearable, par ") }.count == 3,
                    "\(imported)")
            #expect(lines.contains { $0.contains("level 1 \"Two Squares\"") }, "the pack's own UPDATE ran: \(imported)")
            #expect(imported.output.contains("Imported pack \"Starter\" version 1: 3 levels"))

            let packs = try Self.clearfield(["levels", "packs", "--json"], data: scratch.path("one"))
            let json = try JSONSerialization.jsonObject(with: Data(packs.output.utf8))
            #expect(String(describing: json).contains("Starter"), "\(packs)")

            let first = try Self.clearfield(["levels", "export", "--pack", "Starter", scratch.path("starter.sql")],
                                            data: scratch.path("one"))
            #expect(first.status == 0, "\(first)")
            // A success is said (issue 31: it printed nothing).
            #expect(first.output.contains("Exported 3 levels of pack \"Starter\" to \(scratch.path("starter.sql"))"), "\(first)")
            let again = try Self.clearfield(["levels", "import", scratch.path("starter.sql")], data: scratch.path("two"))
            #expect(again.status == 0, "\(again)")
            let second = try Self.clearfield(["levels", "export", "--pack", "Starter"], data: scratch.path("two"))
            #expect(second.output == (try String(contentsOfFile: scratch.path("starter.sql"), encoding: .utf8)),
                    "the round trip gives the same pack file")
        }

        @Test func aShippedLevelsBoardIsNamedByItsNumberAsItIsNow() throws {
            let scratch = try Scratch()
            // `levels list` imports the shipped levels into the data directory, as the game does at start.
            _ = try Self.clearfield(["levels", "list"], data: scratch.path("data"))
            let shown = try Self.clearfield(["leaderboard", "tiles.level.1", "--json"], data: scratch.path("data"))
            #expect(shown.status == 0, "\(shown)")
            // The current board's id: the level's number and its map's 8 hex digits.
            let start = try #require(shown.output.range(of: "\"tiles.level.1."), "\(shown)")
            let hash = shown.output[start.upperBound...].prefix { $0 != "\"" }
            #expect(hash.count == 8 && hash.allSatisfy(\.isHexDigit), "\(shown)")
            let unknown = try Self.clearfield(["leaderboard", "tiles.level.999"], data: scratch.path("data"))
            #expect(unknown.status == 1 && unknown.errors.contains("there is no board"), "\(unknown)")
        }

        @Test func aPackWithABadLevelIsRefusedWholeUnlessSkipBad() throws {
            let scratch = try Scratch()
            let bad = try String(contentsOf: Self.example, encoding: .utf8)
                + "\nINSERT INTO levels (ix, name, map) VALUES (4, 'Stuck', 'RG');\n"
            try Data(bad.utf8).write(to: URL(fileURLWithPath: scratch.path("bad.sql")))
            let refused = try Self.clearfield(["levels", "import", scratch.path("bad.sql")], data: scratch.path("data"))
            #expect(refused.status == 1, "\(refused)")
            #expect(refused.output.contains("bad.sql:32: level 4 \"Stuck\": error: cannot be cleared"), "\(refused)")
            #expect(refused.errors.contains("the pack was not imported; nothing was changed"), "\(refused)")
            let none = try Self.clearfield(["levels", "packs"], data: scratch.path("data"))
            #expect(!none.output.contains("Starter"), "\(none)")

            let skipped = try Self.clearfield(["levels", "import", "--skip-bad", scratch.path("bad.sql")],
                                              data: scratch.path("data"))
            #expect(skipped.status == 0 && skipped.output.contains("3 levels (1 bad level skipped)"), "\(skipped)")
        }

        @Test func aPackIsImportedFromTheLevelSelectAndPlayed() throws {
            let binary = try ClearfieldBinary.locate()
            let session = try TmuxSession()
            defer { session.kill(); session.removeFiles() }
            let packs = session.file("home/packs")
            try FileManager.default.createDirectory(at: packs, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: Self.example, to: packs.appendingPathComponent("starter.sql"))

            try session.run("\(TmuxSession.shellQuoted(binary.path)); echo \"exit:$?\"")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("t")
            try session.waitFor("i import")
            try session.sendKeys("i")
            try session.waitFor("The pack file to import")
            try session.typeText("~/packs/nothere.sql")
            try session.sendKeys("Enter")
            let missing = try session.waitFor("There is no file")
            #expect(missing.contains("/packs/nothere.sql"), "\(missing)")
            try session.sendKeys("C-u")
            try session.typeText("~/packs/starter.sql")
            try session.sendKeys("Enter")
            let report = try session.waitFor("Imported pack \"Starter\" version 1: 3 levels")
            #expect(report.contains("starter.sql:") && report.contains("\"Two Squares\": clearable, par"), "\(report)")
            try session.sendKeys("Enter")
            let list = try session.waitFor("Starter (pack 2 of 2)")
            #expect(list.contains("Two Squares") && list.contains("0 of 3 passed"), "\(list)")
            try session.sendKeys("Enter")
            try session.waitFor("q quit")
            try session.sendKeys("q")
            // Left before its first move the level asks nothing; asked, it is left without saving.
            try session.waitUntil("the list or the quit prompt") {
                let screen = try session.capture()
                return screen.contains("Starter (pack 2 of 2)") || screen.contains("Quit without saving")
            }
            if try session.capture().contains("Quit without saving") { try session.sendKeys("n") }
            try session.waitFor("Starter (pack 2 of 2)")
            try session.sendKeys("Escape")
            try session.waitFor("Tiles and Mines for your terminal")
            try session.sendKeys("q")
            #expect(try session.waitForExitStatus() == 0)
        }
    }
}
