import Foundation
import FuzzerDriver

/// The `main` of every fuzz target: hands the process's arguments (libFuzzer's flags and corpus
/// directories) and the target's `LLVMFuzzerTestOneInput` to libFuzzer, and exits with its status.
///
/// SwiftPM gives every executable target its own `main`, so the targets cannot use libFuzzer's;
/// `LLVMFuzzerRunDriver` is libFuzzer's documented entry point for that case.
public enum FuzzerMain {
    /// The signature of `LLVMFuzzerTestOneInput`: the input's bytes and count; returns 0 to keep
    /// the input as a corpus candidate, -1 to keep it out of the corpus.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with `testOneInput` and exits with its status.
    public static func run(_ testOneInput: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }
}

/// What the targets share: the input as an array, and the checks whose failure is a finding.
public enum FuzzInput {
    /// The input's bytes (libFuzzer may pass a null pointer for the empty input).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Stops the process with `message` when `condition` is false: a broken invariant is a crash
    /// that libFuzzer records with its input, as a trap of the library would be.
    public static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String
    ) {
        if !condition() { fatalError("invariant broken: \(message())") }
    }
}
