import NIOCore
import SetProtocol

/// The pipeline step between frame bodies and messages: decodes what arrives, encodes what leaves.
///
/// A frame that breaks the protocol is passed on as a `NetProtocolError` through
/// `errorCaught`, for the next handler to act on; it never stops the event loop.
final class MessageCodec<Inbound: NetMessage, Outbound: NetMessage>: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = Inbound
    typealias OutboundIn = Outbound
    typealias OutboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let body = Array(unwrapInboundIn(data).readableBytesView)
        do {
            context.fireChannelRead(wrapInboundOut(try NetCodec.decode(Inbound.self, from: body)))
        } catch {
            context.fireErrorCaught(error)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        do {
            let body = try NetCodec.encode(unwrapOutboundIn(data))
            context.write(wrapOutboundOut(context.channel.allocator.buffer(bytes: body)), promise: promise)
        } catch {
            promise?.fail(error)
        }
    }
}
