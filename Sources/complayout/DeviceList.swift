import CollectionLayout
import LayoutDescription

/// The device presets of `--device`, as `--device list` prints them.
enum DeviceList {
    /// What shell completion offers for `--device`: every preset in both orientations, and `list`.
    static var completionValues: [String] {
        LayoutDevice.all.flatMap { [$0.name, $0.landscape.name] } + ["list"]
    }

    /// One line per preset and orientation: name, size, scale, safe area, size classes.
    static var text: String {
        var lines = [
            "NAME                            SIZE         SCALE  SAFE AREA (T, L, B, R)  SIZE CLASSES (W × H)"
        ]
        for device in LayoutDevice.all {
            for oriented in [device, device.landscape] {
                let metrics = oriented.metrics
                let insets = metrics.safeAreaInsets
                let columns = [
                    pad(oriented.name, 32),
                    pad("\(number(metrics.size.width)) × \(number(metrics.size.height))", 13),
                    pad("@\(number(oriented.displayScale))x", 7),
                    pad(
                        "(\([insets.top, insets.leading, insets.bottom, insets.trailing].map(number).joined(separator: ", ")))",
                        24),
                    "\(metrics.horizontalSizeClass) × \(metrics.verticalSizeClass)",
                ]
                lines.append(columns.joined())
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func number(_ value: Double) -> String { LayoutNumberFormat.string(value) }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(1, width - text.count))
    }
}
