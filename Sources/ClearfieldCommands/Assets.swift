import Foundation
import Shell

/// The title art read from assets/ (the built-in title when it cannot be read). Art that belongs
/// to one game (Tiles' level backgrounds) is read by that game's own start-up wiring.
struct Assets {
    var title = TitleArt.plain

    static func load(from resources: URL?) -> Assets {
        var assets = Assets()
        guard let resources else { return assets }
        let directory = resources.appendingPathComponent("assets", isDirectory: true)
        let unicode = try? String(contentsOf: directory.appendingPathComponent("title.txt"), encoding: .utf8)
        let ascii = try? String(contentsOf: directory.appendingPathComponent("title-ascii.txt"), encoding: .utf8)
        if unicode != nil || ascii != nil {
            assets.title = TitleArt(unicodeText: unicode, asciiText: ascii)
        }
        return assets
    }
}
