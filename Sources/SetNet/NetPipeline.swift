import NIOCore
import NIOExtras
import SetProtocol

extension ChannelPipeline.SynchronousOperations {
    /// Adds the framing and the codec: length-prefixed frames in and out, `Inbound` messages up, `Outbound` down.
    public func addNetCodec<Inbound: NetMessage, Outbound: NetMessage>(reading: Inbound.Type, writing: Outbound.Type)
        throws
    {
        try addHandler(ByteToMessageHandler(FrameDecoder()))
        try addHandler(LengthFieldPrepender(lengthFieldBitLength: .thirtyTwoBits))
        try addHandler(MessageCodec<Inbound, Outbound>())
    }
}

extension ChannelPipeline.SynchronousOperations {
    /// Adds the framing and a decoder only: `Inbound` messages up, frame bodies already encoded down
    /// (a server that sends one message to many peers encodes it once).
    public func addNetDecoder<Inbound: NetMessage>(reading: Inbound.Type) throws {
        try addHandler(ByteToMessageHandler(FrameDecoder()))
        try addHandler(LengthFieldPrepender(lengthFieldBitLength: .thirtyTwoBits))
        try addHandler(MessageDecoder<Inbound>())
    }
}
