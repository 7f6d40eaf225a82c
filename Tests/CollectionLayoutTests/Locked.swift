import Foundation

/// A value behind a lock, for recording calls from `@Sendable` closures. (The standard library's
/// `Mutex` needs macOS 15 / iOS 18; the package supports macOS 10.15 / iOS 13.)
final class Locked<Value>: @unchecked Sendable {
    // Guards `value`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
