/// The invariant checks of ``FlowSection`` (debug builds).
extension FlowSection {
    #if DEBUG
        /// Checks the counts and, for sections of up to 4096 items, that the lines — written down
        /// or in the uniform tail — are what breaking every line afresh gives (R-FLOW-6), and that
        /// no item of the tail has a measured length.
        func _checkInvariants() {
            precondition(measuredItemCount >= 0 && measuredItemCount <= itemCount)
            precondition(explicitEnd >= 0 && explicitEnd <= itemCount)
            guard isMeasured, itemCount <= 4096 else { return }
            for index in explicitEnd..<itemCount {
                precondition(lengths[index].isNaN, "flow item \(index) of the uniform tail is measured")
            }
            var start = 0
            var lines = 0
            var position = 0.0
            while start < itemCount {
                let end = shape.lineEnd(from: start, itemCount: itemCount, length: length)
                precondition(lineStart(containing: start) == start, "flow line at \(start) is not stored")
                precondition(lineEnd(ofLineAt: start) == end, "flow line at \(start) ends elsewhere")
                let metrics = layLine(startingAt: start, end: end) { _, _ in }
                let advance = shape.advance(ofExtent: metrics.extent)
                precondition(
                    abs(self.advance(ofLineAt: start) - advance) <= 1e-6 * max(1, abs(advance)),
                    "stale flow advance at \(start)")
                let stored = self.position(ofLineAt: start)
                precondition(abs(stored - position) <= 1e-6 * max(1, abs(position)), "stale flow position")
                precondition(metrics.reach <= reach + 1e-9, "flow reach too small")
                if end == itemCount { precondition(lastLineStart == start, "stale last flow line") }
                position += advance
                lines += 1
                start = end
            }
            var measured = 0
            for index in 0..<itemCount where isCurrentlyMeasured(item: index) { measured += 1 }
            precondition(lines == lineCount, "flow line count is off")
            precondition(measured == measuredItemCount, "flow measured count is off")
            let run = runLength + shape.interGroupSpacing
            precondition(abs(run - position) <= 1e-6 * max(1, abs(position)), "stale flow run length")
        }
    #else
        @inline(__always) func _checkInvariants() {}
    #endif
}
