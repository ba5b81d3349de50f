import HummingbirdCore
import NIOCore
import NIOHTTPTypes

/// Closes a connection once a response that says `Connection: close` is written.
///
/// Hummingbird keeps an HTTP/1.1 connection open after any response, and to find the next request
/// it first reads the rest of the current one's body. For a refused body that is the cost the
/// refusal was meant to save: a client declaring 8 MiB got its 413 at once, then the service read
/// and dropped all 8 MiB (a third of its CPU in the hostile-traffic stress run, profiled with
/// perf). `APIFailure` asks for the close when it leaves a body unread (`closesConnection`), and
/// this handler does it, as RFC 9112 (9.6) has a server do after sending `close`.
final class CloseWhenRefused: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var closeAfterEnd = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            if head.headerFields[.connection]?.lowercased() == "close" { closeAfterEnd = true }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            guard closeAfterEnd else { return context.write(data, promise: promise) }
            closeAfterEnd = false
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            context.writeAndFlush(data, promise: written)
            // The future completes on this channel's loop, where the context may be used.
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
        }
    }
}

extension HTTP1Channel.Configuration {
    /// The board's HTTP/1.1 server: idle connections (a head never finished included) closed after
    /// `idleTimeout`, and a refused body's connection closed rather than read to its end.
    static func board(idleTimeout: Duration) -> Self {
        let idle = TimeAmount.nanoseconds(Int64(idleTimeout.components.seconds) * 1_000_000_000
            + idleTimeout.components.attoseconds / 1_000_000_000)
        return .init(additionalChannelHandlers: [CloseWhenRefused()], idleTimeout: idle)
    }
}
