import Testing
import UIKitCompatibility

/// App code that adapts to the device, as iOS apps write it.
private func columnCount() -> Int {
    UIDevice.current.userInterfaceIdiom == .pad ? 4 : 2
}

/// A grid whose column count follows the device.
private func adaptiveGrid() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, _ in
        let columns = columnCount()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1))
        )
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }
}

@Suite("UIDevice.current")
struct UIDeviceTests {
    @Test("A task's device: idiom, orientation, names, and app code that reads it")
    func taskDevice() {
        UIDevice.withCurrent(UIDevice(device: .iPadPro11.landscape)) {
            let device = UIDevice.current
            #expect(device.userInterfaceIdiom == .pad)
            #expect(device.orientation == .landscapeLeft && device.orientation.isLandscape)
            #expect(device.systemName == "iPadOS" && device.model == "iPad")
            #expect(device.layoutDevice == .iPadPro11.landscape)
            // Four columns on an iPad: 1194 / 4 = 298.5 wide.
            let screen = Screen(adaptiveGrid(), counts: [8], size: Screen.iPad)
            #expect(screen.cell(1, 0) == CGRect(x: 298.5, y: 0, width: 298.5, height: 100))
        }
        UIDevice.withCurrent(UIDevice(device: .iPhoneSE)) {
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            #expect(UIDevice.current.orientation == .portrait && UIDevice.current.orientation.isPortrait)
            #expect(UIDevice.current.systemName == "iOS" && UIDevice.current.model == "iPhone")
            #expect(UIDevice.current.name == "iPhone SE (3rd generation)")
            // Two columns on a phone: 390 / 2 = 195 wide.
            let screen = Screen(adaptiveGrid(), counts: [8])
            #expect(screen.cell(1, 0) == CGRect(x: 195, y: 0, width: 195, height: 100))
        }
    }

    @Test("A task's device reaches the tasks it starts")
    func childTasks() async {
        await UIDevice.withCurrent(UIDevice(device: .iPad)) {
            let idiom = await Task { UIDevice.current.userInterfaceIdiom }.value
            #expect(idiom == .pad)
        }
    }

    @Test("The process-wide device: set, read from many threads, reset to the default")
    func processDevice() async {
        let phone = UIDevice(device: .iPhone16ProMax.landscape)
        UIDevice.setCurrent(phone)
        // Concurrent readers and writers: the store is lock-guarded, every read sees a whole device.
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<16 {
                group.addTask {
                    if index.isMultiple(of: 4) { UIDevice.setCurrent(phone) }
                    return UIDevice.current === phone
                }
            }
            for await sawPhone in group { #expect(sawPhone) }
        }
        #expect(UIDevice.current.orientation == .landscapeLeft)
        // A task's device wins over the process's.
        UIDevice.withCurrent(UIDevice(device: .iPad)) { #expect(UIDevice.current.model == "iPad") }
        UIDevice.setCurrent(nil)
        // Without UIKIT_COMPATIBILITY_DEVICE (not set for tests) the default is an upright iPhone 16 Pro.
        #expect(UIDevice.current.layoutDevice == .iPhone16Pro)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation == .portrait)
    }
}
