import PropertyBased
import Testing

@testable import DiffableSnapshot

@Suite("Minimal moves: longest increasing subsequence with greedy-earliest tie-break (R-DIFF-6)")
struct StationaryMaskTests {
    @Test("R-DIFF-6 worked examples")
    func examples() {
        #expect(_stationaryMask([]) == [])
        #expect(_stationaryMask([1, 0]) == [true, false])  // [a, b] → [b, a]: b stays
        #expect(_stationaryMask([0, 2, 1]) == [true, true, false])  // {a, c} chosen
        #expect(_stationaryMask([4, 0, 1, 2, 3]) == [false, true, true, true, true])  // e moves
        #expect(_stationaryMask([0, 2, 3, 1]) == [true, true, true, false])  // a c d stay
    }

    /// The stationary set chosen by brute force: among all strictly increasing subsequences of maximal
    /// length, the one whose positions are lexicographically smallest.
    static func bruteForce(_ values: [Int]) -> [Bool] {
        var best: [Int] = []
        for mask in 0..<(1 << values.count) {
            let positions = values.indices.filter { mask & (1 << $0) != 0 }
            let increasing = zip(positions, positions.dropFirst()).allSatisfy { values[$0] < values[$1] }
            guard increasing else { continue }
            if positions.count > best.count
                || (positions.count == best.count && positions.lexicographicallyPrecedes(best))
            {
                best = positions
            }
        }
        return values.indices.map { best.contains($0) }
    }

    @Test("R-DIFF-6: matches brute force on random permutations up to 9 elements")
    func matchesBruteForce() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...9).array(of: 0...9)) { raw in
            // Distinct values: rank the raw values with their positions as tie-break.
            let values = raw.indices.sorted { (raw[$0], $0) < (raw[$1], $1) }
            #expect(_stationaryMask(values) == Self.bruteForce(values))
        }
    }
}
