import CollectionLayout

/// The devices the page's picker offers, served by `GET /api/devices`: every built-in
/// `LayoutDevice` preset upright and sideways — the presets of `complayout --device`.
public enum PlaygroundDevices {
    /// One picker entry: a preset's name (the `device` option), a label and its size in points.
    public struct Device: Hashable, Sendable {
        /// The preset's name, such as `iphone-16-pro-landscape` (`LayoutDevice.name`).
        public var name: String
        /// What the picker shows.
        public var label: String
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
    }

    /// Every preset of `LayoutDevice.all`, each upright then sideways.
    public static var all: [Device] {
        LayoutDevice.all.flatMap { device in
            [device.portrait, device.landscape].map { preset in
                let size = preset.metrics.size
                let orientation = preset.orientation == .portrait ? "" : " landscape"
                return Device(
                    name: preset.name,
                    label: "\(preset.displayName)\(orientation) · \(LayoutNumberFormat.string(size.width)) × "
                        + "\(LayoutNumberFormat.string(size.height))",
                    width: size.width, height: size.height)
            }
        }
    }

    /// `{"devices": [{"name": N, "label": L, "width": W, "height": H}, ...]}`.
    public static var json: String {
        let items = all.map { device in
            "{\"name\": \(JSONText.string(device.name)), \"label\": \(JSONText.string(device.label)), "
                + "\"width\": \(JSONText.number(device.width)), \"height\": \(JSONText.number(device.height))}"
        }
        return "{\"devices\": [\n  \(items.joined(separator: ",\n  "))]}\n"
    }
}
