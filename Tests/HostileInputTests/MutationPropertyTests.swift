import Foundation
import Testing

/// The hostile-input property: every mutation of every built-in example ends, under a 1 GB
/// address-space cap and a time budget, with a documented exit code (0, 64 or 65) — never a
/// signal, a trap or a hang.
///
/// CI runs a fixed seed and 200 inputs. For a longer local run set `HOSTILE_SEED` and
/// `HOSTILE_CASES` (for example `HOSTILE_CASES=2000 swift test --filter MutationPropertyTests`).
@Suite("Hostile inputs: mutated examples never crash")
struct MutationPropertyTests {
    /// The built-in examples the mutations start from.
    static let examples = [
        "app-store", "benefits-tab", "cat-food", "gallery", "kiosk-menu", "mosaic", "photo-feed",
        "photo-grid",
    ]

    /// One generated input: its number (for reproducing it) and its bytes.
    struct Case: CustomTestStringConvertible, Sendable {
        let number: Int
        let example: String
        let bytes: [UInt8]
        var testDescription: String { "#\(number) from \(example)" }
    }

    /// The seed: `HOSTILE_SEED`, or a fixed one.
    static let seed = UInt64(ProcessInfo.processInfo.environment["HOSTILE_SEED"] ?? "") ?? 0x5EED_2026
    /// How many inputs: `HOSTILE_CASES`, or 200 (about 20 s of debug-build runs on 2 cores).
    static let count = Int(ProcessInfo.processInfo.environment["HOSTILE_CASES"] ?? "") ?? 200

    static let cases: [Case] = {
        var mutator = Mutator(generator: SplitMix64(seed: seed))
        return (0..<count).map { number in
            let example = examples[number % examples.count]
            return Case(
                number: number, example: example, bytes: mutator.mutate(HostileInputs.example(example)))
        }
    }()

    /// The commands each input is run through (output thrown away): checking, printing the first
    /// screen, and drawing (which visits every element of a huge layout but keeps what it draws).
    static let commands: [[String]] = [
        ["validate", "{input}"], ["frames", "--visible", "--format", "text", "{input}"],
        ["render", "{input}"],
    ]

    @Test("a mutated example exits 0, 64 or 65 within 20 s under a 1 GB cap", arguments: cases)
    func mutatedExample(_ input: Case) throws {
        for command in Self.commands {
            let result = try BudgetedProcess.run(
                command, input: input.bytes, keepOutput: false, megabytes: 1024, seconds: 20)
            guard !result.exitedCleanly else { continue }
            // Keep the input for reproducing: `complayout COMMAND FILE`.
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent(
                "hostile-seed\(Self.seed)-case\(input.number).yaml")
            try? Data(input.bytes).write(to: kept)
            let message =
                "\(command[0]) \(input.testDescription) (seed \(Self.seed)): exit \(result.status) after "
                + "\(Int(result.seconds)) s; input kept at \(kept.path); \(String(result.stderr.prefix(300)))"
            Issue.record(Comment(rawValue: message))
        }
    }
}
