import NIOCore
import SetProtocol

extension Channel {
    /// Ends a connection the host dropped, once `written` (its last words) has gone out.
    ///
    /// Nothing more is read from it meanwhile: a flood's bytes would only be decoded to be dropped.
    /// A connection `lingering` (a flood's) is held for ``RateLimit/linger`` before it closes, so that
    /// its peer cannot come straight back with its seat token.
    func hangUp(after written: EventLoopFuture<Void>?, lingering: Bool) {
        _ = setOption(ChannelOptions.autoRead, value: false)
        let linger = lingering ? TimeAmount.milliseconds(Int64(RateLimit.linger * 1000)) : .zero
        (written ?? eventLoop.makeSucceededVoidFuture()).whenComplete { _ in
            if linger > .zero {
                self.eventLoop.scheduleTask(in: linger) { self.close(promise: nil) }
            } else {
                self.close(promise: nil)
            }
        }
    }
}
