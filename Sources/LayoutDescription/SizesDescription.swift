import CollectionLayout

/// A preferred-sizes file, the fixed size provider of `complayout frames --sizes` (the description format,
/// R-SIZING-5): `{"cells": {"0:3": {"height": 120}}, "supplementaries":
/// {"section-header:0:0": {"height": 60}}}`.
///
/// Cell keys are `"SECTION:ITEM"`, supplementary keys `"KIND:SECTION:ITEM"` (the kind may itself
/// contain colons: the last two fields are the index path). Each entry gives `width`, `height`,
/// both or neither; an omitted axis keeps the length the layout proposes on it (see
/// ``PreferredSize/completed(proposing:)``), so `{"height": 120}` on a cell of estimated width
/// and height measures it at its estimated width. Only axes the description estimates are adopted
/// (R-EST-1); elements the file does not list keep their estimates (R-EST-8).
///
/// Implements R-SIZING-5.
public struct SizesDescription: Hashable, Sendable {
    /// One entry: the lengths the file gives, nil on an omitted axis.
    public struct PreferredSize: Hashable, Sendable {
        /// The preferred width, nil to keep the proposed width.
        public var width: Double?
        /// The preferred height, nil to keep the proposed height.
        public var height: Double?

        /// Creates an entry.
        public init(width: Double? = nil, height: Double? = nil) {
            self.width = width
            self.height = height
        }

        /// The full preferred size: the given lengths, and the proposed ones on omitted axes. The
        /// proposed size is what a size provider is called with (R-SIZING-1): exact on fixed
        /// axes, the current length on estimated ones.
        public func completed(proposing proposed: Size) -> Size {
            Size(width: width ?? proposed.width, height: height ?? proposed.height)
        }
    }

    /// Preferred sizes of cells by index path.
    public var cells: [LayoutIndexPath: PreferredSize]
    /// Preferred sizes of supplementaries by kind and index path.
    public var supplementaries: [SupplementaryElementKey: PreferredSize]

    /// Creates a sizes description.
    public init(
        cells: [LayoutIndexPath: PreferredSize] = [:],
        supplementaries: [SupplementaryElementKey: PreferredSize] = [:]
    ) {
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// The preferred size of `element` as a fixed size provider answers it (R-SIZING-5): the
    /// file's lengths completed with `proposed`; nil when the file does not list the element.
    public func preferredSize(of element: LayoutAttributes, proposing proposed: Size) -> Size? {
        let entry: PreferredSize?
        switch element.category {
        case .cell: entry = cells[element.indexPath]
        case .supplementary:
            entry =
                supplementaries[
                    SupplementaryElementKey(
                        elementKind: element.elementKind ?? "", indexPath: element.indexPath)]
        case .decoration: entry = nil
        }
        return entry?.completed(proposing: proposed)
    }

    /// The JSON path of a cell entry, `cells["0:3"]`.
    public static func path(ofCell indexPath: LayoutIndexPath) -> DescriptionPath {
        DescriptionPath.root.key("cells").key("\(indexPath.section):\(indexPath.item)")
    }

    /// The JSON path of a supplementary entry, `supplementaries["section-header:0:0"]`.
    public static func path(ofSupplementary key: SupplementaryElementKey) -> DescriptionPath {
        DescriptionPath.root.key("supplementaries").key(
            "\(key.elementKind):\(key.indexPath.section):\(key.indexPath.item)")
    }
}

/// The measurements a sizes file gives for one prepared layout: what every listed element
/// measures, and the listed elements that do not self-size.
public struct SizesResolution: Sendable {
    /// Preferred sizes of every listed self-sizing element, both axes filled in.
    public var measurements: LayoutMeasurements
    /// Listed elements that exist but do not self-size: their entries change nothing.
    public var ignored: [DescriptionProblem]
}

extension SizesDescription {
    /// The "all measured" measurements of the layout (R-SIZING-5): every listed element is
    /// measured, with omitted axes taking the element's length in `layout`, which should be the
    /// layout prepared without measurements (each element then gets the size a size provider would
    /// be proposed, R-SIZING-1).
    ///
    /// - Throws: ``DescriptionError`` naming the entry of every element `layout` does not have
    ///   (`cells["0:99"]: there is no cell 0.99 to measure`).
    public func resolve(in layout: PreparedLayout) throws(DescriptionError) -> SizesResolution {
        var problems: [DescriptionProblem] = []
        var ignored: [DescriptionProblem] = []
        var measurements = LayoutMeasurements()
        for (indexPath, entry) in cells.sorted(by: { Self.order($0.key, $1.key) }) {
            let path = Self.path(ofCell: indexPath)
            guard let element = layout.attributes(forItemAt: indexPath) else {
                problems.append(
                    DescriptionProblem(
                        path: path,
                        message: "there is no cell \(indexPath.section).\(indexPath.item) to measure"))
                continue
            }
            guard !layout.selfSizingAxes(of: element).isEmpty else {
                ignored.append(DescriptionProblem(path: path, message: Self.notSelfSizing))
                continue
            }
            measurements.cells[indexPath] = entry.completed(proposing: element.frame.size)
        }
        let keys = supplementaries.keys.sorted {
            ($0.elementKind, $0.indexPath.section, $0.indexPath.item)
                < ($1.elementKind, $1.indexPath.section, $1.indexPath.item)
        }
        for key in keys {
            let path = Self.path(ofSupplementary: key)
            guard
                let element = layout.attributes(forSupplementaryOfKind: key.elementKind, at: key.indexPath)
            else {
                problems.append(
                    DescriptionProblem(
                        path: path,
                        message: "there is no \(key.elementKind) supplementary "
                            + "\(key.indexPath.section).\(key.indexPath.item) to measure"))
                continue
            }
            guard !layout.selfSizingAxes(of: element).isEmpty else {
                ignored.append(DescriptionProblem(path: path, message: Self.notSelfSizing))
                continue
            }
            measurements.supplementaries[key] = supplementaries[key]!.completed(
                proposing: element.frame.size)
        }
        guard problems.isEmpty else { throw DescriptionError(problems: problems) }
        return SizesResolution(measurements: measurements, ignored: ignored)
    }

    private static let notSelfSizing =
        "the element has no estimated dimension, so its preferred size is ignored (R-EST-1)"

    private static func order(_ a: LayoutIndexPath, _ b: LayoutIndexPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }
}

extension ResolvedLayout {
    /// Solves the layout with preferred sizes (R-PIPE-2, R-SIZING-5).
    ///
    /// - Throws: ``DescriptionError`` as ``prepare(strict:)``.
    public func prepare(strict: Bool = false, measurements: LayoutMeasurements) throws(DescriptionError)
        -> PreparedLayout
    {
        do {
            return try layout.prepare(
                in: environment, itemCounts: itemCounts, measurements: measurements,
                options: prepareOptions(strict: strict))
        } catch {
            throw DescriptionError(problems: [problem(for: error)])
        }
    }
}
