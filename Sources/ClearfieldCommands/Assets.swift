import Foundation
import Shell

/// The title and background art read from assets/, with a warning for each file that
/// could not be read (the game then uses built-in fallbacks). Without a resources directory
/// (already reported by the launcher) the built-in art is used silently.
struct Assets {
    var title = TitleArt.plain
    var backgrounds: [String: BackgroundArt] = [:]
    var warnings: [String] = []

    static func load(from resources: URL?) -> Assets {
        var assets = Assets()
        guard let resources else { return assets }
        let directory = resources.appendingPathComponent("assets", isDirectory: true)
        let unicode = try? String(contentsOf: directory.appendingPathComponent("title.txt"), encoding: .utf8)
        let ascii = try? String(contentsOf: directory.appendingPathComponent("title-ascii.txt"), encoding: .utf8)
        if unicode != nil || ascii != nil {
            assets.title = TitleArt(unicodeText: unicode, asciiText: ascii)
        }
        let backgrounds = directory.appendingPathComponent("backgrounds", isDirectory: true)
        let files = (try? FileManager.default.contentsOfDirectory(at: backgrounds, includingPropertiesForKeys: nil)) ?? []
        for file in files where file.pathExtension == "txt" {
            let name = file.deletingPathExtension().lastPathComponent
            do {
                let text = try String(contentsOf: file, encoding: .utf8)
                assets.backgrounds[name] = try BackgroundArt.parse(name: name, text: text)
            } catch {
                assets.warnings.append("assets/backgrounds/\(file.lastPathComponent): \(error)")
            }
        }
        return assets
    }
}
