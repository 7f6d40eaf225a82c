import CollectionLayout
import Foundation
import Testing

/// `frames`, `describe`, `render` and `validate` on list sections (the description format, R-LIST), against
/// the built binary.
@Suite("complayout and list sections")
struct ListCommandTests {
    /// The issue's list section, with 16-pt layout margins.
    static let insetGrouped = """
        version: 1
        environment: {width: 390, height: 844, layoutMargins: {top: 0, leading: 16, bottom: 0, trailing: 16}}
        sections:
          - itemCount: 6
            list: {appearance: insetGrouped, headerMode: supplementary, footerMode: none,
                   headerTopPadding: 8, showsSeparators: true}
        """

    /// A plain list with pinned headers, two sections of six rows.
    static let plain = """
        version: 1
        environment: {width: 390, height: 400}
        list: {appearance: plain, headerMode: supplementary}
        sections: [{itemCount: 6}, {itemCount: 6}]
        """

    /// Writes `text` to a temporary file and runs `complayout arguments… FILE`.
    private func run(_ arguments: [String], on text: String) throws -> CLIProcess.Result {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "complayout-list-\(UUID().uuidString).yaml")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try CLIProcess.run(arguments + [file.path])
    }

    @Test("R-LIST-1: the list YAML solves to the same frames as LayoutSection.list(using:layoutEnvironment:)")
    func sameFramesAsTheEngine() throws {
        let result = try run(["frames", "--format", "json"], on: Self.insetGrouped)
        #expect(result.status == 0, "\(result.stderr)")
        let output = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let elements = try #require(output["elements"] as? [[String: Any]])

        var configuration = LayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.headerTopPadding = 8
        let fixed = configuration
        let environment = LayoutEnvironment(
            containerSize: Size(width: 390, height: 844),
            layoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        let engine = try CompositionalLayout(sectionProvider: { _, environment in
            .list(using: fixed, layoutEnvironment: environment)
        }).prepare(in: environment, itemCounts: [6])
        let expected = engine.allElements()
        #expect(elements.count == expected.count && expected.count == 7)
        for (element, attributes) in zip(elements, expected) {
            let frame = try #require(element["frame"] as? [String: Double])
            #expect(element["kind"] as? String == attributes.elementKind)
            #expect(element["item"] as? Int == attributes.indexPath.item)
            #expect(
                Rect(x: frame["x"]!, y: frame["y"]!, width: frame["width"]!, height: frame["height"]!)
                    == attributes.frame)
            #expect(element["zIndex"] as? Int == attributes.zIndex)
        }
        // By hand (R-LIST-3, R-LIST-4): header (16, 8, 358, 44), last row at 8 + 44 + 5 × 44 = 272;
        // content 8 + 44 + 264 + 16 = 332.
        #expect(result.stdout.hasPrefix(#"{"contentSize": {"width": 390, "height": 332},"#))
        #expect(
            result.stdout.contains(
                #""kind": "UICollectionElementKindSectionHeader", "section": 0, "item": 0, "frame": {"x": 16, "y": 8, "width": 358, "height": 44}"#
            ))
    }

    @Test("R-LIST-3: plain list headers are pinned when scrolled; separators are not listed")
    func pinnedPlainHeaders() throws {
        let result = try run(
            ["frames", "--visible", "--offset", "0,100", "--format", "text"], on: Self.plain)
        #expect(result.status == 0, "\(result.stderr)")
        // Section 0 runs 0 … 44 + 6 × 44 = 308; at offset 100 its header pins to the top of the
        // viewport (R-PIN-2: min(100, 308 − 44) = 100) with the pinned zIndex.
        #expect(
            result.stdout.contains(
                "supplementary UICollectionElementKindSectionHeader 0.0 (0, 100, 390, 44) z 1000000001\n"))
        #expect(!result.stdout.contains("separator"))
        let svg = try run(["render", "--offset", "0,100"], on: Self.plain)
        #expect(svg.status == 0)
        #expect(svg.stdout.contains("<rect x=\"0\" y=\"100\" width=\"390\" height=\"44\""))
        // 12 rows in 2 sections → 10 separators; plain lists have no section background.
        #expect(svg.stdout.components(separatedBy: "class=\"separator\"").count - 1 == 10)
        #expect(!svg.stdout.contains("list-background"))
    }

    @Test("describe names the list appearance of every list section")
    func describe() throws {
        let result = try run(["describe"], on: Self.plain)
        #expect(result.status == 0)
        // 44 + 6 × 44 = 308 per section.
        #expect(
            result.stdout.contains("section 0 (0, 0, 390, 308): 6 items, 1 per group, 6 groups, list plain\n")
        )
        #expect(
            result.stdout.contains(
                "section 1 (0, 308, 390, 308): 6 items, 1 per group, 6 groups, list plain\n"))
    }

    @Test("validate: a misspelt appearance gets a did-you-mean; a list with a group is one error")
    func validate() throws {
        let misspelt = try run(
            ["validate"],
            on: "version: 1\nsections:\n  - itemCount: 2\n    list: {appearance: insetgrouped}\n")
        #expect(misspelt.status == 65)
        #expect(misspelt.stderr.contains("error: sections[0].list.appearance: expected one of plain"))
        #expect(misspelt.stderr.contains("did you mean \"insetGrouped\"?"))
        let both = try run(
            ["validate"],
            on: """
                version: 1
                sections:
                  - itemCount: 2
                    list: {}
                    group: {horizontal: {size: {width: "fractionalWidth(1)", height: "absolute(44)"},
                            subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]}}
                """)
        #expect(both.status == 65)
        let lines = both.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(both.stderr.contains("error: sections[0]: found both \"group\" and \"list\""))
    }
}
