/// The lines of a flow section (R-FLOW): where they start and end, where they are, and their
/// placement — written down before ``FlowSection/explicitEnd``, the uniform tail after it.
extension FlowSection {
    /// The advance of a full line of the uniform tail.
    @inline(__always)
    var pitch: Double { shape.advance(ofExtent: uniformExtent) }

    /// How many lines the uniform tail holds.
    @inline(__always)
    var tailLineCount: Int {
        let items = itemCount - explicitEnd
        return items / perLine + (items % perLine == 0 ? 0 : 1)
    }

    /// The sum of the advances of the written-down lines.
    @inline(__always)
    var explicitLength: Double { explicitEnd == 0 ? 0 : tree.prefixSum(explicitEnd) }

    /// The first item of the line holding `item`.
    ///
    /// - Complexity: O(1) in the uniform tail, O(items in the line) before it.
    @inline(__always)
    func lineStart(containing item: Int) -> Int {
        guard item < explicitEnd else { return explicitEnd + ((item - explicitEnd) / perLine) * perLine }
        var start = item
        while flags[start] & Self.lineStartFlag == 0 { start -= 1 }
        return start
    }

    /// The first item after the line starting at `start`.
    ///
    /// - Complexity: O(1) in the uniform tail, O(items in the line) before it.
    @inline(__always)
    func lineEnd(ofLineAt start: Int) -> Int {
        guard start < explicitEnd else { return min(start + perLine, itemCount) }
        var end = start + 1
        while end < explicitEnd && flags[end] & Self.lineStartFlag == 0 { end += 1 }
        return end
    }

    /// Where the line starting at `start` begins along the scroll axis, relative to the first
    /// line's origin.
    ///
    /// - Complexity: O(log n).
    func position(ofLineAt start: Int) -> Double {
        guard start < explicitEnd else {
            return explicitLength + Double((start - explicitEnd) / perLine) * pitch
        }
        return tree.prefixSum(start)
    }

    /// The advance from the line starting at `start` to the next (for the last line, its extent
    /// plus edges and spacing).
    @inline(__always)
    func advance(ofLineAt start: Int) -> Double {
        guard start < explicitEnd else {
            return shape.advance(ofExtent: start == lastLineStart ? lastExtent : uniformExtent)
        }
        return advances[start]
    }

    /// The first line whose elements can reach `offset` (relative to the first line's origin),
    /// and where it begins.
    ///
    /// - Complexity: O(log n + items in the line).
    func firstLine(reaching offset: Double) -> (start: Int, position: Double) {
        let target = offset - reach
        guard target > 0 else { return (0, 0) }
        let head = explicitLength
        guard target < head else {
            let tailLines = tailLineCount
            guard tailLines > 0 else { return (lastLineStart, position(ofLineAt: lastLineStart)) }
            let step = pitch
            let line = step > 0 ? min(Int(((target - head) / step).rounded(.down)), tailLines - 1) : 0
            return (explicitEnd + line * perLine, head + Double(line) * step)
        }
        let (count, _) = tree.lastPrefix(notExceeding: target)
        let start = lineStart(containing: min(count, explicitEnd - 1))
        return (start, tree.prefixSum(start))
    }

    /// The length of the run of lines along the scroll axis, from the first line's start edge to
    /// the last line's end edge (R-SECTION-4).
    var runLength: Double {
        var total = explicitLength
        let tailLines = tailLineCount
        if tailLines > 0 {
            total += Double(tailLines - 1) * pitch + shape.advance(ofExtent: lastExtent)
        }
        return total - shape.interGroupSpacing
    }

    /// Places the line starting at `start` relative to its group's origin (``FlowShape/layLine``).
    @inline(__always)
    func layLine(startingAt start: Int, end: Int, _ body: (Int, Rect) throws -> Void) rethrows
        -> FlowShape.LineMetrics
    {
        try shape.layLine(
            start: start, end: end, isLast: end == itemCount, length: length, crossLength: crossLength, body)
    }
}
