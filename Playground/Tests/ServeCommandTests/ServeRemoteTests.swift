import Foundation
import Testing

/// `complayout serve --host`: beyond loopback only with `--allow-remote`, and then with a warning.
@Suite("complayout serve: binding beyond loopback")
struct ServeRemoteTests {
    @Test(
        "a --host beyond loopback without --allow-remote is a usage error, before anything listens",
        arguments: ["0.0.0.0", "::", "192.0.2.1", "devbox.example"])
    func refused(host: String) throws {
        let result = try CLIProcess.run(["serve", "--example", "app-store", "--host", host, "--port", "0"])
        #expect(result.status == 64, "\(host): \(result.stderr)")
        #expect(
            result.stderr.contains(
                "--host \(host) would serve the playground beyond this machine; pass --allow-remote to do so"),
            "\(result.stderr)")
    }

    @Test("--allow-remote warns before listening (192.0.2.1 is a documentation address: binding fails)")
    func warns() throws {
        let result = try CLIProcess.run([
            "serve", "--example", "app-store", "--host", "192.0.2.1", "--port", "0", "--allow-remote",
        ])
        #expect(result.status != 0)
        #expect(
            result.stderr.hasPrefix(
                "warning: --allow-remote: the playground listens on 192.0.2.1, reachable from other machines; "
                    + "the edited file is only served to this machine\n"), "\(result.stderr)")
    }

    @Test("--max-connections is listed and checked like the other limits")
    func maxConnections() throws {
        #expect(try CLIProcess.run(["serve", "--help"]).stdout.contains("--max-connections"))
        let result = try CLIProcess.run(["serve", "--example", "app-store", "--max-connections", "0"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--max-connections must be at"), "\(result.stderr)")
    }
}
