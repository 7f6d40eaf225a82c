/// The naive self-sizing baseline the engine is compared with: a flat array of row
/// heights and their prefix sums (row origins), as a list that stores one frame per item does.
/// An update recomputes every origin after the changed row; an offset search scans the origins.
public struct NaiveSizingBaseline: Sendable {
    /// The height of every row.
    public private(set) var heights: [Double]
    /// The origin of every row: the sum of the heights before it.
    public private(set) var origins: [Double]

    /// `count` rows of `estimate` points.
    public init(count: Int, estimate: Double) {
        heights = [Double](repeating: estimate, count: count)
        origins = (0..<count).map { Double($0) * estimate }
    }

    /// The content length: the last row's end.
    public var contentLength: Double { (origins.last ?? 0) + (heights.last ?? 0) }

    /// Sets the height of `row` and recomputes the origins after it.
    ///
    /// - Complexity: O(n − row).
    public mutating func setHeight(_ height: Double, ofRow row: Int) {
        heights[row] = height
        var position = origins[row] + height
        for next in (row + 1)..<heights.count {
            origins[next] = position
            position += heights[next]
        }
    }

    /// The row containing `offset` (the last row starting at or before it), by a linear scan.
    ///
    /// - Complexity: O(n).
    public func row(at offset: Double) -> Int {
        var row = 0
        for index in origins.indices {
            guard origins[index] <= offset else { break }
            row = index
        }
        return row
    }

    /// Bytes of storage per row: one height and one origin.
    public static let bytesPerRow = 2 * MemoryLayout<Double>.stride
}
