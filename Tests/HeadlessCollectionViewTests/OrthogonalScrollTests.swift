import CollectionLayout
import HeadlessCollectionView
import Testing

private typealias F = Fixture

@Suite("Orthogonal rows through the view: resting offsets, gestures, bounce (the R-ORTHO rules)")
struct OrthogonalScrollTests {
    struct TargetRow: Sendable, CustomTestStringConvertible {
        var requested: Double
        var continuous: Double
        var leadingBoundary: Double
        var paging: Double
        var centred: Double
        var testDescription: String { "o = \(requested)" }
    }

    // The R-ORTHO worked-example table for the R-ORTHO-2 row (W 390, g 312, pitch 322, L = T = 16, maxO
    // 2852): leading-boundary candidates 322k clamped, pages of 390 − 32 = 358, centred candidates 322k − 23.
    static let targets: [TargetRow] = [
        TargetRow(requested: -100, continuous: 0, leadingBoundary: 0, paging: 0, centred: -23),
        TargetRow(requested: 130, continuous: 130, leadingBoundary: 0, paging: 0, centred: -23),
        TargetRow(requested: 200, continuous: 200, leadingBoundary: 322, paging: 358, centred: 299),
        TargetRow(requested: 500, continuous: 500, leadingBoundary: 644, paging: 358, centred: 621),
        TargetRow(requested: 3000, continuous: 2852, leadingBoundary: 2852, paging: 2852, centred: 2875),
    ]

    @Test(
        "R-ORTHO-8, R-ORTHO-9: setOrthogonalOffset rests per behaviour (the R-ORTHO worked-example table)",
        arguments: targets)
    func programmatic(target: TargetRow) throws {
        let expectations: [(OrthogonalScrollingBehavior, Double)] = [
            (.continuous, target.continuous), (.continuousGroupLeadingBoundary, target.leadingBoundary),
            (.groupPaging, target.leadingBoundary), (.paging, target.paging),
            (.groupPagingCentered, target.centred),
        ]
        for (behavior, expected) in expectations {
            var view = try F.carouselView(behavior)
            try view.setOrthogonalOffset(target.requested, forSection: 0)
            #expect(view.orthogonalOffset(forSection: 0) == expected, "\(behavior)")
        }
    }

    @Test("R-ORTHO-10, R-ORTHO-12: centred paging starts at −23 and shows group 0 centred at x 39")
    func centredInitial() throws {
        var view = try F.carouselView(.groupPagingCentered)
        #expect(view.orthogonalOffset(forSection: 0) == -23)
        // (390 − 312) / 2 = 39.
        F.expectClose(view.visibleFrame(.cell, nil, F.cell(0)), Rect(x: 39, y: 0, width: 312, height: 200))
        // A negative request stays at the negative first candidate.
        try view.setOrthogonalOffset(-500, forSection: 0)
        #expect(view.orthogonalOffset(forSection: 0) == -23)
        // L = 20, T = 10: candidates 322k − 24, group 0 shown at x 44 (centred in 20…380).
        let uneven = try F.carouselView(.groupPagingCentered, leading: 20, trailing: 10)
        #expect(uneven.orthogonalOffset(forSection: 0) == -24)
        F.expectClose(uneven.visibleFrame(.cell, nil, F.cell(0)), Rect(x: 44, y: 0, width: 312, height: 200))
    }

    struct GestureRow: Sendable, CustomTestStringConvertible {
        var behavior: OrthogonalScrollingBehavior
        var start: Double
        var velocity: Double
        var expected: Double
        var testDescription: String { "\(behavior) v = \(velocity)" }
    }

    // R-ORTHO-14, R-ORTHO-15: drag from `start` released at 100. Normal rate 0.998 projects 499 per
    // 1000 pt/s, fast 0.99 projects 99.
    static let gestures: [GestureRow] = [
        // o* = 599 → 599.
        GestureRow(behavior: .continuous, start: 0, velocity: 1000, expected: 599),
        // o* = 599: |599 − 644| = 45 < |599 − 322| = 277 → 644.
        GestureRow(behavior: .continuousGroupLeadingBoundary, start: 0, velocity: 1000, expected: 644),
        // Fast: o* = 199 → nearest page 358.
        GestureRow(behavior: .paging, start: 0, velocity: 1000, expected: 358),
        // o* = 199: |199 − 322| = 123 < 199 → 322.
        GestureRow(behavior: .groupPaging, start: 0, velocity: 1000, expected: 322),
        // From −23: o* = 199 → 299 (|199 − 299| = 100 < |199 + 23| = 222).
        GestureRow(behavior: .groupPagingCentered, start: -23, velocity: 1000, expected: 299),
        // Flick: o* = 100 + 495 = 595 → nearest 716, but one page at most from 0 → 358.
        GestureRow(behavior: .paging, start: 0, velocity: 5000, expected: 358),
        // Backwards: o* = 100 − 499 = −399 → clamped to 0.
        GestureRow(behavior: .continuous, start: 0, velocity: -1000, expected: 0),
    ]

    @Test(
        "R-ORTHO-13, R-ORTHO-14, R-ORTHO-15: gesture targets through orthogonalDragEnded", arguments: gestures
    )
    func gestureTargets(row: GestureRow) throws {
        var view = try F.carouselView(row.behavior)
        try view.orthogonalDragEnded(
            section: 0, releasedAt: 100, velocity: row.velocity, dragStartOffset: row.start)
        // 0.998 / 0.002 is 499 up to rounding.
        let offset = try #require(view.orthogonalOffset(forSection: 0))
        #expect(abs(offset - row.expected) < 1e-9, "got \(offset)")
    }

