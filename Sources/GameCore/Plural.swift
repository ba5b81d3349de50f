/// Counts in words, singular for exactly one: "1 mine", "0 mines", "2 boards".
///
/// English needs only the two forms; a noun whose plural is not its singular plus "s" passes
/// its plural ("1 body", "3 bodies"). One helper, so no screen writes "1 mines" again.
public enum Plural {
    /// The count and its noun: `Plural.count(1, "mine")` is "1 mine".
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + noun(singular, count: count, plural: plural)
    }

    /// The noun alone, in the form `count` takes ("level" for 1, "levels" otherwise).
    public static func noun(_ singular: String, count: Int, plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
