import Testing
import UIKitCompatibility

// The device presets of `complayout --device` and the snapshot kit, applied to the headless
// collection view with `configure(for:)` (not UIKit): size, safe area, margins, scale and traits.

@Suite("Device presets on the collection view")
struct DevicePresetTests {
    @Test("iPhone 16 Pro held sideways is compact in width although 874 pt wide: an inset-grouped list")
    func photosOnPhoneLandscapePreset() {
        let layout = PhotosSplitViewController().createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.configure(for: .iPhone16Pro.landscape)
        let dataSource = StaticDataSource([3])
        collectionView.dataSource = dataSource
        let traits = collectionView.traitCollection
        #expect(traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .compact)
        #expect(traits.userInterfaceIdiom == .phone)
        #expect(traits.displayScale == 3)
        #expect(collectionView.frame.size == CGSize(width: 874, height: 402))
        // Compact width → the inset-grouped list. Its rows follow the layout margins, measured from
        // the safe area: 62 (sensor housing) + 16 = 78 on each side, 874 − 2 × 78 = 718 wide; the
        // list's top padding 16 (no safe area on top in landscape), rows 44 tall. Every number is
        // a whole point, so 3× rounding changes nothing.
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(frame == CGRect(x: 78, y: 16 + 44, width: 718, height: 44))
    }

    @Test("iPad Pro 11 upright: regular in both classes, a pad, and the four-column grid")
    func photosOnPadPreset() {
        let layout = PhotosSplitViewController().createLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.configure(for: .iPadPro11)
        let dataSource = StaticDataSource([6])
        collectionView.dataSource = dataSource
        #expect(collectionView.traitCollection.horizontalSizeClass == .regular)
        #expect(collectionView.traitCollection.userInterfaceIdiom == .pad)
        #expect(collectionView.displayScale == 2)
        #expect(collectionView.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        #expect(collectionView.directionalLayoutMargins.leading == 20)
        // Regular width and a pad → four columns across 834 − 2 × 20 = 794 (margins 20, no side
        // safe area): 198.5 each, items inset 4 → 190.5 × 192; item 1 at 20 + 198.5 + 4 = 222.5.
        // Half points are whole pixels at 2×, so rounding changes nothing.
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(frame == CGRect(x: 222.5, y: 4, width: 190.5, height: 192))
    }
}
