/// An opaque sRGB colour with 8-bit channels, written as `#rrggbb`.
///
/// Colours are plain values so that the same inputs always print the same hexadecimal text
/// (deterministic output for snapshot tests).
public struct RenderColor: Hashable, Sendable {
    /// The red channel, 0–255.
    public var red: UInt8
    /// The green channel, 0–255.
    public var green: UInt8
    /// The blue channel, 0–255.
    public var blue: UInt8

    /// Creates a colour from its three channels.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// Creates a colour from a 24-bit value, `0xRRGGBB`.
    public init(hex value: UInt32) {
        self.init(
            red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// Creates a colour from hue, saturation and lightness (the CSS `hsl()` model).
    ///
    /// - Parameters:
    ///   - hue: The hue in degrees; any value, taken modulo 360.
    ///   - saturation: The saturation, clamped to 0…1.
    ///   - lightness: The lightness, clamped to 0…1.
    public init(hue: Double, saturation: Double, lightness: Double) {
        let h = hue.truncatingRemainder(dividingBy: 360) + (hue < 0 ? 360 : 0)
        let s = Swift.min(Swift.max(saturation, 0), 1)
        let l = Swift.min(Swift.max(lightness, 0), 1)
        let chroma = (1 - abs(2 * l - 1)) * s
        let sector = h / 60
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, x, 0)
        case 1: (r, g, b) = (x, chroma, 0)
        case 2: (r, g, b) = (0, chroma, x)
        case 3: (r, g, b) = (0, x, chroma)
        case 4: (r, g, b) = (x, 0, chroma)
        default: (r, g, b) = (chroma, 0, x)
        }
        let m = l - chroma / 2
        self.init(red: Self.channel(r + m), green: Self.channel(g + m), blue: Self.channel(b + m))
    }

    /// The colour as CSS/SVG text: `#` and six lowercase hexadecimal digits.
    public var hexString: String {
        "#" + Self.hexByte(red) + Self.hexByte(green) + Self.hexByte(blue)
    }

    private static func channel(_ unit: Double) -> UInt8 {
        UInt8(Swift.min(Swift.max((unit * 255).rounded(), 0), 255))
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits: [Character] = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}

extension RenderColor: CustomStringConvertible {
    /// The ``hexString``.
    public var description: String { hexString }
}
