/// A Fenwick (binary indexed) tree of `Double`s: point updates, prefix sums and prefix searches in
/// O(log n) (the engine's cost model, R-SIZING-6).
struct FenwickTree: Sendable {
    /// 1-based implicit tree; `tree[i]` sums the values `(i − lowbit(i), i]`.
    private var tree: [Double]

    /// A tree over `values`, built in O(n).
    init(_ values: [Double]) {
        tree = [0] + values
        for index in 1..<tree.count {
            let parent = index + (index & -index)
            if parent < tree.count { tree[parent] += tree[index] }
        }
        _checkInvariants()
    }

    /// The number of values.
    var count: Int { tree.count - 1 }
    /// Slots of the implicit tree, slot 0 included (for the invariant checks).
    var slotCount: Int { tree.count }
    /// Slot 0, unused and always 0 (for the invariant checks).
    var rootSlot: Double { tree.isEmpty ? .nan : tree[0] }

    /// Adds `delta` to value `index`.
    ///
    /// - Complexity: O(log n).
    mutating func add(_ delta: Double, at index: Int) {
        var position = index + 1
        while position < tree.count {
            tree[position] += delta
            position += position & -position
        }
        _checkInvariants()
    }

    /// The sum of the first `count` values.
    ///
    /// - Complexity: O(log n).
    func prefixSum(_ count: Int) -> Double {
        var position = count
        var sum = 0.0
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// The largest `n` such that the sum of the first `n` values is at most `target`, with that
    /// sum; requires non-negative values. Returns `(0, 0)` when even the first value exceeds it.
    ///
    /// - Complexity: O(log n).
    func lastPrefix(notExceeding target: Double) -> (count: Int, sum: Double) {
        var position = 0
        var remaining = target
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count && tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        return (position, target - remaining)
    }

    /// Bytes of storage.
    var byteCount: Int { tree.capacity * MemoryLayout<Double>.stride }
}
