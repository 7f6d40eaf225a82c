import CollectionLayout
import Testing

private typealias F = SupplementaryFixture

/// The boundary-item matrix of the supplementaries issue: every alignment × `extendsBoundary` ×
/// `supplementariesFollowContentInsets` × scroll direction, against an oracle written directly
/// from R-BOUNDARY-1, R-BOUNDARY-3, R-BOUNDARY-4, R-BOUNDARY-7, R-BOUNDARY-8, R-BOUNDARY-9 and R-HORIZ-2 (not
/// from the engine's code).
@Suite("Boundary item matrix (R-BOUNDARY, R-HORIZ-2)")
struct SupplementaryMatrixTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var alignment: RectAlignment
        var extends: Bool
        var follows: Bool
        var horizontal: Bool
        var testDescription: String {
            "\(alignment) extends \(extends) follows \(follows) \(horizontal ? "horizontal" : "vertical")"
        }
    }

    static let cases: [Case] = RectAlignment.allCases.filter { $0 != .none }.flatMap { alignment in
        [true, false].flatMap { extends in
            [true, false].flatMap { follows in
                [true, false].map {
                    Case(alignment: alignment, extends: extends, follows: follows, horizontal: $0)
                }
            }
        }
    }

    /// The oracle. Along the scroll axis: the content box is `insets.start + 50 + insets.end`; the
    /// item is `m = 24` long and `c = 80` across. Leading-edge items sit before the content box when
    /// extending (R-BOUNDARY-3) or at the section start otherwise (R-BOUNDARY-7); trailing-edge items
    /// after it, or against the section end; side items (shorter than the section) are centred on it
    /// (R-BOUNDARY-8). Across: the cross box is the bounds minus the cross insets when following
    /// (R-BOUNDARY-9), and the item sits at its start, centre or end (R-BOUNDARY-4).
    private func expected(_ value: Case, insets: DirectionalEdgeInsets) -> (
        frame: Rect, cellStart: Double, length: Double
    ) {
        let axis: Axis = value.horizontal ? .horizontal : .vertical
        let cross = axis.cross
        let (mainLength, crossLength) = (24.0, 80.0)
        let bounds = value.horizontal ? 844.0 : 390.0
        let content = insets.start(axis) + 50 + insets.end(axis)
        let crossStart = value.follows ? insets.start(cross) : 0
        let crossBox = value.follows ? bounds - insets.total(cross) : bounds
        let crossPosition = crossStart + value.alignment.fraction(along: cross)! * (crossBox - crossLength)
        var main: Double
        var contentStart = 0.0
        var length = content
        switch value.alignment.fraction(along: axis)! {
        case 0:
            main = 0
            if value.extends {
                contentStart = mainLength
                length = content + mainLength
            }
        case 1:
            if value.extends {
                main = content
                length = content + mainLength
            } else {
                main = content - mainLength
            }
        default:
            main = (content - mainLength) / 2
        }
        let frame = Rect(
            along: axis, position: main, length: mainLength, crossPosition: crossPosition,
            crossLength: crossLength)
        return (frame, contentStart + insets.start(axis), length)
    }

    @Test("Every alignment × extendsBoundary × followsInsets × scroll direction", arguments: cases)
    func matrix(value: Case) throws {
        let insets =
            value.horizontal
            ? DirectionalEdgeInsets(top: 12, leading: 20, bottom: 14, trailing: 18)
            : DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 24)
        let group =
            value.horizontal
            ? LayoutGroup.vertical(
                layoutSize: F.size(.absolute(50), .fractionalHeight(1)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(1), .fractionalHeight(0.5)))])
            : LayoutGroup.horizontal(
                layoutSize: F.size(.fractionalWidth(1), .absolute(50)),
                subitems: [LayoutItem(layoutSize: F.size(.fractionalWidth(0.5), .fractionalHeight(1)))])
        var section = LayoutSection(group: group)
        section.contentInsets = insets
        section.supplementariesFollowContentInsets = value.follows
        let size =
            value.horizontal ? F.size(.absolute(24), .absolute(80)) : F.size(.absolute(80), .absolute(24))
        var item = LayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: "x", alignment: value.alignment)
        item.extendsBoundary = value.extends
        section.boundarySupplementaryItems = [item]
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = value.horizontal ? .horizontal : .vertical
        let layout = try F.prepare(section, counts: [2], configuration: configuration)
        let oracle = expected(value, insets: insets)
        F.expectClose(F.supplementary(layout, "x"), oracle.frame)
        let axis: Axis = value.horizontal ? .horizontal : .vertical
        #expect(F.cell(layout, 0).map { $0.origin[axis] } == oracle.cellStart)
        #expect(layout.contentSize[axis] == oracle.length)
    }
}
