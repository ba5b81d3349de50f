import Glibc

#if canImport(Glibc)
#endif

/// Gives back the memory the start-up touched and play does not need, once the screen has
/// settled (after the first frame, and after each change of screen).
///
/// Most of the game's resident memory is clean pages of its own binary and the C libraries:
/// code and read-only data that argument parsing, the database's migrations, the level check
/// and the achievements' JSON touched once and that nothing will write (docs/PERFORMANCE.md,
/// "Resident memory"). For a mapping that is read-only or executable and holds no page of its
/// own (no private dirty or anonymous page: nothing written, no relocation), `MADV_DONTNEED`
/// only unmaps the pages from this process; they stay in the kernel's page cache, and a page
/// used again comes back with a minor fault, from memory, not from disk. Writable mappings, the
/// heap and anything with a page of its own are never touched.
enum ResidentPages {
    /// Unmaps the clean file pages of read-only and executable mappings; returns the kilobytes
    /// they held (0 where /proc is not there).
    @discardableResult
    static func trimCleanFilePages() -> Int {
        #if os(Linux)
        guard let file = fopen("/proc/self/smaps", "r") else { return 0 }
        defer { fclose(file) }
        var released = 0
        var mapping: Mapping?
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if let header = Mapping(header: text) {
                if let mapping { released += mapping.trim() }
                mapping = header
            } else {
                mapping?.read(field: text)
            }
        }
        if let mapping { released += mapping.trim() }
        return released
        #else
        return 0
        #endif
    }

    /// One mapping of /proc/self/smaps: its range and permissions from the header line, and the
    /// fields that say whether it holds pages of its own.
    struct Mapping {
        var start: UInt
        var end: UInt
        var isCandidate: Bool
        var residentKilobytes = 0
        var ownKilobytes = 0

        /// "7f12…-7f13… r-xp 00000000 08:01 1234   /usr/lib/…"; nil for a field line.
        init?(header: String) {
            let fields = header.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 5, let dash = fields[0].firstIndex(of: "-"),
                  let start = UInt(fields[0][..<dash], radix: 16),
                  let end = UInt(fields[0][fields[0].index(after: dash)...], radix: 16) else { return nil }
            self.start = start
            self.end = end
            let permissions = fields[1]
            let path = fields.count >= 6 ? fields[5] : ""
            // A file, mapped privately, never writable.
            isCandidate = path.hasPrefix("/") && fields[4] != "0" && permissions.count == 4
                && !permissions.contains("w") && permissions.hasSuffix("p")
        }

        mutating func read(field: String) {
            guard isCandidate else { return }
            let parts = field.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count >= 2, let kilobytes = Int(parts[1]) else { return }
            switch parts[0] {
            case "Rss:": residentKilobytes = kilobytes
            case "Private_Dirty:", "Shared_Dirty:", "Anonymous:", "Swap:", "Locked:": ownKilobytes += kilobytes
            default: break
            }
        }

        func trim() -> Int {
            guard isCandidate, ownKilobytes == 0, residentKilobytes > 0, end > start,
                  let address = UnsafeMutableRawPointer(bitPattern: start) else { return 0 }
            return madvise(address, Int(end - start), MADV_DONTNEED) == 0 ? residentKilobytes : 0
        }
    }
}
