import CollectionLayout
import Testing

/// One row of the group rules' "Examples R-GROUP-2, R-GROUP-3, R-GROUP-5" table (`HG(fw1, abs10, [...])`, A =
/// 390).
struct FittingRow: Sendable, CustomTestStringConvertible {
    var name: String
    var subitems: [LayoutItem]
    var spacing: LayoutSpacing?
    var n: Int
    var widths: [Double]
    var xs: [Double]
    var tolerance: Double = exact

    var testDescription: String { name }
}

@Suite("Groups: fitting and placement (R-GROUP)")
struct GroupFittingTests {
    static let rows: [FittingRow] = [
        // 4 × 117 = 468 > 390 → n = 3; 39 unused at the end.
        FittingRow(
            name: "IT(fw0.3), no spacing", subitems: [item(fw(0.3), fh(1))], spacing: nil, n: 3,
            widths: [117, 117, 117], xs: [0, 117, 234]),
        // 0.25 × (390 − 36) = 88.5; pitch 100.5.
        FittingRow(
            name: "IT(fw0.25), fix12", subitems: [item(fw(0.25), fh(1))], spacing: .fixed(12), n: 4,
            widths: [88.5, 88.5, 88.5, 88.5], xs: [0, 100.5, 201, 301.5]),
        // (390 − 16)/3 = 374/3; pitch 374/3 + 8 = 398/3; fits within ε.
        FittingRow(
            name: "IT(fw1/3), fix8", subitems: [item(fw(1.0 / 3), fh(1))], spacing: .fixed(8), n: 3,
            widths: [374.0 / 3, 374.0 / 3, 374.0 / 3], xs: [0, 398.0 / 3, 796.0 / 3]),
        // n = 2: container 380 → 190, then 60 at 200; n = 3 would need 185 + 60 + 185 + 20 = 450.
        FittingRow(
            name: "IT(fw0.5), IT(abs60), fix10", subitems: [item(fw(0.5), fh(1)), item(pt(60), fh(1))],
            spacing: .fixed(10), n: 2, widths: [190, 60], xs: [0, 200]),
        // leftover 390 − 312 − 12 = 66 → +33 per gap → pitch 104 + 6 + 33 = 143.
        FittingRow(
            name: "IT(abs104), flex6", subitems: [item(pt(104), fh(1))], spacing: .flexible(6), n: 3,
            widths: [104, 104, 104], xs: [0, 143, 286]),
        // 0.3 × 366 = 109.8; leftover 390 − 329.4 − 24 = 36.6 → +18.3 per gap → pitch 140.1.
        FittingRow(
            name: "IT(fw0.3), flex12", subitems: [item(fw(0.3), fh(1))], spacing: .flexible(12), n: 3,
            widths: [109.8, 109.8, 109.8], xs: [0, 140.1, 280.2]),
    ]

    @Test("R-GROUP-2, R-GROUP-3, R-GROUP-5: fitting table", arguments: rows)
    func fittingTable(row: FittingRow) throws {
        let group = hgroup(fw(1), pt(10), row.subitems, spacing: row.spacing)
        let layout = try prepare(section(group), itemCounts: [row.n])
        #expect(layout.itemsPerGroup(inSection: 0) == row.n)
        let expected = zip(row.xs, row.widths).map { rect($0, 0, $1, 10) }
        expectFrames(frames(layout), expected, tolerance: row.tolerance)
    }

    @Test("R-GROUP-2: the section's next item starts a new instance after n", arguments: rows)
    func nextInstance(row: FittingRow) throws {
        let group = hgroup(fw(1), pt(10), row.subitems, spacing: row.spacing)
        let layout = try prepare(section(group), itemCounts: [row.n + 1])
        // Item n is the first of instance 1: at x of slot 0, y 10.
        let frame = try #require(layout.attributes(forItemAt: LayoutIndexPath(item: row.n, section: 0))).frame
        expectFrames([frame], [rect(row.xs[0], 10, row.widths[0], 10)])
    }

