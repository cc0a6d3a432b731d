import NIOCore
import NIOEmbedded
import SetNet
import SetProtocol

/// Bytes off the wire, through the pipeline the game's host and client use: frames split
/// from a stream that arrives in pieces, then decoded as messages. The first byte says who
/// reads (its low bit: the host, reading a client, or a client, reading its host) and how
/// large the pieces are. Every message that gets through must encode and decode back to
/// itself; whatever is refused is refused with an error, never a crash.
enum FramesTarget {
    static func run(_ bytes: [UInt8]) {
        var input = FuzzBytes(bytes)
        let first = input.byte()
        let piece = Int(first >> 1) % 13 + 1
        let stream = input.bytes(bytes.count)
        if first & 1 == 0 {
            read(stream, in: piece, as: ClientMessage.self, writing: HostMessage.self)
        } else {
            read(stream, in: piece, as: HostMessage.self, writing: ClientMessage.self)
        }
        // The stream as one frame body, as `NetCodec` reads a body, on both sides.
        if let message = try? NetCodec.decode(ClientMessage.self, from: stream) { roundTrip(message) }
        if let message = try? NetCodec.decode(HostMessage.self, from: stream) { roundTrip(message) }
    }

    /// Feeds `stream` to a pipeline reading `Inbound`, `piece` bytes at a time, until it ends
    /// or the pipeline refuses it (where the host or client closes the connection).
    static func read<Inbound: NetMessage, Outbound: NetMessage>(
        _ stream: [UInt8], in piece: Int, as: Inbound.Type, writing: Outbound.Type
    ) {
        let channel = EmbeddedChannel()
        do {
            try channel.pipeline.syncOperations.addNetCodec(reading: Inbound.self, writing: Outbound.self)
        } catch {
            Invariant.fail("the pipeline could not be built: \(error)")
        }
        var offset = 0
        reading: while offset < stream.count {
            let end = min(stream.count, offset + piece)
            do {
                try channel.writeInbound(channel.allocator.buffer(bytes: stream[offset..<end]))
            } catch {
                break reading
            }
            while let message = try? channel.readInbound(as: Inbound.self) { roundTrip(message) }
            offset = end
        }
        _ = try? channel.finish()
    }

    /// A decoded message, encoded and decoded again, is the same message.
    static func roundTrip<Message: NetMessage>(_ message: Message) {
        let body: [UInt8]
        do {
            body = try NetCodec.encode(message)
        } catch NetProtocolError.frameTooLarge {
            return
        } catch {
            Invariant.fail("\(message) could not be encoded: \(error)")
        }
        do {
            let again = try NetCodec.decode(Message.self, from: body)
            Invariant.check(again == message, "\(message) came back as \(again)")
        } catch {
            Invariant.fail("\(message) was encoded as a frame it refuses: \(error)")
        }
    }
}
