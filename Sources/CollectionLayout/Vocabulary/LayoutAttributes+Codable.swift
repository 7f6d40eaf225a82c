// Codable conformances of the output values, in the shape of one element of
// `complayout frames --format json`:
// `{"category": "cell", "section": 0, "item": 3, "frame": {...}, "zIndex": 0}`.

#if !hasFeature(Embedded)

    extension ElementCategory: Codable {
        /// Decodes `"cell"`, `"supplementary"` or `"decoration"`.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let name = try container.decode(String.self)
            guard let category = Self.allCases.first(where: { $0.description == name }) else {
                throw DecodingError.dataCorruptedError(
                    in: container,
                    debugDescription:
                        "unknown element category \"\(name)\" (expected cell, supplementary or decoration)")
            }
            self = category
        }

        /// Encodes ``description``: `"cell"`, `"supplementary"` or `"decoration"`.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(description)
        }
    }

    extension LayoutAttributes: Codable {
        private enum CodingKeys: String, CodingKey {
            case category, kind, section, item, frame, zIndex, alpha, transform, isHidden
        }

        /// Decodes the element shape of `complayout frames --format json`; `kind`, `zIndex`, `alpha`,
        /// `transform` and `isHidden` may be missing (nil, 0, 1, identity, false).
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                category: try container.decode(ElementCategory.self, forKey: .category),
                elementKind: try container.decodeIfPresent(String.self, forKey: .kind),
                indexPath: LayoutIndexPath(
                    item: Self.item(fromJSON: try container.decode(Int64.self, forKey: .item)),
                    section: try container.decode(Int.self, forKey: .section)),
                frame: try container.decode(Rect.self, forKey: .frame),
                zIndex: try container.decodeIfPresent(Int.self, forKey: .zIndex) ?? 0)
            if container.contains(.alpha) || container.contains(.transform) || container.contains(.isHidden) {
                setAppearance(
                    alpha: try container.decodeIfPresent(Double.self, forKey: .alpha) ?? 1,
                    transform: try container.decodeIfPresent(LayoutTransform.self, forKey: .transform)
                        ?? .identity,
                    isHidden: try container.decodeIfPresent(Bool.self, forKey: .isHidden) ?? false)
            }
        }

        /// An item index read from JSON: 2^53 (``LayoutIndexPath/layoutLevelJSONItem``) and the former
        /// spelling of layout-level items, `Int64.max`, are `Int.max` (R-INDEX-4).
        private static func item(fromJSON item: Int64) -> Int {
            item == LayoutIndexPath.layoutLevelJSONItem || item == Int64.max ? Int.max : Int(clamping: item)
        }

        /// Encodes `category`, `kind` (supplementaries and decorations), `section`, `item`, `frame` and
        /// `zIndex` as `complayout frames` prints them, then `alpha`, `transform` and `isHidden` only
        /// when an invalidation handler changed them from 1, identity and false.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(category, forKey: .category)
            try container.encodeIfPresent(elementKind, forKey: .kind)
            try container.encode(indexPath.section, forKey: .section)
            if indexPath.item == Int.max {
                try container.encode(LayoutIndexPath.layoutLevelJSONItem, forKey: .item)
            } else {
                try container.encode(indexPath.item, forKey: .item)
            }
            try container.encode(frame, forKey: .frame)
            try container.encode(zIndex, forKey: .zIndex)
            if alpha != 1 { try container.encode(alpha, forKey: .alpha) }
            if !transform.isIdentity { try container.encode(transform, forKey: .transform) }
            if isHidden { try container.encode(isHidden, forKey: .isHidden) }
        }
    }
#endif
