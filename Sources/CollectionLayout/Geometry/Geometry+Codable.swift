// Codable conformance of `Rect` (Point, Size, DirectionalEdgeInsets and LayoutTransform
// synthesise theirs in their own files). Key names are those of `complayout frames --format
// json`: a point is `{"x", "y"}`, a size `{"width", "height"}`, a rectangle
// `{"x", "y", "width", "height"}`.

#if !hasFeature(Embedded)

    extension Rect: Codable {
        private enum CodingKeys: String, CodingKey {
            case x, y, width, height
        }

        /// Decodes `{"x": X, "y": Y, "width": W, "height": H}`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                x: try container.decode(Double.self, forKey: .x),
                y: try container.decode(Double.self, forKey: .y),
                width: try container.decode(Double.self, forKey: .width),
                height: try container.decode(Double.self, forKey: .height))
        }

        /// Encodes `{"x": X, "y": Y, "width": W, "height": H}`, the frame shape of `complayout frames`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(minX, forKey: .x)
            try container.encode(minY, forKey: .y)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
        }
    }
#endif
