import Testing

/// The lanes of the test suite (README, "Tests"): `swift test --skip tag:postgres` leaves out
/// what needs a PostgreSQL server. A tag is known by its name in every test target, so each
/// target that tags declares it.
extension Tag {
    /// Needs the PostgreSQL server scripts/with-postgres.sh starts.
    @Tag static var postgres: Self
}
