/// A store whose boards are also on the web (a board service's pages, issue 30): the address the
/// pages are under, for links such as the daily share line's. Local boards have no pages.
public protocol BoardWebPages {
    /// The pages' base address ("https://board.example.org"), without a trailing slash.
    var webAddress: String { get }
}
