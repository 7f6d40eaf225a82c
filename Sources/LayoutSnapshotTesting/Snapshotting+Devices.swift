import CollectionLayout
import SnapshotTesting
import UIKitCompatibility

// Per-device strategies, in two shapes:
//
// - A dictionary of `.frames` strategies keyed by preset name, for swift-snapshot-testing's
//   `assertSnapshots(of:as:)`, which records one file per key — `testName.iphone-se.txt`,
//   `testName.ipad-pro-11-landscape.txt`:
//
//       assertSnapshots(of: collectionView, as: .frames(on: [.iPhoneSE, .iPadPro11.landscape]))
//
// - One strategy for `assertSnapshot(of:as:)` that records every device in one file, a section per
//   device in the order given:
//
//       assertSnapshot(of: collectionView, as: .frames(on: [.iPhoneSE, .iPadPro11.landscape]))

extension Dictionary where Key == String {
    /// One `.frames` strategy per device for a collection view: each lays the view out with the
    /// device's size, safe area, margins and scale (restoring them afterwards) and names the device
    /// in the snapshot's header.
    public static func frames(on devices: [LayoutDevice]) -> Self
    where Value == Snapshotting<UICollectionView, String> {
        keyed(devices) { device in .framesText { DeviceFrames.text(of: $0, on: device) } }
    }

    /// One `.frames` strategy per device for a headless collection view: each solves a copy of the
    /// view in the device's environment (`setEnvironment(_:)`).
    public static func frames<Subject: HeadlessSnapshotSubject>(on devices: [LayoutDevice]) -> Self
    where Value == Snapshotting<Subject, String> {
        keyed(devices) { device in .framesText { DeviceFrames.text(of: $0, on: device) } }
    }

    /// One `.frames` strategy per device for an engine layout with the given item counts: each
    /// prepares the layout in the device's environment.
    public static func frames(on devices: [LayoutDevice], itemCounts: [Int]) -> Self
    where Value == Snapshotting<CompositionalLayout, String> {
        keyed(devices) { device in
            .framesText { DeviceFrames.text(of: $0, itemCounts: itemCounts, on: device) }
        }
    }

    /// The strategies keyed by ``LayoutDevice/name``.
    private static func keyed(_ devices: [LayoutDevice], _ make: (LayoutDevice) -> Value) -> Self {
        var result: Self = [:]
        for device in devices { result[device.name] = make(device) }
        return result
    }
}

extension Snapshotting where Value == UICollectionView, Format == String {
    /// Every device's `.frames` text in one snapshot, a section per device in the order given.
    /// Use `assertSnapshots(of:as:)` with the dictionary form for one file per device.
    public static func frames(on devices: [LayoutDevice]) -> Snapshotting {
        .framesText { view in DeviceFrames.sections(devices) { DeviceFrames.text(of: view, on: $0) } }
    }
}

extension Snapshotting where Value: HeadlessSnapshotSubject, Format == String {
    /// Every device's `.frames` text in one snapshot, a section per device in the order given.
    public static func frames(on devices: [LayoutDevice]) -> Snapshotting {
        .framesText { view in DeviceFrames.sections(devices) { DeviceFrames.text(of: view, on: $0) } }
    }
}

extension Snapshotting where Value == CompositionalLayout, Format == String {
    /// Every device's `.frames` text for the given item counts in one snapshot, a section per
    /// device in the order given.
    public static func frames(on devices: [LayoutDevice], itemCounts: [Int]) -> Snapshotting {
        .framesText { layout in
            DeviceFrames.sections(devices) { DeviceFrames.text(of: layout, itemCounts: itemCounts, on: $0) }
        }
    }
}

/// The `.frames` text of each kind of subject on a device.
enum DeviceFrames {
    /// The texts of `devices`, each preceded by a `== NAME ==` line, separated by blank lines.
    static func sections(_ devices: [LayoutDevice], _ text: (LayoutDevice) -> String) -> String {
        devices.map { "== \($0.name) ==\n" + text($0) }.joined(separator: "\n")
    }

    /// A collection view laid out on `device`; its frame, insets, margins and scale are restored.
    static func text(of view: UICollectionView, on device: LayoutDevice) -> String {
        let saved = (view.frame, view.safeAreaInsets, view.directionalLayoutMargins, view.displayScale)
        defer { (view.frame, view.safeAreaInsets, view.directionalLayoutMargins, view.displayScale) = saved }
        let metrics = device.metrics
        view.frame.size.width = metrics.size.width
        view.frame.size.height = metrics.size.height
        let insets = metrics.safeAreaInsets
        view.safeAreaInsets = UIEdgeInsets(
            top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        let margins = metrics.layoutMargins
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: margins.top, leading: margins.leading, bottom: margins.bottom, trailing: margins.trailing)
        view.displayScale = device.displayScale
        guard let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout else {
            return "error: \(SnapshotSubjectError.notCompositional)\n"
        }
        return text { FramesText.frames(of: try layout.preparedLayout(), device: device) }
    }

    /// A copy of a headless view in the device's environment.
    static func text(of view: some HeadlessSnapshotSubject, on device: LayoutDevice) -> String {
        text { FramesText.frames(of: try view.preparedLayout(in: device.environment), device: device) }
    }

    /// An engine layout prepared in the device's environment.
    static func text(of layout: CompositionalLayout, itemCounts: [Int], on device: LayoutDevice) -> String {
        text {
            FramesText.frames(
                of: try layout.prepare(in: device.environment, itemCounts: itemCounts), device: device)
        }
    }

    /// The text, or an `error:` line.
    private static func text(_ make: () throws -> String) -> String {
        do {
            return try make()
        } catch {
            return "error: \(error)\n"
        }
    }
}
