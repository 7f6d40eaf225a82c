/// The device sizes the page's picker offers, served by `GET /api/devices` so that a list of full
/// device presets can replace it without changing the page.
public enum PlaygroundDevices {
    /// One picker entry: a name, a label and a size in points (the safe area comes from the
    /// description).
    public struct Device: Hashable, Sendable {
        /// A short identifier, such as `phone-390`.
        public var name: String
        /// What the picker shows.
        public var label: String
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
    }

    /// The built-in sizes: common phone and tablet screens in portrait and landscape.
    public static let all: [Device] = [
        Device(name: "phone-375", label: "Phone 375 × 667", width: 375, height: 667),
        Device(name: "phone-390", label: "Phone 390 × 844", width: 390, height: 844),
        Device(name: "phone-402", label: "Phone 402 × 874", width: 402, height: 874),
        Device(name: "phone-440", label: "Phone 440 × 956", width: 440, height: 956),
        Device(name: "phone-844-landscape", label: "Phone 844 × 390 (landscape)", width: 844, height: 390),
        Device(name: "tablet-834", label: "Tablet 834 × 1194", width: 834, height: 1194),
        Device(
            name: "tablet-1194-landscape", label: "Tablet 1194 × 834 (landscape)", width: 1194, height: 834),
    ]

    /// `{"devices": [{"name": N, "label": L, "width": W, "height": H}, ...]}`.
    public static var json: String {
        let items = all.map { device in
            "{\"name\": \(JSONText.string(device.name)), \"label\": \(JSONText.string(device.label)), "
                + "\"width\": \(JSONText.number(device.width)), \"height\": \(JSONText.number(device.height))}"
        }
        return "{\"devices\": [\n  \(items.joined(separator: ",\n  "))]}\n"
    }
}
