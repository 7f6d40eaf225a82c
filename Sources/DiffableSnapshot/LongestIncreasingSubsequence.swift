/// Marks the stationary elements of a sequence of distinct old indexes written in new order (R-DIFF-6).
///
/// The stationary elements are a longest strictly increasing subsequence; among equally long ones the
/// subsequence whose positions are lexicographically smallest is chosen (greedy earliest). For `[1, 0]`
/// (`[a, b] → [b, a]`) that is position 0 (`b` stays, `a` moves); for `[0, 2, 1]` it is positions 0, 1.
///
/// The algorithm computes, right to left, the length of the longest increasing subsequence that
/// *starts* at each position (patience sorting on the reversed sequence, O(*r* log *r*)); then one left
/// to right pass takes the earliest element that can still start a subsequence of the required length.
///
/// Implements R-DIFF-6.
///
/// - Parameter values: Distinct integers.
/// - Returns: One flag per element; `true` means stationary.
/// - Complexity: O(*r* log *r*) for *r* elements.
@inlinable
func _stationaryMask(_ values: [Int]) -> [Bool] {
    let count = values.count
    var mask = [Bool](repeating: false, count: count)
    guard count > 0 else { return mask }
    // lengthFrom[i]: length of the longest strictly increasing subsequence starting at i.
    var lengthFrom = [Int](repeating: 0, count: count)
    // heads[k]: the largest first value of an increasing subsequence of length k + 1 seen so far
    // (strictly decreasing in k).
    var heads: [Int] = []
    heads.reserveCapacity(min(count, 1024))
    var position = count - 1
    while position >= 0 {
        let value = values[position]
        // Fast path for increasing runs (the common case): the value extends the longest subsequence.
        if let last = heads.last, last > value {
            heads.append(value)
            lengthFrom[position] = heads.count
            position -= 1
            continue
        }
        var low = 0
        var high = heads.count
        while low < high {
            let mid = (low + high) / 2
            if heads[mid] > value { low = mid + 1 } else { high = mid }
        }
        if low == heads.count { heads.append(value) } else { heads[low] = value }
        lengthFrom[position] = low + 1
        position -= 1
    }
    var needed = heads.count
    var last = Int.min
    for index in 0..<count where needed > 0 && lengthFrom[index] == needed && values[index] > last {
        mask[index] = true
        last = values[index]
        needed -= 1
    }
    return mask
}
