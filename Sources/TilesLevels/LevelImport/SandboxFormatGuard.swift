import Foundation
import GRDB
import GRDBSQLite
import SaveFiles

/// `printf` and `format` for untrusted SQL: the same results as SQLite's, but a width or precision
/// larger than a value may be is refused before the text is built. SQLite's `%.*c` repeats its
/// character once per unit of precision inside one VM step, where neither the progress handler
/// nor the value limit can stop it: `printf('%.*c', 2147483647, 'x')` ran for seconds.
///
/// The checked call is passed on to SQLite's own `printf` on a scratch connection of its own
/// (the sandbox's connection now answers that name with this function).
enum SandboxFormatGuard {
    /// Marks the error a refused format raises, so the sandbox reports a refusal, not a failure.
    static let marker = "clearfield: format refused: "

    static func install(on db: Database, maxValueBytes: Int) throws {
        let helper = try DatabaseQueue()
        _ = helper.inDatabase { helperDB in
            sqlite3_limit(helperDB.sqliteConnection, SQLITE_LIMIT_LENGTH, Int32(clamping: maxValueBytes))
        }
        for name in ["printf", "format"] {
            db.add(function: DatabaseFunction(name, argumentCount: nil, pure: true) { values in
                if let reason = refusal(values, maxValueBytes: maxValueBytes) {
                    throw DatabaseError(resultCode: .SQLITE_ERROR, message: marker + reason)
                }
                let placeholders = Array(repeating: "?", count: values.count).joined(separator: ", ")
                return try helper.inDatabase { helperDB in
                    try DatabaseValue.fetchOne(helperDB, sql: "SELECT printf(\(placeholders))",
                                               arguments: StatementArguments(values))
                }
            })
        }
    }

    /// Why the call may not run: a width or precision (written, or given by `*`) over the limit.
    static func refusal(_ values: [DatabaseValue], maxValueBytes: Int) -> String? {
        guard let first = values.first else { return nil }
        let format: String
        switch first.storage {
        case .string(let text): format = text
        case .blob(let data): format = String(decoding: data, as: UTF8.self)
        default: return nil
        }
        var argument = 1
        var scalars = Array(format.unicodeScalars)[...]
        func number() -> Int? {
            if scalars.first == "*" {
                scalars.removeFirst()
                defer { argument += 1 }
                guard argument < values.count else { return 0 }
                switch values[argument].storage {
                case .int64(let value): return Int(clamping: value.magnitude)
                case .double(let value): return value.isFinite ? Int(clamping: Int64(value.magnitude.rounded(.down))) : Int.max
                case .string(let text): return Int(text.trimmingCharacters(in: .whitespaces)).map { abs($0) } ?? 0
                default: return 0
                }
            }
            var value = 0
            var any = false
            while let scalar = scalars.first, ("0"..."9").contains(scalar) {
                value = min(Int.max / 20, value * 10 + Int(scalar.value - 48))
                scalars.removeFirst()
                any = true
            }
            return any ? value : nil
        }
        while let scalar = scalars.popFirst() {
            guard scalar == "%" else { continue }
            if scalars.first == "%" {
                scalars.removeFirst()
                continue
            }
            while let flag = scalars.first, "-+ #0!,".unicodeScalars.contains(flag) { scalars.removeFirst() }
            let width = number() ?? 0
            var precision = 0
            if scalars.first == "." {
                scalars.removeFirst()
                precision = number() ?? 0
            }
            if width > maxValueBytes || precision > maxValueBytes {
                return "printf() asks for a width or precision of \(max(width, precision).groupedDigits), "
                    + "more than the \(readableBytes(maxValueBytes)) a value may be"
            }
            while scalars.first == "l" { scalars.removeFirst() }
            if scalars.popFirst() != nil { argument += 1 }
        }
        return nil
    }
}
