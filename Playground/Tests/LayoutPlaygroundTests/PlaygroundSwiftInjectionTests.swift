import Foundation
import Hummingbird
import HummingbirdTesting
import LayoutDescription
import LayoutPlayground
import Testing

/// "Copy Swift code" (`POST /api/swift`) serves `SwiftCodeExport`'s text, so a hostile template name
/// stays inside its comment there too.
@Suite("Playground Swift code route: hostile names")
struct PlaygroundSwiftInjectionTests {
    @Test("A template name with a line break and a statement stays in its comment")
    func templateNameStaysInComment() async throws {
        let body = """
            {"version": 1,
             "templates": {"evil\\nfatalError(\\"pwned\\") //": {"group": {"horizontal": {
               "size": {"width": "fractionalWidth(1)", "height": "absolute(44)"},
               "subitems": [{"item": {"size": {"width": "fractionalWidth(1)", "height": "fractionalHeight(1)"}}}]}}}},
             "sections": [{"template": "evil\\nfatalError(\\"pwned\\") //", "itemCount": 2}]}
            """
        let app = Application(router: PlaygroundServer().router())
        let (status, code) = try await app.test(.router) { client in
            try await client.execute(uri: "/api/swift", method: .post, body: ByteBuffer(string: body)) {
                ($0.status.code, String(buffer: $0.body))
            }
        }
        #expect(status == 200)
        #expect(code.contains("    // sections[0] (template \"evil\\nfatalError(\\\"pwned\\\") //\")\n"))
        for line in code.split(separator: "\n") where line.contains("fatalError") {
            #expect(line.drop { $0 == " " }.hasPrefix("//"), "\(line)")
        }
        #expect(code == (try SwiftCodeExport().code(for: try LayoutDescription.decode(body))))
    }
}