    @Test("R-GROUP-1: subitems are taken in order and cycled")
    func cycling() throws {
        // HG(fw1, abs50, [IT(abs100), IT(abs50)]): 100 + 50 + 100 + 50 = 300 fits, adding the fifth
        // (100) gives 400 > 390 → n = 4 at x 0, 100, 150, 250.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(pt(100), fh(1)), item(pt(50), fh(1))])), itemCounts: [5])
        #expect(layout.itemsPerGroup(inSection: 0) == 4)
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 100, 50), rect(100, 0, 50, 50), rect(150, 0, 100, 50), rect(250, 0, 50, 50),
                rect(0, 50, 100, 50),
            ])
        #expect(layout.diagnostics.isEmpty)
    }

    @Test("R-GROUP-4: subitems past n are dropped and the next instance restarts at subitems[0]")
    func droppedSubitems() throws {
        // [IT(abs200), IT(abs150), IT(abs100)]: 350 fits, 450 does not → n = 2; the third is dropped.
        let layout = try prepare(
            section(
                hgroup(fw(1), pt(50), [item(pt(200), fh(1)), item(pt(150), fh(1)), item(pt(100), fh(1))])),
            itemCounts: [4])
        #expect(layout.itemsPerGroup(inSection: 0) == 2)
        expectFrames(
            frames(layout),
            [rect(0, 0, 200, 50), rect(200, 0, 150, 50), rect(0, 50, 200, 50), rect(200, 50, 150, 50)])
        #expect(layout.diagnostics.map(\.kind) == [.subitemsDropped])
        #expect(layout.diagnostics.first?.path.section == 0)
    }

    @Test("R-GROUP-2: vertical groups fit along y")
    func verticalFitting() throws {
        // VG(fw1, abs100, [IT(fw1, abs30)]) fix5: 3 × 30 + 2 × 5 = 100 fits; 4 would need 135.
        let layout = try prepare(
            section(vgroup(fw(1), pt(100), [item(fw(1), pt(30))], spacing: .fixed(5))), itemCounts: [4])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(
            frames(layout),
            [rect(0, 0, 390, 30), rect(0, 35, 390, 30), rect(0, 70, 390, 30), rect(0, 100, 390, 30)])
    }

    @Test("R-GROUP-6: a subitem longer than its group across overflows; later groups do not move")
    func crossOverflow() throws {
        // IT(fw0.5, abs80) in HG(fw1, abs50): items 80 tall, rows still 50 apart.
        let layout = try prepare(section(hgroup(fw(1), pt(50), [item(fw(0.5), pt(80))])), itemCounts: [3])
        expectFrames(frames(layout), [rect(0, 0, 195, 80), rect(195, 0, 195, 80), rect(0, 50, 195, 80)])
        expectSize(layout.contentSize, Size(width: 390, height: 100))
    }

    @Test("R-GROUP-2: the group's content length excludes its content insets")
    func fittingInsideInsets() throws {
        // HG(fw1, abs50) insets leading 10 trailing 10 → A = 370; IT(abs100): 3 fit (300), 4 need 400.
        let layout = try prepare(
            section(hgroup(fw(1), pt(50), [item(pt(100), fh(1))], insets: insets(0, 10, 0, 10))),
            itemCounts: [3])
        #expect(layout.itemsPerGroup(inSection: 0) == 3)
        expectFrames(frames(layout), [rect(10, 0, 100, 50), rect(110, 0, 100, 50), rect(210, 0, 100, 50)])
    }

    @Test(
        "fit tolerance: a total within ε = 0.0001 above A fits",
        arguments: [
            (130.00003, 3), (130.0001, 2),
        ])
    func fitTolerance(width: Double, n: Int) throws {
        // 3 × 130.00003 = 390.00009 ≤ 390.0001 → 3 fit; 3 × 130.0001 = 390.0003 > 390.0001 → 2.
        let layout = try prepare(section(hgroup(fw(1), pt(10), [item(pt(width), fh(1))])), itemCounts: [1])
        #expect(layout.itemsPerGroup(inSection: 0) == n)
    }

    @Test("R-SPACING-3: a leftover negative within ε is shared among flexible gaps")
    func negativeLeftoverShared() throws {
        // IT(abs130.00003) flexible(0): leftover 390 − 390.00009 = −0.00009 → −0.000045 per gap:
        // x1 = 130.00003 − 0.000045 = 129.999985, x2 = 259.99997.
        let layout = try prepare(
            section(hgroup(fw(1), pt(10), [item(pt(130.00003), fh(1))], spacing: .flexible(0))),
            itemCounts: [3])
        expectFrames(
            frames(layout),
            [
                rect(0, 0, 130.00003, 10), rect(129.999985, 0, 130.00003, 10),
                rect(259.99997, 0, 130.00003, 10),
            ],
            tolerance: 1e-9)
    }
}
