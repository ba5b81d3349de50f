import Testing
@testable import TilesLevels

@Suite struct SQLScriptTests {
    @Test func splitsAtSemicolonsAndKeepsEachStatementsFirstLine() {
        let (statements, problems) = SQLScript.split("""
            -- header comment; not a statement
            INSERT INTO t VALUES (1);

            INSERT INTO t
              VALUES (2);   INSERT INTO t VALUES (3)
            """)
        #expect(problems.isEmpty)
        #expect(statements.map(\.line) == [2, 4, 5])
        #expect(statements.map(\.text) == [
            "INSERT INTO t VALUES (1)", "INSERT INTO t\n  VALUES (2)", "INSERT INTO t VALUES (3)",
        ])
    }

    @Test func semicolonsAndNewlinesInsideQuotesAndCommentsDoNotSplit() {
        let (statements, problems) = SQLScript.split("""
            INSERT INTO t VALUES ('a;b
            c''d;', "x;y", `p;q`, [r;s]); /* one;
            two */ INSERT INTO t VALUES (-- trailing; comment
            2);
            """)
        #expect(problems.isEmpty)
        #expect(statements.count == 2)
        #expect(statements.first?.text.contains("c''d;'") == true)
        // The block comment before the second statement is skipped, so it starts on line 3.
        #expect(statements.map(\.line) == [1, 3])
    }

    @Test func anUnterminatedStringIsReportedWithTheLineItOpensOn() {
        let (statements, problems) = SQLScript.split("""
            INSERT INTO t VALUES (1);
            INSERT INTO t VALUES ('oops);
            INSERT INTO t VALUES (3);
            """)
        #expect(statements.map(\.line) == [1])
        #expect(problems.map(\.line) == [2])
    }

    @Test func aTriggersInnerSemicolonsDoNotSplitIt() {
        let (statements, problems) = SQLScript.split("""
            CREATE TRIGGER t_log AFTER INSERT ON t BEGIN
              INSERT INTO log VALUES (new.x);
              UPDATE t SET y = 'a;b' WHERE x = new.x;
            END;
            INSERT INTO t VALUES (1);
            """)
        #expect(problems.isEmpty)
        #expect(statements.map(\.line) == [1, 5])
        #expect(statements.first?.text.hasSuffix("END") == true)
        #expect(statements.first?.text.contains("UPDATE t SET y = 'a;b'") == true)
    }

    @Test func emptyStatementsAndBlankTextProduceNothing() {
        #expect(SQLScript.split(" ;;\n -- only a comment\n").statements.isEmpty)
        #expect(SQLScript.split("").statements.isEmpty)
    }

    @Test func hashChangesWithContentAndFieldBoundaries() {
        func hash(_ fields: [String]) -> String {
            var hash = ContentHash()
            for field in fields { hash.combine(field: field) }
            return hash.hexString
        }
        #expect(hash(["ab", "c"]) != hash(["a", "bc"]))
        // Known answers (FNV-1a 64 of each field and its 0 separator, worked out outside the game),
        // where comparing a hash with itself could not fail.
        #expect(hash(["level"]) == "2d4d3a099a735ac7")
        #expect(hash(["ab", "c"]) == "ad22872f536e4705" && hash(["a", "bc"]) == "401801fc84f3ca79")
        #expect(hash([]) == "cbf29ce484222325")
        #expect(hash(["level"]) != hash(["levels"]))
        #expect(hash(["x"]).count == 16)
    }
}
