import Foundation
import Testing
@testable import SaveFiles

@Suite struct ResourceLocatorTests {
    /// A repository checkout: levels/ and assets/ at the top, the binary deep inside .build.
    func makeCheckout(in directory: TemporaryDirectory) throws -> (root: URL, executable: URL) {
        let root = try directory.makeDirectory("repo")
        _ = try directory.makeDirectory("repo/levels")
        _ = try directory.makeDirectory("repo/assets/backgrounds")
        try directory.write("art", to: "repo/assets/backgrounds/default.txt")
        try directory.write("art", to: "repo/assets/backgrounds/forest.txt")
        let executable = try directory.write("binary", to: "repo/.build/x86_64-unknown-linux-gnu/debug/clearfield")
        return (root.resolvingSymlinksInPath(), executable)
    }

    @Test func walksUpFromTheExecutableToTheCheckout() throws {
        let directory = try TemporaryDirectory()
        let (root, executable) = try makeCheckout(in: directory)
        let found = try ResourceLocator(environment: [:], executablePath: executable.path).locate()
        #expect(found.root.path == root.path)
        #expect(found.levels.path == root.appendingPathComponent("levels").path)
        #expect(found.backgroundNames() == ["default", "forest"])
    }

    @Test func followsASymlinkToTheRealExecutable() throws {
        let directory = try TemporaryDirectory()
        let (root, executable) = try makeCheckout(in: directory)
        let bin = try directory.makeDirectory("elsewhere/bin")
        let link = bin.appendingPathComponent("clearfield")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
        let found = try ResourceLocator(environment: [:], executablePath: link.path).locate()
        #expect(found.root.path == root.path)
    }

    @Test func findsTheInstalledLayout() throws {
        let directory = try TemporaryDirectory()
        let executable = try directory.write("binary", to: "prefix/bin/clearfield")
        _ = try directory.makeDirectory("prefix/share/clearfield/levels")
        _ = try directory.makeDirectory("prefix/share/clearfield/assets")
        let found = try ResourceLocator(environment: [:], executablePath: executable.path).locate()
        #expect(found.root.path == directory.url.resolvingSymlinksInPath()
            .appendingPathComponent("prefix/share/clearfield").path)
    }

    @Test func theEnvironmentOverrideComesFirstAndMustBeRight() throws {
        let directory = try TemporaryDirectory()
        let (_, executable) = try makeCheckout(in: directory)
        let other = try directory.makeDirectory("other")
        _ = try directory.makeDirectory("other/levels")
        _ = try directory.makeDirectory("other/assets")
        let found = try ResourceLocator(
            environment: ["CLEARFIELD_RESOURCES": other.path], executablePath: executable.path).locate()
        #expect(found.root.path == other.path)

        let wrong = directory.url.appendingPathComponent("repo/levels")
        #expect(throws: ResourceLocatorError.badOverride(path: wrong.path)) {
            try ResourceLocator(environment: ["CLEARFIELD_RESOURCES": wrong.path], executablePath: executable.path)
                .locate()
        }
    }

    @Test func aDirectoryWithOnlyOneOfTheTwoDoesNotCount() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.makeDirectory("half/levels")
        let executable = try directory.write("binary", to: "half/bin/clearfield")
        #expect {
            try ResourceLocator(environment: [:], executablePath: executable.path).locate()
        } throws: { error in
            guard case let .notFound(searched) = error as? ResourceLocatorError else { return false }
            // It looked in every ancestor of bin/ and in the installed location, and says so.
            let real = directory.url.resolvingSymlinksInPath()
            return searched.first == real.appendingPathComponent("half/bin").path
                && searched.contains(real.appendingPathComponent("half").path)
                && searched.contains("/")
                && searched.last == real.appendingPathComponent("half/share/clearfield").path
                && "\(error)".contains("CLEARFIELD_RESOURCES")
        }
    }
}
