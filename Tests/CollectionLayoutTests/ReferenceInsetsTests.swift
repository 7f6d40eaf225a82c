import CollectionLayout
import Testing

@Suite("Content insets reference (R-REF)")
struct ReferenceInsetsTests {
    static let safeArea = insets(47, 0, 34, 0)
    static let margins = insets(0, 16, 0, 16)

    static func exampleSection(reference: ContentInsetsReference = .automatic) -> LayoutSection {
        section(
            hgroup(fw(1), pt(44), [item(fw(0.5), fh(1))]), insets: insets(0, 4, 0, 4), reference: reference)
    }

    @Test(
        "R-REF-2, R-REF-4: layoutMargins and readableContent use safe area + margins across only",
        arguments: [ContentInsetsReference.layoutMargins, .readableContent])
    func marginsReference(reference: ContentInsetsReference) throws {
        // The R-REF worked example: container 390 − 16 − 16 − 4 − 4 = 350 → (20, 0, 175, 44), (195, 0, 175,
        // 44).
        let layout = try prepare(
            Self.exampleSection(), itemCounts: [2],
            in: environment(safeArea: Self.safeArea, margins: Self.margins),
            configuration: configuration(reference: reference))
        expectFrames(frames(layout), [rect(20, 0, 175, 44), rect(195, 0, 175, 44)])
        expectSize(layout.contentSize, Size(width: 390, height: 44))
    }

    @Test(
        "R-REF-1, R-REF-3, R-REF-5: safeArea, none and automatic ignore the margins",
        arguments: [ContentInsetsReference.safeArea, .none, .automatic])
    func safeAreaReference(reference: ContentInsetsReference) throws {
        // Worked example: container 382 → (4, 0, 191, 44), (195, 0, 191, 44).
        let layout = try prepare(
            Self.exampleSection(), itemCounts: [2],
            in: environment(safeArea: Self.safeArea, margins: Self.margins),
            configuration: configuration(reference: reference))
        expectFrames(frames(layout), [rect(4, 0, 191, 44), rect(195, 0, 191, 44)])
    }

    @Test("R-REF-3: a section-level reference gives the same geometry as the configuration's")
    func sectionLevelReference() throws {
        let layout = try prepare(
            Self.exampleSection(reference: .layoutMargins), itemCounts: [2],
            in: environment(safeArea: Self.safeArea, margins: Self.margins))
        expectFrames(frames(layout), [rect(20, 0, 175, 44), rect(195, 0, 175, 44)])
    }

    @Test("R-REF-4: readableContent narrows wide containers to the readable width")
    func readableWide() throws {
        // 1024 wide, margins 16/16: remaining 992 > 672 → extra (992 − 672)/2 = 160 each side;
        // leading inset 176, group 672 → items 336 at x 176, 512.
        let layout = try prepare(
            section(hgroup(fw(1), pt(44), [item(fw(0.5), fh(1))])), itemCounts: [2],
            in: environment(width: 1024, height: 768, margins: Self.margins),
            configuration: configuration(reference: .readableContent))
        expectFrames(frames(layout), [rect(176, 0, 336, 44), rect(512, 0, 336, 44)])
    }

    @Test("R-REF-2: leading and trailing safe-area insets shape a vertical layout")
    func landscapeSafeArea() throws {
        // 844 × 390 with safe area leading/trailing 44: container 756 → items 378 at x 44, 422.
        let layout = try prepare(
            section(hgroup(fw(1), pt(44), [item(fw(0.5), fh(1))])), itemCounts: [2],
            in: environment(width: 844, height: 390, safeArea: insets(0, 44, 21, 44)))
        expectFrames(frames(layout), [rect(44, 0, 378, 44), rect(422, 0, 378, 44)])
        expectSize(layout.contentSize, Size(width: 844, height: 44))
    }

    @Test("R-REF-2, R-HORIZ-1: a horizontal layout uses only the top and bottom reference insets")
    func horizontalSafeArea() throws {
        // Safe area (47, 10, 34, 10): the group is 844 − 81 = 763 tall; the leading 10 is ignored.
        // VG(abs100, fh1, [IT(fw1, fh0.5)]): items 100 × 381.5 at (0, 47), (0, 428.5).
        let layout = try prepare(
            section(vgroup(pt(100), fh(1), [item(fw(1), fh(0.5))])), itemCounts: [2],
            in: environment(safeArea: insets(47, 10, 34, 10)),
            configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), [rect(0, 47, 100, 381.5), rect(0, 428.5, 100, 381.5)])
    }

    @Test("R-REF-3: a section's own reference overrides the configuration's")
    func sectionOverridesConfiguration() throws {
        // Configuration .layoutMargins, section .none: container 390 − 4 − 4 = 382 → (4, 0, 191, 44).
        let layout = try prepare(
            Self.exampleSection(reference: .none), itemCounts: [2],
            in: environment(safeArea: Self.safeArea, margins: Self.margins),
            configuration: configuration(reference: .layoutMargins))
        expectFrames(frames(layout), [rect(4, 0, 191, 44), rect(195, 0, 191, 44)])
    }

    @Test("R-PROVIDER-4: reference insets below 1 are points, not fractions")
    func subPointInsets() throws {
        // Safe area leading/trailing 0.5 → container 389 → (0.5, 0, 389, 44).
        let layout = try prepare(
            section(hgroup(fw(1), pt(44), [item(fw(1), fh(1))])), itemCounts: [1],
            in: environment(safeArea: insets(0, 0.5, 0, 0.5)))
        expectFrames(frames(layout), [rect(0.5, 0, 389, 44)])
    }
}
