import CollectionLayout
import Foundation
import LayoutDescription
import Testing

/// Descriptions and sizes files read from `Data` (what `URLSession` returns) and other byte
/// collections, exactly as from `[UInt8]` or text.
@Suite("Decoding Data and other byte collections")
struct ByteCollectionDecodingTests {
    /// Two columns of 100-pt rows in a 300-pt container, three items: two rows.
    static let text = """
        version: 1
        environment: {width: 300, height: 600}
        sections:
          - itemCount: 3
            group:
              horizontal:
                size: {width: "fractionalWidth(1)", height: "estimated(100)"}
                subitems:
                  - item: {size: {width: "fractionalWidth(0.5)", height: "estimated(100)"}}
        """

    @Test("LayoutDescription.decode(Data) reads what decode(String) reads, and solves the same")
    func descriptionFromData() throws {
        let data = Data(Self.text.utf8)
        let fromData = try LayoutDescription.decode(data)
        #expect(fromData == (try LayoutDescription.decode(Self.text)))
        let layout = try fromData.resolve().prepare(strict: true)
        // Items 0 and 1 share row 0 (y 0…100), item 2 starts row 1: content 2 × 100 = 200 tall.
        #expect(layout.contentSize == Size(width: 300, height: 200))
        #expect(
            layout.attributes(forItemAt: LayoutIndexPath(item: 2, section: 0))?.frame
                == Rect(x: 0, y: 100, width: 150, height: 100))
    }

    @Test("Slices, utf8 views and limits: every byte collection reads the same")
    func otherCollections() throws {
        let bytes = Array(Self.text.utf8)
        let expected = try LayoutDescription.decode(bytes)
        #expect(try LayoutDescription.decode(bytes[...]) == expected)
        #expect(try LayoutDescription.decode(Self.text.utf8) == expected)
        #expect(try LayoutDescription.decode(Data(bytes), limits: DescriptionLimits()) == expected)
    }

    @Test("Data over the input limit, or not UTF-8, is a DescriptionError, never a trap")
    func badData() {
        var limits = DescriptionLimits()
        limits.maximumInputBytes = 10
        #expect(throws: DescriptionError.self) {
            try LayoutDescription.decode(Data(Self.text.utf8), limits: limits)
        }
        #expect(throws: DescriptionError.self) {
            try LayoutDescription.decode(Data([0xFF, 0xFE, 0x00, 0xC3]))
        }
        #expect(throws: DescriptionError.self) { try SizesDescription.decode(Data([0xC3, 0x28])) }
    }

    @Test("SizesDescription.decode(Data): cells and supplementaries by key")
    func sizesFromData() throws {
        let json = #"{"cells": {"0:2": {"height": 140}}, "supplementaries": {"badge:1:0": {"width": 20}}}"#
        let sizes = try SizesDescription.decode(Data(json.utf8))
        #expect(sizes == (try SizesDescription.decode(json)))
        #expect(sizes.cells == [LayoutIndexPath(item: 2, section: 0): .init(height: 140)])
        let badge = SupplementaryElementKey(
            elementKind: "badge", indexPath: LayoutIndexPath(item: 0, section: 1))
        #expect(sizes.supplementaries == [badge: .init(width: 20)])
        var limits = DescriptionLimits()
        limits.maximumInputBytes = 8
        #expect(throws: DescriptionError.self) {
            try SizesDescription.decode(Data(json.utf8), limits: limits)
        }
    }
}
