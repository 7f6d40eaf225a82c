import CollectionLayout
import SnapshotTesting
import UIKitCompatibility

// Per-device strategies: a dictionary of `.frames` strategies keyed by preset name, for
// swift-snapshot-testing's `assertSnapshots(of:as:)`, which records one file per key —
// `testName.iphone-se.txt`, `testName.ipad-pro-11-landscape.txt`:
//
//     assertSnapshots(of: collectionView, as: .frames(on: [.iPhoneSE, .iPadPro11.landscape]))

extension Dictionary where Key == String {
    /// One `.frames` strategy per device for a collection view: each lays the view out with the
    /// device's size, safe area, margins and scale (restoring them afterwards) and names the device
    /// in the snapshot's header.
    public static func frames(on devices: [LayoutDevice]) -> Self
    where Value == Snapshotting<UICollectionView, String> {
        keyed(devices) { device in
            .text("txt") { view in
                let saved = (
                    view.frame, view.safeAreaInsets, view.directionalLayoutMargins, view.displayScale
                )
                defer {
                    (view.frame, view.safeAreaInsets, view.directionalLayoutMargins, view.displayScale) =
                        saved
                }
                let metrics = device.metrics
                view.frame.size.width = metrics.size.width
                view.frame.size.height = metrics.size.height
                let insets = metrics.safeAreaInsets
                view.safeAreaInsets = UIEdgeInsets(
                    top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
                let margins = metrics.layoutMargins
                view.directionalLayoutMargins = NSDirectionalEdgeInsets(
                    top: margins.top, leading: margins.leading, bottom: margins.bottom,
                    trailing: margins.trailing)
                view.displayScale = device.displayScale
                guard let layout = view.collectionViewLayout as? UICollectionViewCompositionalLayout else {
                    return "error: \(SnapshotSubjectError.notCompositional)\n"
                }
                do {
                    return FramesText.frames(of: try layout.preparedLayout(), device: device)
                } catch {
                    return "error: \(error)\n"
                }
            }
        }
    }

    /// One `.frames` strategy per device for a headless collection view: each solves a copy of the
    /// view in the device's environment (`setEnvironment(_:)`).
    public static func frames<Subject: HeadlessSnapshotSubject>(on devices: [LayoutDevice]) -> Self
    where Value == Snapshotting<Subject, String> {
        keyed(devices) { device in
            .text("txt") { view in
                do {
                    return FramesText.frames(
                        of: try view.preparedLayout(in: device.environment), device: device)
                } catch {
                    return "error: \(error)\n"
                }
            }
        }
    }

    /// One `.frames` strategy per device for an engine layout with the given item counts: each
    /// prepares the layout in the device's environment.
    public static func frames(on devices: [LayoutDevice], itemCounts: [Int]) -> Self
    where Value == Snapshotting<CompositionalLayout, String> {
        keyed(devices) { device in
            .text("txt") { layout in
                do {
                    let prepared = try layout.prepare(in: device.environment, itemCounts: itemCounts)
                    return FramesText.frames(of: prepared, device: device)
                } catch {
                    return "error: \(error)\n"
                }
            }
        }
    }

    /// The strategies keyed by ``LayoutDevice/name``.
    private static func keyed(_ devices: [LayoutDevice], _ make: (LayoutDevice) -> Value) -> Self {
        var result: Self = [:]
        for device in devices { result[device.name] = make(device) }
        return result
    }
}
