import Testing

/// Every end-to-end test runs the real binary in tmux. They run one at a time: each starts its own
/// tmux server and program, and the machine's cores are shared.
@Suite(.serialized, .tags(.tmux))
struct EndToEndSuite {}
