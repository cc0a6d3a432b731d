import Synchronization

/// An instruction to the mixer: start one bank sound at a gain, optionally a few frames into the next block.
public struct PlayCommand: Equatable, Sendable {
    /// The sound's index in the mixer's `SoundBank`; an index outside it is ignored.
    public var sound: Int
    /// The sound's linear gain, 0 ... 1 (before the master volume).
    public var gain: Float
    /// Frames to wait, from the start of the block that picks the command up, before the sound starts.
    public var delay: Int

    /// A command to start `sound` at `gain` after `delay` frames.
    public init(sound: Int, gain: Float = 1, delay: Int = 0) {
        self.sound = sound
        self.gain = gain
        self.delay = delay
    }
}

/// A fixed-capacity, lock-free queue from one producer thread (the game) to one consumer thread (the audio callback).
///
/// The classic single-producer single-consumer ring (Lamport, 1983): the
/// producer alone writes `tail`, the consumer alone writes `head`, and each
/// publishes its slot with a releasing store that the other reads with an
/// acquiring load. Neither side ever waits: a full queue refuses a push and an
/// empty one returns nil. The counters only grow; a slot is `counter & mask`.
///
/// Unchecked `Sendable`: the slots are plain memory shared between the two
/// threads, made safe by the ordering above, provided there is exactly one
/// thread calling `push` and one calling `pop`.
public final class CommandQueue: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<PlayCommand>
    private let mask: Int
    /// The count of commands popped: the next slot to read.
    private let head = Atomic<Int>(0)
    /// The count of commands pushed: the next slot to write.
    private let tail = Atomic<Int>(0)

    /// A queue holding up to `capacity` commands, rounded up to a power of two (at least 2).
    public init(capacity: Int) {
        var size = 2
        while size < capacity { size *= 2 }
        slots = .allocate(capacity: size)
        slots.initialize(repeating: PlayCommand(sound: -1))
        mask = size - 1
    }

    deinit {
        slots.deallocate()
    }

    /// The most commands the queue holds at once.
    public var capacity: Int { mask + 1 }

    /// Appends a command (producer thread only); returns false, without waiting, if the queue is full.
    @discardableResult
    public func push(_ command: PlayCommand) -> Bool {
        let t = tail.load(ordering: .relaxed)
        guard t - head.load(ordering: .acquiring) < capacity else { return false }
        slots[t & mask] = command
        tail.store(t + 1, ordering: .releasing)
        return true
    }

    /// Removes the oldest command (consumer thread only), or returns nil if there is none.
    public func pop() -> PlayCommand? {
        let h = head.load(ordering: .relaxed)
        guard h != tail.load(ordering: .acquiring) else { return nil }
        let command = slots[h & mask]
        head.store(h + 1, ordering: .releasing)
        return command
    }
}
