import Foundation
import Testing

/// `complayout --generate-completion-script SHELL` completes `--example` with the built-in examples
/// and `--device` with the device presets in both orientations.
@Suite("Shell completion")
struct CompletionTests {
    @Test("Every shell's script offers example names and device presets", arguments: ["bash", "zsh", "fish"])
    func values(shell: String) throws {
        let result = try CLIProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        // Examples (`complayout examples`) and presets (`complayout frames --device list`), a few of each.
        for value in [
            "app-store", "photo-grid", "settings", "iphone-se", "iphone-16-pro-landscape",
            "ipad-pro-13-landscape",
        ] {
            #expect(result.stdout.contains(value), "\(shell): \(value)")
        }
    }
}
