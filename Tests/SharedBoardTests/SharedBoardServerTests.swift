import Testing

/// Every test that talks to the PostgreSQL server, one at a time: the outbox tests stop and
/// start the server, which must not pull it from under another test.
@Suite(.serialized, .tags(.postgres)) struct SharedBoardServerTests {}
