import NIOCore

/// The frames one batch of a rooms server's outputs writes: each channel flushed once at the end (a
/// Set's event and table go out in one system call), and the writes to channels another event loop
/// owns handed to that loop in one task rather than one each.
struct WriteBatch {
    /// The channels of this loop written to, to flush.
    private var local: [ObjectIdentifier: any Channel] = [:]
    /// The writes for each other loop, in order.
    private var remote: [ObjectIdentifier: (loop: any EventLoop, writes: [Write])] = [:]

    /// One frame for a channel of another loop, and the promise its writing keeps.
    private struct Write {
        let channel: any Channel
        let body: ByteBuffer
        let promise: EventLoopPromise<Void>?
    }

    /// Writes `body` to `channel` (flushed by `flush`); the future completes once it is written.
    mutating func write(_ body: ByteBuffer, to channel: any Channel) -> EventLoopFuture<Void> {
        let loop = channel.eventLoop
        if loop.inEventLoop {
            local[ObjectIdentifier(channel)] = channel
            return channel.write(body)
        }
        let promise = loop.makePromise(of: Void.self)
        remote[ObjectIdentifier(loop), default: (loop, [])].writes.append(
            Write(channel: channel, body: body, promise: promise))
        return promise.futureResult
    }

    /// Writes `body` to `channel` with nothing to wait for (a heartbeat).
    mutating func send(_ body: ByteBuffer, to channel: any Channel) {
        let loop = channel.eventLoop
        if loop.inEventLoop {
            local[ObjectIdentifier(channel)] = channel
            channel.write(body, promise: nil)
        } else {
            remote[ObjectIdentifier(loop), default: (loop, [])].writes.append(
                Write(channel: channel, body: body, promise: nil))
        }
    }

    /// Flushes this loop's channels and hands every other loop its writes, each channel flushed once.
    mutating func flush() {
        for channel in local.values { channel.flush() }
        local = [:]
        for (loop, writes) in remote.values {
            loop.execute {
                var flushed: [ObjectIdentifier: any Channel] = [:]
                for write in writes {
                    write.channel.write(write.body, promise: write.promise)
                    flushed[ObjectIdentifier(write.channel)] = write.channel
                }
                for channel in flushed.values { channel.flush() }
            }
        }
        remote = [:]
    }
}
