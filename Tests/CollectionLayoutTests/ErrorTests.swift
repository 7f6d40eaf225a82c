import CollectionLayout
import Testing

@Suite("Errors and diagnostics (R-DIM-3, R-DIAG)")
struct ErrorTests {
    static func row(_ child: LayoutItem) -> LayoutSection { section(hgroup(fw(1), pt(50), [child])) }

    @Test("R-DIM-3: a negative item width is rejected with its path")
    func negativeDimension() {
        let error = expectLayoutError { try prepare(Self.row(item(pt(-1), fh(1))), itemCounts: [1]) }
        #expect(
            error
                == .invalidDimension(
                    .absolute(-1),
                    at: path(section: 0, "group", "subitems[0]", "layoutSize", "widthDimension")))
    }

    @Test("R-DIM-3: a NaN item height is rejected with its path")
    func nanDimension() throws {
        let error = expectLayoutError { try prepare(Self.row(item(fw(1), fh(.nan))), itemCounts: [1]) }
        guard case .invalidDimension(let dimension, let at) = try #require(error) else {
            Issue.record("expected invalidDimension, got \(String(describing: error))")
            return
        }
        #expect(dimension.kind == .fractionalHeight && dimension.dimension.isNaN)
        #expect(at == path(section: 0, "group", "subitems[0]", "layoutSize", "heightDimension"))
    }

    @Test("R-DIM-3: an infinite group width is rejected with its path")
    func infiniteDimension() {
        let error = expectLayoutError {
            try prepare(section(hgroup(pt(.infinity), pt(50), [item(fw(1), fh(1))])), itemCounts: [1])
        }
        #expect(
            error
                == .invalidDimension(
                    .absolute(.infinity), at: path(section: 0, "group", "layoutSize", "widthDimension")))
    }

    @Test("R-DIM-3: an invalid dimension inside a nested group names the nested path")
    func nestedInvalidDimension() {
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), pt(-5))])
        let error = expectLayoutError {
            try prepare(section(hgroup(fw(1), pt(50), [item(fw(0.5), fh(1)), inner])), itemCounts: [2])
        }
        #expect(
            error
                == .invalidDimension(
                    .absolute(-5),
                    at: path(
                        section: 0, "group", "subitems[1]", "group", "subitems[0]", "layoutSize",
                        "heightDimension")))
    }

    @Test("R-DIAG-1: the error names the section it occurs in")
    func errorInLaterSection() {
        let error = expectLayoutError {
            try prepare(
                provider: { index, _ in
                    Self.row(item(fw(index == 2 ? -0.5 : 0.5), fh(1)))
                }, itemCounts: [1, 1, 1])
        }
        #expect(
            error
                == .invalidDimension(
                    .fractionalWidth(-0.5),
                    at: path(section: 2, "group", "subitems[0]", "layoutSize", "widthDimension")))
    }

    @Test("R-DIAG-1: NaN section insets are rejected")
    func nanSectionInsets() throws {
        let error = expectLayoutError {
            try prepare(
                section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), insets: insets(.nan, 0, 0, 0)),
                itemCounts: [1])
        }
        guard case .invalidNumber(let value, let at) = try #require(error) else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(at == path(section: 0, "contentInsets", "top"))
    }

    @Test("R-DIAG-1: NaN item insets are rejected")
    func nanItemInsets() throws {
        let error = expectLayoutError {
            try prepare(Self.row(item(fw(1), fh(1), insets: insets(0, .nan, 0, 0))), itemCounts: [1])
        }
        guard case .invalidNumber(let value, let at) = try #require(error) else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(at == path(section: 0, "group", "subitems[0]", "contentInsets", "leading"))
    }

    @Test("R-DIAG-1: NaN inter-item spacing is rejected")
    func nanInterItemSpacing() throws {
        let error = expectLayoutError {
            try prepare(
                section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))], spacing: .fixed(.nan))), itemCounts: [1])
        }
        guard case .invalidNumber(let value, let at) = try #require(error) else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(at == path(section: 0, "group", "interItemSpacing"))
    }

    @Test("R-DIAG-1: NaN edge spacing is rejected")
    func nanEdgeSpacing() throws {
        let error = expectLayoutError {
            try prepare(
                Self.row(item(fw(0.5), fh(1), edges: edges(trailing: .flexible(.nan)))), itemCounts: [1])
        }
        guard case .invalidNumber(let value, let at) = try #require(error) else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(at == path(section: 0, "group", "subitems[0]", "edgeSpacing", "trailing"))
    }

    @Test("R-DIAG-1: NaN inter-group spacing is rejected")
    func nanInterGroupSpacing() throws {
        let error = expectLayoutError {
            try prepare(
                section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]), interGroupSpacing: .nan),
                itemCounts: [1])
        }
        guard case .invalidNumber(let value, let at) = try #require(error) else {
            Issue.record("expected invalidNumber, got \(String(describing: error))")
            return
        }
        #expect(value.isNaN)
        #expect(at == path(section: 0, "interGroupSpacing"))
    }

    @Test("R-DIAG-1: infinite inter-section spacing is rejected at layout level")
    func infiniteInterSectionSpacing() {
        let error = expectLayoutError {
            try prepare(
                Self.row(item(fw(1), fh(1))), itemCounts: [1, 1],
                configuration: configuration(interSectionSpacing: .infinity))
        }
        #expect(error == .invalidNumber(.infinity, at: path(section: nil, "interSectionSpacing")))
    }

    @Test("R-COUNT-1: count 0 is rejected")
    func countZero() {
        let group = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), subitem: item(pt(40), fh(1)), count: 0)
        let error = expectLayoutError { try prepare(section(group), itemCounts: [1]) }
        #expect(error == .invalidCount(0, at: path(section: 0, "group", "count")))
    }

    @Test("R-COUNT-4: repeating count 0 is rejected")
    func repeatingCountZero() throws {
        let group = LayoutGroup.vertical(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(40), fh(1)), count: 0)
        let error = expectLayoutError { try prepare(section(group), itemCounts: [1]) }
        guard case .invalidCount(let count, let at) = try #require(error) else {
            Issue.record("expected invalidCount, got \(String(describing: error))")
            return
        }
        #expect(count == 0)
        #expect(at.section == 0)
    }

    @Test("R-DIAG-1: negative item counts are rejected with their section")
    func negativeItemCount() {
        let error = expectLayoutError { try prepare(Self.row(item(fw(1), fh(1))), itemCounts: [3, -1]) }
        #expect(error == .invalidItemCount(-1, section: 1))
    }

    @Test("R-DIAG-1: a horizontal group without subitems is rejected")
    func emptySubitems() {
        let error = expectLayoutError { try prepare(section(hgroup(fw(1), pt(50), [])), itemCounts: [1]) }
        #expect(error == .emptySubitems(at: path(section: 0, "group", "subitems")))
    }

    @Test("R-DIAG-1: a negative container size is rejected")
    func negativeContainer() throws {
        let error = expectLayoutError {
            try prepare(Self.row(item(fw(1), fh(1))), itemCounts: [1], in: environment(width: -1))
        }
        guard case .invalidEnvironment = try #require(error) else {
            Issue.record("expected invalidEnvironment, got \(String(describing: error))")
            return
        }
    }

    @Test("R-GROUP-4, R-DIAG-2: a group that cannot fit one item empties the section")
    func groupHoldsNoItems() throws {
        // IT(abs400) > 390 → n = 0; the section is empty: no cells, no length, insets not applied.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(pt(400), fh(1))]), insets: insets(10, 0, 10, 0)),
            itemCounts: [3])
        #expect(frames(layout, section: 0).isEmpty)
        #expect(layout.attributes(forItemAt: LayoutIndexPath(item: 0, section: 0)) == nil)
        #expect(layout.diagnostics.map(\.kind) == [.groupHoldsNoItems])
        #expect(layout.diagnostics.first?.path.section == 0)
        #expect(layout.allElements().isEmpty)
        expectSize(layout.contentSize, Size(width: 390, height: 0))
    }

    @Test("R-DIAG-4: strict mode turns groupHoldsNoItems into LayoutError.strict")
    func groupHoldsNoItemsStrict() throws {
        let error = expectLayoutError {
            try prepare(
                provider: { index, _ in
                    index == 1 ? Self.row(item(pt(400), fh(1))) : Self.row(item(fw(1), fh(1)))
                }, itemCounts: [1, 1], strict: true)
        }
        guard case .strict(let diagnostic) = try #require(error) else {
            Issue.record("expected strict, got \(String(describing: error))")
            return
        }
        #expect(diagnostic.kind == .groupHoldsNoItems)
        #expect(diagnostic.path.section == 1)
    }

    @Test("R-DIAG-4: strict mode rejects subitemsDropped and repeatingGroupOverflows")
    func strictOtherDiagnostics() throws {
        let dropping = section(hgroup(fw(1), pt(50), [item(pt(200), fh(1)), item(pt(200), fh(1))]))
        let dropped = expectLayoutError { try prepare(dropping, itemCounts: [1], strict: true) }
        guard case .strict(let first) = try #require(dropped) else {
            Issue.record("expected strict, got \(String(describing: dropped))")
            return
        }
        #expect(first.kind == .subitemsDropped && first.path.section == 0)
        let overflowing = LayoutGroup.horizontal(
            layoutSize: size(fw(1), pt(20)), repeatingSubitem: item(pt(150), fh(1)), count: 3)
        let overflow = expectLayoutError { try prepare(section(overflowing), itemCounts: [1], strict: true) }
        guard case .strict(let second) = try #require(overflow) else {
            Issue.record("expected strict, got \(String(describing: overflow))")
            return
        }
        #expect(second.kind == .repeatingGroupOverflows && second.path.section == 0)
    }

    @Test("R-GROUP-2, R-DIAG-2: an unbounded group holds the section's item count")
    func unboundedGroup() throws {
        // IT(abs0, fh1): zero footprint, s = 0 → n = c = 5; all at (0, 0, 0, 50); one row.
        let layout = try prepare(Self.row(item(pt(0), fh(1))), itemCounts: [5])
        #expect(layout.itemsPerGroup(inSection: 0) == 5)
        expectFrames(frames(layout), Array(repeating: rect(0, 0, 0, 50), count: 5))
        #expect(layout.diagnostics.map(\.kind) == [.unboundedGroup])
        #expect(layout.diagnostics.first?.path.section == 0)
        expectSize(layout.contentSize, Size(width: 390, height: 50))
    }

    @Test("R-DIAG-4: strict mode rejects an unbounded group")
    func unboundedGroupStrict() throws {
        let error = expectLayoutError {
            try prepare(Self.row(item(pt(0), fh(1))), itemCounts: [5], strict: true)
        }
        guard case .strict(let diagnostic) = try #require(error) else {
            Issue.record("expected strict, got \(String(describing: error))")
            return
        }
        #expect(diagnostic.kind == .unboundedGroup && diagnostic.path.section == 0)
    }

    @Test("R-GROUP-4: a zero-width container cannot hold an absolute-width item")
    func zeroWidthAbsolute() throws {
        let layout = try prepare(Self.row(item(pt(10), fh(1))), itemCounts: [2], in: environment(width: 0))
        #expect(layout.allElements().isEmpty)
        #expect(layout.diagnostics.map(\.kind) == [.groupHoldsNoItems])
        expectSize(layout.contentSize, Size(width: 0, height: 0))
    }

    @Test("R-GROUP-2: a zero-width container makes fractional items unbounded")
    func zeroWidthFractional() throws {
        // fw0.5 of 0 = 0: every footprint is 0 and s = 0 → n = c = 3, frames (0, 0, 0, 50).
        let layout = try prepare(Self.row(item(fw(0.5), fh(1))), itemCounts: [3], in: environment(width: 0))
        expectFrames(frames(layout), Array(repeating: rect(0, 0, 0, 50), count: 3))
        #expect(layout.diagnostics.map(\.kind) == [.unboundedGroup])
        expectSize(layout.contentSize, Size(width: 0, height: 50))
    }

    @Test("R-DIM-3: an invalid dimension inside a subitem that is dropped by fitting is still rejected")
    func invalidInDroppedSubitem() {
        // HG(fw1, abs50, [IT(fw1, fh1), VG(fw0.5, fh1, [IT(fw1, abs−1)])]): n = 1 (390 + 195 > 390), so the
        // VG is never laid out — but its description holds a negative dimension, which R-DIM-3 rejects.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), pt(-1))])
        let error = expectLayoutError {
            try prepare(section(hgroup(fw(1), pt(50), [item(fw(1), fh(1)), inner])), itemCounts: [2])
        }
        #expect(
            error
                == .invalidDimension(
                    .absolute(-1),
                    at: path(
                        section: 0, "group", "subitems[1]", "group", "subitems[0]", "layoutSize",
                        "heightDimension")))
    }

    @Test("R-DIM-3, R-DIAG-1: an invalid dimension in a section without items is still rejected")
    func invalidInEmptySection() {
        let error = expectLayoutError { try prepare(Self.row(item(fw(-1), fh(1))), itemCounts: [0]) }
        #expect(
            error
                == .invalidDimension(
                    .fractionalWidth(-1),
                    at: path(section: 0, "group", "subitems[0]", "layoutSize", "widthDimension")))
    }

    @Test("R-DIAG-4: strict mode rejects contentInsetsIgnoredOnEstimatedAxis")
    func strictEstimatedInsets() throws {
        let error = expectLayoutError {
            try prepare(
                section(hgroup(fw(1), est(50), [item(fw(0.5), est(50), insets: insets(5, 0, 0, 0))])),
                itemCounts: [1], strict: true)
        }
        guard case .strict(let diagnostic) = try #require(error) else {
            Issue.record("expected strict, got \(String(describing: error))")
            return
        }
        #expect(diagnostic.kind == .contentInsetsIgnoredOnEstimatedAxis)
        #expect(diagnostic.path == path(section: 0, "group", "subitems[0]", "contentInsets"))
    }

    @Test("R-DIAG-2: a diagnostic in a nested group names the nested group's path")
    func nestedDiagnosticPath() throws {
        // HG(fw1, abs100, [VG(fw0.5, fh1, [IT(fw1, abs60), IT(fw1, abs60)])]): the VG fits one 60-pt item
        // (two need 120 > 100) → subitemsDropped at section 0: group.subitems[0].group.
        let inner = vgroup(fw(0.5), fh(1), [item(fw(1), pt(60)), item(fw(1), pt(60))])
        let layout = try prepare(section(hgroup(fw(1), pt(100), [inner])), itemCounts: [2])
        expectFrames(frames(layout), [rect(0, 0, 195, 60), rect(195, 0, 195, 60)])
        #expect(layout.diagnostics.map(\.kind) == [.subitemsDropped])
        #expect(layout.diagnostics.first?.path == path(section: 0, "group", "subitems[0]", "group"))
    }
}
