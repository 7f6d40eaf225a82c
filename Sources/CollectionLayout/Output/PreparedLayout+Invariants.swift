/// Consistency checks of a prepared layout's stacking and query index, run at the end of every
/// restack (preparing and every measurement) in debug builds and compiled out of release builds.
extension PreparedLayout {
    #if DEBUG
        /// Traps when the sections are not stacked in order or the query index disagrees with
        /// them: `reach` must be the running maximum of the sections' element ends and `start` the
        /// running minimum, from the end, of their element starts (R-QUERY-5).
        ///
        /// - Complexity: O(sections).
        func _checkInvariants() {
            var position = layoutBoundary.leadingLength
            for index in sections.indices {
                if index > 0 { position += interSectionSpacing }
                precondition(
                    sections[index].start == position, "section \(index) is not stacked after the one before")
                position += sections[index].length
            }
            guard sections.count > 1 else {
                precondition(queryIndex.isEmpty, "a layout of one section has no query index")
                return
            }
            precondition(queryIndex.count == sections.count, "one query index entry per section")
            var reach = -Double.infinity
            for index in sections.indices {
                reach = max(reach, sections[index].start + sections[index].elementsMax)
                precondition(
                    queryIndex[index].reach == reach, "reach of section \(index) is not the running maximum")
            }
            var start = Double.infinity
            for index in sections.indices.reversed() {
                start = min(start, sections[index].start + sections[index].elementsMin)
                precondition(
                    queryIndex[index].start == start, "start of section \(index) is not the running minimum")
            }
        }
    #else
        /// Compiled out of release builds.
        @inline(__always)
        func _checkInvariants() {}
    #endif
}
