import NIOCore

/// The last step of a host connection's pipeline: hands what happens on it to the host's core.
final class HostConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = ClientMessage

    private let peer: PeerID
    private let core: NIOLoopBound<HostCore>

    init(peer: PeerID, core: NIOLoopBound<HostCore>) {
        self.peer = peer
        self.core = core
    }

    func channelActive(context: ChannelHandlerContext) {
        core.value.connected(peer, channel: context.channel)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        core.value.apply(.messageReceived(unwrapInboundIn(data), from: peer))
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? NetProtocolError {
            core.value.apply(.frameRefused(error, from: peer))
        } else {
            core.value.log("\(peer) connection error: \(error)")
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        core.value.closed(peer)
        context.fireChannelInactive()
    }
}
