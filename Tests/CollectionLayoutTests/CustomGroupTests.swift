import CollectionLayout
import Testing

@Suite("Custom groups (R-CUSTOM)")
struct CustomGroupTests {
    static func exampleSection(extra: [LayoutGroupCustomItem] = []) -> LayoutSection {
        let group = LayoutGroup.custom(layoutSize: size(fw(1), pt(124))) { _ in
            [
                LayoutGroupCustomItem(frame: rect(0, 0, 179, 124)),
                LayoutGroupCustomItem(frame: rect(179, 0, 179, 62), zIndex: 2),
                LayoutGroupCustomItem(frame: rect(179, 62, 179, 62)),
            ] + extra
        }
        return section(group, insets: insets(10, 16, 10, 16))
    }

    @Test("R-CUSTOM-1, R-CUSTOM-2, R-CUSTOM-3: custom frames, repetition, zIndex, untrimmed last instance")
    func example() throws {
        // The R-CUSTOM worked example: group 358 × 124 at (16, 10); section height 10 + 124 + 124 + 10 = 268.
        let layout = try prepare(Self.exampleSection(), itemCounts: [4])
        expectFrames(
            frames(layout),
            [rect(16, 10, 179, 124), rect(195, 10, 179, 62), rect(195, 72, 179, 62), rect(16, 134, 179, 124)])
        let zIndices = layout.allElements().map(\.zIndex)
        #expect(zIndices == [0, 2, 0, 0])
        expectSize(layout.contentSize, Size(width: 390, height: 268))
    }

    @Test("R-CUSTOM-1: frames are used unclipped, negative and oversized")
    func unclipped() throws {
        // Worked example: a frame [-8, -4, 406, 20] gives (16 − 8, 10 − 4, 406, 20) = (8, 6, 406, 20).
        let layout = try prepare(
            Self.exampleSection(extra: [LayoutGroupCustomItem(frame: rect(-8, -4, 406, 20))]), itemCounts: [4]
        )
        expectFrames(
            frames(layout),
            [rect(16, 10, 179, 124), rect(195, 10, 179, 62), rect(195, 72, 179, 62), rect(8, 6, 406, 20)])
    }

    @Test("R-CUSTOM-1, R-CONT-4: the provider sees the resolved group size and the group's insets")
    func providerEnvironment() throws {
        // Group fw1 × abs124 with section insets 16/16 → 358 × 124; group insets (1, 2, 3, 4).
        // The provider echoes what it sees: frame (leading, top, width/2, height) → (2, 1, 179, 124).
        var group = LayoutGroup.custom(layoutSize: size(fw(1), pt(124))) { environment in
            let container = environment.container
            return [
                LayoutGroupCustomItem(
                    frame: rect(
                        container.contentInsets.leading, container.contentInsets.top,
                        container.contentSize.width / 2, container.contentSize.height))
            ]
        }
        group.contentInsets = insets(1, 2, 3, 4)
        let layout = try prepare(section(group, insets: insets(0, 16, 0, 16)), itemCounts: [1])
        // Frames are relative to the group's outer origin (16, 0): (16 + 2, 0 + 1, 179, 124).
        expectFrames(frames(layout), [rect(18, 1, 179, 124)])
    }

    @Test("R-CUSTOM-4: zero frames make an empty template (R-GROUP-4)")
    func zeroFrames() throws {
        let group = LayoutGroup.custom(layoutSize: size(fw(1), pt(124))) { _ in [] }
        let layout = try prepare(section(group, insets: insets(10, 0, 10, 0)), itemCounts: [3])
        #expect(layout.allElements().isEmpty)
        // An empty template is an empty section (R-SECTION-6): no length, insets not applied.
        expectSize(layout.contentSize, Size(width: 390, height: 0))
        #expect(layout.diagnostics.map(\.kind) == [.groupHoldsNoItems])
    }

