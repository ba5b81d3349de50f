import Players
import Testing

/// Issue 19: names that read alike have one skeleton, so one cannot pass for another.
@Suite struct NameSkeletonTests {
    @Test(arguments: [
        ("Mallory", "mallory"), ("MALLORY", "Mallory"), ("Mаllory", "Mallory"),  // Cyrillic а
        ("Μallory", "Mallory"),  // Greek capital mu
        ("Ma\u{200B}llory", "Mallory"), ("Ｍａｌｌｏｒｙ", "Mallory"), ("Mállory", "Mallory"),
        ("MaIIory", "Mallory"), ("Ma11ory", "Mallory"), ("rnallory", "Mallory"), ("B0B", "bob"),
    ])
    func lookAlikesShareASkeleton(name: String, twin: String) {
        #expect(NameSkeleton.of(name) == NameSkeleton.of(twin))
    }

    @Test(arguments: [("Mallory", "Malory"), ("Ann", "Anna"), ("Zoë", "Zoé!"), ("Игорь", "Игорь2")])
    func differentNamesDiffer(name: String, other: String) {
        #expect(NameSkeleton.of(name) != NameSkeleton.of(other))
    }

    @Test func thePlaceholderFormIsRecognisedInAnySpelling() {
        for name in ["Player 2", "player 17", "PLAYER2", "Plаyer 3"] {
            #expect(NameSkeleton.isPlaceholderForm(name), "\(name)")
        }
        for name in ["Player", "Player One", "Playful 2", "Mallory"] {
            #expect(!NameSkeleton.isPlaceholderForm(name), "\(name)")
        }
    }

    @Test func everyTargetIsAlreadyASkeleton() {
        for target in NameSkeleton.table.values {
            #expect(NameSkeleton.of(target) == target, "\(target)")
        }
    }
}
