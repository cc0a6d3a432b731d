import Foundation
import Testing

@testable import SetAudio

@Suite("The command queue")
struct CommandQueueTests {
    @Test func capacityIsAPowerOfTwo() {
        #expect(CommandQueue(capacity: 5).capacity == 8)
        #expect(CommandQueue(capacity: 64).capacity == 64)
        #expect(CommandQueue(capacity: 0).capacity == 2)
    }

    @Test func aFullQueueRefusesInsteadOfWaiting() {
        let queue = CommandQueue(capacity: 4)
        for i in 0..<4 { #expect(queue.push(PlayCommand(sound: i))) }
        #expect(!queue.push(PlayCommand(sound: 4)))
        #expect(queue.pop()?.sound == 0)
        #expect(queue.push(PlayCommand(sound: 5)))
        #expect(!queue.push(PlayCommand(sound: 6)))
        #expect((0..<4).compactMap { _ in queue.pop()?.sound } == [1, 2, 3, 5])
        #expect(queue.pop() == nil)
    }

    @Test func aMixerControlReportsAFullQueue() {
        let control = MixerControl(capacity: 2)
        #expect(control.play(.hint) && control.play(.deal))
        #expect(!control.play(.claim))
    }

    /// 200 000 commands through an 8-slot ring, pushed on one thread and popped on
    /// another: every one arrives, in order, with its gain and delay intact.
    @Test func commandsPushedOnOneThreadArriveInOrderOnAnother() {
        let queue = CommandQueue(capacity: 8)
        let count = 200_000
        let producer = Thread {
            var i = 0
            while i < count {
                if queue.push(PlayCommand(sound: i, gain: Float(i % 100) / 100, delay: i % 7)) {
                    i += 1
                }
            }
        }
        producer.start()
        var received = 0
        var inOrder = true
        while received < count {
            guard let command = queue.pop() else { continue }
            inOrder =
                inOrder
                && command
                    == PlayCommand(
                        sound: received, gain: Float(received % 100) / 100,
                        delay: received % 7)
            received += 1
        }
        #expect(inOrder)
        #expect(queue.pop() == nil)
    }
}