    @Test("R-ORTHO-15, R-ORTHO-16: begin, update and end a drag")
    func dragSequence() throws {
        var view = try F.carouselView(.groupPaging)
        try view.beginOrthogonalDrag(section: 0)
        #expect(view.isDraggingOrthogonally(section: 0))
        try view.updateOrthogonalDrag(section: 0, offset: 100)
        // While dragging the row shows the finger's offset: cell 0 at 16 − 100 = −84.
        #expect(view.orthogonalOffset(forSection: 0) == 100)
        F.expectClose(view.visibleFrame(.cell, nil, F.cell(0)), Rect(x: -84, y: 0, width: 312, height: 200))
        try view.endOrthogonalDrag(section: 0, velocity: 1000)
        // Released at 100 from a drag that began at 0: 322 (as in the gesture table).
        #expect(view.orthogonalOffset(forSection: 0) == 322)
        #expect(!view.isDraggingOrthogonally(section: 0))
        #expect(throws: HeadlessError.noDragInProgress(section: 0)) {
            try view.endOrthogonalDrag(section: 0, velocity: 0)
        }
    }

    @Test("R-ORTHO-16: bounce .automatic overshoots a scrolling row, .never clamps")
    func bounce() throws {
        var automatic = try F.carouselView(.continuous)
        try automatic.beginOrthogonalDrag(section: 0)
        try automatic.updateOrthogonalDrag(section: 0, offset: -50)
        #expect(automatic.orthogonalOffset(forSection: 0) == -50)
        // Overshoot shows the leading gap: cell 0 at 16 + 50 = 66.
        F.expectClose(
            automatic.visibleFrame(.cell, nil, F.cell(0)), Rect(x: 66, y: 0, width: 312, height: 200))
        try automatic.endOrthogonalDrag(section: 0, velocity: 0)
        #expect(automatic.orthogonalOffset(forSection: 0) == 0)

        var never = try F.carouselView(.continuous, bounce: .never)
        try never.beginOrthogonalDrag(section: 0)
        try never.updateOrthogonalDrag(section: 0, offset: -50)
        #expect(never.orthogonalOffset(forSection: 0) == 0)
        try never.updateOrthogonalDrag(section: 0, offset: 3000)
        #expect(never.orthogonalOffset(forSection: 0) == 2852)
    }

    @Test("R-ORTHO-4, R-ORTHO-16: a row that fits does not scroll, unless bounce is .always")
    func rowThatFits() throws {
        // One item: R = 16 + 312 + 16 = 344 ≤ 390, maxO = 0.
        var view = try F.carouselView(.continuous, count: 1)
        #expect(view.orthogonalRow(forSection: 0)?.offsetRange == 0...0)
        try view.setOrthogonalOffset(100, forSection: 0)
        #expect(view.orthogonalOffset(forSection: 0) == 0)
        try view.beginOrthogonalDrag(section: 0)
        try view.updateOrthogonalDrag(section: 0, offset: 50)
        #expect(view.orthogonalOffset(forSection: 0) == 0)

        var always = try F.carouselView(.continuous, count: 1, bounce: .always)
        try always.beginOrthogonalDrag(section: 0)
        try always.updateOrthogonalDrag(section: 0, offset: 50)
        #expect(always.orthogonalOffset(forSection: 0) == 50)
        try always.endOrthogonalDrag(section: 0, velocity: 800)
        #expect(always.orthogonalOffset(forSection: 0) == 0)

        // R-ORTHO-10: centred paging of one group rests at o_0 = 16 + 156 − (16 + 179) = −23.
        var centred = try F.carouselView(.groupPagingCentered, count: 1)
        try centred.setOrthogonalOffset(100, forSection: 0)
        #expect(centred.orthogonalOffset(forSection: 0) == -23)
    }

    @Test("R-RTL-2, R-ORTHO-18: right-to-left rows keep leading offsets and move the other way")
    func rightToLeft() throws {
        var view = try F.carouselView(.continuous, direction: .rightToLeft)
        try view.setOrthogonalOffset(644, forSection: 0)
        #expect(view.orthogonalOffset(forSection: 0) == 644)
        // Cell 2: W − (660 − 644) − 312 = 62.
        F.expectClose(view.visibleFrame(.cell, nil, F.cell(2)), Rect(x: 62, y: 0, width: 312, height: 200))
        #expect(view.visibleItems(inSection: 0) == [1, 2, 3])
    }

    @Test("Orthogonal input errors")
    func errors() throws {
        var view = try F.mixedView(.continuous)
        #expect(throws: HeadlessError.notOrthogonal(section: 0)) {
            try view.setOrthogonalOffset(10, forSection: 0)
        }
        #expect(throws: HeadlessError.sectionOutOfRange(3)) {
            try view.setOrthogonalOffset(10, forSection: 3)
        }
        #expect(throws: HeadlessError.sectionOutOfRange(-1)) { try view.beginOrthogonalDrag(section: -1) }
        #expect(throws: HeadlessError.invalidOrthogonalOffset(.infinity)) {
            try view.setOrthogonalOffset(.infinity, forSection: 1)
        }
        #expect(throws: HeadlessError.noDragInProgress(section: 1)) {
            try view.updateOrthogonalDrag(section: 1, offset: 5)
        }
        #expect(throws: HeadlessError.invalidVelocity(-.infinity)) {
            try view.orthogonalDragEnded(section: 1, releasedAt: 0, velocity: -.infinity, dragStartOffset: 0)
        }
        #expect(throws: HeadlessError.self) {
            try view.orthogonalDragEnded(section: 1, releasedAt: .nan, velocity: 0, dragStartOffset: 0)
        }
        #expect(view.orthogonalOffsets == [1: 0])
        #expect(view.orthogonalOffset(forSection: 0) == nil)
    }
}
