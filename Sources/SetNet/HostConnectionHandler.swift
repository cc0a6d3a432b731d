import NIOCore
import SetProtocol

/// What a host's connections report to: a single host's table (`HostCore`) or a rooms server's (`RoomServerCore`).
protocol ConnectionCore: AnyObject, SendableMetatype {
    /// A new peer's number.
    func makePeerID() -> PeerID
    /// A connection opened on `channel`.
    func connected(_ peer: PeerID, channel: any Channel)
    /// A whole, valid message arrived.
    func received(_ message: ClientMessage, from peer: PeerID)
    /// A frame arrived that breaks the protocol.
    func refused(_ error: NetProtocolError, from peer: PeerID)
    /// A connection error that is not the protocol's: logged, and the connection closed.
    func failed(_ peer: PeerID, error: any Error)
    /// The connection closed.
    func closed(_ peer: PeerID)
    /// Closes every connection (at the server's stop); the futures complete as each has closed.
    func closeAll() -> [EventLoopFuture<Void>]
}

/// The last step of a host connection's pipeline: hands what happens on it to the host's core.
final class HostConnectionHandler<Core: ConnectionCore>: ChannelInboundHandler {
    typealias InboundIn = ClientMessage

    private let peer: PeerID
    private let core: NIOLoopBound<Core>

    init(peer: PeerID, core: NIOLoopBound<Core>) {
        self.peer = peer
        self.core = core
    }

    func channelActive(context: ChannelHandlerContext) {
        core.value.connected(peer, channel: context.channel)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        core.value.received(unwrapInboundIn(data), from: peer)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if let error = error as? NetProtocolError {
            core.value.refused(error, from: peer)
        } else {
            core.value.failed(peer, error: error)
            context.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        core.value.closed(peer)
        context.fireChannelInactive()
    }
}
