import CollectionLayout
import Testing

/// Records what a section provider sees.
final class ProviderLog: Sendable {
    let calls = Locked<[(Int, LayoutEnvironment)]>([])

    func record(_ index: Int, _ environment: LayoutEnvironment) {
        calls.withLock { $0.append((index, environment)) }
    }

    var indices: Set<Int> { calls.withLock { Set($0.map(\.0)) } }
    var environments: [LayoutEnvironment] { calls.withLock { $0.map(\.1) } }
}

@Suite("Section provider and environment (R-PROVIDER)")
struct ProviderTests {
    @Test("R-PROVIDER-1: the provider sees bounds size, reference insets and the effective size")
    func providerEnvironment() throws {
        // The R-PROVIDER worked example: safe area (47, 0, 34, 0), default .safeArea reference: contentSize
        // 390 × 844, contentInsets (47, 0, 34, 0), effectiveContentSize 390 × 763; 2 columns → cells 195
        // wide.
        let log = ProviderLog()
        let layout = try prepare(
            provider: { index, environment in
                log.record(index, environment)
                let columns = environment.container.effectiveContentSize.width > 800 ? 4.0 : 2.0
                return section(hgroup(fw(1), pt(44), [item(fw(1 / columns), fh(1))]))
            }, itemCounts: [2], in: environment(safeArea: insets(47, 0, 34, 0)))
        expectFrames(frames(layout), [rect(0, 0, 195, 44), rect(195, 0, 195, 44)])
        let seen = try #require(log.environments.first)
        #expect(seen.container.contentSize == Size(width: 390, height: 844))
        #expect(seen.container.contentInsets == insets(47, 0, 34, 0))
        #expect(seen.container.effectiveContentSize == Size(width: 390, height: 763))
        #expect(seen.safeAreaInsets == insets(47, 0, 34, 0))
    }

    @Test("R-PROVIDER-1: contentInsets follow the configuration's reference (layoutMargins)")
    func providerLayoutMargins() throws {
        // layoutMargins = safe area + margins edge by edge (R-REF-4): (47, 16, 34, 16).
        let log = ProviderLog()
        _ = try prepare(
            provider: { index, environment in
                log.record(index, environment)
                return section(hgroup(fw(1), pt(44), [item(fw(1), fh(1))]))
            }, itemCounts: [1],
            in: environment(safeArea: insets(47, 0, 34, 0), margins: insets(0, 16, 0, 16)),
            configuration: configuration(reference: .layoutMargins))
        let seen = try #require(log.environments.first)
        #expect(seen.container.contentInsets == insets(47, 16, 34, 16))
        #expect(seen.container.effectiveContentSize == Size(width: 358, height: 763))
    }

    @Test("R-PROVIDER-1: the provider is called for every section index")
    func everyIndex() throws {
        // Section i has rows of i + 1 columns: section 2 → items 130 wide.
        let log = ProviderLog()
        let layout = try prepare(
            provider: { index, environment in
                log.record(index, environment)
                return section(hgroup(fw(1), pt(10), [item(fw(1 / Double(index + 1)), fh(1))]))
            }, itemCounts: [1, 2, 3])
        #expect(log.indices == [0, 1, 2])
        // Sections stack: 10 + 10 → section 2 at y 20.
        expectFrames(
            frames(layout, section: 2),
            [rect(0, 20, 130, 10), rect(130, 20, 130, 10), rect(260, 20, 130, 10)])
    }

    @Test("R-PROVIDER-2: nil for an empty section is allowed and gives no geometry")
    func nilForEmpty() throws {
        let layout = try prepare(
            provider: { index, _ in
                index == 1 ? nil : section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]))
            }, itemCounts: [1, 0, 1], configuration: configuration(interSectionSpacing: 10))
        // Section 1 has length 0 at 60; section 2 starts at 60 + 10 = 70 (R-STACK-1).
        expectFrames([try #require(layout.sectionFrame(at: 1))], [rect(0, 60, 390, 0)])
        expectFrames(frames(layout, section: 2), [rect(0, 70, 390, 50)])
        expectSize(layout.contentSize, Size(width: 390, height: 120))
    }

    @Test("R-PROVIDER-2, R-DIAG-1: nil for a section with items throws missingSection(index)")
    func nilForNonEmpty() {
        let error = expectLayoutError {
            try prepare(
                provider: { index, _ in
                    index == 1 ? nil : section(hgroup(fw(1), pt(50), [item(fw(1), fh(1))]))
                }, itemCounts: [1, 2, 1])
        }
        #expect(error == .missingSection(1))
    }
}
