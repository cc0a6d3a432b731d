import NIOCore
import NIOExtras
import SetProtocol

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
    /// The length of the frame whose body is awaited (the last prefix read).
    private var announced = 0

    func decode(context: ChannelHandlerContext, buffer: inout ByteBuffer) throws -> DecodingState {
        let start = buffer.readerIndex
        if !awaitingBody, let length = buffer.getInteger(at: start, as: UInt32.self) {
            guard length <= NetProtocol.maxFrameBytes else { throw NetProtocolError.frameTooLarge(bytes: Int(length)) }
            announced = Int(length)
        }
        let state = try frames.decode(context: context, buffer: &buffer)
        // A prefix was read (the reader moved) but no frame came out: its body is awaited.
        awaitingBody = state == .needMoreData && (awaitingBody || buffer.readerIndex != start)
        return state
    }

    /// At the end of the stream, the whole frames left; then a truncated last frame is refused,
    /// so the host's log says why its sender went (a peer that sends part of a frame and hangs up).
    func decodeLast(context: ChannelHandlerContext, buffer: inout ByteBuffer, seenEOF: Bool) throws -> DecodingState {
        while try decode(context: context, buffer: &buffer) == .continue {}
        if seenEOF, awaitingBody {
            throw NetProtocolError.truncatedFrame(received: buffer.readableBytes, announced: announced)
        }
        if seenEOF, buffer.readableBytes > 0 {
            throw NetProtocolError.truncatedFrame(received: buffer.readableBytes, announced: nil)
        }
        return .needMoreData
    }
}
