import CollectionLayout

#if canImport(Testing)
    import Testing
#endif

/// What differs between two frames beyond a tolerance, or nil when they are approximately equal
/// (`Rect.isApproximatelyEqual(to:tolerance:)`): `x differs by 0.5 (16 vs 16.5)`, one clause per
/// coordinate, numbers to 0.01 pt. Usable from any test framework:
///
/// ```swift
/// XCTAssertNil(frameDifference(attributes.frame, Rect(x: 16, y: 0, width: 179, height: 211)))
/// ```
public func frameDifference(_ actual: Rect, _ expected: Rect, tolerance: Double = 0.001) -> String? {
    guard !actual.isApproximatelyEqual(to: expected, tolerance: tolerance) else { return nil }
    let parts: [(String, Double, Double)] = [
        ("x", actual.minX, expected.minX), ("y", actual.minY, expected.minY),
        ("width", actual.width, expected.width), ("height", actual.height, expected.height),
    ]
    let clauses = parts.compactMap { name, value, wanted -> String? in
        guard !(abs(value - wanted) <= tolerance) else { return nil }
        return "\(name) differs by \(FramesText.number(abs(value - wanted))) "
            + "(\(FramesText.number(value)) vs \(FramesText.number(wanted)))"
    }
    return "frame \(FramesText.rect(actual)) is not within \(LayoutNumberFormat.string(tolerance)) pt of "
        + "\(FramesText.rect(expected)): " + clauses.joined(separator: ", ")
}

#if canImport(Testing)
    /// Records a Swift Testing issue when `actual` is nil or not within `tolerance` points of
    /// `expected` in every coordinate, with a message naming each coordinate that differs.
    ///
    /// ```swift
    /// expectFrame(prepared.attributes(forItemAt: LayoutIndexPath(item: 3, section: 0))?.frame,
    ///             approximatelyEquals: Rect(x: 16, y: 221, width: 179, height: 211))
    /// ```
    ///
    /// - Returns: Whether the frames matched.
    @discardableResult
    public func expectFrame(
        _ actual: Rect?, approximatelyEquals expected: Rect, tolerance: Double = 0.001,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        guard let actual else {
            Issue.record("no frame; expected \(FramesText.rect(expected))", sourceLocation: sourceLocation)
            return false
        }
        guard let difference = frameDifference(actual, expected, tolerance: tolerance) else { return true }
        Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        return false
    }
#endif
