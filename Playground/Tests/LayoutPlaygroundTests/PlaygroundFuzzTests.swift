import Foundation
import LayoutDescription
import LayoutPlayground
import Testing

/// A bounded fuzz of the live server on 127.0.0.1: mutated descriptions, queries and headers on
/// every route. Every request gets a documented status, and the server still answers afterwards.
/// Seeded and bounded (at most 200 requests, no new request after 40 seconds), so it stops by itself.
@Suite("Playground live server: bounded fuzz")
struct PlaygroundFuzzTests {
    /// SplitMix64: the same requests on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
    }

    /// A built-in example, mutated: bytes flipped, cut, a line repeated, or a number made huge.
    static func body(_ random: inout Generator) -> [UInt8] {
        var text = Array((BuiltInExamples.text(named: random.pick(BuiltInExamples.names)) ?? "").utf8)
        for _ in 0..<random.below(4) {
            guard !text.isEmpty else { break }
            switch random.below(5) {
            case 0: text[random.below(text.count)] = UInt8(random.below(256))
            case 1: text = Array(text.prefix(random.below(text.count)))
            case 2:
                let start = random.below(text.count)
                let piece = text[start..<min(text.count, start + random.below(200))]
                text.insert(
                    contentsOf: Array(repeating: piece, count: 1 + random.below(50)).joined(), at: start)
            case 3:
                let numbers = [
                    "10000000", "100000", "1e308", "-1", "9223372036854775807", "0.0000001", "nan",
                ]
                let replacement = Array(random.pick(numbers).utf8)
                if let digit = text.indices.filter({ text[$0] >= 0x30 && text[$0] <= 0x39 }).randomElement(
                    using: &random)
                {
                    text.replaceSubrange(digit...digit, with: replacement)
                }
            default: text += Array("\n  - {itemCount: \(random.pick(["1", "1000000", "x"]))}\n".utf8)
            }
        }
        return text
    }

    static func query(_ random: inout Generator) -> String {
        let options = [
            "width=\(random.pick(["0", "390", "1e9", "-1", "x"]))",
            "height=\(random.pick(["844", "100000"]))",
            "scale=\(random.pick(["2", "0", "1000"]))", "strict",
            "offset=\(random.pick(["0,500", "1e12,1e12", "a"]))",
            "orthogonal-offset=\(random.pick(["1:40", "99:1", "1:-1e12"]))",
            "device=\(random.pick(["iphone-16-pro", "x"]))",
            "drag=1&drag-start=0&orthogonal-offset=1:30&velocity=\(random.pick(["500", "-1e9"]))",
            "sizes=\(random.pick(["%7B%7D", "%7B%22cells%22%3A%7B%220%3A0%22%3A%7B%22height%22%3A1e9%7D%7D%7D", "x"]))",
            "unknown=1",
        ]
        return (0..<random.below(3)).map { _ in random.pick(options) }.joined(separator: "&")
    }

    @Test("200 mutated requests: every answer has a documented status; the server survives")
    func fuzz() async throws {
        let allowed: Set<Int> = [200, 400, 403, 404, 405, 408, 409, 413, 422]
        try await LoopbackServer.with(PlaygroundServer(example: "app-store")) { port in
            var random = Generator(state: 23)
            let stop = Date().addingTimeInterval(40)
            var sent = 0
            var statuses: [Int: Int] = [:]
            while sent < 200 && Date() < stop {
                sent += 1
                let route = random.pick([
                    ("POST", "/api/frames"), ("POST", "/api/visible"), ("POST", "/api/validate"),
                    ("GET", "/api/start"), ("GET", "/api/examples"), ("PUT", "/api/file"),
                    ("GET", "/api/file"),
                    ("DELETE", "/api/frames"), ("GET", "/nope"),
                ])
                var headers = [
                    "Content-Type: \(random.pick(["text/plain", "application/json", "text/yaml"]))"
                ]
                if random.below(4) == 0 {
                    headers.append(
                        "Origin: \(random.pick(["http://evil.example", "null", "http://127.0.0.1:\(port)"]))")
                }
                let host =
                    random.below(5) == 0
                    ? random.pick([
                        "127.0.0.1:1@evil.example", "evil.example", "[::1]:\(port)", "localhost:\(port)",
                    ])
                    : nil
                let query = Self.query(&random)
                let answer = try await LoopbackConnection.request(
                    port: port, method: route.0, path: route.1 + (query.isEmpty ? "" : "?" + query),
                    host: host,
                    headers: headers, body: Self.body(&random))
                statuses[answer.status, default: 0] += 1
                #expect(
                    allowed.contains(answer.status),
                    "request \(sent): \(route) ?\(query) → \(answer.text.prefix(300))")
            }
            #expect(sent >= 20, "only \(sent) requests in 40 seconds")
            // The mutations reach the layout code: some requests are answered, some refused.
            #expect(statuses[200, default: 0] > 0 && statuses[400, default: 0] > 0, "\(statuses)")
            #expect(statuses[403, default: 0] > 0, "\(statuses)")
            let alive = try await LoopbackConnection.request(port: port, path: "/api/examples")
            #expect(alive.status == 200)
        }
    }
}
