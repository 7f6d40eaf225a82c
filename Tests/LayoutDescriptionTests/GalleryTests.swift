import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// The example gallery end to end: every example renders, and the features each one is there to
/// show come out as described (expected values derived by hand in the comments).
@Suite("Example gallery")
struct GalleryTests {
    @Test(
        "Every example renders to HTML and SVG",
        arguments: [
            "app-store", "benefits-tab", "cat-food", "filter-chips", "gallery", "kiosk-menu", "mosaic",
            "photo-feed",
            "photo-grid", "settings",
        ])
    func renders(_ name: String) throws {
        let html = try CLIRunner.run(["render", "--example", name, "--format", "html"])
        #expect(html.status == 0, "\(html.stderr)")
        #expect(html.stdout.contains("<title>example \(name)</title>"))
        let svg = try CLIRunner.run(["render", "--example", name, "--offset", "0,100"])
        #expect(svg.status == 0 && svg.stdout.hasPrefix("<svg"))
    }

    @Test("The README's main-job command writes an HTML page of app-store")
    func readmeCommand() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("app-store.html").path
        let result = try CLIRunner.run(["render", "--example", "app-store", "-o", page])
        #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        // 16 cells, 3 headers/footers (R-QUERY-3 counts from the golden frames).
        #expect(html.contains("19 elements: 16 cells, 3 supplementaries, 0 decorations"))
    }

    @Test("app-store: every section scrolls sideways; centred paging starts at a negative offset")
    func appStoreOffsets() throws {
        let result = try CLIRunner.run(["frames", "--example", "app-store", "--visible", "--format", "text"])
        // R-ORTHO-8: o_0 = x_0 + g/2 − (L + (W − L − T)/2) = 16 + 175.5 − (16 + 179) = −3.5 for
        // sections 0 and 1 (g 351); group paging (section 2) starts at 0.
        #expect(
            result.stdout.contains("orthogonalOffset 0 -3.5\northogonalOffset 1 -3.5\northogonalOffset 2 0\n")
        )
        // Cell 0.0 at 16 − (−3.5) = 19.5.
        #expect(result.stdout.contains("cell 0.0 (19.5, 8, 351, 300) z 0"))
    }

    @Test("cat-food: the pinned brands header is pushed up by the end of its section")
    func catFoodPinning() throws {
        let result = try CLIRunner.run([
            "frames", "--example", "cat-food", "--visible", "--offset", "0,20", "--format", "text",
        ])
        // Safe area top 47 → pin rect starts at 20 + 47 = 67; section 0's content box ends at
        // 44 + 8 + 36 + 8 = 96, so the 44-pt header sits at max(0, min(67, 96 − 44)) = 52 (R-PIN-2),
        // which still overlaps the bounds 20 … 864.
        #expect(result.stdout.contains("supplementary brands-header 0.0 (16, 52, 358, 44) z 1000000001"))
    }

    @Test("gallery: one orthogonal section per behaviour, a layout title, badges on top")
    func gallery() throws {
        let description = try LayoutDescription.decode(try #require(BuiltInExamples.text(named: "gallery")))
        let resolved = try description.resolve()
        let layout = try resolved.prepare(strict: true)
        let behaviours = (9...13).map { layout.orthogonalRow(inSection: $0)?.behavior }
        #expect(
            behaviours == [
                .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ])
        #expect(layout.orthogonalRow(inSection: 11)?.decelerationRate == 0.99)
        let title = layout.allElements().first { $0.elementKind == "layout-title" }
        #expect(title?.indexPath.item == Int.max)
        // Section 15 is an inset-grouped list: rows inset by the 16-pt layout margins (R-LIST-3).
        #expect(layout.listConfiguration(inSection: 15)?.appearance == .insetGrouped)
        let header = layout.attributes(
            forSupplementaryOfKind: "UICollectionElementKindSectionHeader",
            at: LayoutIndexPath(item: 0, section: 15))
        #expect(header?.frame.minX == 16 && header?.frame.width == 358)
        #expect((0..<15).allSatisfy { layout.listConfiguration(inSection: $0) == nil })
        // Section 4 (adaptive): 120-pt columns repeat to fill 390 → 3 per row; at 800 → 6 per row.
        #expect(layout.itemsPerGroup(inSection: 4) == 3)
        let wide = try LayoutDescription.decode(try #require(BuiltInExamples.text(named: "gallery")))
        var widened = wide
        widened.environment.width = 800
        #expect(try widened.resolve().prepare().itemsPerGroup(inSection: 4) == 6)
    }

    @Test("kiosk-menu: the page indicator stays put; pages are one screen wide")
    func kioskMenu() throws {
        let result = try CLIRunner.run([
            "frames", "--example", "kiosk-menu", "--visible", "--orthogonal-offset", "1:500", "--format",
            "text",
        ])
        // Section 0: 12 + 40 + 12 = 64 long; section 1's 400-pt row spans 64 … 464 and the footer
        // follows it: (0, 464, 390, 24). Pages: P = 390 − 0 − 0 = 390, R = 3 × 390 = 1170,
        // maxO = 780; a request of 500 rests at 390 · round(500 / 390) = 390 (R-ORTHO-9).
        #expect(result.stdout.contains("\northogonalOffset 1 390\n"))
        #expect(result.stdout.contains("supplementary page-indicator 1.0 (0, 464, 390, 24) z 1"))
        // Page 2 starts with item 4: slot (390, 64, 195, 200) inset by 8 → (398 − 390, 72).
        #expect(result.stdout.contains("cell 1.4 (8, 72, 179, 184) z 0"))
    }

    @Test("benefits-tab: a template that starts from a template keeps the header")
    func benefitsTab() throws {
        let result = try CLIRunner.run(["frames", "--example", "benefits-tab", "--format", "text"])
        // Section 0: 160; spacing 16; section 1 at 176: two 84-pt rows 8 apart → 176 long, ends 352;
        // spacing 16; section 2 (recommendations → headed) at 368 with its 40-pt title.
        #expect(result.stdout.contains("supplementary title 2.0 (16, 368, 358, 40) z 1"))
        #expect(result.stdout.contains("cell 2.0 (16, 408, 358, 72) z 0"))
    }
}
