// Matching the items of a common section (the hot loops of the diff), over unsafe views of the two
// item lists: no retain, uniqueness check or bounds check per item.

extension _DiffState {
    /// The lengths of the common prefix and the common suffix (not overlapping the prefix) of the old
    /// items in `oldRange` and the new items in `newRange` (R-DIFF-9).
    @inlinable
    func commonEnds(old oldRange: Range<Int>, new newRange: Range<Int>) -> (prefix: Int, suffix: Int) {
        old._items._withView { oldView in
            new._items._withView { newView in
                let shorter = Swift.min(oldRange.count, newRange.count)
                var prefix = 0
                while prefix < shorter
                    && oldView.elementsEqual(
                        at: oldRange.lowerBound &+ prefix, newView, at: newRange.lowerBound &+ prefix)
                {
                    prefix &+= 1
                }
                var suffix = 0
                while suffix < shorter &- prefix
                    && oldView.elementsEqual(
                        at: oldRange.upperBound &- 1 &- suffix, newView,
                        at: newRange.upperBound &- 1 &- suffix)
                {
                    suffix &+= 1
                }
                return (prefix, suffix)
            }
        }
    }

    /// For each new item of `newMiddle` (flat indexes), the old flat index of the same identifier, or -1
    /// when the old snapshot does not have it; marks every found old item in ``oldMatched``.
    ///
    /// Heckel's run extension: when the last new item found in `oldMiddle` matched old flat index `i`,
    /// the next one is compared with old items `i + 1` and `i + 2` first (an unchanged run, or a run
    /// after one deleted item), which avoids a hash lookup there. Inserted items and items found
    /// outside `oldMiddle` do not end the run.
    ///
    /// - Complexity: expected O(*n*) for *n* new items.
    @inlinable
    mutating func matchMiddle(old oldMiddle: Range<Int>, new newMiddle: Range<Int>) -> [Int32] {
        // `unsafeUninitializedCapacity: 0` writes the count into the shared empty-array storage,
        // a data race when two threads diff at once.
        guard !newMiddle.isEmpty else { return [] }
        let oldItems = old._items
        let newItems = new._items
        var matched = oldMatched
        oldMatched = []  // keeps `matched` uniquely referenced
        defer { oldMatched = matched }
        return [Int32](unsafeUninitializedCapacity: newMiddle.count) { result, initialized in
            matched.withUnsafeMutableBufferPointer { matched in
                oldItems._withView { oldView in
                    newItems._withView { newView in
                        var expected = oldMiddle.lowerBound
                        let end = oldMiddle.upperBound
                        for flat in newMiddle {
                            let found: Int
                            if expected < end && oldView.elementsEqual(at: expected, newView, at: flat) {
                                found = expected
                            } else if expected &+ 1 < end
                                && oldView.elementsEqual(at: expected &+ 1, newView, at: flat)
                            {
                                found = expected &+ 1
                            } else {
                                found = oldView.position(ofElementAt: flat, in: newView)
                            }
                            if found >= 0 {
                                matched[found] = true
                                if oldMiddle.contains(found) { expected = found &+ 1 }
                            }
                            result[flat &- newMiddle.lowerBound] = Int32(truncatingIfNeeded: found)
                        }
                    }
                }
            }
            initialized = newMiddle.count
        }
    }
}
