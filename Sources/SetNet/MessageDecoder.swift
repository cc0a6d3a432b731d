import NIOCore
import SetProtocol

/// The pipeline step from frame bodies to messages, for a connection whose messages out are
/// encoded before they are written (`RoomServerCore` encodes a broadcast once for all its peers).
///
/// A frame that breaks the protocol is passed on as a `NetProtocolError` through `errorCaught`.
final class MessageDecoder<Inbound: NetMessage>: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let body = Array(unwrapInboundIn(data).readableBytesView)
        do {
            context.fireChannelRead(wrapInboundOut(try NetCodec.decode(Inbound.self, from: body)))
        } catch {
            context.fireErrorCaught(error)
        }
    }
}
