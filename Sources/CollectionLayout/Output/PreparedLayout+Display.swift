extension PreparedLayout {
    /// What a collection view showing this layout displays at a scroll position (R-SCROLL-4):
    /// every element whose *displayed* frame overlaps the bounds, with
    ///
    /// 1. pinned boundary items placed for the pin rect (R-PIN),
    /// 2. the rows of orthogonal sections shifted by their offsets and clipped to `0…W` across and
    ///    to the section's content box along the scroll axis (R-ORTHO-6, R-RTL-2),
    /// 3. each section's visible-items invalidation handler applied, in ascending section order
    ///    (R-HANDLER-1, R-HANDLER-2, R-HANDLER-3, R-HANDLER-4, R-HANDLER-5), hidden elements omitted,
    ///
    /// in the order of R-QUERY-3.
    ///
    /// Implements R-SCROLL-4.
    ///
    /// - Parameters:
    ///   - contentOffset: The bounds origin in content coordinates.
    ///   - adjustedContentInset: `contentInset` plus the scroll-axis safe-area insets (R-SCROLL-2).
    ///   - orthogonalOffsets: The offset of each orthogonal section by section index; sections not
    ///     listed rest at the start of their range (``ScrollGeometry/restingOffset(of:proposed:)``,
    ///     R-ORTHO-10).
    /// - Complexity: O(log sections + sections crossed + elements displayed).
    public func displayedElements(
        contentOffset: Point, adjustedContentInset: DirectionalEdgeInsets = .zero,
        orthogonalOffsets: [Int: Double] = [:]
    ) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        displayedElements(
            contentOffset: contentOffset, adjustedContentInset: adjustedContentInset,
            orthogonalOffsets: orthogonalOffsets, into: &result)
        return result
    }

    /// ``displayedElements(contentOffset:adjustedContentInset:orthogonalOffsets:)`` written into
    /// `result`, replacing what it held but keeping its capacity: a view that runs it on every
    /// scroll step passes the same array each time and, once it has grown to a viewport's worth,
    /// allocates nothing for it.
    ///
    /// The new elements are written over the ones `result` held, in place: reusing the array is
    /// cheaper than passing an empty one, and a step that shows about as many elements as the
    /// step before neither allocates nor clears.
    ///
    /// - Complexity: O(log sections + sections crossed + elements displayed), plus O(elements
    ///   `result` held beyond those).
    public func displayedElements(
        contentOffset: Point, adjustedContentInset: DirectionalEdgeInsets = .zero,
        orthogonalOffsets: [Int: Double] = [:], into result: inout [LayoutAttributes]
    ) {
        let bounds = environment.container.contentSize
        let viewport = Rect(origin: contentOffset, size: bounds)
        let pinRect = pinRect(contentOffset: contentOffset, adjustedContentInset: adjustedContentInset)
        AttributesBuffer.write(into: &result) { buffer in
            guard
                let (reached, scrollRange) = visitLayoutItems(
                    in: viewport, pinRect: pinRect, { buffer.append(consume $0) })
            else { return }
            for section in reached {
                displaySection(
                    section, viewport: viewport, pinRect: pinRect, contentOffset: contentOffset,
                    orthogonalOffsets: orthogonalOffsets, scrollRange: scrollRange, into: &buffer)
            }
        }
    }

    /// Implements R-HANDLER-1. Implements R-HANDLER-2. Implements R-HANDLER-3. Implements R-HANDLER-4.
    /// Implements R-HANDLER-5. Implements R-ORTHO-7. Implements R-RTL-4.
    private func displaySection(
        _ section: Int, viewport: Rect, pinRect: Rect, contentOffset: Point, orthogonalOffsets: [Int: Double],
        scrollRange: (low: Double, high: Double), into result: inout AttributesBuffer
    ) {
        // The section's elements are gathered at the end of `result` and filtered in place, so a
        // scroll step allocates nothing per section.
        let sectionStart = result.count
        var decorationCount = 0
        visitFixedElements(ofSection: section, in: viewport, pinRect: pinRect) { attributes in
            if attributes.category == .decoration { decorationCount += 1 }
            result.append(consume attributes)
        }
        // Step 2: the row's shift and clip.
        var shift = Point.zero
        var clip: Rect?
        var handlerOffset = contentOffset
        if let row = displayedRow(ofSection: section, orthogonalOffsets: orthogonalOffsets) {
            shift = row.shift
            handlerOffset = Point(along: sections[section].advanceAxis, row.offset, across: 0)
            clip = orthogonalRowClip(inSection: section)
        }
        let firstRowElement = result.count
        if let clip {
            if let visibleClip = intersection(viewport, clip) {
                visitRowElements(
                    ofSection: section, displayedIn: visibleClip, shift: shift, scrollRange: scrollRange
                ) {
                    result.append(consume $0)
                }
            }
        } else {
            visitRowElements(ofSection: section, in: viewport, scrollRange: scrollRange) {
                result.append(consume $0)
            }
        }
        // Step 3: the invalidation handler sees unshifted frames (R-HANDLER-3), never decorations.
        let handled = sectionStart + decorationCount
        // The section's fields are read one by one: a copy of its whole geometry would retain and
        // release every reference it holds on every scroll step.
        if let handler = sections[section].visibleItemsHandler, result.count > handled {
            var items = (handled..<result.count).map { LayoutVisibleItem(result[$0]) }
            handler(&items, handlerOffset, environment)
            for (position, item) in items.enumerated() {
                var attributes = result[handled + position]
                attributes.setAppearance(
                    alpha: item.alpha, transform: item.transform, isHidden: item.isHidden)
                attributes.zIndex = item.zIndex
                attributes.frame = item.transform.boundingBox(
                    ofSize: attributes.frame.size, centeredAt: item.center)
                result[handled + position] = attributes
            }
        }
        // Hidden elements go; rows move by their shift and are clipped; what the bounds show stays,
        // in order.
        var kept = sectionStart
        for position in sectionStart..<result.count {
            let keep = result.modify(at: position) { element in
                guard !element.isHidden else { return false }
                if position >= firstRowElement {
                    element.frame = element.frame.offsetBy(dx: shift.x, dy: shift.y)
                    if let clip, !element.frame.overlapsForQuery(clip) { return false }
                }
                return element.frame.overlapsForQuery(viewport)
            }
            guard keep else { continue }
            result.swapAt(kept, position)
            kept += 1
        }
        result.removeAll(from: kept)
    }

    private func intersection(_ first: Rect, _ second: Rect) -> Rect? {
        let minX = max(first.minX, second.minX)
        let minY = max(first.minY, second.minY)
        let maxX = min(first.maxX, second.maxX)
        let maxY = min(first.maxY, second.maxY)
        guard minX <= maxX, minY <= maxY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
