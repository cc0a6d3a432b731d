import NIOCore
import NIOExtras

/// Splits the byte stream into frame bodies: a 4-byte big-endian length, then that many bytes.
///
/// NIOExtras' `LengthFieldBasedFrameDecoder` does the splitting; this adds the size
/// limit, checked on each length prefix before the body is awaited, so a peer that
/// announces 2 GiB is refused at once rather than buffered.
final class FrameDecoder: ByteToMessageDecoder {
    typealias InboundOut = ByteBuffer

    private let frames = LengthFieldBasedFrameDecoder(lengthFieldBitLength: .thirtyTwoBits)
    /// Whether `frames` has read a length prefix and waits for that frame's body.
    private var awaitingBody = false

    func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        if !awaitingBody, let length = buffer.getInteger(at: buffer.readerIndex, as: UInt32.self),
           length > NetProtocol.maxFrameBytes {
            throw NetProtocolError.frameTooLarge(bytes: Int(length))
        }
        let start = buffer.readerIndex
        let state = try frames.decode(context: context, buffer: &buffer)
        // A prefix was read (the reader moved) but no frame came out: its body is awaited.
        awaitingBody = state == .needMoreData && (awaitingBody || buffer.readerIndex != start)
        return state
    }

    /// At the end of the stream, the whole frames left; a truncated last frame is dropped with its sender.
    func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        return .needMoreData
    }
}
