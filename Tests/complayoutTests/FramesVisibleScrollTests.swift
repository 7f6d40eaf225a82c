import Foundation
import Testing

/// `frames --visible` always runs through the headless collection view, so an empty `--sizes`
/// file (a size provider that measures nothing) changes nothing it prints (R-SCROLL-2,
/// R-SCROLL-3, R-RTL-3, R-ORTHO-9).
@Suite("complayout frames --visible: one scroll model with and without --sizes")
struct FramesVisibleScrollTests {
    /// 20 cells of 100 pt in a horizontal right-to-left layout, bounds 390 × 300, safe area
    /// leading 40 / trailing 10.
    static let rightToLeft = """
        version: 1
        environment: {width: 390, height: 300, layoutDirection: rightToLeft,
                      safeAreaInsets: {top: 0, leading: 40, bottom: 0, trailing: 10}}
        configuration: {scrollDirection: horizontal}
        sections:
          - itemCount: 20
            group:
              horizontal:
                size: {width: "absolute(100)", height: "fractionalHeight(1)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    /// A vertical right-to-left layout with a safe area, an estimated list section and an
    /// orthogonal carousel.
    static let verticalCarousel = """
        version: 1
        environment: {width: 390, height: 844, layoutDirection: rightToLeft,
                      safeAreaInsets: {top: 47, leading: 12, bottom: 34, trailing: 6}}
        sections:
          - itemCount: 12
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "estimated(60)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(0.5)", height: "estimated(60)"}}
          - itemCount: 10
            orthogonalScrollingBehavior: groupPaging
            interGroupSpacing: 10
            contentInsets: {top: 0, leading: 16, bottom: 0, trailing: 16}
            group:
              horizontal:
                size: {width: "fractionalWidth(0.8)", height: "absolute(200)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
          - itemCount: 30
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "absolute(80)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}
        """

    /// Runs `frames FILE --visible extra…`, with `--sizes` naming a file holding `{}` when `sizes`.
    func visible(_ description: String, sizes: Bool, _ extra: [String] = []) throws -> CLIProcess.Result {
        try CLIProcess.run(writing: [("layout.yaml", description), ("sizes.json", "{}")]) { paths in
            ["frames", paths[0], "--visible"] + (sizes ? ["--sizes", paths[1]] : []) + extra
        }
    }

    @Test(
        "R-RTL-3: a horizontal right-to-left layout starts at x 1650 and shows cells 0–3",
        arguments: [false, true])
    func rightToLeftStart(sizes: Bool) throws {
        let result = try visible(Self.rightToLeft, sizes: sizes, ["--format", "text"])
        #expect(result.status == 0, "\(result.stderr)")
        // Content width 20 × 100 = 2000. R-SCROLL-2: in right-to-left the safe area's leading edge is
        // on the right, so the adjusted inset is left 10 / right 40. R-SCROLL-3: x range
        // [−10, 2000 + 40 − 390] = [−10, 1650]; R-RTL-3: the view starts at the maximum, 1650.
        // Cell i is mirrored to x = 2000 − 100 (i + 1): the bounds 1650…2040 show cells 0 (1900),
        // 1 (1800), 2 (1700) and 3 (1600, reaching 1700).
        #expect(
            result.stdout == """
                contentSize 2000 × 300
                contentOffset 1650, 0
                cell 0.0 (1900, 0, 100, 300) z 0
                cell 0.1 (1800, 0, 100, 300) z 0
                cell 0.2 (1700, 0, 100, 300) z 0
                cell 0.3 (1600, 0, 100, 300) z 0

                """)
    }

    @Test(
        "An empty --sizes file prints the same bytes as no --sizes",
        arguments: [
            (rightToLeft, ["--offset", "-10,0"]),
            (rightToLeft, ["--offset", "700,0"]),
            (verticalCarousel, []),
            (verticalCarousel, ["--orthogonal-offset", "1:500"]),
            (verticalCarousel, ["--offset", "0,300", "--orthogonal-offset", "1:-40"]),
            (verticalCarousel, ["--offset", "0,2000"]),
        ])
    func emptySizesChangeNothing(description: String, extra: [String]) throws {
        for format in ["json", "text"] {
            let plain = try visible(description, sizes: false, extra + ["--format", format])
            let sized = try visible(description, sizes: true, extra + ["--format", format])
            #expect(plain.status == 0, "\(plain.stderr)")
            #expect(sized.status == 0, "\(sized.stderr)")
            #expect(plain.stdout == sized.stdout, "\(extra) \(format)")
        }
    }
}
