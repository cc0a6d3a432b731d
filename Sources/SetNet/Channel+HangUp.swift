import NIOCore

extension Channel {
    /// Ends a connection the host dropped for `reason`, once `written` (its last words) has gone out.
    ///
    /// Nothing more is read from it meanwhile: a flood's bytes would only be decoded to be dropped.
    /// A flood's connection is held for ``RateLimit/linger`` before it closes, so that it cannot come
    /// straight back with its seat token.
    func hangUp(after written: EventLoopFuture<Void>?, reason: String) {
        _ = setOption(ChannelOptions.autoRead, value: false)
        let linger = RateLimit.isFlood(reason) ? TimeAmount.milliseconds(Int64(RateLimit.linger * 1000)) : .zero
        (written ?? eventLoop.makeSucceededVoidFuture()).whenComplete { _ in
            if linger > .zero {
                self.eventLoop.scheduleTask(in: linger) { self.close(promise: nil) }
            } else {
                self.close(promise: nil)
            }
        }
    }
}
