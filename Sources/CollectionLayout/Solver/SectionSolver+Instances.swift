extension SectionSolver {
    /// Step 3: instances, trimming and the content box (R-SECTION-1, R-SECTION-2, R-SECTION-3, R-SECTION-4,
    /// R-SECTION-5).
    ///
    /// Implements R-SECTION-2. Implements R-SECTION-5.
    static func place(
        _ template: Template, itemCount: Int, section: LayoutSection, advance: Axis, crossStart: Double
    ) -> SectionGeometry {
        let cross = advance.cross
        let insets = section.contentInsets
        let crossShift = section.group.edgeSpacing?.start(cross)?.spacing ?? 0
        let run = InstanceRun(template, itemCount: itemCount, section: section, along: advance)
        let (edgeStart, pitch, instanceCount, lastExtent) = (
            run.edgeStart, run.pitch, run.count, run.lastExtent
        )
        let length = insets.start(advance) + run.length + insets.end(advance)
        var geometry = SectionGeometry(
            itemCount: itemCount, template: template, length: length,
            firstInstanceOrigin: Point(
                along: advance, insets.start(advance) + edgeStart, across: crossStart + crossShift),
            advanceAxis: advance, pitch: pitch, instanceCount: instanceCount, lastInstanceExtent: lastExtent,
            crossFarEdge: crossStart + template.size[cross], elementsMin: 0, elementsMax: length)
        if let bounds = template.leafBounds {
            let first = geometry.firstInstanceOrigin[advance]
            let last = first + Double(instanceCount - 1) * pitch
            geometry.elementsMin = min(0, min(first, last) + bounds.min(advance))
            geometry.elementsMax = max(length, max(first, last) + bounds.max(advance))
        }
        geometry.hasDecorations = !section.decorationItems.isEmpty
        return geometry
    }

    /// Step 3 for an orthogonal section: instances side by side across the scroll axis
    /// (R-ORTHO-2), trimmed along it (R-SECTION-3), in a band as tall as a group (R-ORTHO-5).
    ///
    /// Implements R-HORIZ-5. Implements R-ORTHO-2. Implements R-ORTHO-3. Implements R-ORTHO-5.
    /// Implements R-REF-6.
    static func placeRow(
        _ template: Template, itemCount: Int, section: LayoutSection, scrollAxis: Axis,
        referenceInsets: DirectionalEdgeInsets, viewport: Double
    ) -> SectionGeometry {
        let rowAxis = scrollAxis.cross
        let insets = section.contentInsets
        let bandShift = section.group.edgeSpacing?.start(scrollAxis)?.spacing ?? 0
        let run = InstanceRun(template, itemCount: itemCount, section: section, along: rowAxis)
        let (edgeStart, edgeEnd, pitch, instanceCount) = (run.edgeStart, run.edgeEnd, run.pitch, run.count)
        let (extent, lastExtent) = (template.size[rowAxis], run.lastExtent)
        // R-ORTHO-2, R-REF-6: L and T include the cross-axis reference insets.
        let leading = referenceInsets.start(rowAxis) + insets.start(rowAxis)
        let trailing = referenceInsets.end(rowAxis) + insets.end(rowAxis)
        let length = insets.start(scrollAxis) + template.size[scrollAxis] + insets.end(scrollAxis)
        let bandStart = insets.start(scrollAxis) + bandShift
        var geometry = SectionGeometry(
            itemCount: itemCount, template: template, length: length,
            firstInstanceOrigin: Point(along: rowAxis, leading + edgeStart, across: bandStart),
            advanceAxis: rowAxis,
            pitch: pitch, instanceCount: instanceCount, lastInstanceExtent: lastExtent, crossFarEdge: nil,
            elementsMin: 0, elementsMax: length)
        geometry.orthogonalRow = OrthogonalRow(
            behavior: section.orthogonalScrollingBehavior, properties: section.orthogonalScrollingProperties,
            leadingInset: leading, trailingInset: trailing, viewportLength: viewport,
            groupCount: instanceCount,
            firstGroupPosition: leading + edgeStart, pitch: pitch, groupExtent: extent,
            lastGroupExtent: lastExtent,
            trailingEdgeSpacing: edgeEnd)
        if let bounds = template.leafBounds {
            geometry.elementsMin = min(0, bandStart + bounds.min(scrollAxis))
            geometry.elementsMax = max(length, bandStart + bounds.max(scrollAxis))
        }
        geometry.hasDecorations = !section.decorationItems.isEmpty
        return geometry
    }
}

/// The instances of a section's top-level group along the axis they repeat on: count, pitch and
/// the trimmed last extent (R-SECTION-1, R-SECTION-3, R-SECTION-4, R-ORTHO-2).
///
/// Implements R-SECTION-3.
struct InstanceRun {
    let edgeStart: Double
    let edgeEnd: Double
    let pitch: Double
    let count: Int
    let lastExtent: Double

    /// The top-level group's edge spacing along `axis` (R-SECTION-4).
    ///
    /// Implements R-SECTION-4.
    static func edges(of group: LayoutGroup, along axis: Axis) -> (start: Double, end: Double) {
        let edges = group.edgeSpacing
        return (edges?.start(axis)?.spacing ?? 0, edges?.end(axis)?.spacing ?? 0)
    }

    /// Implements R-HORIZ-3. Implements R-SECTION-1. Implements R-SECTION-7.
    init(_ template: Template, itemCount: Int, section: LayoutSection, along axis: Axis) {
        (edgeStart, edgeEnd) = Self.edges(of: section.group, along: axis)
        let perInstance = template.itemCount
        let extent = template.size[axis]
        pitch = edgeStart + extent + edgeEnd + section.interGroupSpacing
        // Rounded up without `itemCount + perInstance - 1`, which overflows near `Int.max`.
        count = itemCount / perInstance + (itemCount % perInstance == 0 ? 0 : 1)
        let usedInLast = itemCount - (count - 1) * perInstance
        if usedInLast == perInstance {
            lastExtent = extent
        } else if template.hasContentSizedGroups {
            // R-EST-3: the empty slots of a partial instance do not count.
            lastExtent = InstanceSolver.extent(of: template, usedLeaves: usedInLast, along: axis).extent
        } else {
            lastExtent = extent - template.reduction(along: axis, usedLeaves: usedInLast)
        }
    }

    /// From the first instance's start edge to the last instance's end edge.
    var length: Double { Double(count - 1) * pitch + edgeStart + lastExtent + edgeEnd }
}
