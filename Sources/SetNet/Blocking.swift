import Dispatch
import SetProtocol
import Synchronization

/// Runs async work to its end from synchronous code (the command, the SDL loop's start and end,
/// a benchmark's main thread).
public enum Blocking {
    /// The result of `work`, waited for on this thread (which must not be one of the concurrency pool's).
    public static func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                let value = try await work()
                result.withLock { $0 = .success(value) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        guard let outcome = result.withLock({ $0 }) else { throw BlockingError() }
        return try outcome.get()
    }

    /// Runs work that cannot fail to its end.
    public static func wait(_ work: @escaping @Sendable () async -> Void) {
        _ = try? run { await work() }
    }
}

/// The work ended without a result (never expected).
struct BlockingError: Error {}
