extension PreparedLayout {
    /// Diagnostic: the bytes the layout holds for self-sizing — measured lengths per item and
    /// measured axis, and the blocked prefix sums of instance advances (the engine's cost model,
    /// R-SIZING-6). Zero until the first measurement; supplementary measurements are not counted.
    /// Waterfall sections count their item lengths and checkpoints from the start (R-WATERFALL).
    /// Meant for benchmarks and memory budgets, not for layout decisions.
    ///
    /// - Complexity: O(sections).
    public var sizingStorageByteCount: Int {
        sections.reduce(0) {
            $0 + ($1.sizing?.byteCount ?? 0) + ($1.waterfall?.byteCount ?? 0) + ($1.flow?.byteCount ?? 0)
        }
    }
}
