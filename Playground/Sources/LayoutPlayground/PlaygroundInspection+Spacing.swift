import CollectionLayout
import LayoutRendering

extension PlaygroundInspection {
    /// The padding and spacing overlay of every section, from the frames the engine solved: a
    /// section's `frame` (along the scroll axis its extent, across it the whole content), its
    /// `content` (the bounding box of its cells, unscrolled), its `gaps` (the empty bands between
    /// consecutive runs of cells along the scroll axis: the spacing between groups) and, for an
    /// orthogonal row, its `rowGaps` (the same across the scroll axis, along the row). What lies in
    /// the frame but outside the content is the section's insets (content insets, margins, boundary
    /// items).
    ///
    /// - Complexity: O(n log n) for the n cells of `picture`.
    static func spacing(of picture: LayoutPicture, layout: PreparedLayout) -> [String] {
        let vertical = layout.scrollDirection == .vertical
        var cells: [Int: [Rect]] = [:]
        for element in picture.elements where element.category == .cell {
            cells[element.indexPath.section, default: []].append(element.frame.standardized)
        }
        let orthogonal = Set(picture.orthogonalRows.map(\.section))
        return (0..<layout.numberOfSections).compactMap { section in
            guard let frame = layout.sectionFrame(at: section), let frames = cells[section], !frames.isEmpty
            else {
                return nil
            }
            let content = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
            let gaps = gapRects(frames, alongY: vertical, across: content)
            // An orthogonal row's groups follow each other across the scroll axis; the page shifts
            // them (and the content box) by the row's offset.
            let rowGaps =
                orthogonal.contains(section) ? gapRects(frames, alongY: !vertical, across: content) : []
            return "{\"section\": \(section), \"orthogonal\": \(orthogonal.contains(section)), "
                + "\"frame\": \(json(frame)), \"content\": \(json(content)), "
                + "\"gaps\": [\(gaps.map(json).joined(separator: ", "))], "
                + "\"rowGaps\": [\(rowGaps.map(json).joined(separator: ", "))]}"
        }
    }

    /// The empty bands between consecutive runs of `frames` along y (`alongY`) or x, as long as
    /// `content` across.
    static func gapRects(_ frames: [Rect], alongY: Bool, across content: Rect) -> [Rect] {
        bands(of: frames, vertical: alongY).adjacentPairs().compactMap { previous, next in
            guard next.start > previous.end else { return nil }
            let length = next.start - previous.end
            return alongY
                ? Rect(x: content.minX, y: previous.end, width: content.width, height: length)
                : Rect(x: previous.end, y: content.minY, width: length, height: content.height)
        }
    }

    /// The runs of `frames` along y (`vertical`) or x, merged where they overlap or touch, in order.
    static func bands(of frames: [Rect], vertical: Bool) -> [(start: Double, end: Double)] {
        let spans = frames.map { vertical ? (start: $0.minY, end: $0.maxY) : (start: $0.minX, end: $0.maxX) }
            .sorted { $0.start < $1.start }
        var merged: [(start: Double, end: Double)] = []
        for span in spans {
            if let last = merged.last, span.start <= last.end {
                merged[merged.count - 1].end = max(last.end, span.end)
            } else {
                merged.append(span)
            }
        }
        return merged
    }
}

extension Array {
    /// Each element with the next one.
    fileprivate func adjacentPairs() -> [(Element, Element)] {
        count < 2 ? [] : (1..<count).map { (self[$0 - 1], self[$0]) }
    }
}
