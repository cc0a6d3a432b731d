import Foundation
import Testing

/// Threads of their own for the tests that block while they wait on windows and processes.
///
/// Swift's cooperative pool has one thread per core, two on a small machine. A test that polls
/// with `usleep` or waits for a process to exit holds one of them for its whole run, and two such
/// tests stall every other test, the async network suites included, until one of them ends: in a
/// full run the network suites then took two and a half times as long as alone. Suites marked
/// `.onBlockingThreads` run on this pool instead and leave the cooperative threads to the rest.
final class BlockingThreads: TaskExecutor, @unchecked Sendable {
    /// The pool the trait uses: two threads. Three ran the suite 20 s faster, but the windows of
    /// three such tests at once beside the network suites' made pace-bound tests miss their pace.
    static let shared = BlockingThreads(count: 2)

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    init(count: Int) {
        for n in 0..<count {
            let thread = Thread { [self] in work() }
            thread.name = "blocking test \(n)"  // Linux keeps 15 characters of a name.
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Runs jobs in the order they came, for ever: the pool lives as long as the test process.
    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}

/// Runs each test of a suite on `BlockingThreads.shared` (see there for why).
struct OnBlockingThreads: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// Each test case, not the suite as a whole: the suite's own bookkeeping stays where it was.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        try await withTaskExecutorPreference(BlockingThreads.shared) { try await function() }
    }
}

extension Trait where Self == OnBlockingThreads {
    /// Runs the suite's tests on threads of their own, away from Swift's cooperative pool.
    static var onBlockingThreads: Self { OnBlockingThreads() }
}
