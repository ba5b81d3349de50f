import Hummingbird
import NIOCore

/// A request's context: Hummingbird's, plus the address it came from (the per-address limits).
public struct BoardContext: RequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }

    /// The client's address as a trusted proxy forwarded it (`ClientAddressMiddleware`), if any.
    var forwardedAddress: String?

    /// The address without its port ("127.0.0.1"), what sign-ups and requests are counted by: the
    /// client's as the trusted proxy in front saw it, else the connection's peer.
    var address: String { forwardedAddress ?? remoteAddress?.ipAddress ?? "unknown" }
}
