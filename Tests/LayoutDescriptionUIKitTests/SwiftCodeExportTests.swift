import CollectionLayout
import LayoutDescription
import PropertyBased
import Testing

/// The Swift code `complayout swift` prints. That the code compiles (Swift 5 and 6) and gives
/// `complayout frames`' frames is checked for every example by `.ci/swift-export-check`.
@Suite("Swift code export")
struct SwiftCodeExportTests {
    static func code(_ name: String, functionName: String = "makeLayout") throws -> String {
        let description = try LayoutDescription.decode(try #require(BuiltInExamples.text(named: name)))
        return try SwiftCodeExport(functionName: functionName).code(for: description)
    }

    @Test("A layout of alike sections is one section: no provider, no switch")
    func oneSection() throws {
        let code = try Self.code("photo-grid")
        #expect(code.hasPrefix("import UIKit\n"))
        #expect(code.contains("@MainActor\nfunc makeLayout() -> UICollectionViewCompositionalLayout {\n"))
        #expect(code.contains("    let item = NSCollectionLayoutItem(layoutSize: itemSize)\n"))
        #expect(code.contains("    return UICollectionViewCompositionalLayout(section: section)\n"))
        #expect(!code.contains("switch"))
    }

    @Test("Sections that differ get a provider with a switch; comments name description paths")
    func provider() throws {
        let code = try Self.code("app-store")
        #expect(code.contains("    return UICollectionViewCompositionalLayout { sectionIndex, _ in\n"))
        #expect(code.contains("        switch sectionIndex {\n        case 0:\n"))
        #expect(code.contains("        default:\n            return nil\n        }\n"))
        #expect(code.contains("            // sections[1].group.vertical.subitems[0].item\n"))
        // `count: 3` is Apple's `subitem:count:`; the 1/3 written in the description stays a third.
        #expect(
            code.contains("NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitem: item, count: 3)"))
        #expect(code.contains(".fractionalHeight(1.0 / 3.0)"))
        #expect(code.contains("section.orthogonalScrollingBehavior = .groupPagingCentered\n"))
    }

    @Test("Alike sections share a case; a layout-wide configuration is set on the layout")
    func sharedCasesAndConfiguration() throws {
        let code = try Self.code("gallery")
        // Sections 9 to 13 come from one template and differ only in their behaviour.
        #expect(code.contains("        case 9:\n            // sections[9] (template \"orthogonal\")\n"))
        #expect(code.contains("    configuration.interSectionSpacing = 20\n"))
        #expect(code.contains("    configuration.boundarySupplementaryItems = [layoutTitle]\n"))
        #expect(code.contains("    layout.configuration = configuration\n    return layout\n"))
        // The list section uses the environment the provider is given.
        #expect(code.contains("{ sectionIndex, layoutEnvironment in"))
        #expect(code.contains("using: listConfiguration, layoutEnvironment: layoutEnvironment"))
        let settings = try Self.code("settings")
        #expect(
            settings.contains(
                "        case 1...3:\n            // sections[1], sections[2], sections[3] (template \"group\")\n"
            ))
    }

    @Test("Output is deterministic and laid out within 110 columns without trailing spaces")
    func layoutOfTheText() throws {
        for name in BuiltInExamples.names {
            let code = try Self.code(name)
            #expect(code == (try Self.code(name)), "\(name)")
            for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= 110, "\(name): \(line)")
                #expect(line.last != " ", "\(name): \(line)")
            }
        }
    }

    @Test("Names come from element kinds, falling back when a kind is no identifier")
    func names() throws {
        let description = try LayoutDescription.decode(
            """
            version: 1
            sections:
              - itemCount: 1
                boundarySupplementaryItems:
                  - {kind: section-header, size: {width: "fractionalWidth(1)", height: "absolute(20)"}, alignment: top}
                  - {kind: "2nd header", size: {width: "fractionalWidth(1)", height: "absolute(20)"}, alignment: top}
                  - {kind: section-header, size: {width: "fractionalWidth(1)", height: "absolute(20)"}, alignment: bottom}
                group:
                  horizontal:
                    size: {width: "fractionalWidth(1)", height: "uniformAcrossSiblings(44)"}
                    subitems: [{item: {size: {width: "fractionalWidth(1)", height: "fractionalHeight(1)"}}}]
            """)
        let code = try SwiftCodeExport(functionName: "makeHeaders").code(for: description)
        #expect(code.contains("let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem("))
        #expect(code.contains("let boundaryItem = NSCollectionLayoutBoundarySupplementaryItem("))
        #expect(code.contains("let sectionHeader2 = NSCollectionLayoutBoundarySupplementaryItem("))
        #expect(
            code.contains(
                "section.boundarySupplementaryItems = [sectionHeader, boundaryItem, sectionHeader2]"))
        #expect(code.contains("elementKind: \"2nd header\""))
        // uniformAcrossSiblings needs iOS 17: the function says so.
        #expect(code.contains("@available(iOS 17.0, tvOS 17.0, *)\n@MainActor\nfunc makeHeaders()"))
        #expect(code.contains(".uniformAcrossSiblings(estimate: 44)"))
    }

    @Test("Function names must be Swift identifiers that are not keywords")
    func functionNames() {
        #expect(SwiftCodeExport.isValidFunctionName("make_app_store"))
        #expect(SwiftCodeExport.isValidFunctionName("_layout2"))
        #expect(!SwiftCodeExport.isValidFunctionName("make-layout"))
        #expect(!SwiftCodeExport.isValidFunctionName("2layout"))
        #expect(!SwiftCodeExport.isValidFunctionName("class"))
        #expect(!SwiftCodeExport.isValidFunctionName(""))
    }

    @Test("Random descriptions export within 110 columns, with one declaration per name in each scope")
    func randomDescriptions() async {
        await propertyCheck(count: 150, input: PropertyTests.seeds) { seed in
            let description = RandomDescription(seed: seed).description
            guard let code = try? SwiftCodeExport().code(for: description) else {
                Issue.record("seed \(seed): a valid description must export")
                return
            }
            #expect(code.split(separator: "\n").allSatisfy { $0.count <= 110 }, "seed \(seed)")
            // Declarations at one indentation between two case labels never repeat a name.
            var declared: Set<Substring> = []
            for line in code.split(separator: "\n") {
                if line.hasSuffix(":") && line.contains("case ") || line.hasSuffix("default:") {
                    declared = []
                } else if let range = line.range(of: "let ") {
                    let name = line[range.upperBound...].prefix { $0 != " " }
                    let key = line[..<range.lowerBound] + name
                    #expect(declared.insert(key).inserted, "seed \(seed): \(name) declared twice")
                }
            }
        }
    }
}
