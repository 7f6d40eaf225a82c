import CollectionLayout
import Testing

@Suite struct DevicePresetTests {
    @Test func iPhone16ProPortraitAndLandscape() {
        // Sizes and insets as stated in LayoutDevice+Presets.swift: 402 × 874 pt at 3×, safe area
        // 62 top / 34 bottom upright, 62 on both sides / 20 bottom sideways.
        let portrait = LayoutEnvironment.device(.iPhone16Pro, orientation: .portrait)
        #expect(portrait.container.contentSize == Size(width: 402, height: 874))
        #expect(
            portrait.safeAreaInsets == DirectionalEdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
        #expect(portrait.layoutMargins == DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(portrait.displayScale == 3)
        #expect(portrait.readableContentWidth == 672)
        let landscape = LayoutEnvironment.device(.iPhone16Pro, orientation: .landscape)
        #expect(landscape.container.contentSize == Size(width: 874, height: 402))
        #expect(
            landscape.safeAreaInsets == DirectionalEdgeInsets(top: 0, leading: 62, bottom: 20, trailing: 62))
        #expect(LayoutDevice.iPhone16Pro.landscape.metrics.verticalSizeClass == .compact)
        #expect(LayoutDevice.iPhone16Pro.landscape.metrics.horizontalSizeClass == .compact)
    }

    @Test func everyPresetHasTheStatedScreen() {
        // (name, portrait width, portrait height, scale, top inset, bottom inset) from the HIG
        // device table and the simulators' safe areas cited in LayoutDevice+Presets.swift.
        let stated: [(String, Double, Double, Double, Double, Double)] = [
            ("iphone-se", 375, 667, 2, 20, 0), ("iphone-16", 393, 852, 3, 59, 34),
            ("iphone-16-pro", 402, 874, 3, 62, 34), ("iphone-16-pro-max", 440, 956, 3, 62, 34),
            ("ipad", 820, 1180, 2, 24, 20), ("ipad-pro-11", 834, 1210, 2, 24, 20),
            ("ipad-pro-13", 1032, 1376, 2, 24, 20),
        ]
        #expect(LayoutDevice.all.map(\.name) == stated.map(\.0))
        for (name, width, height, scale, top, bottom) in stated {
            let device = LayoutDevice.named(name)
            #expect(device?.metrics.size == Size(width: width, height: height), "\(name)")
            #expect(device?.displayScale == scale, "\(name)")
            #expect(device?.metrics.safeAreaInsets.top == top, "\(name)")
            #expect(device?.metrics.safeAreaInsets.bottom == bottom, "\(name)")
            let landscape = LayoutDevice.named(name + "-landscape")
            #expect(landscape?.orientation == .landscape)
            #expect(landscape?.metrics.size == Size(width: height, height: width), "\(name)")
        }
    }

    @Test func sizeClasses() {
        // iPhones: compact width upright; sideways compact height, regular width only on the Max.
        // iPads: regular both ways.
        #expect(LayoutDevice.iPhoneSE.metrics.horizontalSizeClass == .compact)
        #expect(LayoutDevice.iPhoneSE.metrics.verticalSizeClass == .regular)
        #expect(LayoutDevice.iPhone16ProMax.landscape.metrics.horizontalSizeClass == .regular)
        #expect(LayoutDevice.iPhone16ProMax.landscape.metrics.layoutMargins.leading == 20)
        #expect(LayoutDevice.iPhone16.landscape.metrics.horizontalSizeClass == .compact)
        for pad in [LayoutDevice.iPad, .iPadPro11, .iPadPro13] {
            for device in [pad, pad.landscape] {
                #expect(device.metrics.horizontalSizeClass == .regular)
                #expect(device.metrics.verticalSizeClass == .regular)
            }
        }
        #expect(LayoutDevice.iPhoneSE.landscape.metrics.safeAreaInsets == .zero)
    }

    @Test func unknownNamesAreNil() {
        #expect(LayoutDevice.named("iphone-3g") == nil)
        #expect(LayoutDevice.named("ipad-landscape")?.name == "ipad-landscape")
        #expect(LayoutDevice.named("ipad-portrait")?.name == "ipad")
    }
}