    @Test("R-CUSTOM-4: a custom group as a subitem is sized like any subitem")
    func customAsSubitem() throws {
        // HG(fw1, abs100, [custom(fw0.5, fh1)]): custom group 195 × 100, two fit → k = 4.
        // Frames (0, 0, 50, 50), (50, 50, 50, 50) in each; second custom group at x 195.
        let custom = LayoutGroup.custom(layoutSize: size(fw(0.5), fh(1))) { _ in
            [
                LayoutGroupCustomItem(frame: rect(0, 0, 50, 50)),
                LayoutGroupCustomItem(frame: rect(50, 50, 50, 50)),
            ]
        }
        let layout = try prepare(section(hgroup(fw(1), pt(100), [custom])), itemCounts: [5])
        #expect(layout.itemsPerGroup(inSection: 0) == 4)
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 50, 50), rect(50, 50, 50, 50), rect(195, 0, 50, 50), rect(245, 50, 50, 50),
                rect(0, 100, 50, 50),
            ])
    }

    @Test("R-CUSTOM-2: a custom group repeats along x in a horizontal layout, never trimmed")
    func customHorizontal() throws {
        // custom(abs100, fh1) with frames (0, 0, 40, 40) and (50, 50, 40, 40); 3 items:
        // instance 0 at x 0, instance 1 at x 100 holding one item; content width 200 (not trimmed).
        let custom = LayoutGroup.custom(layoutSize: size(pt(100), fh(1))) { _ in
            [
                LayoutGroupCustomItem(frame: rect(0, 0, 40, 40)),
                LayoutGroupCustomItem(frame: rect(50, 50, 40, 40)),
            ]
        }
        let layout = try prepare(
            section(custom), itemCounts: [3], configuration: configuration(scroll: .horizontal))
        expectFrames(frames(layout), [rect(0, 0, 40, 40), rect(50, 50, 40, 40), rect(100, 0, 40, 40)])
        expectSize(layout.contentSize, Size(width: 200, height: 844))
    }

    @Test("R-CUSTOM-4: the item provider is called once per section per solve")
    func providerCalledOnce() throws {
        let calls = Locked(0)
        let group = LayoutGroup.custom(layoutSize: size(fw(1), pt(100))) { _ in
            calls.withLock { $0 += 1 }
            return [LayoutGroupCustomItem(frame: rect(0, 0, 100, 100))]
        }
        // 10 items → 10 instances of the one-frame template; one provider call.
        let layout = try prepare(section(group), itemCounts: [10])
        #expect(frames(layout).count == 10)
        #expect(calls.withLock { $0 } == 1)
    }

    @Test("R-CUSTOM-4: a nested custom group's provider is also called once per section per solve")
    func nestedProviderCalledOnce() throws {
        // HG(fw1, abs100, [custom(fw0.5, fh1)]): the template holds two copies of the same custom group
        // (same size, same environment); R-CUSTOM-4 allows one call per section per solve.
        let calls = Locked(0)
        let custom = LayoutGroup.custom(layoutSize: size(fw(0.5), fh(1))) { _ in
            calls.withLock { $0 += 1 }
            return [LayoutGroupCustomItem(frame: rect(0, 0, 50, 50))]
        }
        let layout = try prepare(section(hgroup(fw(1), pt(100), [custom])), itemCounts: [4])
        expectFrames(
            frames(layout),
            [rect(0, 0, 50, 50), rect(195, 0, 50, 50), rect(0, 100, 50, 50), rect(195, 100, 50, 50)])
        #expect(calls.withLock { $0 } == 1)
    }

    @Test("R-CUSTOM-1, R-CUSTOM-4: a nested custom group's provider sees the nested group's size")
    func nestedProviderSize() throws {
        // custom(fw0.5, fh1) inside HG(fw1, abs100): the provider sees 195 × 100 and fills it.
        let custom = LayoutGroup.custom(layoutSize: size(fw(0.5), fh(1))) { environment in
            let size = environment.container.contentSize
            return [LayoutGroupCustomItem(frame: rect(0, 0, size.width, size.height))]
        }
        let layout = try prepare(section(hgroup(fw(1), pt(100), [custom])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 195, 100), rect(195, 0, 195, 100)])
    }
}
